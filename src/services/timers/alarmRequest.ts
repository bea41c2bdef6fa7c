// The front-desk Alarm remote action (portal spec §4 Remote actions, §3 Alarm: value (time ms), fidelio
// flag, timeout) and the PMS wake-up request (§3 Wake-up request: DA, TI (YYMMDDHHmmss)), decoded at the
// boundary; the wake-up answer (§7 POST /api/fidelio/wakeup/answer room, date, status) names the alarm's
// time the way the request did.
import { isRecord, toNumber, type Validated } from '../overlays/validated'
import type { Alarm, AlarmOptions } from './alarm'

export type AlarmRequest = { value: number; fidelio: boolean; timeout?: number }

export const ALARM_REQUEST_MESSAGES = {
  noTime: 'Alarm needs a time (value in ms, or DA and TI)',
  badWakeup: 'Wake-up request DA/TI must be YYMMDD and HHmmss',
} as const

const DA = /^(\d{2})(\d{2})(\d{2})$/
const TI = /^(\d{2})(\d{2})(\d{2})?$/
const CENTURY = 2000

/** DA (YYMMDD) and TI (HHmmss, seconds optional) in the hotel's local time → unix ms */
function wakeupTime(da: string, ti: string): number | null {
  const date = DA.exec(da)
  const time = TI.exec(ti)
  if (!date || !time) return null
  const [year, month, day] = [Number(date[1]) + CENTURY, Number(date[2]), Number(date[3])]
  const [hours, minutes, seconds] = [Number(time[1]), Number(time[2]), Number(time[3] ?? '0')]
  const at = new Date(year, month - 1, day, hours, minutes, seconds)
  // Date rolls 31 February into March: a value that does not round-trip is not a date
  if (at.getMonth() !== month - 1 || at.getDate() !== day || at.getHours() !== hours) return null
  if (minutes > 59 || seconds > 59) return null
  return at.getTime()
}

export function parseAlarmRequest(raw: unknown): Validated<AlarmRequest> {
  if (!isRecord(raw)) return { ok: false, error: ALARM_REQUEST_MESSAGES.noTime }
  const timeout = toNumber(raw['timeout'])
  const withTimeout = (request: AlarmRequest): Validated<AlarmRequest> => ({
    ok: true,
    value: timeout !== null && timeout > 0 ? { ...request, timeout } : request,
  })
  if (raw['DA'] !== undefined || raw['TI'] !== undefined) {
    const value = wakeupTime(String(raw['DA'] ?? ''), String(raw['TI'] ?? ''))
    if (value === null) return { ok: false, error: ALARM_REQUEST_MESSAGES.badWakeup }
    // a DA/TI request comes from the PMS (Fidelio): it is answered OK or DE
    return withTimeout({ value, fidelio: true })
  }
  const value = toNumber(raw['value'])
  if (value === null || value <= 0) return { ok: false, error: ALARM_REQUEST_MESSAGES.noTime }
  const fidelio = raw['fidelio'] === true || raw['fidelio'] === 1 || raw['fidelio'] === 'true'
  return withTimeout({ value, fidelio })
}

const two = (n: number): string => String(n).padStart(2, '0')

/** YYMMDDHHmmss of a time, local (the wake-up request's own format) */
export function wakeupDate(value: number): string {
  const at = new Date(value)
  return [
    at.getFullYear() % 100,
    at.getMonth() + 1,
    at.getDate(),
    at.getHours(),
    at.getMinutes(),
    at.getSeconds(),
  ]
    .map(two)
    .join('')
}

/** the Alarm remote action: sets the alarm from the request; a bad request fails the action with why */
export function alarmActionHandler(alarm: { set(value: number, options?: AlarmOptions): Alarm }) {
  return async (params: unknown): Promise<void> => {
    const request = parseAlarmRequest(params)
    if (!request.ok) throw new Error(request.error)
    const { value, fidelio, timeout } = request.value
    alarm.set(value, timeout === undefined ? { fidelio } : { fidelio, timeout })
  }
}
