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
// the dictionary's price format, every other key as itself (the confirmation with the action it names)
const t = (key: string, options?: Record<string, unknown>) => {
  if (key === 'common.priceValue') return `${String(options?.['price'])} ${String(options?.['currency'])}`
  if (key === 'cms.nonProductConfirm') return `t:${key} (${String(options?.['action'])})`
  return `t:${key}`
}

function fixture(options: { checkedIn?: boolean; reply?: CartReply | false | Error } = {}) {
  const { manager, clock, focus } = overlayFixture()
  clock.advance(NOW - clock.now())
  let device = deviceOf({ guest: options.checkedIn === false ? null : guest() })
  /** the guest leaves (a check-out while a dialog is up) */
  const checkOut = () => {
    device = deviceOf({ guest: null })
  }
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
  /** the prompt answered, the booking's confirmation (portal spec §5) is up: its request */
  const confirmation = async (): Promise<InteractRequest> => {
    const request = await up<InteractRequest>('interact')
    if (request.type !== 'confirm') throw new Error(`the ${request.type} is open, not the confirmation`)
    return request
  }
  return { manager, clock, focus, cart, sent, openCart, actions, up, confirmation, checkOut, log }
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
    const { actions, up, confirmation, manager, sent } = fixture()
    const done = actions.run(spa, { target: 'spa', carousel: carousel({ id: 31, name: 'Treatments' }) })
    await up('interact')
    expect(
      submitPrompt(manager, { date: '2026-11-24', time: { hours: '16', minutes: '15' }, note: '' }),
    ).toBeNull()
    await confirmation()
    expect(sent).toEqual([])
    manager.close('interact', 'confirmed', true)
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
      const { actions, up, confirmation, manager } = fixture({ reply })
      const done = actions.run(cmsItem({ action_type: 'request', endpoint: 'x' }), place)
      await up('interact')
      manager.close('interact', 'confirmed', { note: 'hi' })
      await confirmation()
      manager.close('interact', 'confirmed', true)
      expect(await done).toBe('failed')
      expect(await up<{ content: string; theme: string }>('toast')).toMatchObject({
        content,
        theme: 'danger',
      })
    }
  })

  it.each([
    ['appointment', 'spa'],
    ['reservation', 'frontdesk'],
    ['request', 'housekeeping'],
  ] as const)(
    'a %s asks "Do you want to send your …?" naming its action before anything is sent',
    async (action, endpoint) => {
      const { actions, up, confirmation, manager, sent } = fixture()
      const item = cmsItem({ title: 'Sunset Table', action_type: action, endpoint })
      void actions.run(item, place)
      const prompt = await up<InteractRequest>('interact')
      const answers = { date: '2026-11-24', time: { hours: '20', minutes: '00' }, persons: 2, note: '' }
      expect(
        submitPrompt(
          manager,
          Object.fromEntries(
            prompt.fields.map((field) => [field.id, answers[field.id as keyof typeof answers]]),
          ),
        ),
      ).toBeNull()
      expect(await confirmation()).toMatchObject({
        type: 'confirm',
        title: 'Sunset Table',
        detail: `t:cms.nonProductConfirm (t:cms.${action})`,
      })
      expect(sent).toEqual([])
    },
  )

  it.each([
    ['Cancel', 'denied'],
    ['back', 'cancelled'],
  ] as const)(
    'declining the confirmation (%s) sends nothing, says nothing and gives the focus back',
    async (_how, outcome) => {
      const { actions, up, confirmation, manager, sent, focus, clock } = fixture()
      const done = actions.run(spa, place)
      await up('interact')
      submitPrompt(manager, { date: '2026-11-23', time: { hours: '10', minutes: '00' } })
      await confirmation()
      manager.close('interact', outcome)
      expect(await done).toBe('declined')
      await flush()
      clock.advance(1000)
      expect(sent).toEqual([])
      expect(manager.current('toast')).toBeUndefined()
      expect(manager.current('interact')).toBeUndefined()
      // the prompt's scope and the confirmation's each closed: the guest is back on the item
      expect(focus.calls.filter((call) => call.startsWith('close'))).toHaveLength(2)
      expect(focus.calls.at(-1)).toMatch(/^close /)
    },
  )

  it('a guest who checked out while the confirmation was up is told so, and nothing is sent', async () => {
    const { actions, up, confirmation, manager, sent, checkOut } = fixture()
    const done = actions.run(spa, place)
    await up('interact')
    submitPrompt(manager, { date: '2026-11-23', time: { hours: '10', minutes: '00' } })
    await confirmation()
    checkOut()
    manager.close('interact', 'confirmed', true)
    expect(await done).toBe('needCheckIn')
    expect(await up<{ content: string }>('toast')).toMatchObject({ content: `t:${CART_TEXT.needCheckIn}` })
    expect(sent).toEqual([])
  })

  it('a pms endpoint offers no action, so nothing is asked or sent', async () => {
    const { actions, sent, manager } = fixture()
    expect(await actions.run(cmsItem({ action_type: 'appointment', endpoint: 'pms' }), place)).toBe('none')
    expect(manager.current('interact')).toBeUndefined()
    expect(sent).toEqual([])
  })
})
