import { describe, expect, it, vi } from 'vitest'
import type { CartReply, OrderPayload } from '../../api/types'
import { overlayFixture } from '../overlays/fakes'
import { PROMPT_MESSAGES, submitPrompt, type InteractRequest } from '../overlays'
import { device as deviceOf, guest } from '../session/fixtures'
import { CART_TEXT, createCart } from '../sideloads/cart'
import { createCmsActions, type BookingPayload } from './actionFlow'
import { carousel, cmsItem } from './fixtures'

const NOW = new Date(2026, 10, 23, 9, 20).getTime()
const flush = () => new Promise((resolve) => setImmediate(resolve))
// the dictionary's price format, every other key as itself
const t = (key: string, options?: Record<string, unknown>) =>
  key === 'common.priceValue' ? `${String(options?.['price'])} ${String(options?.['currency'])}` : `t:${key}`

function fixture(options: { checkedIn?: boolean; reply?: CartReply | false | Error } = {}) {
  const { manager, clock } = overlayFixture()
  clock.advance(NOW - clock.now())
  const device = deviceOf({ guest: options.checkedIn === false ? null : guest() })
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const sent: OrderPayload[] = []
  const cart = createCart({
    api: { getCart: async () => [], sendCart: async () => ({ success: true, message: null }) },
    log,
    device: () => device,
    identity: () => ({ mac: '02:00:00:00:01:01', ip: '10.0.0.9' }),
  })
  const openCart = vi.fn()
  const actions = createCmsActions({
    overlays: manager,
    clock,
    t,
    cart,
    sendCart: async (payload) => {
      sent.push(payload)
      const reply = options.reply ?? { success: true, message: null }
      if (reply instanceof Error) throw reply
      return reply
    },
    device: () => device,
    identity: () => ({ mac: '02:00:00:00:01:01', ip: '10.0.0.9' }),
    currency: () => '€',
    language: () => 'en_US',
    openCart,
    log,
  })
  /** waits for the overlay of `kind` to be up, then returns its request */
  const up = async <R>(kind: 'interact' | 'toast'): Promise<R> => {
    await flush()
    clock.advance(200)
    const entry = manager.current(kind)
    if (!entry) throw new Error(`no ${kind} open`)
    return entry.request as R
  }
  return { manager, clock, cart, sent, openCart, actions, up, log }
}

const place = { target: 'roomservice', carousel: carousel({ name: 'Breakfast' }) }
const product = cmsItem({
  id: 100,
  title: 'Turkish Breakfast',
  action_type: 'product',
  price: 24,
  endpoint: 'roomservice',
})
const spa = cmsItem({
  id: 107,
  title: 'Traditional Hammam',
  action_type: 'appointment',
  endpoint: 'spa',
  price: 60,
})

describe('a product goes into the cart (portal spec §5 Cart, §8)', () => {
  it("asks how many, adds them and says 'Your cart has been updated.' with Checkout", async () => {
    const { manager, cart, actions, up, openCart } = fixture()
    const done = actions.run(product, place)
    const prompt = await up<InteractRequest>('interact')
    expect(prompt).toMatchObject({ title: 'Turkish Breakfast', detail: '24 €' })
    expect(prompt.fields).toEqual([
      expect.objectContaining({ type: 'input', id: 'count', digitsOnly: true, required: false }),
    ])
    manager.close('interact', 'confirmed', { count: '3' })
    const toast = await up<{ content: string; theme: string; confirmButton: string }>('toast')
    expect(toast).toMatchObject({
      content: `t:${CART_TEXT.updated}`,
      theme: 'success',
      confirmButton: 't:cms.checkout',
    })
    expect(cart.store.getState().items).toEqual([expect.objectContaining({ id: 100, count: 3, price: 24 })])
    manager.close('toast', 'confirmed')
    expect(await done).toBe('added')
    expect(openCart).toHaveBeenCalledOnce()
  })

  it('an empty counter adds one; Continue Shopping leaves the cart closed', async () => {
    const { manager, cart, actions, up, openCart } = fixture()
    const done = actions.run(product, place)
    await up('interact')
    manager.close('interact', 'confirmed', { count: '' })
    await up('toast')
    manager.close('toast', 'denied')
    await done
    expect(cart.store.getState().items[0]?.count).toBe(1)
    expect(openCart).not.toHaveBeenCalled()
  })

  it('never holds more than 9 of one product', async () => {
    const { manager, cart, actions, up } = fixture()
    for (const count of ['7', '7']) {
      const done = actions.run(product, place)
      await up('interact')
      manager.close('interact', 'confirmed', { count })
      await up('toast')
      manager.close('toast', 'denied')
      await done
    }
    expect(cart.store.getState().items).toEqual([expect.objectContaining({ id: 100, count: 9 })])
  })

  it("without a check-in says 'You can't order without check-in.' and asks nothing", async () => {
    const { manager, actions, up, cart } = fixture({ checkedIn: false })
    expect(await actions.run(product, place)).toBe('needCheckIn')
    const toast = await up<{ content: string; theme: string }>('toast')
    expect(toast).toMatchObject({ content: `t:${CART_TEXT.needCheckIn}`, theme: 'warning' })
    expect(manager.current('interact')).toBeUndefined()
    expect(cart.store.getState().items).toEqual([])
  })

  it('cancelling the counter adds nothing', async () => {
    const { manager, actions, up, cart } = fixture()
    const done = actions.run(product, place)
    await up('interact')
    manager.close('interact', 'cancelled')
    expect(await done).toBe('cancelled')
    expect(cart.store.getState().items).toEqual([])
  })

  it('an item without an action does nothing', async () => {
    const { actions, manager } = fixture()
    expect(await actions.run(cmsItem(), place)).toBe('none')
    expect(manager.current('interact')).toBeUndefined()
  })
})

