// Channel purchases (portal spec §4 Categories: after an order, orders refetch and an owned channel
// plays with the guide open; §5 Purchases: confirmation with price and currency; orders only for a guest
// with an id or a pms_id; §8 an order failure is a danger toast and changes nothing).
// Issue 20 (fault matrix): the orders a failed fetch could not bring are unknown, not empty, so Buy asks
// for them again before it sells a channel the guest may already own; when they stay unknown, or an
// order the backend took still leaves the channel locked, the guest is told ('Something went wrong.')
// instead of nothing happening.
import type { StoreApi } from 'zustand/vanilla'
import type { Channel } from '../../api/types'
import { describeError } from '../logger'
import { openInteract } from '../overlays'
import { canGuestOrder, NEED_CHECK_IN_KEY } from '../ordering'
import { CURRENCY_KEY } from './constants'
import type { LiveDeps, LiveState } from './liveState'
import { channelOrder, formatPrice, isChannelLocked } from './purchase'

export type LivePurchaseDeps = {
  deps: LiveDeps
  store: StoreApi<LiveState>
  /** plays the bought channel at once */
  tuneNow: (channel: Channel) => Promise<void>
}

export function createLivePurchase({ deps, store, tuneNow }: LivePurchaseDeps) {
  const { log } = deps
  const set = (patch: Partial<LiveState>) => store.setState(patch)
  const get = () => store.getState()

  /** false while the last fetch of the orders failed: what the guest owns is not known */
  let ordersKnown = true

  async function refreshOrders(): Promise<void> {
    const guest = deps.guest()
    // portal spec §5: orders only requested if the guest has an id or a pms_id
    if (!guest || (!guest.id && !guest.pms_id)) {
      ordersKnown = true
      return set({ orders: [] })
    }
    try {
      const orders = await deps.api.getOrders({ guest_id: guest.id, guest_pms: guest.pms_id })
      ordersKnown = true
      set({ orders: orders || [] })
    } catch (error) {
      ordersKnown = false
      log.warn(`Orders not fetched: ${describeError(error)}`)
    }
  }

  const failed = (why: string): false => {
    log.error(why)
    deps.notify(deps.t('cms.orderFailed'), 'danger')
    return false
  }

  return {
    refreshOrders,
    /** portal spec §4/§5: confirmation with price and currency, order sent, orders refetched, then play */
    async buy(channel: Channel | null = get().current): Promise<boolean> {
      if (!channel?.price || !isChannelLocked(channel, get().orders)) return false
      // portal spec §5 and §6: an order needs a checked-in guest (an id or a pms_id), asked before the
      // confirmation, as the cart and the CMS actions do: an empty room is not offered a price
      if (!canGuestOrder(deps.guest())) {
        log.warn(`Buy ${channel.price.group}: no checked-in guest`)
        deps.notify(deps.t(NEED_CHECK_IN_KEY), 'warning')
        return false
      }
      if (!ordersKnown) {
        await refreshOrders()
        if (!ordersKnown) return failed(`Buy ${channel.price.group}: the guest's orders are not known`)
        if (!isChannelLocked(channel, get().orders)) {
          set({ view: 'list' })
          await tuneNow(channel)
          return true
        }
      }
      const currency = String(deps.config()[CURRENCY_KEY] ?? '')
      const answer = await openInteract(deps.overlays, {
        type: 'confirm',
        title: channel.title,
        detail: deps.t('cms.nonProductConfirmBuy', {
          title: `${channel.title} (${channel.price.group})`,
          price: formatPrice(channel.price.value),
          currency,
        }),
      })
      if (answer.outcome !== 'confirmed') return false
      const guest = deps.guest()
      try {
        const sent = await deps.api.addOrder({
          ...channelOrder(channel),
          guest_id: guest?.id ?? null,
          guest_pms: guest?.pms_id ?? null,
        })
        if (!sent) throw new Error('the order was refused')
      } catch (error) {
        return failed(`Order for ${channel.price.group} failed: ${describeError(error)}`)
      }
      await refreshOrders()
      if (isChannelLocked(channel, get().orders))
        return failed(`Order for ${channel.price.group} sent, but the channel is still not owned`)
      // portal spec §4: if the channel is owned it plays and the guide opens
      set({ view: 'list' })
      await tuneNow(channel)
      return true
    },
  }
}

export type LivePurchase = ReturnType<typeof createLivePurchase>
