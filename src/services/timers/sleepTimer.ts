// portal spec §4 Sleep timer: none, set, cleared on expiry (TV to standby) or on Remove Current; setting a
// new one cancels the old. §3: value (ms) and date. §9: choices 5, 10, 15, 20, 30, 45, 60 minutes.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../../time/clock'
import { readJson, TIMER_STORAGE_KEYS, type KeyValueStorage } from './timerStorage'

export const SLEEP_TIMER_CHOICES_MIN = [5, 10, 15, 20, 30, 45, 60] as const
const MINUTE_MS = 60_000

/** value: duration in ms; date: unix ms when it was set */
export type SleepTimer = { value: number; date: number }
export type SleepTimerState = { timer: SleepTimer | null }

export type SleepTimerDeps = {
  clock: Clock
  storage: KeyValueStorage
  /** portal spec §4: expiry sends the TV to standby */
  standby(): void
}

export type SleepTimerService = {
  readonly store: StoreApi<SleepTimerState>
  /** false (nothing changes) for minutes outside the choices */
  set(minutes: number): boolean
  /** the settings' Remove Current */
  remove(): void
  /** at startup: a stored timer still running is rescheduled, an expired one dropped */
  restore(): void
}

export const sleepTimerExpiresAt = (timer: SleepTimer): number => timer.date + timer.value

const isSleepTimer = (value: unknown): value is SleepTimer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SleepTimer).value === 'number' &&
  typeof (value as SleepTimer).date === 'number'

export function createSleepTimer(deps: SleepTimerDeps): SleepTimerService {
  const { clock, storage } = deps
  const store = createStore<SleepTimerState>()(() => ({ timer: null }))
  let handle: TimerHandle | null = null

  function clear(): void {
    if (handle !== null) clock.clearTimeout(handle)
    handle = null
    storage.removeItem(TIMER_STORAGE_KEYS.sleepTimer)
    store.setState({ timer: null })
  }

  function schedule(timer: SleepTimer): void {
    if (handle !== null) clock.clearTimeout(handle)
    store.setState({ timer })
    storage.setItem(TIMER_STORAGE_KEYS.sleepTimer, JSON.stringify(timer))
    handle = clock.setTimeout(
      () => {
        handle = null
        clear()
        deps.standby()
      },
      Math.max(0, sleepTimerExpiresAt(timer) - clock.now()),
    )
  }

  function set(minutes: number): boolean {
    if (!(SLEEP_TIMER_CHOICES_MIN as readonly number[]).includes(minutes)) return false
    schedule({ value: minutes * MINUTE_MS, date: clock.now() })
    return true
  }

  function restore(): void {
    const stored = readJson(storage, TIMER_STORAGE_KEYS.sleepTimer)
    if (isSleepTimer(stored) && sleepTimerExpiresAt(stored) > clock.now()) schedule(stored)
    else clear()
  }

  return { store, set, remove: clear, restore }
}
