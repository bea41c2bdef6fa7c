// Dates and times in the interface language (portal spec §4 "Language change updates UI and date
// locale"). dayjs formats; its locale of each of the 17 languages is not in the boot bundle: the build
// ships dayjs's own ES5 locale files beside it (scripts/shipped-files.mjs, vendor/dayjs/locale/), and the
// translator loads the one a language needs when the language is applied, like its dictionary. A locale
// not loaded (yet, or a failed load) formats in English.
import dayjs from 'dayjs'
import { DEFAULT_LANGUAGE_CODE, LANGUAGE_TAGS, isLanguageCode, type LanguageCode } from './languages'

/**
 * the dayjs locale of each interface language: its language tag (Hebrew 'he', Dutch 'nl', Albanian 'sq'…),
 * except Chinese, whose dayjs locale file is 'zh-cn'
 */
export const DAYJS_LOCALES: Readonly<Record<LanguageCode, string>> = { ...LANGUAGE_TAGS, zh_CN: 'zh-cn' }

/** below the base URL (scripts/shipped-files.mjs writes the same path) */
export const DAYJS_LOCALE_PATH = 'vendor/dayjs/locale/'

export const dayjsLocale = (code: string): string =>
  DAYJS_LOCALES[isLanguageCode(code) ? code : DEFAULT_LANGUAGE_CODE]

/** Whether dayjs has the locale of `code` (English always). */
export const hasDateLocale = (code: string): boolean => dayjsLocale(code) in dayjs.Ls

export type DateLocaleLoader = (code: string) => Promise<void>

type LoaderDeps = {
  /** the portal's base URL, e.g. '/v2/' */
  base: string
  /** runs a classic script (the locale files are UMD: they register into the global `dayjs`) */
  loadScript: (src: string) => Promise<void>
  /** where the UMD files find dayjs: the page's global object */
  global: Record<string, unknown>
}

/** Loads the dayjs locale of a language once; a failure rejects (the translator logs it). */
export function createDateLocaleLoader(deps: LoaderDeps): DateLocaleLoader {
  const loading = new Map<string, Promise<void>>()
  return (code) => {
    const name = dayjsLocale(code)
    if (name in dayjs.Ls) return Promise.resolve()
    let load = loading.get(name)
    if (!load) {
      deps.global['dayjs'] ??= dayjs
      load = deps.loadScript(`${deps.base}${DAYJS_LOCALE_PATH}${name}.js`).then(() => {
        if (!(name in dayjs.Ls)) throw new Error(`dayjs locale ${name} did not register`)
      })
      load.catch(() => loading.delete(name))
      loading.set(name, load)
    }
    return load
  }
}

/** A classic <script> loader (the legacy build's way of loading code beside the bundle). */
export function scriptLoader(doc: Document): (src: string) => Promise<void> {
  return (src) =>
    new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script')
      script.onload = () => resolve()
      script.onerror = () => {
        script.remove()
        reject(new Error(`${src} could not be loaded`))
      }
      script.async = true
      script.src = src
      doc.head.appendChild(script)
    })
}
