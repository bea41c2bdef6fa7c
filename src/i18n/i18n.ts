import i18next, { type i18n, type TFunction } from 'i18next'
import { REQUEST_TIMEOUT_MS } from '../api/http'
import { systemClock, type Clock } from '../api/clock'
import english from '../../locales/en_US.json'
import { DEFAULT_LANGUAGE_CODE, isLanguageCode, languageTag, type LanguageCode } from './languages'

type Dictionary = Record<string, unknown>
export type DictionaryLoader = (code: LanguageCode) => Promise<Dictionary>

/** where the build puts the dictionaries, below the portal's base URL (scripts/shipped-files.mjs) */
export const LOCALES_PATH = 'locales/'

type FetchDeps = {
  /** the v2 host's base URL, e.g. '/v2/' (portal spec §7: locale json files come from the v2 host) */
  base: string
  fetch?: (url: string) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>
  clock?: Clock
  timeoutMs?: number
}

/**
 * Dictionaries as the portal loads them: English, the fallback, from the bundle (the interface is never
 * left without text); every other language fetched from the v2 host when it is first shown, so a TV
 * downloads only the languages its guests use. A fetch that fails, times out or is not a JSON object
 * rejects with a message naming the language (portal spec §2 Boot: locale failures are ignored).
 */
export function createDictionaryLoader(deps: FetchDeps): DictionaryLoader {
  const clock = deps.clock ?? systemClock
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS
  // Called unbound: some TV browsers throw 'Illegal invocation' on a detached window.fetch.
  const get = deps.fetch ?? ((url: string) => globalThis.fetch(url, { credentials: 'omit' }))
  return (code) => {
    if (code === DEFAULT_LANGUAGE_CODE) return Promise.resolve(english as Dictionary)
    const url = `${deps.base}${LOCALES_PATH}${code}.json`
    return new Promise<Dictionary>((resolve, reject) => {
      const timer = clock.setTimeout(
        () => reject(new Error(`Dictionary ${code} did not load in ${timeoutMs} ms`)),
        timeoutMs,
      )
      get(url)
        .then(async (response) => {
          if (!response.ok) throw new Error(`Dictionary ${code}: HTTP ${response.status}`)
          const text = await response.text()
          let parsed: unknown
          try {
            parsed = JSON.parse(text)
          } catch {
            throw new Error(`Dictionary ${code} is not valid JSON`)
          }
          if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
            throw new Error(`Dictionary ${code} is not a JSON object`)
          return parsed as Dictionary
        })
        .then(
          (dictionary) => {
            clock.clearTimeout(timer)
            resolve(dictionary)
          },
          (error: unknown) => {
            clock.clearTimeout(timer)
            reject(error instanceof Error ? error : new Error(`Dictionary ${code}: ${String(error)}`))
          },
        )
    })
  }
}

/** The interface translator: one i18next instance per portal (tests make their own). */
export async function createTranslator(load: DictionaryLoader) {
  const instance: i18n = i18next.createInstance()
  await instance.init({
    lng: languageTag(DEFAULT_LANGUAGE_CODE),
    fallbackLng: languageTag(DEFAULT_LANGUAGE_CODE),
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  const loaded = new Set<string>()

  async function ensure(code: LanguageCode): Promise<void> {
    const tag = languageTag(code)
    if (loaded.has(tag)) return
    instance.addResourceBundle(tag, 'translation', await load(code), true, true)
    loaded.add(tag)
  }

  return {
    instance,
    /** Loads English (the fallback) and the given language; failures are the caller's to ignore. */
    async use(code: string): Promise<LanguageCode> {
      const target = isLanguageCode(code) ? code : DEFAULT_LANGUAGE_CODE
      await ensure(DEFAULT_LANGUAGE_CODE)
      await ensure(target)
      await instance.changeLanguage(languageTag(target))
      return target
    },
    /** translate function fixed to one interface language (scenes re-render when it changes) */
    fixedT: (code: string): TFunction => instance.getFixedT(languageTag(code)),
  }
}

export type Translator = Awaited<ReturnType<typeof createTranslator>>
