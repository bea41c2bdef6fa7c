// The CMS action flows (portal spec §5 CMS action and Cart rules, §8 Cart texts): a product asks how many
// (counter 1-9, empty gives 1) and goes into the cart ("Your cart has been updated.", with Checkout to
// open the cart); an appointment, a reservation or a request asks its prompt (§2 Interact, §5 prompt
// validation), then the confirmation (§5 "Purchases show confirmation (nonProductConfirm, …)": "Do you want
// to send your {{action}}?", as the film and channel purchases ask nonProductConfirmBuy), and only once
// confirmed is sent with POST /api/send/cart (§7) as an order payload (§3) whose action is the action
// type; declined, nothing is sent and the guest is back where they were. Every one needs a check-in
// ("You can't order without check-in.").
import type { CartReply, CmsCarousel, CmsItem, Device, OrderPayload } from '../../api/types'
import type { Clock } from '../../time/clock'
import { formatWeekdayDay } from '../dateTime'
import type { Logger } from '../logger'
import { formatPrice } from '../live/purchase'
import { openInteract, openToast, type OverlayManager } from '../overlays'
import {
  CART_MAX_PER_ITEM,
  CART_TEXT,
  canOrder,
  orderPayload,
  sendOrder,
  type CartNotice,
  type CartService,
} from '../sideloads/cart'
import {
  BOOKING_FIELDS,
  CMS_MAX_PERSONS,
  bookingDays,
  bookingDetails,
  cartItemOf,
  cmsAction,
  nextSlot,
  type BookingAction,
  type BookingDetails,
} from './actions'
import { CMS_TEXT } from './constants'

/** an appointment, reservation or request as sent: the order payload plus what the guest chose */
export type BookingPayload = OrderPayload & { details: BookingDetails }

export type CmsPlace = { target: string; carousel: CmsCarousel }

/** how a flow ended, for the caller and the tests */
export type CmsActionOutcome =
  'none' | 'needCheckIn' | 'cancelled' | 'declined' | 'invalid' | 'added' | 'sent' | 'failed'

export type CmsActionDeps = {
  overlays: OverlayManager
  clock: Clock
  t: (key: string, options?: Record<string, unknown>) => string
  cart: Pick<CartService, 'add'>
  sendCart: (payload: OrderPayload) => Promise<CartReply | false>
  device: () => Device | null
  /** mac and ip of this TV (bridge properties) */
  identity: () => { mac: string; ip: string } | null
  /** config view_currency.view_currency */
  currency: () => string
  language: () => string
  openCart: () => void
  log: Logger
}

/** a price as the portal writes it (common.priceValue: "24 €") */
export function formatMoney(value: number, currency: string, t: CmsActionDeps['t']): string {
  const price = formatPrice(value)
  return currency ? t('common.priceValue', { price, currency }) : price
}

