import { describe, expect, it } from 'vitest'
import { ALARM_REQUEST_MESSAGES, parseAlarmRequest, wakeupDate } from './alarmRequest'

describe('front-desk alarm request (portal spec §3 Alarm, Wake-up request)', () => {
  it('reads value (ms), the fidelio flag and timeout (s)', () => {
    expect(parseAlarmRequest({ value: 1_800_000_000_000, fidelio: true, timeout: 60 })).toEqual({
      ok: true,
      value: { value: 1_800_000_000_000, fidelio: true, timeout: 60 },
    })
    expect(parseAlarmRequest({ value: '1800000000000' })).toEqual({
      ok: true,
      value: { value: 1_800_000_000_000, fidelio: false },
    })
  })

  it('reads a wake-up request DA (YYMMDD) and TI (HHmmss) in local time, from the PMS', () => {
    const parsed = parseAlarmRequest({ DA: '261123', TI: '073000' })
    expect(parsed).toEqual({
      ok: true,
      value: { value: new Date(2026, 10, 23, 7, 30, 0).getTime(), fidelio: true },
    })
  })

  it('refuses a request without a time, and impossible dates', () => {
    expect(parseAlarmRequest({})).toEqual({ ok: false, error: ALARM_REQUEST_MESSAGES.noTime })
    expect(parseAlarmRequest('soon')).toEqual({ ok: false, error: ALARM_REQUEST_MESSAGES.noTime })
    expect(parseAlarmRequest({ DA: '260231', TI: '0700' })).toEqual({
      ok: false,
      error: ALARM_REQUEST_MESSAGES.badWakeup,
    })
    expect(parseAlarmRequest({ DA: '261123', TI: '077000' }).ok).toBe(false)
    expect(parseAlarmRequest({ DA: 'x', TI: '070000' }).ok).toBe(false)
  })

  it('the wake-up answer date is YYMMDDHHmmss of the alarm', () => {
    expect(wakeupDate(new Date(2026, 10, 23, 7, 30, 5).getTime())).toBe('261123073005')
  })
})
