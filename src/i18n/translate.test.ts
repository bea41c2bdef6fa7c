// translate.ts replaces i18next in the boot bundle (issue 19): it must give what i18next 27, configured as
// the portal configured it, gives — for every key of every interface language, with and without counts
// and variables, and in the corner cases the portal's calls reach.
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import i18next, { type TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_TAGS, type LanguageCode } from './languages'
import { createDictionaries, interpolate, type Dictionary } from './translate'

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url))
const CODES = readdirSync(LOCALES_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length) as LanguageCode)
const COUNTS = [
  0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 14, 19, 20, 21, 22, 25, 100, 101, 102, 111, 1000000, 0.5, 1.5,
]
const PLURAL = /_(zero|one|two|few|many|other)$/

const dictionary = (code: string): Dictionary =>
  JSON.parse(readFileSync(`${LOCALES_DIR}${code}.json`, 'utf8')) as Dictionary

const leaves = (node: unknown, prefix = ''): Array<[string, string]> =>
  Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path)
  })

/** i18next as src/i18n/i18n.ts configured it before issue 19 */
async function reference(resources: Record<string, Dictionary>) {
  const instance = i18next.createInstance()
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  for (const [tag, bundle] of Object.entries(resources))
    instance.addResourceBundle(tag, 'translation', bundle, true, true)
  return (tag: string) => instance.getFixedT(tag)
}

function ours(resources: Record<string, Dictionary>) {
  const dictionaries = createDictionaries('en')
  for (const [tag, bundle] of Object.entries(resources)) dictionaries.add(tag, bundle)
  return (tag: string) => dictionaries.fixedT(tag)
}

/** every call the comparison makes for one language: each key bare, with its variables, with counts */
function calls(code: string): Array<[string, Record<string, unknown> | undefined]> {
  const out: Array<[string, Record<string, unknown> | undefined]> = []
  const keys = new Map<string, string[]>()
  for (const [path, value] of leaves(dictionary(code))) {
    const base = path.replace(PLURAL, '')
    keys.set(base, [...(keys.get(base) ?? []), value])
  }
  for (const [key, values] of keys) {
    const names = [
      ...new Set(
        values.flatMap((value) => [...value.matchAll(/\{\{-?\s*([^{},\s]+)/g)].map((m) => m[1] ?? '')),
      ),
    ]
    const variables = Object.fromEntries(names.map((name) => [name, `<${name}>`]))
    out.push([key, undefined], [key, variables])
    if (values.length > 1 || names.includes('count'))
      for (const count of COUNTS) out.push([key, { ...variables, count }])
  }
  return out
}

describe('translate.ts gives what i18next gave (issue 19)', () => {
  it.each(CODES)('every key of %s, with and without its variables and counts', async (code) => {
    const tag = LANGUAGE_TAGS[code]
    const resources = { en: dictionary('en_US'), [tag]: dictionary(code) }
    const expected = (await reference(resources))(tag)
    const actual = ours(resources)(tag)
    const differences = calls(code)
      .map(
        ([key, options]) =>
          [key, options, expected(key, options as never), actual(key, options as never)] as const,
      )
      .filter(([, , want, got]) => want !== got)
    expect(differences).toEqual([])
  })

  it('falls back to English, then the default value, then the key; fills variables as i18next does', async () => {
    const resources: Record<string, Dictionary> = {
      en: {
        only: { english: 'Only {{what}}', deep: '{{guest.name}} in {{room}}' },
        item_one: '{{count}} item',
        item_other: '{{count}} items',
        loaded: 'Loaded {{- value}} and {{value, uppercase}}',
      },
      ru: { item_one: '{{count}} штука', item_few: '{{count}} штуки', item_many: '{{count}} штук' },
    }
    const cases: Array<[string, string, Record<string, unknown> | undefined]> = [
      ['ru', 'only.english', { what: 'English' }],
      ['ru', 'only.english', undefined],
      ['ru', 'only.english', { what: undefined }],
      ['ru', 'only.english', { what: '{{count}}', count: 2 }],
      ['ru', 'only.deep', { guest: { name: 'Emma' }, room: 101 }],
      ['ru', 'item', { count: 2 }],
      ['ru', 'item', { count: 5 }],
      ['ru', 'item', { count: 1.5 }],
      ['ru', 'item', { count: 0 }],
      ['en', 'item', { count: 0 }],
      ['ru', 'missing.key', undefined],
      ['ru', 'missing.key', { defaultValue: 'Loading' }],
      ['ru', 'missing.key', { defaultValue: '' }],
      ['ru', 'missing.key', { defaultValue: 'Hi {{name}}', name: 'Emma' }],
      ['en', 'only', undefined],
      ['en', 'loaded', { value: 'x' }],
      ['en', 'loaded', { value: null }],
      ['en', 'loaded', { value: 3 }],
    ]
    const expected = await reference(resources)
    const actual = ours(resources)
    for (const [tag, key, options] of cases)
      expect(actual(tag)(key, options as never), `${tag} ${key} ${JSON.stringify(options)}`).toBe(
        (expected(tag) as TFunction)(key, options as never),
      )
  })

  it('does not interpolate a value it inserted', () => {
    expect(interpolate('{{a}} and {{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}} and B')
  })
})
