import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createAlarm } from './alarm'
import { fidelioWakeUpHandler } from './fidelioWakeUp'
import { createMemoryStorage } from './timerStorage'

const NOW = new Date(2026, 10, 23, 8, 0).getTime()

function fixture() {
  const clock = createFakeClock(NOW)
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
  const log = { info: vi.fn(), warn: vi.fn() }
  return { clock, answer, show, alarm, log, handle: fidelioWakeUpHandler({ alarm, log }) }
}

describe('inbound fidelio wake-up (adapters spec §3, portal spec §4 Alarm)', () => {
  it('a DA/TI request sets the alarm at that local time', () => {
    const { handle, alarm } = fixture()
    handle({ DA: '261123', TI: '093000' })
    expect(alarm.store.getState().alarm).toEqual({
      value: new Date(2026, 10, 23, 9, 30).getTime(),
      fidelio: true,
    })
  })

  it('the alarm it sets is answered OK when it rings', () => {
    const { handle, clock, answer, show } = fixture()
    handle({ DA: '261123', TI: '090000' })
    clock.advance(60 * 60 * 1000)
    expect(show).toHaveBeenCalledTimes(1)
    expect(answer).toHaveBeenCalledWith('OK', expect.objectContaining({ fidelio: true }))
  })

  it('a value request is a front-desk alarm too, whatever its fidelio flag says', () => {
    const { handle, alarm } = fixture()
    handle({ value: NOW + 60_000, fidelio: false })
    expect(alarm.store.getState().alarm?.fidelio).toBe(true)
  })

  it('a malformed request is logged once and leaves the alarm as it was', () => {
    const { handle, alarm, log } = fixture()
    expect(handle({ DA: '261399', TI: 'xx' })).toBeNull()
    expect(handle('not a request')).toBeNull()
    expect(alarm.store.getState().alarm).toBeNull()
    expect(log.warn).toHaveBeenCalledTimes(2)
  })
})
