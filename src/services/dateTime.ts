import type { Clock } from '../time/clock'
import type { Config } from '../api/types'
import { languageTag } from '../i18n/languages'

/** portal spec §9: live time update 60 s. */
export const TIME_UPDATE_MS = 60_000

/** portal spec §3 Config datetime_format: '12' is 12-hour (hh:mm A, §9), anything else 24-hour. */
export function formatTime(epochMs: number, config: Config): string {
  const date = new Date(epochMs)
  const minutes = String(date.getMinutes()).padStart(2, '0')
  if (String(config.datetime_format ?? '') === '12') {
    const hours = date.getHours() % 12 || 12
    return `${String(hours).padStart(2, '0')}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`
  }
  return `${String(date.getHours()).padStart(2, '0')}:${minutes}`
}

/** Weekday, day and month in the interface language (language change updates the date locale, §4). */
export function formatDate(epochMs: number, language: string): string {
  try {
    return new Intl.DateTimeFormat(languageTag(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(epochMs))
  } catch {
    return new Date(epochMs).toDateString()
  }
}

/**
 * A date and time in the interface language (portal spec §4 Language change: the date locale follows it),
 * the hours as datetime_format says (§3: '12' is 12-hour). A date that does not parse is shown as given.
 */
export function formatDateTime(date: string | number, language: string, config: Config): string {
  const epochMs = typeof date === 'number' ? date : Date.parse(date)
  if (!Number.isFinite(epochMs)) return String(date)
  try {
    return new Intl.DateTimeFormat(languageTag(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: String(config.datetime_format ?? '') === '12',
    }).format(new Date(epochMs))
  } catch {
    return new Date(epochMs).toISOString()
  }
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
