import 'dayjs/locale/ar'
import 'dayjs/locale/de'
import 'dayjs/locale/zh-cn'
import { describe, expect, it } from 'vitest'
import { formatInfoDate, formatInfoTime, formatNewsDate, instantOf, TIME_FORMAT } from './infoTime'

describe('information screen times (portal spec §9: time format hh:mm A)', () => {
  it('the time format is hh:mm A', () => {
    expect(TIME_FORMAT).toBe('hh:mm A')
  })

  it('formats an afternoon time with a 12-hour clock and the meridiem', () => {
    expect(formatInfoTime(new Date(2026, 10, 23, 14, 5).getTime(), 'en_US')).toBe('02:05 PM')
    expect(formatInfoTime(new Date(2026, 10, 23, 0, 30).getTime(), 'en_US')).toBe('12:30 AM')
  })

  it('reads ISO times with an offset as the instant they name', () => {
    expect(instantOf('2026-11-23T14:05:00+03:00')).toBe(Date.UTC(2026, 10, 23, 11, 5))
  })

  it('a bare date is a local calendar day', () => {
    expect(instantOf('2026-11-23')).toBe(new Date(2026, 10, 23).getTime())
    expect(formatInfoDate('2026-11-23', 'ddd D', 'en_US')).toBe('Mon 23')
  })

  it('a text that is no date is shown as given', () => {
    expect(formatInfoTime('soon', 'en_US')).toBe('soon')
    expect(formatInfoTime(null, 'en_US')).toBe('')
  })
})

describe('a news item’s date (portal spec §4 Language change: the date locale follows the language)', () => {
  const at = new Date(2026, 10, 25, 18, 0).getTime()

  it('writes the date in the order and words of the interface language, then the §9 time', () => {
    expect(formatNewsDate(at, 'en_US')).toBe('November 25, 2026 06:00 PM')
    expect(formatNewsDate(at, 'de_DE')).toBe('25. November 2026 06:00 PM')
    expect(formatNewsDate(at, 'zh_CN')).toMatch(/^2026年11月25日 06:00 /)
    expect(formatNewsDate(at, 'ar_AR')).toBe('25 نوفمبر 2026 06:00 م')
  })

  it('a text that is no date is shown as given', () => {
    expect(formatNewsDate('yesterday', 'de_DE')).toBe('yesterday')
  })
})
