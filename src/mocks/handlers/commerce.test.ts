import { describe, expect, it } from 'vitest'
import type { CartItem, Order } from '../../api/types'
import { DEMO_GUESTS } from '../fixtures'
import type { ReceivedOrder } from '../state'
import { createTestBackend } from '../testing/backend'

const guest = DEMO_GUESTS.room101
const item = (over: Partial<CartItem>): CartItem => ({
  title: 'Turkish Coffee',
  count: 2,
  code: '120',
  id: 120,
  price: 5,
  main: 'roomservice',
  catalog: 'Drinks',
  endpoint: 'roomservice',
  action_type: 'product',
  ...over,
})

describe('orders, cart and favourites', () => {
  it('answers the orders of a guest by id or by pms id', async () => {
    const backend = createTestBackend()
    const byId = (await backend.get<Order[]>(`/api/get/orders?guest_id=${guest.id}`)).body
    const byPms = (await backend.get<Order[]>(`/api/get/orders?guest_pms=${guest.pms_id}`)).body
    expect(byId).toEqual([{ action: 'Channel', description: 'Movie Pack' }])
    expect(byPms).toEqual(byId)
  })

  it('adds an order (POST /api/set/order) that the next orders fetch returns', async () => {
    const backend = createTestBackend()
    const reply = await backend.post('/api/set/order', {
      action: 'Vod',
      description: '1001',
      guest_id: guest.id,
      guest_pms: null,
    })
    expect(reply.body).toEqual({ success: true })
    const orders = (await backend.get<Order[]>(`/api/get/orders?guest_id=${guest.id}`)).body
    expect(orders).toContainEqual({ action: 'Vod', description: '1001' })
  })

  it("refuses an order without a guest: 'You can't order without check-in.'", async () => {
    const reply = await createTestBackend().post('/api/set/order', { action: 'Vod', description: '1001' })
    expect(reply).toMatchObject({ status: 403, body: { message: "You can't order without check-in." } })
  })

  it('receives a cart for the front desk, empties it and unlocks bought VODs', async () => {
    const backend = createTestBackend()
    await backend.post('/api/set/cart', { guest_id: guest.id, items: [item({})] })
    expect((await backend.get<CartItem[]>(`/api/get/cart?guest_id=${guest.id}`)).body).toHaveLength(1)
    const reply = await backend.post('/api/send/cart', {
      action: 'order',
      room: '101',
      room_id: 1,
      guest_name: 'Emma Schneider',
      guest_id: guest.id,
      guest_pms: guest.pms_id,
      mac: '02:00:00:00:01:01',
      ip: '10.20.1.1',
      items: [item({}), item({ title: 'Room 412', id: 1005, code: '1005', action_type: 'vod', count: 1 })],
    })
    expect(reply.body).toEqual({ success: true, message: null })
    expect((await backend.get(`/api/get/cart?guest_id=${guest.id}`)).body).toEqual([])
    const received = (await backend.get<{ orders: ReceivedOrder[] }>('/frontdesk/api/activity')).body.orders
    expect(received[0]?.items).toHaveLength(2)
    const orders = (await backend.get<Order[]>(`/api/get/orders?guest_id=${guest.id}`)).body
    expect(orders).toContainEqual({ action: 'Vod', description: '1005' })
  })

  it('answers a text for a cart without a guest', async () => {
    const reply = await createTestBackend().post('/api/send/cart', { items: [item({})] })
    expect(reply.body).toEqual({ success: false, message: "You can't order without check-in." })
  })

  it('adds and removes favourites (POST /api/set/guest/favorite)', async () => {
    const backend = createTestBackend()
    await backend.post('/api/set/guest/favorite', { guest_id: guest.id, channel_id: 40, action: 'add' })
    const removed = await backend.post('/api/set/guest/favorite', {
      guest_id: guest.id,
      channel_id: 1,
      action: 'remove',
    })
    expect(removed.body).toEqual({ success: true, favorites: [13, 27, 40] })
  })
})
