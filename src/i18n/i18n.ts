import i18next, { type i18n, type TFunction } from 'i18next'
import { DEFAULT_LANGUAGE_CODE, isLanguageCode, languageTag, type LanguageCode } from './languages'

type Dictionary = Record<string, unknown>
export type DictionaryLoader = (code: LanguageCode) => Promise<Dictionary>

// Each dictionary is its own chunk served from the v2 host (portal spec §7: static locale json
// files come from the v2 host), so a TV downloads only the languages it shows.
const bundled = import.meta.glob<Dictionary>('../../locales/*.json', { import: 'default' })

export const loadBundledDictionary: DictionaryLoader = async (code) => {
  const load = bundled[`../../locales/${code}.json`]
  if (!load) throw new Error(`No dictionary for ${code}`)
  return load()
}

/** The interface translator: one i18next instance per portal (tests make their own). */
export async function createTranslator(load: DictionaryLoader = loadBundledDictionary) {
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
