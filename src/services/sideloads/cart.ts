// portal spec §5 Cart: needs check-in ('You can't order without check-in.'); max 9 per item; counter 1-9,
// empty gives 1; orders only requested if the guest has an id or a pms_id. §8 Cart: 'Your cart has been
// updated.'; checkout success text; a returned text shown as a danger toast; nothing returned
// 'Something went wrong.'; cart cleared and panel closed in every case. §4 Overlays: cart closes when empty.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CartItem, CartReply, Device, Guest, OrderPayload } from '../../api/types'
import { describeError, type Logger } from '../logger'
import { canGuestOrder, NEED_CHECK_IN_KEY } from '../ordering'

/** portal spec §9: cart max 9; §5: max 9 per item, counter 1-9 */
export const CART_MAX_PER_ITEM = 9
export const CART_MIN_PER_ITEM = 1
/** the order payload's action for a cart checkout (portal spec §3 Order payload) */
export const CART_ORDER_ACTION = 'order'

/** i18n keys of the §8 cart texts (locales/en_US.json holds them verbatim) */
export const CART_TEXT = {
  needCheckIn: NEED_CHECK_IN_KEY,
  updated: 'cms.cartUpdated',
  sent: 'cms.orderSent',
  failed: 'cms.orderFailed',
} as const

export type CartState = { items: CartItem[] }
/** what to tell the guest: a dictionary key, or the backend's own text (shown as is) */
export type CartNotice =
  | { key: (typeof CART_TEXT)[keyof typeof CART_TEXT]; tone: 'success' | 'danger' | 'warning' }
  | { raw: string; tone: 'danger' }

export type CartApi = {
  getCart(guestId: number): Promise<CartItem[] | false>
  sendCart(payload: OrderPayload): Promise<CartReply | false>
}

export type CartDeps = {
  api: CartApi
  log: Logger
  /** the device record (guest, room) as the last sync left it */
  device: () => Device | null
  /** mac and ip of this TV (bridge properties) */
  identity: () => { mac: string; ip: string } | null
}

/** portal spec §5: the counter takes 1-9; empty (or not a number) gives 1 */
export function clampCount(raw: unknown): number {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN
  if (!Number.isFinite(value)) return CART_MIN_PER_ITEM
  return Math.min(CART_MAX_PER_ITEM, Math.max(CART_MIN_PER_ITEM, Math.trunc(value)))
}

/** portal spec §5: orders need a guest with an id or a pms_id */
export function canOrder(device: Device | null): boolean {
  return canGuestOrder(device?.guest)
}

/** portal spec §3 Order payload: who orders from which room and TV, the action and its items */
export function orderPayload(
  device: Device,
  guest: Guest,
  identity: { mac: string; ip: string } | null,
  action: string,
  items: CartItem[],
): OrderPayload {
  return {
    action,
    room: device.location,
    room_id: device.location_id ?? device.id,
    guest_name: `${guest.name} ${guest.surname}`.trim(),
    guest_id: guest.id,
    guest_pms: guest.pms_id,
    mac: identity?.mac ?? device.mac,
    ip: identity?.ip ?? device.ip,
    items,
  }
}

/** portal spec §8 Cart: sends an order payload and says how it went (success text, the backend's own
 * text as a danger toast, or 'Something went wrong.' when nothing came back or the call failed) */
export async function sendOrder(
  api: Pick<CartApi, 'sendCart'>,
  payload: OrderPayload,
  log: Logger,
): Promise<CartNotice> {
  try {
    const reply = await api.sendCart(payload)
    if (reply && reply.success) return { key: CART_TEXT.sent, tone: 'success' }
    if (reply && reply.message) return { raw: reply.message, tone: 'danger' }
    log.warn(`Order ${payload.action}: nothing returned`, reply)
  } catch (error) {
    log.error(`Order ${payload.action} failed: ${describeError(error)}`, error)
  }
  return { key: CART_TEXT.failed, tone: 'danger' }
}

/** The first cart line shown in a window of `size` lines so that line `focused` is in it (null: keep
 * `first`, within the list). The panel windows its lines (DESIGN.md: windowed lists). */
export function cartWindowStart(first: number, focused: number | null, length: number, size: number): number {
  const last = Math.max(0, length - size)
  if (focused !== null && focused < first) return focused
  if (focused !== null && focused >= first + size) return Math.min(last, focused - size + 1)
  return Math.max(0, Math.min(first, last))
}

export const cartCount = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + item.count, 0)

export function createCart(deps: CartDeps) {
  const store: StoreApi<CartState> = createStore<CartState>()(() => ({ items: [] }))
  const setItems = (items: CartItem[]) => store.setState({ items })
  const clear = () => setItems([])

  return {
    store,
    clear,
    /** the guest's cart as the server keeps it (after a sync or a check-in); failures keep what we have */
    async load(): Promise<void> {
      const guest = deps.device()?.guest
      if (!guest) return clear()
      try {
        const items = await deps.api.getCart(guest.id)
        if (items) setItems(items.map((item) => ({ ...item, count: clampCount(item.count) })))
      } catch (error) {
        deps.log.warn(`Cart could not be loaded: ${describeError(error)}`, error)
      }
    },
    /** adds (or adds to) an item; the same product stays one line, never above 9 */
    add(item: CartItem): CartNotice {
      if (!canOrder(deps.device())) return { key: CART_TEXT.needCheckIn, tone: 'warning' }
      const items = store.getState().items
      const existing = items.find((line) => line.id === item.id && line.action_type === item.action_type)
      const count = clampCount((existing?.count ?? 0) + clampCount(item.count))
      setItems(
        existing
          ? items.map((line) => (line === existing ? { ...line, count } : line))
          : [...items, { ...item, count }],
      )
      return { key: CART_TEXT.updated, tone: 'success' }
    },
    /** the counter of one line: 1-9, empty gives 1 */
    setCount(index: number, raw: unknown): void {
      const items = store.getState().items
      if (!items[index]) return
      setItems(items.map((line, i) => (i === index ? { ...line, count: clampCount(raw) } : line)))
    },
    /** removes one line; the panel closes itself when the cart is empty (§4) */
    remove(index: number): void {
      setItems(store.getState().items.filter((_, i) => i !== index))
    },
    /** checkout: the §8 text to show; the cart is cleared whatever happened */
    async send(): Promise<CartNotice> {
      const device = deps.device()
      const items = store.getState().items
      clear()
      const guest = device?.guest
      if (!device || !guest || !canOrder(device)) return { key: CART_TEXT.needCheckIn, tone: 'warning' }
      const payload = orderPayload(device, guest, deps.identity(), CART_ORDER_ACTION, items)
      return sendOrder(deps.api, payload, deps.log)
    },
  }
}

export type CartService = ReturnType<typeof createCart>
