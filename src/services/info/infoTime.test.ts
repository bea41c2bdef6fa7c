import 'dayjs/locale/ar'
import 'dayjs/locale/de'
import 'dayjs/locale/ru'
import 'dayjs/locale/zh-cn'
import { describe, expect, it } from 'vitest'
import { formatInfoDate, formatInfoTime, formatNewsDate, instantOf } from './infoTime'

const TWELVE = { datetime_format: '12' }
const TWENTY_FOUR = { datetime_format: '24' }

describe('information screen times (portal spec §3 datetime_format, §9: hh:mm A for 12-hour)', () => {
  it("formats an afternoon time with a 12-hour clock and the meridiem when datetime_format is '12'", () => {
    expect(formatInfoTime(new Date(2026, 10, 23, 14, 5).getTime(), TWELVE, 'en_US')).toBe('02:05 PM')
    expect(formatInfoTime(new Date(2026, 10, 23, 0, 30).getTime(), TWELVE, 'en_US')).toBe('12:30 AM')
  })

  it('formats 24-hour times, without a meridiem in any language, otherwise', () => {
    const afternoon = new Date(2026, 10, 23, 14, 5).getTime()
    expect(formatInfoTime(afternoon, TWENTY_FOUR, 'en_US')).toBe('14:05')
    expect(formatInfoTime(afternoon, {}, 'ru_RU')).toBe('14:05')
    expect(formatInfoTime(new Date(2026, 10, 23, 0, 30).getTime(), TWENTY_FOUR, 'ar_AR')).toBe('00:30')
  })

  it('reads ISO times with an offset as the instant they name', () => {
    expect(instantOf('2026-11-23T14:05:00+03:00')).toBe(Date.UTC(2026, 10, 23, 11, 5))
  })

  it('a bare date is a local calendar day', () => {
    expect(instantOf('2026-11-23')).toBe(new Date(2026, 10, 23).getTime())
    expect(formatInfoDate('2026-11-23', 'ddd D', 'en_US')).toBe('Mon 23')
  })

  it('a text that is no date is shown as given', () => {
    expect(formatInfoTime('soon', TWELVE, 'en_US')).toBe('soon')
    expect(formatInfoTime(null, TWENTY_FOUR, 'en_US')).toBe('')
  })
})

describe('a news item’s date (portal spec §4 Language change: the date locale follows the language)', () => {
  const at = new Date(2026, 10, 25, 18, 0).getTime()

  it('writes the date in the order and words of the interface language, then the time as the hotel set it', () => {
    expect(formatNewsDate(at, TWELVE, 'en_US')).toBe('November 25, 2026 06:00 PM')
    expect(formatNewsDate(at, TWELVE, 'de_DE')).toBe('25. November 2026 06:00 PM')
    expect(formatNewsDate(at, TWELVE, 'zh_CN')).toMatch(/^2026年11月25日 06:00 /)
    expect(formatNewsDate(at, TWELVE, 'ar_AR')).toBe('25 نوفمبر 2026 06:00 م')
    expect(formatNewsDate(at, TWENTY_FOUR, 'de_DE')).toBe('25. November 2026 18:00')
  })

  it('a text that is no date is shown as given', () => {
    expect(formatNewsDate('yesterday', TWELVE, 'de_DE')).toBe('yesterday')
  })
})
