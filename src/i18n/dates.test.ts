import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { formatDate, formatShortDate, formatTime } from '../services/dateTime'
import { createDateLocaleLoader, DAYJS_LOCALES, hasDateLocale } from './dates'
import { LANGUAGE_CODES } from './languages'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { DAYJS_LOCALE_NAMES } from '../../scripts/shipped-files.mjs'

// What the build ships beside the bundle and a <script> would run: dayjs's locale file, here its ES
// module-resolved twin (both register the locale into dayjs).
const requested: string[] = []
const load = createDateLocaleLoader({
  base: '/v2/',
  global: {},
  loadScript: async (src) => {
    requested.push(src)
    const name = /locale\/(.+)\.js$/.exec(src)?.[1] ?? ''
    await import(`dayjs/locale/${name}.js`)
  },
})

// Wednesday 25 November 2026, 14:05 local time
const AT = new Date(2026, 10, 25, 14, 5).getTime()

describe('dates in the interface language (portal spec §4 Language change)', () => {
  it('loads a language’s dayjs locale from the v2 host once, English never', async () => {
    await load('de_DE')
    await load('de_DE')
    await load('en_US')
    expect(requested).toEqual(['/v2/vendor/dayjs/locale/de.js'])
  })

  it('the build ships the dayjs locale of every interface language but English', () => {
    const wanted = Object.values(DAYJS_LOCALES).filter((name) => name !== 'en')
    expect([...(DAYJS_LOCALE_NAMES as string[])].sort()).toEqual(wanted.sort())
  })

  it.each(LANGUAGE_CODES)('%s has a dayjs locale that loads', async (code) => {
    await load(code)
    expect(hasDateLocale(code)).toBe(true)
  })

  it.each([
    ['en_US', 'Wednesday, November 25'],
    ['de_DE', 'Mittwoch, 25. November'],
    ['tr_TR', '25 Kasım Çarşamba'],
    ['ru_RU', 'среда, 25 ноября'],
    ['fr_FR', 'mercredi 25 novembre'],
    ['ar_AR', 'الأربعاء، 25 نوفمبر'],
    ['iw_IL', 'רביעי, 25 בנובמבר'],
    ['zh_CN', '11月25日 星期三'],
    ['el_EL', 'Τετάρτη, 25 Νοέμβριος'],
  ])('%s writes the long date as %s', async (code, expected) => {
    await load(code)
    expect(formatDate(AT, code)).toBe(expected)
  })

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en_US'))(
    '%s names the day in its own words',
    async (code) => {
      await load(code)
      expect(formatDate(AT, code)).not.toBe(formatDate(AT, 'en_US'))
    },
  )

  it('a 12-hour clock takes the language’s meridiem and keeps Western digits', async () => {
    await load('ar_AR')
    await load('zh_CN')
    expect(formatTime(AT, { datetime_format: '12' }, 'en_US')).toBe('02:05 PM')
    expect(formatTime(AT, { datetime_format: '12' }, 'ar_AR')).toBe('02:05 م')
    expect(formatTime(AT, { datetime_format: '12' }, 'zh_CN')).toBe('02:05 下午')
    expect(formatTime(AT, {}, 'ar_AR')).toBe('14:05')
  })

  it('a short date follows the language’s own order', async () => {
    await load('de_DE')
    await load('zh_CN')
    expect(formatShortDate(AT, 'en_US')).toBe('11/25/2026')
    expect(formatShortDate(AT, 'de_DE')).toBe('25.11.2026')
    expect(formatShortDate(AT, 'zh_CN')).toBe('2026/11/25')
  })

  it('a locale that fails to load rejects, and the next request tries again', async () => {
    delete dayjs.Ls['it']
    let calls = 0
    const flaky = createDateLocaleLoader({
      base: '/',
      global: {},
      loadScript: async () => {
        calls += 1
        if (calls === 1) throw new Error('offline')
        // the module is cached by now: register its locale object again, as the script would
        const italian = (await import('dayjs/locale/it.js')) as {
          default: Parameters<typeof dayjs.locale>[0]
        }
        dayjs.locale(italian.default, undefined, true)
      },
    })
    await expect(flaky('it_IT')).rejects.toThrow('offline')
    await flaky('it_IT')
    expect(calls).toBe(2)
    expect(DAYJS_LOCALES.it_IT).toBe('it')
  })
})
