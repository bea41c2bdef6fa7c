import { http } from 'msw'
import type { CartItem } from '../../api/types'
import type { DemoState } from '../state'
import type { Body } from './http'
import { failure, json, num, ok, on, readBody, str } from './http'

export const NO_GUEST = "You can't order without check-in."

/** cart items as a client sent them: unknown action types are products, counts 1-9 (portal spec §5) */
export function cartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((raw): CartItem[] => {
    if (typeof raw !== 'object' || raw === null) return []
    const item = raw as Body
    const type = str(item['action_type'])
    const actionType = type === 'channel' || type === 'vod' ? type : 'product'
    return [
      {
        title: str(item['title']) ?? '',
        count: Math.min(9, Math.max(1, num(item['count']) ?? 1)),
        code: str(item['code']) ?? '',
        id: num(item['id']) ?? 0,
        price: num(item['price']) ?? 0,
        main: str(item['main']) ?? '',
        catalog: str(item['catalog']) ?? '',
        endpoint: str(item['endpoint']) ?? '',
        action_type: actionType,
      },
    ]
  })
}

/** Guests are named by id, by PMS id, or both (portal spec §5: orders need an id or a pms_id). */
export function guestIdIn(state: DemoState, id: unknown, pms: unknown): number | null {
  const guestId = num(id)
  if (guestId !== null) return guestId
  const pmsId = str(pms)
  return pmsId ? (state.devices.findGuest(null, pmsId)?.guest.id ?? null) : null
}

/** Orders, carts and favourites (portal spec §7, and the paths it does not show: docs/BACKEND-API.md);
 * a sent cart is in orders.ts. */
export function createCommerceHandlers(state: DemoState) {
  const { guests, devices } = state
  const guestIdOf = (id: unknown, pms: unknown) => guestIdIn(state, id, pms)
  const queryGuest = (request: Request): number | null => {
    const params = new URL(request.url).searchParams
    return guestIdOf(params.get('guest_id'), params.get('guest_pms'))
  }

  return [
    http.get(on('/api/get/orders'), ({ request }) => {
      const guestId = queryGuest(request)
      return json(guestId === null ? [] : guests.orders(guestId))
    }),
    http.post(on('/api/set/order'), async ({ request }) => {
      const body = await readBody(request)
      const guestId = guestIdOf(body['guest_id'], body['guest_pms'])
      const action = str(body['action'])
      const description = str(body['description'])
      if (guestId === null) return failure(403, NO_GUEST)
      if ((action !== 'Vod' && action !== 'Channel') || !description)
        return failure(400, 'action (Vod or Channel) and description are required')
      if (action === 'Vod') {
        // portal spec §3 Order: a Vod order's description is the vod id; the front desk sees the film
        const film = state.data.vods.find((vod) => String(vod.id) === description)
        if (!film) return failure(404, `No film ${description}`)
        const room = devices.findGuest(guestId, null)
        state.vodOrders.add({
          guest_id: guestId,
          guest_name: room ? `${room.guest.name} ${room.guest.surname}` : '',
          room: room?.device.location ?? '',
          vod_id: film.id,
          title: film.title,
          price: film.price ?? null,
        })
      }
      guests.addOrder(guestId, { action, description })
      return ok()
    }),
    http.get(on('/api/get/cart'), ({ request }) => {
      const guestId = queryGuest(request)
      return json(guestId === null ? [] : guests.cart(guestId))
    }),
    // Demo extra: lets a test or the TV park a cart on the server for GET /api/get/cart.
    http.post(on('/api/set/cart'), async ({ request }) => {
      const body = await readBody(request)
      const guestId = guestIdOf(body['guest_id'], body['guest_pms'])
      if (guestId === null) return failure(403, NO_GUEST)
      return json(guests.setCart(guestId, cartItems(body['items'])))
    }),
    http.post(on('/api/set/guest/favorite'), async ({ request }) => {
      const body = await readBody(request)
      const guestId = guestIdOf(body['guest_id'], body['guest_pms'])
      const channelId = num(body['channel_id'])
      if (guestId === null) return failure(403, 'Favourites need a checked-in guest.')
      if (channelId === null) return failure(400, 'channel_id is required')
      const favourites = guests.setFavourite(guestId, channelId, str(body['action']) !== 'remove')
      return json({ success: true, favorites: favourites })
    }),
  ]
}
