import type { CartItem, Order, OrderPayload } from '../../api/types'
import { DEMO_GUESTS } from '../fixtures'

/** What the guest chose in a CMS booking's prompt (date YYYY-MM-DD, time HH:mm, persons, note). */
export type BookingDetails = { date?: string; time?: string; persons?: number; note?: string }

/** A cart or a CMS booking sent with POST /api/send/cart, as the front desk sees it. */
export type ReceivedOrder = OrderPayload & { received_at: string; details?: BookingDetails }

/** the payload actions of a CMS booking (portal spec §3 CMS item action_type); anything else is a cart */
export const BOOKING_ACTIONS = ['appointment', 'reservation', 'request'] as const
export type BookingKind = (typeof BOOKING_ACTIONS)[number]
export const isBooking = (action: string): action is BookingKind =>
  (BOOKING_ACTIONS as readonly string[]).includes(action)

export type GuestData = ReturnType<typeof createGuestData>

/** Orders (purchases), carts and favourites per guest id (portal spec §6: they need a guest). */
export function createGuestData(now: () => number) {
  let orders = new Map<number, Order[]>()
  let carts = new Map<number, CartItem[]>()
  let favourites = new Map<number, number[]>()
  let received: ReceivedOrder[] = []

  const reset = (): void => {
    // Room 101 bought the movie pack yesterday and keeps a few favourite channels.
    orders = new Map([[DEMO_GUESTS.room101.id, [{ action: 'Channel', description: 'Movie Pack' }]]])
    carts = new Map()
    favourites = new Map([[DEMO_GUESTS.room101.id, [1, 13, 27]]])
    received = []
  }
  reset()

  return {
    reset,
    orders: (guestId: number): Order[] => orders.get(guestId) ?? [],
    addOrder(guestId: number, order: Order): Order[] {
      const list = orders.get(guestId) ?? []
      if (!list.some((o) => o.action === order.action && o.description === order.description))
        list.push(order)
      orders.set(guestId, list)
      return list
    },
    cart: (guestId: number): CartItem[] => carts.get(guestId) ?? [],
    setCart(guestId: number, items: CartItem[]): CartItem[] {
      carts.set(guestId, items)
      return items
    },
    favourites: (guestId: number): number[] => favourites.get(guestId) ?? [],
    setFavourite(guestId: number, channelId: number, on: boolean): number[] {
      const list = (favourites.get(guestId) ?? []).filter((id) => id !== channelId)
      if (on) list.push(channelId)
      favourites.set(guestId, list)
      return list
    },
    /** POST /api/send/cart: keeps the order for the front desk; a cart also empties the guest's cart. */
    receive(payload: OrderPayload, guestId: number | null, details?: BookingDetails): ReceivedOrder {
      const order: ReceivedOrder = { ...payload, received_at: new Date(now()).toISOString() }
      if (details) order.details = details
      received.push(order)
      if (guestId !== null && !isBooking(payload.action)) carts.delete(guestId)
      return order
    },
    /** newest first: the carts, or the bookings of one kind */
    received: (kind: 'order' | BookingKind = 'order'): ReceivedOrder[] =>
      received
        .filter((order) => (kind === 'order' ? !isBooking(order.action) : order.action === kind))
        .reverse(),
    /** Check-out clears what belonged to the stay. */
    forget(guestId: number): void {
      orders.delete(guestId)
      carts.delete(guestId)
      favourites.delete(guestId)
    },
  }
}
