import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { ALARM_STALE_LIMIT_MS, createAlarm, nextAlarmTime, type Alarm } from './alarm'
import { createMemoryStorage, TIMER_STORAGE_KEYS } from './timerStorage'

const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).getTime()
const NOW = at(23, 8)
const flush = () => new Promise((resolve) => setImmediate(resolve))

function fixture(patch: { storage?: ReturnType<typeof createMemoryStorage>; isTvOn?: () => boolean } = {}) {
  const order: string[] = []
  const deps = {
    clock: createFakeClock(NOW),
    storage: patch.storage ?? createMemoryStorage(),
    isTvOn: patch.isTvOn ?? (() => true),
    powerOn: vi.fn(async () => void order.push('powerOn')),
    show: vi.fn((_alarm: Alarm) => void order.push('show')),
    answer: vi.fn(),
  }
  return { ...deps, order, alarm: createAlarm(deps) }
}

describe('wake-up alarm (portal spec §4 Alarm)', () => {
  it('a future time rings at that time', () => {
    const { clock, alarm, show } = fixture()
    alarm.set(at(23, 9))
    clock.advance(at(23, 9) - NOW - 1)
    expect(show).not.toHaveBeenCalled()
    clock.advance(1)
    expect(show).toHaveBeenCalledWith({ value: at(23, 9), fidelio: false })
  })

  it('a time already passed today moves to tomorrow', () => {
    expect(nextAlarmTime(at(23, 7, 30), NOW)).toBe(at(24, 7, 30))
  })

  it('setting a passed time stores tomorrow', () => {
    const { alarm } = fixture()
    expect(alarm.set(at(23, 7)).value).toBe(at(24, 7))
  })

  it('expiry clears the alarm', () => {
    const { clock, alarm, storage } = fixture()
    alarm.set(at(23, 9))
    clock.advance(at(23, 9) - NOW)
    expect(alarm.store.getState().alarm).toBeNull()
    expect(storage.entries.has(TIMER_STORAGE_KEYS.alarm)).toBe(false)
  })

  it('with the TV on the alarm shows without powering on', () => {
    const { clock, alarm, powerOn, show } = fixture()
    alarm.set(at(23, 9))
    clock.advance(at(23, 9) - NOW)
    expect(powerOn).not.toHaveBeenCalled()
    expect(show).toHaveBeenCalledOnce()
  })

  it('with the TV off the alarm powers on, then shows', async () => {
    const { clock, alarm, order } = fixture({ isTvOn: () => false })
    alarm.set(at(23, 9))
    clock.advance(at(23, 9) - NOW)
    await flush()
    expect(order).toEqual(['powerOn', 'show'])
  })

  it('setting a new alarm replaces the old one', () => {
    const { clock, alarm, show } = fixture()
    alarm.set(at(23, 9))
    alarm.set(at(23, 10))
    clock.advance(at(23, 10) - NOW)
    expect(show).toHaveBeenCalledOnce()
  })

  it('deactivating clears the alarm and nothing rings', () => {
    const { clock, alarm, show, answer } = fixture()
    alarm.set(at(23, 9))
    alarm.deactivate()
    clock.advance(at(23, 9) - NOW)
    expect(show).not.toHaveBeenCalled()
    expect(answer).not.toHaveBeenCalled()
  })

  it('a front-desk alarm answers OK when it rings', () => {
    const { clock, alarm, answer } = fixture()
    alarm.set(at(23, 9), { fidelio: true })
    clock.advance(at(23, 9) - NOW)
    expect(answer).toHaveBeenCalledWith('OK', { value: at(23, 9), fidelio: true })
  })

  it('a front-desk alarm answers DE when cancelled', () => {
    const { alarm, answer } = fixture()
    alarm.set(at(23, 9), { fidelio: true })
    alarm.deactivate()
    expect(answer).toHaveBeenCalledWith('DE', { value: at(23, 9), fidelio: true })
  })

  it('a front-desk alarm replaced by another alarm answers DE, once, and the new one rings', () => {
    const { clock, alarm, answer, show } = fixture()
    alarm.set(at(23, 9), { fidelio: true })
    alarm.set(at(23, 10))
    expect(answer.mock.calls).toEqual([['DE', { value: at(23, 9), fidelio: true }]])
    clock.advance(at(23, 10) - NOW)
    expect(show).toHaveBeenCalledWith({ value: at(23, 10), fidelio: false })
    expect(answer).toHaveBeenCalledOnce()
  })

  it('a front-desk alarm replaced by another front-desk time answers DE for the first, OK for the second', () => {
    const { clock, alarm, answer } = fixture()
    alarm.set(at(23, 9), { fidelio: true })
    alarm.set(at(23, 9, 30), { fidelio: true })
    clock.advance(at(23, 9, 30) - NOW)
    expect(answer.mock.calls).toEqual([
      ['DE', { value: at(23, 9), fidelio: true }],
      ['OK', { value: at(23, 9, 30), fidelio: true }],
    ])
  })

  it('the same front-desk wake-up sent again is not a cancel', () => {
    const { clock, alarm, answer } = fixture()
    alarm.set(at(23, 9), { fidelio: true })
    alarm.set(at(23, 9), { fidelio: true })
    clock.advance(at(23, 9) - NOW)
    expect(answer.mock.calls).toEqual([['OK', { value: at(23, 9), fidelio: true }]])
  })

  it("a guest's alarm replaced by another answers nothing", () => {
    const { alarm, answer } = fixture()
    alarm.set(at(23, 9))
    alarm.set(at(23, 10), { fidelio: true })
    expect(answer).not.toHaveBeenCalled()
  })
})

