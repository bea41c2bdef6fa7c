// Dates and times of the information screens in the interface language (portal spec §4 Language change:
// the date locale follows the language; §3 datetime_format: 12- or 24-hour, §9: hh:mm A for 12-hour),
// through dayjs. The dayjs locale is the interface language's (src/i18n/dates.ts, loaded with its
// dictionary); one not loaded reads in English.
import dayjs from 'dayjs'
import type { Config } from '../../api/types'
import { dayjsLocale } from '../../i18n/dates'
import { formatLongDate, timeFormatOf } from '../dateTime'
/** a forecast day: the weekday and the day of the month */
export const FORECAST_DAY_FORMAT = 'ddd D'

/** An instant (ms) or a date text the feeder sent (ISO, 'YYYY-MM-DD'); null when it is no date. */
export function instantOf(value: number | string | null): number | null {
  if (value === null) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  // 'YYYY-MM-DD' alone is a local calendar day (Date.parse would read it as UTC midnight)
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).getTime()
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

/** `value` in `format` in the interface language; the text as given when it is no date. */
export function formatInfoDate(value: number | string | null, format: string, language: string): string {
  const ms = instantOf(value)
  if (ms === null) return typeof value === 'string' ? value : ''
  return dayjs(ms).locale(dayjsLocale(language)).format(format)
}

/** A time of day (a prayer, a flight) as the hotel set its clock (§3 datetime_format). */
export const formatInfoTime = (value: number | string | null, config: Config, language: string): string =>
  formatInfoDate(value, timeFormatOf(config), language)

/** A news item's date: the language's long date (its dayjs locale's order and words) and its time. */
export function formatNewsDate(value: number | string | null, config: Config, language: string): string {
  const ms = instantOf(value)
  if (ms === null) return typeof value === 'string' ? value : ''
  return `${formatLongDate(ms, language)} ${formatInfoTime(ms, config, language)}`
}
