// the German dayjs locale, as the translator loads it for de_DE (src/i18n/dates.ts)
import 'dayjs/locale/de'
import { describe, expect, it } from 'vitest'
import { formatCmsDate, parseCssColour } from './format'

describe('the date of a CMS item (hotel-local YYYY-MM-DD HH:mm:ss)', () => {
  it('shows the hotel wall time in 24-hour form by default', () => {
    expect(formatCmsDate('2026-11-24 19:30:00', {}, 'en_US')).toBe('Tuesday, November 24 · 19:30')
  })

  it("shows hh:mm A when datetime_format is '12' (portal spec §9)", () => {
    expect(formatCmsDate('2026-11-24 07:05:00', { datetime_format: '12' }, 'en_US')).toBe(
      'Tuesday, November 24 · 07:05 AM',
    )
  })

  it('shows a day without a time as the day only; no or a bad date as nothing', () => {
    expect(formatCmsDate('2026-11-24', {}, 'de_DE')).toBe('Dienstag, 24. November')
    expect(formatCmsDate(null, {}, 'en_US')).toBeNull()
    expect(formatCmsDate('tomorrow', {}, 'en_US')).toBeNull()
  })
})

describe('CSS colours of the boxed layout (layout_gradient, overlay)', () => {
  it('reads hex, rgb(a) and hsl in comma or space syntax', () => {
    expect(parseCssColour('#c9a45c')).toEqual({ color: 0xc9a45c, alpha: 1 })
    expect(parseCssColour('#fff')).toEqual({ color: 0xffffff, alpha: 1 })
    expect(parseCssColour('rgba(0,0,0,0.45)')).toEqual({ color: 0, alpha: 0.45 })
    expect(parseCssColour('rgb(255 0 0 / 50%)')).toEqual({ color: 0xff0000, alpha: 0.5 })
    expect(parseCssColour('hsl(120 100% 25%)')).toEqual({ color: 0x008000, alpha: 1 })
  })

  it('anything else is null (the layout falls back to the theme)', () => {
    expect(parseCssColour('linear-gradient(red, blue)')).toBeNull()
    expect(parseCssColour(null)).toBeNull()
    expect(parseCssColour('rgb(1,2)')).toBeNull()
  })
})
