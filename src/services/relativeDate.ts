import type { TFunction } from 'i18next'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * portal spec §2 Messages list "relative date": minutes, hours or days ago, with the dictionaries'
 * zero/one/n plural forms (§9). A date that does not parse shows as given.
 */
export function relativeDate(iso: string, now: number, t: TFunction): string {
  const then = Date.parse(iso)
  if (!Number.isFinite(then)) return iso
  const elapsed = Math.max(0, now - then)
  if (elapsed < HOUR_MS) return t('common.minute', { count: Math.floor(elapsed / MINUTE_MS) })
  if (elapsed < DAY_MS) return t('common.hour', { count: Math.floor(elapsed / HOUR_MS) })
  return t('common.day', { count: Math.floor(elapsed / DAY_MS) })
}
