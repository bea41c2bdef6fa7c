// portal spec §1 and adapters spec "Interface languages": the 17 interface language codes.
// The portal's codes are not all BCP 47 (du_DU is Dutch, al_AL Albanian, iw_IL Hebrew), so plural
// rules and date locales use the tag mapped here.
export const LANGUAGE_TAGS = {
  en_US: 'en',
  tr_TR: 'tr',
  ar_AR: 'ar',
  ru_RU: 'ru',
  az_AZ: 'az',
  de_DE: 'de',
  es_ES: 'es',
  fr_FR: 'fr',
  it_IT: 'it',
  bg_BG: 'bg',
  iw_IL: 'he',
  du_DU: 'nl',
  el_EL: 'el',
  al_AL: 'sq',
  ro_RO: 'ro',
  sr_CS: 'sr',
  zh_CN: 'zh',
} as const

export type LanguageCode = keyof typeof LANGUAGE_TAGS
export const DEFAULT_LANGUAGE_CODE: LanguageCode = 'en_US'
export const LANGUAGE_CODES = Object.keys(LANGUAGE_TAGS) as LanguageCode[]
const RTL_TAGS: ReadonlySet<string> = new Set(['ar', 'he'])

export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && code in LANGUAGE_TAGS
}

export function languageTag(code: string): string {
  return isLanguageCode(code) ? LANGUAGE_TAGS[code] : LANGUAGE_TAGS[DEFAULT_LANGUAGE_CODE]
}

export function isRtl(code: string): boolean {
  return RTL_TAGS.has(languageTag(code))
}
