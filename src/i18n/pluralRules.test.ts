import { afterEach, describe, expect, it } from 'vitest'
import english from '../../locales/en_US.json'
import russian from '../../locales/ru_RU.json'
import arabic from '../../locales/ar_AR.json'
import { createTranslator } from './i18n'
import { LANGUAGE_TAGS } from './languages'
import { FallbackPluralRules, installPluralRules } from './pluralRules'

const NativePluralRules = Intl.PluralRules
const TAGS = [...Object.values(LANGUAGE_TAGS), 'sr-Latn']
const NUMBERS = [
  ...Array.from({ length: 1201 }, (_, n) => n),
  1_000_000,
  2_000_000,
  0.5,
  1.5,
  2.1,
  2.5,
  3.2,
  11.1,
  101.5,
]

afterEach(() => {
  ;(Intl as { PluralRules: unknown }).PluralRules = NativePluralRules
})

describe('plural rules without Intl.PluralRules (Chromium < 63)', () => {
  it.each(TAGS)('%s: the fallback has the CLDR categories of the engine', (tag) => {
    expect(new FallbackPluralRules(tag).resolvedOptions().pluralCategories.sort()).toEqual(
      new NativePluralRules(tag).resolvedOptions().pluralCategories.sort(),
    )
  })

  it.each(TAGS)('%s: the fallback picks the form the engine picks for 0…1200 and decimals', (tag) => {
    const native = new NativePluralRules(tag)
    const fallback = new FallbackPluralRules(tag)
    const wrong = NUMBERS.filter((n) => native.select(n) !== fallback.select(n))
    expect(wrong).toEqual([])
  })

  it('is installed only where the engine has no Intl.PluralRules', () => {
    const modern = { Intl: { PluralRules: NativePluralRules } as unknown as Record<string, unknown> }
    expect(installPluralRules(modern)).toBe(false)
    expect(modern.Intl['PluralRules']).toBe(NativePluralRules)
    const old = { Intl: {} as Record<string, unknown> }
    expect(installPluralRules(old)).toBe(true)
    expect(old.Intl['PluralRules']).toBe(FallbackPluralRules)
  })

  it('Russian and Arabic keep their few and many forms in the translator', async () => {
    delete (Intl as { PluralRules?: unknown }).PluralRules
    const dictionaries: Record<string, unknown> = { en_US: english, ru_RU: russian, ar_AR: arabic }
    const translator = await createTranslator(async (code) => dictionaries[code] as Record<string, unknown>)
    await translator.use('ru_RU')
    await translator.use('ar_AR')
    const ru = translator.fixedT('ru_RU')
    const ar = translator.fixedT('ar_AR')
    expect(ru('common.minute', { count: 5 })).toBe(russian.common.minute_many.replace('{{count}}', '5'))
    expect(ru('common.minute', { count: 3 })).toBe(russian.common.minute_few.replace('{{count}}', '3'))
    expect(ar('common.minute', { count: 3 })).toBe(arabic.common.minute_few.replace('{{count}}', '3'))
    expect(ar('common.minute', { count: 2 })).toBe(arabic.common.minute_two.replace('{{count}}', '2'))
    expect(ar('common.minute', { count: 11 })).toBe(arabic.common.minute_many.replace('{{count}}', '11'))
  })
})
