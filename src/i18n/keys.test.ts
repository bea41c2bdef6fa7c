import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_TAGS } from './languages'

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url))
const SOURCE = 'en_US'

// portal spec §1: the 17 interface languages, mapped to the BCP-47 language whose CLDR plural rules apply
// (the app's own table; Serbian is checked in its Latin script).
const LANGUAGES: Record<string, string> = { ...LANGUAGE_TAGS, sr_CS: 'sr-Latn' }

// The script most strings of a language must be written in (sr_CS is Serbian in Latin script).
const SCRIPTS: Record<string, RegExp> = {
  ar_AR: /\p{Script=Arabic}/u,
  iw_IL: /\p{Script=Hebrew}/u,
  ru_RU: /\p{Script=Cyrillic}/u,
  bg_BG: /\p{Script=Cyrillic}/u,
  el_EL: /\p{Script=Greek}/u,
  zh_CN: /\p{Script=Han}/u,
}

// Quoted texts of the portal spec (§2, §4, §5, §8) that en_US must carry verbatim, odd spelling included.
const SPEC_TEXTS: Record<string, string> = {
  'live.noChannel': 'No available channel',
  'live.noProgram': 'No available program data',
  'live.returnToLiveConfirm': 'Are you sure you want to return to live?',
  'interact.pinTitle': 'Please Enter PIN Code',
  'interact.pinLabel': 'PIN Code',
  'interact.restrictedContent': 'Restricted Content',
  'interact.deviceNotFound': 'Device Not Found',
  'interact.locationNotFound': 'Location not found!',
  'interact.fillAllFields': 'Please fill all the fields marked with',
  'interact.clearUserDataDone': 'User data has been successfully cleared.',
  'messages.empty': 'You have no messages.',
  'cms.needCheckIn': "You can't order without check-in.",
  'cms.cartUpdated': 'Your cart has been updated.',
  'cms.orderSent':
    'Your order has been successfully sended. We will be in touch with you as soon as possible.',
  'cms.orderFailed': 'Something went wrong.',
  'bill.unauthorized': "You aren't authorized to view this section.",
  'bill.unknownError': 'Unknown error!',
  'bill.timedOut': 'Bill view request timed out.',
  'bill.empty': "You don't have bill activities yet.",
  'bill.fetching': 'Your billing information is fetching...',
  'chromecast.serverError': 'An error has occurred on the Chromecast server.',
  'chromecast.contactService': 'Please contact technical service.',
  'chromecast.allUsed': 'Sorry, all chromecast devices are used by other guests.',
  'chromecast.tryLater': 'Please try again later.',
  'chromecast.pleaseWait': 'Please wait...',
  'chromecast.searching': "Searching available chromecast's.",
  'chromecast.connected': "You're connected",
  'chromecast.continueApp': 'You can continue over your favorite app.',
  'chromecast.notAvailable': 'Not available',
  'sideload.internetInactive': "Internet service isn't active.",
  'errors.somethingWentWrong': 'Something Went Wrong',
  'errors.mediaNotAvailable': 'Media is not available...',
  'errors.playFailed': 'Something went wrong while trying to play.',
  'errors.requestTimeout': 'Request timeout!',
  'errors.cdnUnsupported': "The CDN driver can't handle this url.",
  'errors.platformNoChannels': 'The platform has no channels',
  'errors.reloadNotice_one':
    'Something went wrong, the platform will reload itself, please wait {{count}} second.',
  'errors.invalidSource': 'Invalid source',
  'errors.invalidSourceType': 'Invalid source type',
  'errors.notFound': 'Not found.',
  'errors.actionNotFound': 'Not found',
  'errors.nameMissing': 'Name property is missing',
  'errors.sameRoute': 'Same route.',
  'errors.unknownCommand': 'Unknown command',
  'errors.bridgeNotFound': 'The "{{name}}" bridge is not found.',
  'errors.bridgeStartFailed': 'Bridge could not be started.',
  'errors.noWebkit': "The browser engine haven't webkit core",
  'errors.initNoClasses': 'The init process needs at least one class.',
  'errors.initFailed': 'while initializing classes - {{message}}',
  'errors.dsMode': 'The device started as DS mode.',
  'errors.noMenu': 'The platform must contain at least 1 menu',
  'errors.noLanguage': 'The platform must contain at least 1 language',
  'errors.configInvalid': 'Configurations could not be fetching as expected',
  'errors.dvrInfoFailed': 'An error occured while getting DVR info from the recording driver.',
  'errors.powerStateFailed': 'Unable to get device power state',
  'signage.noLayouts': 'No layouts detected',
}

