// adapters spec §3 Inbound message: one variant also accepts `fidelio` — a wake-up request straight from
// the hotel's PMS (portal spec §3 Wake-up request DA/TI). It sets the wake-up alarm as a front-desk
// alarm, so it is answered OK on firing and DE on cancel (portal spec §4 Alarm, §7 wakeup/answer).
import type { Logger } from '../logger'
import type { Alarm, AlarmOptions } from './alarm'
import { parseAlarmRequest } from './alarmRequest'

export type FidelioWakeUpDeps = {
  alarm: { set(value: number, options?: AlarmOptions): Alarm }
  log: Pick<Logger, 'info' | 'warn'>
}

/** The handler of an inbound `fidelio` message; a malformed request is logged once and changes nothing. */
export function fidelioWakeUpHandler(deps: FidelioWakeUpDeps) {
  return (payload: unknown): Alarm | null => {
    const request = parseAlarmRequest(payload)
    if (!request.ok) {
      deps.log.warn(`Fidelio wake-up request refused: ${request.error}`, payload)
      return null
    }
    const { value, timeout } = request.value
    // whatever the payload says, this alarm comes from the PMS: it is always answered
    const alarm = deps.alarm.set(
      value,
      timeout === undefined ? { fidelio: true } : { fidelio: true, timeout },
    )
    deps.log.info(`Fidelio wake-up set for ${new Date(alarm.value).toISOString()}`)
    return alarm
  }
}
