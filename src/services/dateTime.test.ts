import 'dayjs/locale/ar'
import 'dayjs/locale/de'
import 'dayjs/locale/fr'
import 'dayjs/locale/tr'
import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../api/fakes'
import {
  formatDateTime,
  formatLongDate,
  formatTime,
  formatWeekdayDay,
  startMinuteTicker,
  TIME_UPDATE_MS,
} from './dateTime'

const at = (hours: number, minutes: number) => new Date(2026, 10, 23, hours, minutes).getTime()

describe('home date and time (portal spec §2 Home, §3 datetime_format, §9)', () => {
  it("shows hh:mm A when datetime_format is '12'", () => {
    expect(formatTime(at(14, 5), { datetime_format: '12' })).toBe('02:05 PM')
    expect(formatTime(at(0, 30), { datetime_format: 12 })).toBe('12:30 AM')
  })

  it('shows 24-hour time otherwise', () => {
    expect(formatTime(at(14, 5), { datetime_format: '24' })).toBe('14:05')
    expect(formatTime(at(9, 0), {})).toBe('09:00')
  })

  it('ticks on each minute boundary, once a minute', () => {
    const clock = createFakeClock(at(10, 0) + 45_000)
    const ticks: number[] = []
    const stop = startMinuteTicker(clock, (now) => ticks.push(now))
    clock.advance(14_999)
    expect(ticks).toHaveLength(0)
    clock.advance(1)
    expect(ticks).toEqual([at(10, 1)])
    clock.advance(TIME_UPDATE_MS)
    expect(ticks).toHaveLength(2)
    stop()
    clock.advance(TIME_UPDATE_MS * 3)
    expect(ticks).toHaveLength(2)
  })
})

describe('message date (portal spec §2 Messages detail, §4 Language change: the date locale)', () => {
  const iso = new Date(2026, 10, 23, 14, 5).toISOString()

  it('is written in the interface language', () => {
    expect(formatDateTime(iso, {}, 'de_DE')).toContain('November')
    expect(formatDateTime(iso, {}, 'tr_TR')).toContain('Kasım')
    expect(formatDateTime(iso, {}, 'fr_FR')).toContain('novembre')
  })

  it("follows datetime_format ('12' is 12-hour)", () => {
    expect(formatDateTime(iso, { datetime_format: '12' }, 'en_US')).toMatch(/02:05\sPM/)
    expect(formatDateTime(iso, { datetime_format: '24' }, 'en_US')).toContain('14:05')
  })

  it('shows a date that does not parse as given', () => {
    expect(formatDateTime('yesterday-ish', {}, 'en_US')).toBe('yesterday-ish')
  })
})

describe('days in a list and long dates (portal spec §4 Language change: the date locale)', () => {
  const day = new Date(2026, 10, 25, 12).getTime()

  it('a day in a list is the weekday in short and the day of the month, in the interface language', () => {
    expect(formatWeekdayDay(day, 'en_US')).toBe('Wed 25')
    expect(formatWeekdayDay(day, 'de_DE')).toBe('Mi. 25')
    expect(formatWeekdayDay(day, 'ar_AR')).toBe('أربعاء 25')
  })

  it('a long date follows the language’s own order (its dayjs LL format)', () => {
    expect(formatLongDate(day, 'en_US')).toBe('November 25, 2026')
    expect(formatLongDate(day, 'de_DE')).toBe('25. November 2026')
    expect(formatLongDate(day, 'tr_TR')).toBe('25 Kasım 2026')
  })
})
