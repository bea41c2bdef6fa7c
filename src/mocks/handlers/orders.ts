import { http } from 'msw'
import type { Order, OrderPayload } from '../../api/types'
import type { DemoState } from '../state'
import { isBooking, type BookingDetails } from '../state/guestData'
import { NO_GUEST, cartItems, guestIdIn } from './commerce'
import type { Body } from './http'
import { json, num, on, readBody, str } from './http'

const HH_MM = /^([01]\d|2[0-3]):(00|15|30|45)$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** the details of a CMS booking as the portal sends them (docs/BACKEND-API.md); unknown parts dropped */
function bookingDetails(value: unknown): BookingDetails {
  if (typeof value !== 'object' || value === null) return {}
  const raw = value as Body
  const details: BookingDetails = {}
  const date = str(raw['date'])
  const time = str(raw['time'])
  const persons = num(raw['persons'])
  const note = str(raw['note'])
  if (date && DAY.test(date)) details.date = date
  if (time && HH_MM.test(time)) details.time = time
  if (persons !== null && persons >= 1) details.persons = persons
  if (note) details.note = note
  return details
}

/**
 * POST /api/send/cart (portal spec §7, §3 Order payload): a cart (action 'order') or a CMS booking
 * (action appointment, reservation or request, with `details`). §8 Cart: success, or a text the portal
 * shows as a danger toast. The front desk lists what arrived (GET /frontdesk/api/activity).
 */
export function createOrderHandlers(state: DemoState) {
  const { guests } = state
  return [
    http.post(on('/api/send/cart'), async ({ request }) => {
      const body = await readBody(request)
      const guestId = guestIdIn(state, body['guest_id'], body['guest_pms'])
      const items = cartItems(body['items'])
      if (guestId === null) return json({ success: false, message: NO_GUEST })
      if (items.length === 0) return json({ success: false, message: 'Your cart is empty.' })
      const action = str(body['action']) ?? 'order'
      const payload: OrderPayload = {
        action,
        room: str(body['room']) ?? '',
        room_id: num(body['room_id']) ?? 0,
        guest_name: str(body['guest_name']) ?? '',
        guest_id: guestId,
        guest_pms: str(body['guest_pms']),
        mac: str(body['mac']) ?? '',
        ip: str(body['ip']) ?? '',
        items,
      }
      if (isBooking(action)) {
        guests.receive(payload, guestId, bookingDetails(body['details']))
        return json({ success: true, message: null })
      }
      guests.receive(payload, guestId)
      // Channel and VOD purchases bought through the cart unlock like direct orders.
      for (const item of items) {
        const order: Order | null =
          item.action_type === 'vod'
            ? { action: 'Vod', description: String(item.id) }
            : item.action_type === 'channel'
              ? { action: 'Channel', description: item.code || item.catalog }
              : null
        if (order) guests.addOrder(guestId, order)
      }
      return json({ success: true, message: null })
    }),
  ]
}