// Keys whose value may stay the same as English everywhere: brand names, symbols, pure formats.
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'common.priceValue',
  'home.mac',
  'chromecast.title',
  'chromecast.wifi',
  'vod.imdb',
  'keyboard.switch123',
  'keyboard.switchAbc',
  'sideload.bluetooth',
  'a11y.screen.chromecast',
])
// Besides those, a translation may share a few words with English (Radio, Total, Date, prayer names…):
// at most this share of its strings, which still catches a file or a namespace left in English.
const MAX_SHARE_SAME_AS_ENGLISH = 0.06

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/
const PLACEHOLDER = /\{\{\s*([^{}\s,]+)[^{}]*\}\}/g
const KEY_SEGMENT = /^[a-z][a-zA-Z0-9]*$/

type Flat = Map<string, string>

const loadLocale = (code: string): unknown =>
  JSON.parse(readFileSync(`${LOCALES_DIR}${code}.json`, 'utf8')) as unknown

const flatten = (node: unknown, prefix = '', out: Flat = new Map()): Flat => {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw new Error(`${prefix || '<root>'} must be an object`)
  }
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else flatten(value, path, out)
  }
  return out
}

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort()

interface Shape {
  plain: Set<string>
  // plural family base key → plural categories present
  plurals: Map<string, Set<string>>
}

const shapeOf = (flat: Flat): Shape => {
  const plain = new Set<string>()
  const plurals = new Map<string, Set<string>>()
  for (const key of flat.keys()) {
    const match = PLURAL_SUFFIX.exec(key)
    if (match?.[1] && match[2]) {
      const forms = plurals.get(match[1]) ?? new Set<string>()
      forms.add(match[2])
      plurals.set(match[1], forms)
    } else plain.add(key)
  }
  return { plain, plurals }
}

const requiredForms = (language: string): string[] =>
  [...new Set(['zero', ...new Intl.PluralRules(language).resolvedOptions().pluralCategories])].sort()

// i18next picks `_zero` for a count of 0 only; `_one`/`_two` may drop {{count}} when they stand for one number.
const formNeedsCount = (language: string, form: string): boolean => {
  if (form === 'zero') return false
  const rules = new Intl.PluralRules(language)
  let numbers = 0
  for (let n = 1; n <= 1000; n++) if (rules.select(n) === form) numbers++
  return numbers !== 1
}

