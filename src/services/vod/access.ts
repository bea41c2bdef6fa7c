// Who may watch a film (portal spec §5): a PIN-protected film asks the film's PIN and asks again until
// it is right or the guest cancels; a priced film not owned is bought first — a confirmation with price
// and currency (nonProductConfirmBuy, as the live channel purchase), the order {action: Vod, description:
// vod id}, the orders refetched. An order failure shows the spec's text and changes nothing (§8).
import type { ApiClient } from '../../api/client'
import type { Config, Guest, Order, VodItem } from '../../api/types'
import { describeError, type Logger } from '../logger'
import { canGuestOrder, NEED_CHECK_IN_KEY } from '../ordering'
import { openInteract, type OverlayManager } from '../overlays'
import { formatVodPrice, isVodOwned, vodOrder } from './catalogue'
import { CURRENCY_KEY } from './constants'

export type VodAccessDeps = {
  api: Pick<ApiClient, 'getOrders' | 'addOrder'>
  overlays: OverlayManager
  t: (key: string, options?: Record<string, unknown>) => string
  guest: () => Guest | null
  config: () => Config
  notify: (text: string, tone: 'info' | 'success' | 'warning' | 'danger') => void
  log: Logger
}

export type PurchaseOutcome = 'bought' | 'declined' | 'failed'

export function createVodAccess(deps: VodAccessDeps) {
  const { log, t } = deps

  /** one PIN prompt; the entered text, or null when the guest cancelled */
  async function askOnce(retry: boolean): Promise<string | null> {
    const result = await openInteract(deps.overlays, {
      type: 'prompt',
      title: t('interact.restrictedContent'),
      detail: retry ? t('interact.wrongPin') : t('interact.pinTitle'),
      // a PIN is typed hidden (dots on screen, not in the mirror or the speech), as the service menu's
      fields: [{ type: 'input', id: 'pin', label: t('interact.pinLabel'), required: true, secret: true }],
    })
    if (result.outcome !== 'confirmed') return null
    const values = result.value as Record<string, unknown> | undefined
    return String(values?.['pin'] ?? '')
  }

  return {
    /** portal spec §5: true once the film's PIN is entered (at once without one); false when cancelled */
    async unlock(item: VodItem): Promise<boolean> {
      if (!item.pin) return true
      for (let retry = false; ; retry = true) {
        const entered = await askOnce(retry)
        if (entered === null) return false
        if (entered.trim() === item.pin) return true
        log.info(`Wrong PIN for film ${item.id}`)
      }
    },

    /** portal spec §5: orders are only requested for a guest with an id or a pms_id; null on failure */
    async fetchOrders(): Promise<Order[] | null> {
      const guest = deps.guest()
      if (!guest || (!guest.id && !guest.pms_id)) return []
      try {
        return (await deps.api.getOrders({ guest_id: guest.id, guest_pms: guest.pms_id })) || []
      } catch (error) {
        log.warn(`Orders not fetched: ${describeError(error)}`)
        return null
      }
    },

    /** portal spec §5: confirmation with price and currency, then the order; false changes nothing */
    async purchase(item: VodItem, orders: readonly Order[]): Promise<PurchaseOutcome> {
      if (item.price === null || isVodOwned(item, orders)) return 'bought'
      // portal spec §5 and §6: an order needs a checked-in guest, asked before the price is offered
      if (!canGuestOrder(deps.guest())) {
        log.warn(`Film ${item.id}: no checked-in guest to order it`)
        deps.notify(t(NEED_CHECK_IN_KEY), 'warning')
        return 'declined'
      }
      const currency = String(deps.config()[CURRENCY_KEY] ?? '')
      const answer = await openInteract(deps.overlays, {
        type: 'confirm',
        title: item.title,
        detail: t('cms.nonProductConfirmBuy', {
          title: item.title,
          price: formatVodPrice(item.price),
          currency,
        }),
      })
      if (answer.outcome !== 'confirmed') return 'declined'
      const guest = deps.guest()
      try {
        const sent = await deps.api.addOrder({
          ...vodOrder(item),
          guest_id: guest?.id ?? null,
          guest_pms: guest?.pms_id ?? null,
        })
        if (!sent) throw new Error('the order was refused')
        return 'bought'
      } catch (error) {
        log.error(`Order for film ${item.id} failed: ${describeError(error)}`)
        // portal spec §8: nothing returned reads 'Something went wrong.' (a danger toast)
        deps.notify(t('cms.orderFailed'), 'danger')
        return 'failed'
      }
    },
  }
}

export type VodAccess = ReturnType<typeof createVodAccess>
