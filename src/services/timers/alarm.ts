// portal spec §4 Alarm: none, set, cleared on expiry. TV on: shows video or image; TV off: powers on then
// shows. Deactivating clears. A stored alarm over 20 s past at startup is dropped. A time already passed
// today moves to tomorrow. From the front-desk system (fidelio): answer OK on firing, DE on cancel.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../../time/clock'
import { readJson, TIMER_STORAGE_KEYS, type KeyValueStorage } from './timerStorage'

/** portal spec §9: alarm stale limit 20 s */
export const ALARM_STALE_LIMIT_MS = 20_000

/** value: unix ms it rings; fidelio: set by the front-desk system; timeout: seconds it stays shown (§3) */
export type Alarm = { value: number; fidelio: boolean; timeout?: number }
export type AlarmOptions = { fidelio?: boolean; timeout?: number }
export type AlarmState = { alarm: Alarm | null }
/** POST /api/fidelio/wakeup/answer status (portal spec §7) */
export type WakeupAnswer = 'OK' | 'DE'

export type AlarmDeps = {
  clock: Clock
  storage: KeyValueStorage
  isTvOn(): boolean
  powerOn(): Promise<void> | void
  /** shows the alarm's video or image */
  show(alarm: Alarm): void
  answer(status: WakeupAnswer, alarm: Alarm): void
}

export type AlarmService = {
  readonly store: StoreApi<AlarmState>
  /**
   * sets (replacing any alarm; a front-desk alarm replaced by another is answered DE); a time already
   * passed today moves to tomorrow
   */
  set(value: number, options?: AlarmOptions): Alarm
  deactivate(): void
  /**
   * at startup: drops a stored alarm over 20 s past (a front-desk one answered DE), rings one just past,
   * schedules a future one
   */
  restore(): void
}

/** portal spec §4: a time already passed today moves to the same time tomorrow (local time) */
export function nextAlarmTime(value: number, now: number): number {
  if (value > now) return value
  const at = new Date(value)
  const next = new Date(now)
  next.setHours(at.getHours(), at.getMinutes(), at.getSeconds(), 0)
  if (next.getTime() <= now) next.setDate(next.getDate() + 1)
  return next.getTime()
}

const isAlarm = (value: unknown): value is Alarm =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Alarm).value === 'number' &&
  typeof (value as Alarm).fidelio === 'boolean'

export function createAlarm(deps: AlarmDeps): AlarmService {
  const { clock, storage } = deps
  const store = createStore<AlarmState>()(() => ({ alarm: null }))
  let handle: TimerHandle | null = null

  function clear(): void {
    if (handle !== null) clock.clearTimeout(handle)
    handle = null
    storage.removeItem(TIMER_STORAGE_KEYS.alarm)
    store.setState({ alarm: null })
  }

  async function ring(alarm: Alarm): Promise<void> {
    clear()
    if (alarm.fidelio) deps.answer('OK', alarm)
    if (!deps.isTvOn()) await deps.powerOn()
    deps.show(alarm)
  }

  function schedule(alarm: Alarm): void {
    if (handle !== null) clock.clearTimeout(handle)
    store.setState({ alarm })
    storage.setItem(TIMER_STORAGE_KEYS.alarm, JSON.stringify(alarm))
    handle = clock.setTimeout(() => void ring(alarm), Math.max(0, alarm.value - clock.now()))
  }

  function set(value: number, options: AlarmOptions = {}): Alarm {
    const alarm: Alarm = { value: nextAlarmTime(value, clock.now()), fidelio: options.fidelio === true }
    if (options.timeout !== undefined && options.timeout > 0) alarm.timeout = options.timeout
    const previous = store.getState().alarm
    schedule(alarm)
    // a front-desk wake-up replaced by another alarm will not ring: the front desk hears DE, as for a
    // cancel (the same wake-up sent again is not a cancel)
    if (previous?.fidelio && !(alarm.fidelio && alarm.value === previous.value)) deps.answer('DE', previous)
    return alarm
  }

  function deactivate(): void {
    const alarm = store.getState().alarm
    clear()
    if (alarm?.fidelio) deps.answer('DE', alarm)
  }

  function restore(): void {
    const stored = readJson(storage, TIMER_STORAGE_KEYS.alarm)
    if (!isAlarm(stored)) return clear()
    if (stored.value < clock.now() - ALARM_STALE_LIMIT_MS) {
      clear()
      // dropped without ringing (the TV was off the mains at its time): a front-desk wake-up is answered
      // DE, so the hotel system does not keep it pending
      if (stored.fidelio) deps.answer('DE', stored)
      return
    }
    schedule(stored)
  }

  return { store, set, deactivate, restore }
}
