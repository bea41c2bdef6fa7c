// Channel purchases (portal spec §4 Categories: after an order, orders refetch and an owned channel
// plays with the guide open; §5 Purchases: confirmation with price and currency; orders only for a guest
// with an id or a pms_id; §8 an order failure is a danger toast and changes nothing).
import type { StoreApi } from 'zustand/vanilla'
import type { Channel } from '../../api/types'
import { describeError } from '../logger'
import { openInteract } from '../overlays'
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

  async function refreshOrders(): Promise<void> {
    const guest = deps.guest()
    // portal spec §5: orders only requested if the guest has an id or a pms_id
    if (!guest || (!guest.id && !guest.pms_id)) return set({ orders: [] })
    try {
      const orders = await deps.api.getOrders({ guest_id: guest.id, guest_pms: guest.pms_id })
      set({ orders: orders || [] })
    } catch (error) {
      log.warn(`Orders not fetched: ${describeError(error)}`)
    }
  }

  return {
    refreshOrders,
    /** portal spec §4/§5: confirmation with price and currency, order sent, orders refetched, then play */
    async buy(channel: Channel | null = get().current): Promise<boolean> {
      if (!channel?.price || !isChannelLocked(channel, get().orders)) return false
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
        log.error(`Order for ${channel.price.group} failed: ${describeError(error)}`)
        deps.notify(deps.t('cms.orderFailed'), 'danger')
        return false
      }
      await refreshOrders()
      if (isChannelLocked(channel, get().orders)) return false
      // portal spec §4: if the channel is owned it plays and the guide opens
      set({ view: 'list' })
      await tuneNow(channel)
      return true
    },
  }
}

export type LivePurchase = ReturnType<typeof createLivePurchase>
