import { describe, expect, it, vi } from 'vitest'
import type { CartItem, CartReply, Device, OrderPayload } from '../../api/types'
import en from '../../../locales/en_US.json'
import { device as deviceOf, guest } from '../session/fixtures'
import {
  CART_MAX_PER_ITEM,
  CART_TEXT,
  cartCount,
  cartWindowStart,
  clampCount,
  createCart,
  type CartApi,
} from './cart'

const item = (patch: Partial<CartItem> = {}): CartItem => ({
  title: 'Club sandwich',
  count: 1,
  code: 'RS-1',
  id: 11,
  price: 14,
  main: 'roomservice',
  catalog: 'food',
  endpoint: 'orders',
  action_type: 'product',
  ...patch,
})

function setup(device: Device | null, reply: CartReply | false | Error = { success: true, message: null }) {
  const sent: OrderPayload[] = []
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const api: CartApi = {
    getCart: async () => [item({ count: 12 }), item({ id: 12, count: 0 })],
    sendCart: async (payload) => {
      sent.push(payload)
      if (reply instanceof Error) throw reply
      return reply
    },
  }
  const cart = createCart({
    api,
    log,
    device: () => device,
    identity: () => ({ mac: '02:00:00:00:01:01', ip: '10.0.0.9' }),
  })
  return { cart, sent, log }
}

const checkedIn = deviceOf({ guest: guest() })

describe('cart rules (portal spec §5 Cart)', () => {
  it('takes 1-9 on the counter; empty gives 1', () => {
    expect(clampCount('')).toBe(1)
    expect(clampCount(undefined)).toBe(1)
    expect(clampCount('abc')).toBe(1)
    expect(clampCount(0)).toBe(1)
    expect(clampCount('5')).toBe(5)
    expect(clampCount(12)).toBe(CART_MAX_PER_ITEM)
  })

  it("refuses items without a check-in: 'You can't order without check-in.'", () => {
    const { cart } = setup(deviceOf({ guest: null }))
    expect(cart.add(item())).toEqual({ key: CART_TEXT.needCheckIn, tone: 'warning' })
    expect(cart.store.getState().items).toEqual([])
  })

  it("adds an item and says 'Your cart has been updated.'", () => {
    const { cart } = setup(checkedIn)
    expect(cart.add(item())).toEqual({ key: CART_TEXT.updated, tone: 'success' })
    expect(cart.store.getState().items).toHaveLength(1)
  })

  it('keeps one line per product and never more than 9 of it', () => {
    const { cart } = setup(checkedIn)
    cart.add(item({ count: 5 }))
    cart.add(item({ count: 7 }))
    expect(cart.store.getState().items).toEqual([item({ count: 9 })])
    expect(cartCount(cart.store.getState().items)).toBe(9)
  })

  it('clamps the counter of a line to 1-9 and removes lines', () => {
    const { cart } = setup(checkedIn)
    cart.add(item())
    cart.add(item({ id: 12 }))
    cart.setCount(0, 10)
    expect(cart.store.getState().items[0]?.count).toBe(9)
    cart.setCount(0, '')
    expect(cart.store.getState().items[0]?.count).toBe(1)
    cart.remove(0)
    expect(cart.store.getState().items.map((line) => line.id)).toEqual([12])
  })

  it("loads the guest's server cart with counts clamped, and empties without a guest", async () => {
    const { cart } = setup(checkedIn)
    await cart.load()
    expect(cart.store.getState().items.map((line) => line.count)).toEqual([9, 1])
    const empty = setup(deviceOf({ guest: null })).cart
    await empty.load()
    expect(empty.store.getState().items).toEqual([])
  })
})

describe('cart checkout (portal spec §8 Cart, §3 Order payload)', () => {
  it('sends the order payload and reports the success text, clearing the cart', async () => {
    const { cart, sent } = setup(checkedIn)
    cart.add(item({ count: 2 }))
    expect(await cart.send()).toEqual({ key: CART_TEXT.sent, tone: 'success' })
    expect(sent[0]).toEqual({
      action: 'order',
      room: '101',
      room_id: 1,
      guest_name: 'Emma Schneider',
      guest_id: 5101,
      guest_pms: 'PMS-240101',
      mac: '02:00:00:00:01:01',
      ip: '10.0.0.9',
      items: [item({ count: 2 })],
    })
    expect(cart.store.getState().items).toEqual([])
  })

  it('shows a returned text as a danger toast', async () => {
    const { cart } = setup(checkedIn, { success: false, message: 'Kitchen is closed.' })
    cart.add(item())
    expect(await cart.send()).toEqual({ raw: 'Kitchen is closed.', tone: 'danger' })
    expect(cart.store.getState().items).toEqual([])
  })

  it("says 'Something went wrong.' when nothing is returned or the call fails, and logs it", async () => {
    for (const reply of [false as const, { success: false, message: null }, new Error('502')]) {
      const { cart, log } = setup(checkedIn, reply)
      cart.add(item())
      expect(await cart.send()).toEqual({ key: CART_TEXT.failed, tone: 'danger' })
      expect(cart.store.getState().items).toEqual([])
      expect(log.warn.mock.calls.length + log.error.mock.calls.length).toBeGreaterThan(0)
    }
  })

  it('never sends without a guest id or pms_id, and still clears the cart', async () => {
    const { cart, sent } = setup(checkedIn)
    cart.add(item())
    const { cart: other, sent: otherSent } = setup(deviceOf({ guest: null }))
    other.store.setState({ items: [item()] })
    expect(await other.send()).toEqual({ key: CART_TEXT.needCheckIn, tone: 'warning' })
    expect(otherSent).toEqual([])
    expect(other.store.getState().items).toEqual([])
    expect(sent).toEqual([])
  })

  it('keeps the spec texts verbatim in the English dictionary', () => {
    const cms = (en as { cms: Record<string, string> }).cms
    expect(cms['needCheckIn']).toBe("You can't order without check-in.")
    expect(cms['cartUpdated']).toBe('Your cart has been updated.')
    expect(cms['orderSent']).toBe(
      'Your order has been successfully sended. We will be in touch with you as soon as possible.',
    )
    expect(cms['orderFailed']).toBe('Something went wrong.')
  })
})

describe('the cart panel window (more lines than fit)', () => {
  it('follows the focused line down and up', () => {
    expect(cartWindowStart(0, 5, 8, 5)).toBe(1)
    expect(cartWindowStart(1, 7, 8, 5)).toBe(3)
    expect(cartWindowStart(3, 2, 8, 5)).toBe(2)
    expect(cartWindowStart(2, 4, 8, 5)).toBe(2)
  })

  it('shows the last lines when lines were removed below the window', () => {
    expect(cartWindowStart(3, null, 6, 5)).toBe(1)
    expect(cartWindowStart(3, null, 4, 5)).toBe(0)
  })
})
