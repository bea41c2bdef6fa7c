import { describe, expect, it } from 'vitest'
import { bookingDays, bookingDetails, cartItemOf, cmsAction, nextSlot } from './actions'
import { carousel, cmsItem } from './fixtures'

const NOW = new Date(2026, 10, 23, 9, 20).getTime()

describe('which action an item offers (portal spec §5 CMS action)', () => {
  it('appointment, reservation and request are shown for any endpoint but pms', () => {
    for (const type of ['appointment', 'reservation', 'request'] as const) {
      expect(cmsAction(cmsItem({ action_type: type, endpoint: 'spa' }))).toBe(type)
      expect(cmsAction(cmsItem({ action_type: type, endpoint: null }))).toBe(type)
    }
  })

  it('is hidden when the endpoint is pms (in any case)', () => {
    expect(cmsAction(cmsItem({ action_type: 'request', endpoint: 'pms' }))).toBeNull()
    expect(cmsAction(cmsItem({ action_type: 'reservation', endpoint: ' PMS ' }))).toBeNull()
  })

  it('a product is shown only with a price', () => {
    expect(cmsAction(cmsItem({ action_type: 'product', price: 24 }))).toBe('product')
    expect(cmsAction(cmsItem({ action_type: 'product', price: null }))).toBeNull()
  })

  it('an item without an action type offers none', () => {
    expect(cmsAction(cmsItem())).toBeNull()
  })
})

describe('the cart item of a product (portal spec §3 Order/cart item)', () => {
  const item = cmsItem({ id: 104, title: 'Club Sandwich', price: 16, endpoint: 'roomservice' })
  const place = { target: 'roomservice', carousel: carousel({ name: 'All Day Dining' }) }

  it('carries title, count, code, id, price, main, catalog, endpoint and action_type product', () => {
    expect(cartItemOf(item, place, '2')).toEqual({
      title: 'Club Sandwich',
      count: 2,
      code: '104',
      id: 104,
      price: 16,
      main: 'roomservice',
      catalog: 'All Day Dining',
      endpoint: 'roomservice',
      action_type: 'product',
    })
  })

  it('takes 1-9 on the counter; empty gives 1 (§5)', () => {
    expect(cartItemOf(item, place, '').count).toBe(1)
    expect(cartItemOf(item, place, '12').count).toBe(9)
    expect(cartItemOf(item, place, undefined).count).toBe(1)
  })
})

describe('booking prompts (portal spec §5 prompt, time selector)', () => {
  it('offers today and the next three days', () => {
    expect(bookingDays(NOW)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'])
  })

  it('starts the time selector on the next quarter hour (minutes step 15)', () => {
    expect(nextSlot(NOW)).toEqual({ hours: '09', minutes: '30' })
    expect(nextSlot(new Date(2026, 10, 23, 9, 45).getTime())).toEqual({ hours: '10', minutes: '00' })
    expect(nextSlot(new Date(2026, 10, 23, 23, 50).getTime())).toEqual({ hours: '00', minutes: '00' })
  })

  it('reads an appointment: day, time hh:mm, an optional note', () => {
    const values = { date: '2026-11-24', time: { hours: '17', minutes: '45' }, note: '  Quiet room ' }
    expect(bookingDetails('appointment', values, NOW)).toEqual({
      date: '2026-11-24',
      time: '17:45',
      note: 'Quiet room',
    })
  })

  it('reads a reservation with its persons, and a request with its note only', () => {
    const values = { date: '2026-11-23', time: { hours: '20', minutes: '00' }, persons: 4, note: '' }
    expect(bookingDetails('reservation', values, NOW)).toEqual({
      date: '2026-11-23',
      time: '20:00',
      persons: 4,
    })
    expect(bookingDetails('request', { note: 'Two towels' }, NOW)).toEqual({ note: 'Two towels' })
  })

  it('refuses a day not offered, a time off the selector (hours 00-23, minutes 00/15/30/45) or persons out of range', () => {
    const time = { hours: '10', minutes: '00' }
    expect(bookingDetails('appointment', { date: '2026-12-01', time }, NOW)).toBeNull()
    expect(
      bookingDetails('appointment', { date: '2026-11-23', time: { hours: '24', minutes: '00' } }, NOW),
    ).toBeNull()
    expect(
      bookingDetails('appointment', { date: '2026-11-23', time: { hours: '10', minutes: '10' } }, NOW),
    ).toBeNull()
    expect(bookingDetails('reservation', { date: '2026-11-23', time, persons: 11 }, NOW)).toBeNull()
  })
})
