import type { TFunction } from 'i18next'
import type { Clock } from '../time/clock'
import { record, unknownValue } from '../api/decode'
import { createHttp, type FetchLike } from '../api/http'
// English without the namespaces only later features use: those join with them (src/app/features/laterEnglish.ts)
import { dictionary as english } from '../../locales/en_US.json?boot'
import { DEFAULT_LANGUAGE_CODE, isLanguageCode, languageTag, type LanguageCode } from './languages'
import type { DateLocaleLoader } from './dates'
import { installPluralRules } from './pluralRules'
import { createDictionaries } from './translate'

type Dictionary = Record<string, unknown>
export type DictionaryLoader = (code: LanguageCode) => Promise<Dictionary>

/** where the build puts the dictionaries, below the portal's base URL (scripts/shipped-files.mjs) */
export const LOCALES_PATH = 'locales/'

type LoaderDeps = {
  /** the v2 host's base URL, e.g. '/v2/' (portal spec §7: locale json files come from the v2 host) */
  base: string
  fetch?: FetchLike
  clock?: Clock
}

/**
 * Dictionaries as the portal loads them: English, the fallback, from the bundle (the interface is never
 * left without text); every other language fetched from the v2 host when it is first shown, so a TV
 * downloads only the languages its guests use. The fetch is the API layer's JSON transport (request
 * timeout with abort, HTTP and JSON errors); a failure rejects with its ApiError (portal spec §2 Boot:
 * locale failures are ignored; the language change logs it).
 */
export function createDictionaryLoader(deps: LoaderDeps): DictionaryLoader {
  const http = createHttp({
    baseUrl: () => deps.base,
    headers: () => ({}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.clock ? { clock: deps.clock } : {}),
  })
  const dictionary = record(unknownValue)
  return async (code) => {
    if (code === DEFAULT_LANGUAGE_CODE) return english as Dictionary
    const loaded = await http.get(`${LOCALES_PATH}${code}.json`, dictionary, { name: `locales.${code}` })
    // without an interceptor every failure throws; `false` (an intercepted 404) cannot come back here
    if (loaded === false) throw new Error(`Dictionary ${code} is not available`)
    return loaded
  }
}

export type TranslatorOptions = {
  /** loads the language's date locale beside its dictionary (dates.ts); a failure is logged */
  dates?: DateLocaleLoader
  log?: (message: string, detail?: unknown) => void
}

/**
 * The interface translator: one per portal (tests make their own). It translates as i18next did, with the
 * part of it the portal uses (translate.ts; issue 19: i18next itself was 15 KB gzip of boot JS).
 */
export async function createTranslator(load: DictionaryLoader, options: TranslatorOptions = {}) {
  // plural forms need Intl.PluralRules (Chromium 63): older TVs get the CLDR fallback
  installPluralRules(globalThis as unknown as { Intl?: Record<string, unknown> })
  const fallback = languageTag(DEFAULT_LANGUAGE_CODE)
  const dictionaries = createDictionaries(fallback)

  // namespaces added to English (addEnglish), kept for an English loaded after them
  const englishParts: Dictionary[] = []

  async function ensure(code: LanguageCode): Promise<void> {
    const tag = languageTag(code)
    if (dictionaries.has(tag)) return
    dictionaries.add(tag, await load(code))
    if (tag === fallback) for (const part of englishParts) dictionaries.extend(tag, part)
  }

  return {
    /** Loads English (the fallback) and the given language; failures are the caller's to ignore. */
    async use(code: string): Promise<LanguageCode> {
      const target = isLanguageCode(code) ? code : DEFAULT_LANGUAGE_CODE
      await ensure(DEFAULT_LANGUAGE_CODE)
      await Promise.all([
        ensure(target),
        options.dates?.(target).catch((error: unknown) => {
          // dates then stay in English; the interface text still changes
          options.log?.(`Date locale of ${target} could not be loaded`, error)
        }),
      ])
      return target
    },
    /**
     * Adds namespaces to English, the fallback (the later features' part, scripts/english-parts.mjs):
     * a key of theirs translates from then on, in English and as the fallback of every language.
     */
    addEnglish(part: Dictionary): void {
      englishParts.push(part)
      if (dictionaries.has(fallback)) dictionaries.extend(fallback, part)
    },
    /** translate function fixed to one interface language (scenes re-render when it changes) */
    fixedT: (code: string): TFunction => dictionaries.fixedT(languageTag(code)),
  }
}

export type Translator = Awaited<ReturnType<typeof createTranslator>>
