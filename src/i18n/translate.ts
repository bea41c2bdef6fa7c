// The part of i18next the portal uses, in the boot bundle's budget (issue 19: i18next 27 is 15 KB gzip of
// boot JS; this is under 1 KB). Same dictionaries (locales/*.json, i18next JSON v4) and the same results,
// which translate.test.ts checks against i18next itself for every key of the 17 languages:
// - keys are dot paths into a language's dictionary; a key missing there is looked up in English (the
//   fallback), then `defaultValue` is used, else the key itself is returned;
// - `count` picks the plural form by the language's CLDR rule (Intl.PluralRules, installed where the TV
//   lacks it: pluralRules.ts): `key_zero` first when count is 0, then `key_<form>`, then `key`;
// - `{{name}}` (and `{{- name}}`, `{{name, format}}` without formatting) takes `name` from the options,
//   dot paths included; nothing is escaped (the canvas draws text, not HTML) and an inserted value is not
//   interpolated again; a variable the options do not have stays as written, one they hold as undefined
//   becomes empty.
import type { TFunction } from 'i18next'

export type Dictionary = Record<string, unknown>
type Options = Record<string, unknown>
type Plural = { select(count: number): string }

const path = (from: unknown, dotted: string): unknown => {
  let at = from
  for (const part of dotted.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined
    at = (at as Record<string, unknown>)[part]
  }
  return at
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/** `{{…}}` placeholders filled from `data`, as i18next's interpolator does with escapeValue false */
export function interpolate(text: string, data: Options): string {
  if (!text.includes('{{')) return text
  return text.replace(/\{\{(.+?)\}\}/g, (match, inner: string) => {
    const name = (inner.trim().startsWith('-') ? inner.trim().slice(1) : inner).split(',')[0]?.trim() ?? ''
    const value = path(data, name)
    if (value !== undefined) return asText(value)
    return Object.prototype.hasOwnProperty.call(data, name) ? '' : match
  })
}

/** Dictionaries by language tag, and translate functions fixed to one tag with `fallback` behind it. */
export function createDictionaries(fallback: string) {
  const dictionaries = new Map<string, Dictionary>()
  const plurals = new Map<string, Plural>()
  const pluralOf = (tag: string): Plural => {
    let rule = plurals.get(tag)
    if (!rule) {
      rule = new Intl.PluralRules(tag, { type: 'cardinal' })
      plurals.set(tag, rule)
    }
    return rule
  }

  function lookup(tag: string, key: string, count: unknown): string | undefined {
    const dictionary = dictionaries.get(tag)
    if (!dictionary) return undefined
    const keys = [key]
    if (typeof count === 'number') {
      keys.unshift(`${key}_${pluralOf(tag).select(count)}`)
      if (count === 0) keys.unshift(`${key}_zero`)
    }
    for (const candidate of keys) {
      const found = path(dictionary, candidate)
      if (found !== undefined && found !== null) return typeof found === 'string' ? found : undefined
    }
    return undefined
  }

  function translate(tag: string, key: string, options: Options = {}): string {
    const tags = tag === fallback ? [tag] : [tag, fallback]
    let text: string | undefined
    for (const candidate of tags) {
      text = lookup(candidate, key, options['count'])
      if (text !== undefined) break
    }
    if (text === undefined) {
      const fallbackText = options['defaultValue']
      text = typeof fallbackText === 'string' ? fallbackText : key
    }
    return interpolate(text, options)
  }

  return {
    add(tag: string, dictionary: Dictionary): void {
      dictionaries.set(tag, dictionary)
    },
    /** more top-level namespaces for a tag's dictionary (one it already has keeps its own) */
    extend(tag: string, namespaces: Dictionary): void {
      dictionaries.set(tag, { ...namespaces, ...dictionaries.get(tag) })
    },
    has: (tag: string) => dictionaries.has(tag),
    /** i18next's TFunction type, so scenes keep the signature they were written against */
    fixedT: (tag: string): TFunction =>
      ((key: string, options?: Options) => translate(tag, key, options)) as unknown as TFunction,
  }
}
