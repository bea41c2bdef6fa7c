import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createAlarm } from './alarm'
import { ALARM_REQUEST_MESSAGES, alarmActionHandler, parseAlarmRequest, wakeupDate } from './alarmRequest'
import { createMemoryStorage } from './timerStorage'

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

describe('Alarm remote action (portal spec §4 Alarm: from the front desk, OK on firing, DE on cancel)', () => {
  function fixture() {
    const clock = createFakeClock(new Date(2026, 10, 23, 8, 0).getTime())
    const answer = vi.fn()
    const show = vi.fn()
    const alarm = createAlarm({
      clock,
      storage: createMemoryStorage(),
      isTvOn: () => true,
      powerOn: () => undefined,
      show,
      answer,
    })
    return { clock, answer, show, alarm, handle: alarmActionHandler(alarm) }
  }

  it('sets the alarm, which answers OK when it rings', async () => {
    const f = fixture()
    await f.handle({ value: f.clock.now() + 60_000, fidelio: true, timeout: 30 })
    f.clock.advance(60_000)
    await Promise.resolve()
    expect(f.answer).toHaveBeenCalledWith('OK', expect.objectContaining({ fidelio: true, timeout: 30 }))
    expect(f.show).toHaveBeenCalledTimes(1)
  })

  it('a cancelled front-desk alarm answers DE', async () => {
    const f = fixture()
    await f.handle({ DA: '261123', TI: '090000' })
    f.alarm.deactivate()
    expect(f.answer).toHaveBeenCalledWith('DE', expect.objectContaining({ fidelio: true }))
  })

  it('a request without a time fails the action with the reason', async () => {
    const f = fixture()
    await expect(f.handle({ fidelio: true })).rejects.toThrow(ALARM_REQUEST_MESSAGES.noTime)
    expect(f.alarm.store.getState().alarm).toBeNull()
  })
})
