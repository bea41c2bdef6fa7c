// Plural rules for the TVs without Intl.PluralRules (Chromium < 63: webOS 4.x, Tizen 4.0, docs/DEVICES.md).
// i18next asks `new Intl.PluralRules(lang)` and, where it is missing, falls back to a one/other rule, so
// Russian "5 минут" and Arabic "٣ دقائق" would collapse to `other`. These are the CLDR 48 cardinal rules
// of the 17 interface languages (unicode.org/cldr, "Language Plural Rules"), written with CLDR's operands:
// n absolute value, i integer digits, v number of visible fraction digits, f those digits as an integer,
// e compact exponent (always 0 here). Installed only where the engine has none (`installPluralRules`).

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
type Operands = { n: number; i: number; v: number; f: number }
type Rule = { categories: readonly PluralCategory[]; select: (o: Operands) => PluralCategory }

const within = (value: number, low: number, high: number) => value >= low && value <= high

/** CLDR operands of a number as JavaScript writes it (1.50 is written 1.5: v = 1) */
export function operands(value: number): Operands {
  const n = Math.abs(value)
  const text = String(n)
  const dot = text.indexOf('.')
  const fraction = dot < 0 || text.includes('e') ? '' : text.slice(dot + 1)
  return { n, i: Math.floor(n), v: fraction.length, f: fraction === '' ? 0 : Number(fraction) }
}

const oneOther = (one: (o: Operands) => boolean): Rule => ({
  categories: ['one', 'other'],
  select: (o) => (one(o) ? 'one' : 'other'),
})
// one: i = 1 and v = 0 (English, German, Dutch, Italian's one, …)
const oneIntegerOne = (o: Operands) => o.i === 1 && o.v === 0
// many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 (es, fr, it since CLDR 42); e is always 0 here
const millions = (o: Operands) => o.i !== 0 && o.i % 1_000_000 === 0 && o.v === 0

const RULES: Record<string, Rule> = {
  en: oneOther(oneIntegerOne),
  de: oneOther(oneIntegerOne),
  nl: oneOther(oneIntegerOne),
  el: oneOther((o) => o.n === 1),
  bg: oneOther((o) => o.n === 1),
  tr: oneOther((o) => o.n === 1),
  az: oneOther((o) => o.n === 1),
  sq: oneOther((o) => o.n === 1),
  zh: { categories: ['other'], select: () => 'other' },
  es: {
    categories: ['one', 'many', 'other'],
    select: (o) => (o.n === 1 ? 'one' : millions(o) ? 'many' : 'other'),
  },
  it: {
    categories: ['one', 'many', 'other'],
    select: (o) => (oneIntegerOne(o) ? 'one' : millions(o) ? 'many' : 'other'),
  },
  fr: {
    categories: ['one', 'many', 'other'],
    select: (o) => (o.i === 0 || o.i === 1 ? 'one' : millions(o) ? 'many' : 'other'),
  },
  ro: {
    categories: ['one', 'few', 'other'],
    select: (o) =>
      oneIntegerOne(o) ? 'one' : o.v !== 0 || o.n === 0 || within(o.n % 100, 1, 19) ? 'few' : 'other',
  },
  he: {
    categories: ['one', 'two', 'other'],
    select: (o) =>
      (o.i === 1 && o.v === 0) || (o.i === 0 && o.v !== 0) ? 'one' : o.i === 2 && o.v === 0 ? 'two' : 'other',
  },
  ru: {
    categories: ['one', 'few', 'many', 'other'],
    select: (o) => {
      if (o.v !== 0) return 'other'
      const last = o.i % 10
      const lastTwo = o.i % 100
      if (last === 1 && lastTwo !== 11) return 'one'
      if (within(last, 2, 4) && !within(lastTwo, 12, 14)) return 'few'
      return 'many'
    },
  },
  sr: {
    categories: ['one', 'few', 'other'],
    select: (o) => {
      const [i10, i100, f10, f100] = [o.i % 10, o.i % 100, o.f % 10, o.f % 100]
      if ((o.v === 0 && i10 === 1 && i100 !== 11) || (f10 === 1 && f100 !== 11)) return 'one'
      if (
        (o.v === 0 && within(i10, 2, 4) && !within(i100, 12, 14)) ||
        (within(f10, 2, 4) && !within(f100, 12, 14))
      )
        return 'few'
      return 'other'
    },
  },
  ar: {
    categories: ['zero', 'one', 'two', 'few', 'many', 'other'],
    select: (o) => {
      // n % 100 = 3..10 and 11..99 apply to whole numbers only (n is a decimal otherwise)
      const whole = o.n === Math.floor(o.n)
      if (o.n === 0) return 'zero'
      if (o.n === 1) return 'one'
      if (o.n === 2) return 'two'
      if (whole && within(o.n % 100, 3, 10)) return 'few'
      if (whole && within(o.n % 100, 11, 99)) return 'many'
      return 'other'
    },
  },
}

/** The rule of a BCP 47 tag ('sr-Latn' → sr); languages outside the table get English's. */
export function pluralRuleOf(tag: string): Rule {
  return RULES[tag.toLowerCase().split(/[-_]/)[0] ?? 'en'] ?? (RULES['en'] as Rule)
}

/** The part of Intl.PluralRules i18next uses: select and resolvedOptions().pluralCategories. */
export class FallbackPluralRules {
  private readonly _rule: Rule
  private readonly _locale: string

  constructor(locales?: string | readonly string[]) {
    this._locale = (Array.isArray(locales) ? locales[0] : locales) ?? 'en'
    this._rule = pluralRuleOf(this._locale)
  }

  select(value: number): PluralCategory {
    return Number.isFinite(value) ? this._rule.select(operands(value)) : 'other'
  }

  resolvedOptions(): { locale: string; pluralCategories: PluralCategory[]; type: 'cardinal' } {
    return { locale: this._locale, pluralCategories: [...this._rule.categories], type: 'cardinal' }
  }
}

/** Puts FallbackPluralRules in `Intl` where the engine lacks Intl.PluralRules; true when it did. */
export function installPluralRules(global: { Intl?: Record<string, unknown> }): boolean {
  const intl = global.Intl
  if (!intl || typeof intl['PluralRules'] === 'function') return false
  intl['PluralRules'] = FallbackPluralRules
  return true
}
