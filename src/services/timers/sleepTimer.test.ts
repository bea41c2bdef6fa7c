import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createSleepTimer, SLEEP_TIMER_CHOICES_MIN } from './sleepTimer'
import { createMemoryStorage, TIMER_STORAGE_KEYS } from './timerStorage'

const MINUTE = 60_000

function fixture(storage = createMemoryStorage(), clock = createFakeClock(1_000_000)) {
  const standby = vi.fn()
  return { clock, storage, standby, sleep: createSleepTimer({ clock, storage, standby }) }
}

describe('sleep timer (portal spec §4 Sleep timer, §9)', () => {
  it('the choices are 5, 10, 15, 20, 30, 45 and 60 minutes', () => {
    expect(SLEEP_TIMER_CHOICES_MIN).toEqual([5, 10, 15, 20, 30, 45, 60])
  })

  it('expiry sends the TV to standby and clears the timer', () => {
    const { clock, sleep, standby } = fixture()
    sleep.set(5)
    clock.advance(5 * MINUTE - 1)
    expect(standby).not.toHaveBeenCalled()
    clock.advance(1)
    expect(standby).toHaveBeenCalledOnce()
    expect(sleep.store.getState().timer).toBeNull()
  })

  it('a value outside the choices is refused', () => {
    const { sleep } = fixture()
    expect(sleep.set(7)).toBe(false)
    expect(sleep.store.getState().timer).toBeNull()
  })

  it('setting a new timer cancels the old one', () => {
    const { clock, sleep, standby } = fixture()
    sleep.set(5)
    sleep.set(10)
    clock.advance(5 * MINUTE)
    expect(standby).not.toHaveBeenCalled()
    clock.advance(5 * MINUTE)
    expect(standby).toHaveBeenCalledOnce()
  })

  it('Remove Current clears the timer and nothing fires', () => {
    const { clock, sleep, standby, storage } = fixture()
    sleep.set(5)
    sleep.remove()
    clock.advance(60 * MINUTE)
    expect(standby).not.toHaveBeenCalled()
    expect(storage.entries.has(TIMER_STORAGE_KEYS.sleepTimer)).toBe(false)
  })

  it('the timer is stored with its value in ms and the date it was set', () => {
    const { clock, sleep, storage } = fixture()
    sleep.set(15)
    expect(JSON.parse(storage.getItem(TIMER_STORAGE_KEYS.sleepTimer) ?? '')).toEqual({
      value: 15 * MINUTE,
      date: clock.now(),
    })
  })

  it('a stored timer still running is rescheduled at startup', () => {
    const first = fixture()
    first.sleep.set(10)
    first.clock.advance(4 * MINUTE)
    const restarted = fixture(first.storage, first.clock)
    restarted.sleep.restore()
    first.clock.advance(6 * MINUTE)
    expect(restarted.standby).toHaveBeenCalledOnce()
  })

  it('a stored timer already expired is dropped at startup without standby', () => {
    const storage = createMemoryStorage()
    storage.setItem(TIMER_STORAGE_KEYS.sleepTimer, JSON.stringify({ value: MINUTE, date: 0 }))
    const { clock, sleep, standby } = fixture(storage)
    sleep.restore()
    clock.advance(MINUTE)
    expect(standby).not.toHaveBeenCalled()
    expect(storage.entries.size).toBe(0)
  })

  it('malformed stored data is dropped', () => {
    const storage = createMemoryStorage()
    storage.setItem(TIMER_STORAGE_KEYS.sleepTimer, '{oops')
    const { sleep } = fixture(storage)
    sleep.restore()
    expect(sleep.store.getState().timer).toBeNull()
  })
})