describe('appointment, reservation and request (portal spec §5 prompt, §7 POST /api/send/cart)', () => {
  it('an appointment asks a required day, a time selector and a note', async () => {
    const { actions, up } = fixture()
    void actions.run(spa, { target: 'spa', carousel: carousel({ id: 31, name: 'Treatments' }) })
    const prompt = await up<InteractRequest>('interact')
    expect(prompt.title).toBe('t:cms.appointment')
    expect(prompt.detail).toBe('Traditional Hammam')
    expect(prompt.fields.map((field) => [field.type, field.id, field.required])).toEqual([
      ['choose', 'date', true],
      ['time-selector', 'time', true],
      ['input', 'note', false],
    ])
    expect(prompt.fields[0]?.data).toEqual([
      { value: '2026-11-23', label: 't:common.today' },
      { value: '2026-11-24', label: 't:common.tomorrow' },
      { value: '2026-11-25', label: expect.stringMatching(/^(?=.*Wed)(?=.*25)/) },
      { value: '2026-11-26', label: expect.stringMatching(/^(?=.*Thu)(?=.*26)/) },
    ])
    expect(prompt.fields[1]?.value).toEqual({ hours: '09', minutes: '30' })
  })

  it("OK without a day says 'Please fill all the fields marked with' and keeps the prompt", async () => {
    const { actions, up, manager } = fixture()
    void actions.run(spa, place)
    await up('interact')
    expect(submitPrompt(manager, { date: undefined, time: { hours: '10', minutes: '00' } })).toBe(
      PROMPT_MESSAGES.required,
    )
    expect(manager.current('interact')).toBeDefined()
  })

  it('sends the order payload with action appointment, the item and the chosen details', async () => {
    const { actions, up, manager, sent } = fixture()
    const done = actions.run(spa, { target: 'spa', carousel: carousel({ id: 31, name: 'Treatments' }) })
    await up('interact')
    expect(
      submitPrompt(manager, { date: '2026-11-24', time: { hours: '16', minutes: '15' }, note: '' }),
    ).toBeNull()
    const toast = await up<{ content: string; theme: string }>('toast')
    expect(await done).toBe('sent')
    expect(toast).toMatchObject({ content: `t:${CART_TEXT.sent}`, theme: 'success' })
    expect(sent).toEqual([
      {
        action: 'appointment',
        room: '101',
        room_id: 1,
        guest_name: 'Emma Schneider',
        guest_id: 5101,
        guest_pms: 'PMS-240101',
        mac: '02:00:00:00:01:01',
        ip: '10.0.0.9',
        items: [
          {
            title: 'Traditional Hammam',
            count: 1,
            code: '107',
            id: 107,
            price: 60,
            main: 'spa',
            catalog: 'Treatments',
            endpoint: 'spa',
            action_type: 'product',
          },
        ],
        details: { date: '2026-11-24', time: '16:15' },
      } satisfies BookingPayload,
    ])
  })

  it('a reservation also asks for persons; a request only for a note', async () => {
    const table = cmsItem({ action_type: 'reservation', endpoint: 'frontdesk' })
    const towels = cmsItem({ action_type: 'request', endpoint: 'housekeeping' })
    const first = fixture()
    void first.actions.run(table, place)
    expect((await first.up<InteractRequest>('interact')).fields.map((field) => field.id)).toEqual([
      'date',
      'time',
      'persons',
      'note',
    ])
    const second = fixture()
    void second.actions.run(towels, place)
    const prompt = await second.up<InteractRequest>('interact')
    expect(prompt.title).toBe('t:cms.request')
    expect(prompt.fields.map((field) => field.id)).toEqual(['note'])
  })

  it('shows a returned text as a danger toast, and nothing returned as "Something went wrong."', async () => {
    for (const [reply, content] of [
      [{ success: false, message: 'The spa is fully booked.' }, 'The spa is fully booked.'],
      [false, `t:${CART_TEXT.failed}`],
      [new Error('503'), `t:${CART_TEXT.failed}`],
    ] as const) {
      const { actions, up, manager } = fixture({ reply })
      const done = actions.run(cmsItem({ action_type: 'request', endpoint: 'x' }), place)
      await up('interact')
      manager.close('interact', 'confirmed', { note: 'hi' })
      expect(await done).toBe('failed')
      expect(await up<{ content: string; theme: string }>('toast')).toMatchObject({
        content,
        theme: 'danger',
      })
    }
  })

  it('a pms endpoint offers no action, so nothing is asked or sent', async () => {
    const { actions, sent, manager } = fixture()
    expect(await actions.run(cmsItem({ action_type: 'appointment', endpoint: 'pms' }), place)).toBe('none')
    expect(manager.current('interact')).toBeUndefined()
    expect(sent).toEqual([])
  })
})