describe('stored alarm at startup (portal spec §4 Alarm, §9 alarm stale limit 20 s)', () => {
  const stored = (value: number, fidelio = false) => {
    const storage = createMemoryStorage()
    storage.setItem(TIMER_STORAGE_KEYS.alarm, JSON.stringify({ value, fidelio }))
    return storage
  }

  it('a stored alarm over 20 s past is dropped', () => {
    const { clock, alarm, show, storage, answer } = fixture({
      storage: stored(NOW - ALARM_STALE_LIMIT_MS - 1),
    })
    alarm.restore()
    clock.advance(0)
    expect(show).not.toHaveBeenCalled()
    expect(storage.entries.size).toBe(0)
    expect(answer).not.toHaveBeenCalled()
  })

  it('a stored front-desk alarm over 20 s past is dropped and answered DE (it did not ring)', () => {
    const value = NOW - ALARM_STALE_LIMIT_MS - 1
    const { clock, alarm, show, answer } = fixture({ storage: stored(value, true) })
    alarm.restore()
    clock.advance(0)
    expect(show).not.toHaveBeenCalled()
    expect(answer.mock.calls).toEqual([['DE', { value, fidelio: true }]])
  })

  it('a stored alarm within 20 s past rings at once', () => {
    const { clock, alarm, show } = fixture({ storage: stored(NOW - ALARM_STALE_LIMIT_MS) })
    alarm.restore()
    clock.advance(0)
    expect(show).toHaveBeenCalledOnce()
  })

  it('a stored future alarm is scheduled again', () => {
    const { clock, alarm, show } = fixture({ storage: stored(at(23, 9)) })
    alarm.restore()
    expect(alarm.store.getState().alarm?.value).toBe(at(23, 9))
    clock.advance(at(23, 9) - NOW)
    expect(show).toHaveBeenCalledOnce()
  })

  it('a malformed stored alarm is dropped', () => {
    const storage = createMemoryStorage()
    storage.setItem(TIMER_STORAGE_KEYS.alarm, JSON.stringify({ value: 'soon' }))
    const { alarm } = fixture({ storage })
    alarm.restore()
    expect(storage.entries.size).toBe(0)
  })
})
