import { describe, expect, it } from 'vitest'
import type { CartItem } from '../../api/types'
import { DEMO_GUESTS } from '../fixtures'
import type { ReceivedOrder } from '../state'
import { createTestBackend } from '../testing/backend'

const guest = DEMO_GUESTS.room101
const hammam: CartItem = {
  title: 'Traditional Hammam',
  count: 1,
  code: '143',
  id: 143,
  price: 60,
  main: 'spa',
  catalog: 'Treatments',
  endpoint: 'spa',
  action_type: 'product',
}
const booking = (action: string, details: Record<string, unknown>) => ({
  action,
  room: '101',
  room_id: 1,
  guest_name: 'Emma Schneider',
  guest_id: guest.id,
  guest_pms: guest.pms_id,
  mac: '02:00:00:00:01:01',
  ip: '10.20.1.1',
  items: [hammam],
  details,
})
type Activity = Record<'orders' | 'appointments' | 'reservations' | 'requests', ReceivedOrder[]>

describe('CMS bookings through POST /api/send/cart (docs/BACKEND-API.md)', () => {
  it('lists an appointment with its day and time for the front desk, apart from the carts', async () => {
    const backend = createTestBackend()
    const reply = await backend.post(
      '/api/send/cart',
      booking('appointment', { date: '2026-11-24', time: '16:15' }),
    )
    expect(reply.body).toEqual({ success: true, message: null })
    const activity = (await backend.get<Activity>('/frontdesk/api/activity')).body
    expect(activity.orders).toEqual([])
    expect(activity.appointments).toHaveLength(1)
    expect(activity.appointments[0]).toMatchObject({
      action: 'appointment',
      room: '101',
      items: [hammam],
      details: { date: '2026-11-24', time: '16:15' },
    })
  })

  it('lists reservations with persons and requests with their note; drops details it cannot read', async () => {
    const backend = createTestBackend()
    await backend.post(
      '/api/send/cart',
      booking('reservation', { date: '2026-11-24', time: '20:00', persons: 4 }),
    )
    await backend.post('/api/send/cart', booking('request', { note: 'Two towels', time: '25:99' }))
    const activity = (await backend.get<Activity>('/frontdesk/api/activity')).body
    expect(activity.reservations[0]?.details).toEqual({ date: '2026-11-24', time: '20:00', persons: 4 })
    expect(activity.requests[0]?.details).toEqual({ note: 'Two towels' })
  })

  it("keeps the guest's parked cart when a booking arrives", async () => {
    const backend = createTestBackend()
    await backend.post('/api/set/cart', { guest_id: guest.id, items: [hammam] })
    await backend.post('/api/send/cart', booking('request', { note: 'x' }))
    expect((await backend.get<CartItem[]>(`/api/get/cart?guest_id=${guest.id}`)).body).toHaveLength(1)
  })

  it("answers a booking without a guest with the spec's text", async () => {
    const reply = await createTestBackend().post('/api/send/cart', {
      ...booking('appointment', {}),
      guest_id: null,
      guest_pms: null,
    })
    expect(reply.body).toEqual({ success: false, message: "You can't order without check-in." })
  })
})
