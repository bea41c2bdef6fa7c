// portal spec §5: alarm form — time selector (hours 00-23, minutes 00/15/30/45) plus Activate switch.
// §9: minutes step 15.
import { nextAlarmTime } from './alarm'

export const ALARM_MINUTES_STEP = 15
const HOURS_PER_DAY = 24
const MINUTES_PER_HOUR = 60

const twoDigits = (n: number): string => String(n).padStart(2, '0')

export const ALARM_HOURS: readonly string[] = Array.from({ length: HOURS_PER_DAY }, (_, h) => twoDigits(h))
export const ALARM_MINUTES: readonly string[] = Array.from(
  { length: MINUTES_PER_HOUR / ALARM_MINUTES_STEP },
  (_, i) => twoDigits(i * ALARM_MINUTES_STEP),
)

export type AlarmForm = { hours: string; minutes: string; active: boolean }

/**
 * What the form shows when no alarm is set (the spec leaves it open): a morning wake-up, so a guest
 * reaches the usual times in a few presses rather than stepping up from midnight; off until switched on.
 */
export const ALARM_FORM_DEFAULT: AlarmForm = { hours: '07', minutes: '00', active: false }

/** the ms an alarm form rings at: today at hh:mm, or tomorrow when already passed; null if invalid */
export function alarmFormTime(form: Pick<AlarmForm, 'hours' | 'minutes'>, now: number): number | null {
  if (!ALARM_HOURS.includes(form.hours) || !ALARM_MINUTES.includes(form.minutes)) return null
  const at = new Date(now)
  at.setHours(Number(form.hours), Number(form.minutes), 0, 0)
  return nextAlarmTime(at.getTime(), now)
}

/** the form for a set alarm (minutes rounded down to the 15-minute step); ALARM_FORM_DEFAULT for none */
export function alarmFormOf(value: number | null): AlarmForm {
  if (value === null) return { ...ALARM_FORM_DEFAULT }
  const at = new Date(value)
  const minutes = Math.floor(at.getMinutes() / ALARM_MINUTES_STEP) * ALARM_MINUTES_STEP
  return { hours: twoDigits(at.getHours()), minutes: twoDigits(minutes), active: true }
}
