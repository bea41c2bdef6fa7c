import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { Prayer } from '../../api/types'
import { createPrayerHighlight, hasPrayerTimes, nextPrayer, parseClockTime, periodStart } from './prayer'

// local wall-clock instants: prayer times are the TV's local time
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).getTime()
const PRAYER: Prayer = { fajr: '05:10', dhuhr: '12:58', asr: '15:30', maghrib: '17:45', isha: '19:10' }

describe('prayer times (portal spec §2 Prayer: five periods, next highlighted)', () => {
  it('reads HH:mm (and HH:mm:ss) times of day, nothing else', () => {
    expect(parseClockTime('05:10')).toEqual([5, 10])
    expect(parseClockTime('5:07:30')).toEqual([5, 7])
    expect(parseClockTime('24:00')).toBeNull()
    expect(parseClockTime('noon')).toBeNull()
  })

  it('a period starts on the local day of now', () => {
    expect(periodStart('12:58', at(23, 8))).toBe(at(23, 12, 58))
    expect(periodStart('05:10', at(23, 8), 1)).toBe(at(24, 5, 10))
  })

  it('the next period is the first still to come today', () => {
    expect(nextPrayer(PRAYER, at(23, 8))).toEqual({ period: 'dhuhr', at: at(23, 12, 58) })
    expect(nextPrayer(PRAYER, at(23, 4))).toEqual({ period: 'fajr', at: at(23, 5, 10) })
  })

  it('after the last period the next is tomorrow’s first', () => {
    expect(nextPrayer(PRAYER, at(23, 22))).toEqual({ period: 'fajr', at: at(24, 5, 10) })
  })

  it('a period at exactly now has started: the next one is highlighted', () => {
    expect(nextPrayer(PRAYER, at(23, 12, 58))?.period).toBe('asr')
  })

  it('a malformed period is skipped; none well formed is no data', () => {
    expect(nextPrayer({ ...PRAYER, dhuhr: '??' }, at(23, 8))?.period).toBe('asr')
    expect(hasPrayerTimes({ fajr: '', dhuhr: '', asr: '', maghrib: '', isha: 'x' })).toBe(false)
    expect(hasPrayerTimes(null)).toBe(false)
  })
})

describe('prayer highlight moves on by itself (one timer on the injected clock)', () => {
  it('moves to the following period when the highlighted one starts', () => {
    const clock = createFakeClock(at(23, 12, 50))
    const highlight = createPrayerHighlight({ clock })
    highlight.start(PRAYER)
    expect(highlight.store.getState().next).toBe('dhuhr')
    clock.advance(at(23, 12, 58) - clock.now() - 1)
    expect(highlight.store.getState().next).toBe('dhuhr')
    clock.advance(1)
    expect(highlight.store.getState().next).toBe('asr')
  })

  it('keeps exactly one timer pending, set for the next change', () => {
    const clock = createFakeClock(at(23, 8))
    const highlight = createPrayerHighlight({ clock })
    highlight.start(PRAYER)
    expect(clock.pending()).toBe(1)
    clock.advance(at(23, 19, 10) - clock.now())
    expect(highlight.store.getState().next).toBe('fajr')
    expect(clock.pending()).toBe(1)
  })

  it('wraps to tomorrow’s fajr after isha and on to dhuhr the next morning', () => {
    const clock = createFakeClock(at(23, 19))
    const highlight = createPrayerHighlight({ clock })
    highlight.start(PRAYER)
    clock.advance(at(23, 19, 10) - clock.now())
    expect(highlight.store.getState().next).toBe('fajr')
    clock.advance(at(24, 5, 10) - clock.now())
    expect(highlight.store.getState().next).toBe('dhuhr')
  })

  it('stop clears the highlight and its timer', () => {
    const clock = createFakeClock(at(23, 8))
    const highlight = createPrayerHighlight({ clock })
    highlight.start(PRAYER)
    highlight.stop()
    expect(clock.pending()).toBe(0)
    expect(highlight.store.getState().next).toBeNull()
  })
})