export function createCmsActions(deps: CmsActionDeps) {
  const { overlays, clock, t, log } = deps
  const toast = (notice: CartNotice, buttons: Record<string, string> = {}) =>
    openToast(overlays, clock, {
      content: 'raw' in notice ? notice.raw : t(notice.key),
      theme: notice.tone,
      element: 'top-end',
      ...buttons,
    })

  /** the prompt's answers, or null when the guest cancelled (a refused request is a bug: logged) */
  async function prompt(request: Record<string, unknown>): Promise<Record<string, unknown> | null> {
    const result = await openInteract(overlays, { type: 'prompt', ...request })
    if (result.outcome === 'invalid') log.error(`CMS prompt refused: ${result.error ?? ''}`, request)
    if (result.outcome !== 'confirmed' || typeof result.value !== 'object' || result.value === null)
      return null
    return result.value as Record<string, unknown>
  }

  async function addProduct(item: CmsItem, place: CmsPlace): Promise<CmsActionOutcome> {
    const values = await prompt({
      title: item.title,
      detail: formatMoney(item.price ?? 0, deps.currency(), t),
      fields: [
        {
          type: 'input',
          id: 'count',
          label: t(CMS_TEXT.quantity, { max: CART_MAX_PER_ITEM }),
          digitsOnly: true,
        },
      ],
    })
    if (!values) return 'cancelled'
    // portal spec §5: the counter takes 1-9; empty gives 1 (cartItemOf clamps)
    const notice = deps.cart.add(cartItemOf(item, place, values['count']))
    if (!('key' in notice) || notice.key !== CART_TEXT.updated) {
      void toast(notice)
      return 'needCheckIn'
    }
    const answer = await toast(notice, {
      confirmButton: t(CMS_TEXT.checkout),
      cancelButton: t(CMS_TEXT.continueShopping),
    })
    if (answer.outcome === 'confirmed') deps.openCart()
    return 'added'
  }

  function dayLabel(day: string, offset: number): string {
    if (offset === 0) return t('common.today')
    if (offset === 1) return t('common.tomorrow')
    const [y, m, d] = day.split('-').map(Number)
    const at = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)
    // the interface language's dayjs locale, like every date of the portal (Intl differs per TV engine)
    return formatWeekdayDay(at.getTime(), deps.language())
  }

  function bookingFields(type: BookingAction, now: number): Record<string, unknown>[] {
    const days = bookingDays(now)
    const fields: Record<string, Record<string, unknown>> = {
      date: {
        type: 'choose',
        id: 'date',
        label: t(CMS_TEXT.day),
        required: true,
        data: days.map((day, offset) => ({ value: day, label: dayLabel(day, offset) })),
      },
      time: {
        type: 'time-selector',
        id: 'time',
        label: t(CMS_TEXT.time),
        required: true,
        value: nextSlot(now),
      },
      persons: {
        type: 'select',
        id: 'persons',
        label: t(CMS_TEXT.persons),
        required: true,
        data: Array.from({ length: CMS_MAX_PERSONS }, (_, i) => i + 1),
        value: 2,
      },
      note: { type: 'input', id: 'note', label: t(CMS_TEXT.note) },
    }
    return BOOKING_FIELDS[type].flatMap((name) => (fields[name] ? [fields[name]] : []))
  }

  async function book(type: BookingAction, item: CmsItem, place: CmsPlace): Promise<CmsActionOutcome> {
    const now = clock.now()
    const values = await prompt({
      title: t(CMS_TEXT[type]),
      detail: item.title,
      fields: bookingFields(type, now),
    })
    if (!values) return 'cancelled'
    const details = bookingDetails(type, values, now)
    if (!details) {
      log.error(`CMS ${type}: answers the prompt cannot give`, values)
      return 'invalid'
    }
    // portal spec §5: the confirmation, as the purchases ask theirs (vod/access.ts, live/livePurchase.ts)
    const answer = await openInteract(overlays, {
      type: 'confirm',
      title: item.title,
      detail: t(CMS_TEXT.confirmSend, { action: t(CMS_TEXT[type]) }),
    })
    if (answer.outcome !== 'confirmed') return 'declined'
    const device = deps.device()
    const guest = device?.guest
    // the guest may have checked out while the prompt or the confirmation was open
    if (!device || !guest || !canOrder(device)) {
      void toast({ key: CART_TEXT.needCheckIn, tone: 'warning' })
      return 'needCheckIn'
    }
    const items = [cartItemOf(item, place, 1)]
    const payload: BookingPayload = {
      ...orderPayload(device, guest, deps.identity(), type, items),
      details,
    }
    const notice = await sendOrder({ sendCart: deps.sendCart }, payload, log)
    void toast(notice)
    return 'key' in notice && notice.key === CART_TEXT.sent ? 'sent' : 'failed'
  }

  return {
    /** runs the item's action (portal spec §5: none when it offers none) */
    async run(item: CmsItem, place: CmsPlace): Promise<CmsActionOutcome> {
      const type = cmsAction(item)
      if (type === null) return 'none'
      if (!canOrder(deps.device())) {
        void toast({ key: CART_TEXT.needCheckIn, tone: 'warning' })
        return 'needCheckIn'
      }
      return type === 'product' ? addProduct(item, place) : book(type, item, place)
    },
  }
}

export type CmsActions = ReturnType<typeof createCmsActions>