const codes = readdirSync(LOCALES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort()
const flats = new Map(codes.map((code) => [code, flatten(loadLocale(code))]))
const flatOf = (code: string): Flat => {
  const flat = flats.get(code)
  if (!flat) throw new Error(`locales/${code}.json is missing`)
  return flat
}
const source = flatOf(SOURCE)
const sourceShape = shapeOf(source)
const translations = Object.keys(LANGUAGES).filter((code) => code !== SOURCE)

describe('locale files', () => {
  it('has exactly the 17 interface languages of the spec', () => {
    expect(codes).toEqual(Object.keys(LANGUAGES).sort())
  })

  it.each(Object.keys(LANGUAGES))('%s holds only nested objects and non-empty strings', (code) => {
    const empty = [...flatOf(code)].filter(([, text]) => text.trim() === '').map(([k]) => k)
    expect(empty).toEqual([])
  })

  it.each(Object.keys(LANGUAGES))('%s uses camelCase key names', (code) => {
    const bad = [...flatOf(code).keys()].filter((key) =>
      key
        .replace(PLURAL_SUFFIX, '$1')
        .split('.')
        .some((segment) => !KEY_SEGMENT.test(segment)),
    )
    expect(bad).toEqual([])
  })

  it.each(Object.keys(LANGUAGES))('%s uses only well-formed {{placeholders}} and no nesting', (code) => {
    const bad = [...flatOf(code)]
      .filter(([, text]) => {
        const rest = text.replace(PLACEHOLDER, '')
        return /[{}]/.test(rest) || text.includes('$t(')
      })
      .map(([key]) => key)
    expect(bad).toEqual([])
  })
})

describe('keys match en_US', () => {
  it.each(translations)('%s has the same keys as en_US, plural suffixes aside', (code) => {
    const shape = shapeOf(flatOf(code))
    const keys = new Set([...shape.plain, ...shape.plurals.keys()])
    const expected = new Set([...sourceShape.plain, ...sourceShape.plurals.keys()])
    expect({
      missing: [...expected].filter((key) => !keys.has(key)),
      extra: [...keys].filter((key) => !expected.has(key)),
      // a plain key in one file must not be a plural family in the other
      pluralMismatch: [...keys].filter(
        (key) => expected.has(key) && shape.plurals.has(key) !== sourceShape.plurals.has(key),
      ),
    }).toEqual({ missing: [], extra: [], pluralMismatch: [] })
  })

  it.each(Object.keys(LANGUAGES))('%s has _zero plus exactly its CLDR plural forms', (code) => {
    const language = LANGUAGES[code] ?? code
    const shape = shapeOf(flatOf(code))
    expect(shape.plurals.size).toBeGreaterThan(0)
    for (const [family, forms] of shape.plurals) {
      expect({ family, forms: [...forms].sort() }).toEqual({ family, forms: requiredForms(language) })
    }
  })
})

describe('placeholders', () => {
  it.each(translations)('%s keeps every {{placeholder}} of en_US', (code) => {
    const flat = flatOf(code)
    for (const key of sourceShape.plain) {
      expect({ key, placeholders: placeholders(flat.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(source.get(key) ?? ''),
      })
    }
  })

  it.each(Object.keys(LANGUAGES))('%s plural forms keep the family placeholders', (code) => {
    const language = LANGUAGES[code] ?? code
    const flat = flatOf(code)
    for (const [family, forms] of shapeOf(flat).plurals) {
      const expected = placeholders(source.get(`${family}_other`) ?? '')
      for (const form of forms) {
        const key = `${family}_${form}`
        const wanted = expected.filter(
          (name) => form !== 'zero' && (name !== 'count' || formNeedsCount(language, form)),
        )
        const found = placeholders(flat.get(key) ?? '')
        expect({ key, missing: wanted.filter((name) => !found.includes(name)) }).toEqual({ key, missing: [] })
        expect({ key, unknown: found.filter((name) => !expected.includes(name)) }).toEqual({
          key,
          unknown: [],
        })
      }
    }
  })
})

describe('translations', () => {
  it.each(Object.entries(SPEC_TEXTS))('en_US %s is the spec text', (key, text) => {
    expect(source.get(key)).toBe(text)
  })

  it.each(translations)('%s is translated, not copied from English', (code) => {
    const flat = flatOf(code)
    const copied = [...flat]
      .filter(([key, text]) => !SAME_AS_ENGLISH_ALLOWED.has(key) && source.get(key) === text)
      .map(([key]) => key)
    expect(copied.length / flat.size, copied.join(', ')).toBeLessThanOrEqual(MAX_SHARE_SAME_AS_ENGLISH)
  })

  it.each(Object.entries(SCRIPTS))('%s writes every text in its own script', (code, script) => {
    const foreign = [...flatOf(code)]
      .filter(([key, text]) => !SAME_AS_ENGLISH_ALLOWED.has(key) && !script.test(text))
      .map(([key]) => key)
    expect(foreign).toEqual([])
  })

  it('sr_CS is Serbian in Latin script', () => {
    const cyrillic = [...flatOf('sr_CS')].filter(([, text]) => /\p{Script=Cyrillic}/u.test(text))
    expect(cyrillic).toEqual([])
  })
})
