import dayjs from 'dayjs'
import type { Clock } from '../time/clock'
import type { Config } from '../api/types'
import { DEFAULT_LANGUAGE_CODE, isLanguageCode, type LanguageCode } from '../i18n/languages'
import { dayjsLocale } from '../i18n/dates'

/** portal spec §9: live time update 60 s. */
export const TIME_UPDATE_MS = 60_000

// Weekday, day and month the way each language writes them (no year: Home shows today). Month and day
// names come from the language's dayjs locale (Russian months take the genitive after the day).
const LONG_DATE: Readonly<Record<LanguageCode, string>> = {
  en_US: 'dddd, MMMM D',
  tr_TR: 'D MMMM dddd',
  ar_AR: 'dddd، D MMMM',
  ru_RU: 'dddd, D MMMM',
  az_AZ: 'D MMMM, dddd',
  de_DE: 'dddd, D. MMMM',
  es_ES: 'dddd, D [de] MMMM',
  fr_FR: 'dddd D MMMM',
  it_IT: 'dddd D MMMM',
  bg_BG: 'dddd, D MMMM',
  iw_IL: 'dddd, D בMMMM',
  du_DU: 'dddd D MMMM',
  el_EL: 'dddd, D MMMM',
  al_AL: 'dddd, D MMMM',
  ro_RO: 'dddd, D MMMM',
  sr_CS: 'dddd, D. MMMM',
  zh_CN: 'M月D日 dddd',
}

const code = (language: string): LanguageCode => (isLanguageCode(language) ? language : DEFAULT_LANGUAGE_CODE)
const at = (epochMs: number, language: string) => dayjs(epochMs).locale(dayjsLocale(language))

/** portal spec §9: the 12-hour time format, "hh:mm A" */
export const TIME_FORMAT_12H = 'hh:mm A'
/** the 24-hour time format, every other datetime_format (§3) */
export const TIME_FORMAT_24H = 'HH:mm'

/** portal spec §3 Config datetime_format: '12' (or 12) is 12-hour, anything else 24-hour. */
export const timeFormatOf = (config: Config): string =>
  String(config.datetime_format ?? '') === '12' ? TIME_FORMAT_12H : TIME_FORMAT_24H

/**
 * A time of day as the hotel set its clock (portal spec §3 datetime_format; §9 hh:mm A for 12-hour).
 * Every screen writes wall-clock times through this (Home, the info bar, live TV, prayer times,
 * flights, news, CMS), so a hotel on 24-hour time never sees a meridiem. The meridiem is the
 * language's (ص/م, 上午/下午); digits stay Western in every language (times are not mirrored or
 * transliterated).
 */
export function formatTime(
  epochMs: number,
  config: Config,
  language: string = DEFAULT_LANGUAGE_CODE,
): string {
  return at(epochMs, language).format(timeFormatOf(config))
}

/** Weekday, day and month in the interface language (language change updates the date locale, §4). */
export function formatDate(epochMs: number, language: string): string {
  return at(epochMs, language).format(LONG_DATE[code(language)])
}

/** A calendar day in a list of days: the weekday in short and the day of the month (Wed 25, Mi. 25). */
export function formatWeekdayDay(epochMs: number, language: string): string {
  return at(epochMs, language).format('ddd D')
}

/** A date with its year as the language writes it in full (its dayjs locale's LL: 25. November 2026,
 * 2026年11月25日, November 25, 2026 in English, whose locale has no formats). */
export function formatLongDate(epochMs: number, language: string): string {
  const formats = (dayjs.Ls[dayjsLocale(language)] as { formats?: { LL?: string } } | undefined)?.formats
  return at(epochMs, language).format(formats?.LL ?? 'MMMM D, YYYY')
}

/** A date as the language writes it in short (its dayjs locale's L format: 25.11.2026, 2026/11/25…). */
export function formatShortDate(epochMs: number, language: string): string {
  const formats = (dayjs.Ls[dayjsLocale(language)] as { formats?: { L?: string } } | undefined)?.formats
  return at(epochMs, language).format(formats?.L ?? 'MM/DD/YYYY')
}

/** Date and time of a message or a bill line: the long date and the configured clock, in the interface
 * language. A date that does not parse (a backend string) is shown as given. */
export function formatDateTime(date: string | number, config: Config, language: string): string {
  const epochMs = typeof date === 'number' ? date : Date.parse(date)
  if (!Number.isFinite(epochMs)) return String(date)
  return `${formatDate(epochMs, language)} ${formatTime(epochMs, config, language)}`
}

/**
 * Calls onTick at each minute boundary (so the clock changes with the real minute) and never more
 * often: an idle portal redraws once a minute at most. Returns a stop function.
 */
export function startMinuteTicker(clock: Clock, onTick: (now: number) => void): () => void {
  let handle: unknown = null
  const schedule = () => {
    const now = clock.now()
    const wait = TIME_UPDATE_MS - (now % TIME_UPDATE_MS)
    handle = clock.setTimeout(() => {
      onTick(clock.now())
      schedule()
    }, wait)
  }
  schedule()
  return () => clock.clearTimeout(handle)
}
