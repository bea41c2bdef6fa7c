// Prayer times (portal spec §2 Prayer: five periods, next highlighted; §3 Prayer: fajr, dhuhr, asr,
// maghrib, isha; §7: the prayer list, first used). Times are 'HH:mm' on the hotel's wall clock, which
// is the TV's local time. The highlight moves on by itself: one timer, to the next period's start.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Prayer } from '../../api/types'
import type { Clock, TimerHandle } from '../../time/clock'

export const PRAYER_PERIODS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const
export type PrayerPeriod = (typeof PRAYER_PERIODS)[number]

const CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/

/** 'HH:mm' (seconds allowed) → [hours, minutes]; null when it is not a time of day. */
export function parseClockTime(text: string): [number, number] | null {
  const match = CLOCK_TIME.exec(text.trim())
  return match ? [Number(match[1]), Number(match[2])] : null
}

/** The instant `text` falls on, on the local day of `now` plus `days`; null for a malformed time. */
export function periodStart(text: string, now: number, days = 0): number | null {
  const time = parseClockTime(text)
  if (!time) return null
  const date = new Date(now)
  // setDate/setHours keep local wall-clock time across a daylight-saving change
  date.setDate(date.getDate() + days)
  date.setHours(time[0], time[1], 0, 0)
  return date.getTime()
}

/** Prayer times worth a screen: at least one period is a time of day. */
export const hasPrayerTimes = (prayer: Prayer | null): prayer is Prayer =>
  prayer !== null && PRAYER_PERIODS.some((period) => parseClockTime(prayer[period]) !== null)

export type NextPrayer = { period: PrayerPeriod; at: number }

/** portal spec §2: the next period is the first still to come today, else tomorrow's first. */
export function nextPrayer(prayer: Prayer, now: number): NextPrayer | null {
  let first: NextPrayer | null = null
  for (const period of PRAYER_PERIODS) {
    const at = periodStart(prayer[period], now)
    if (at === null) continue
    if (at > now) return { period, at }
    first ??= { period, at: periodStart(prayer[period], now, 1) ?? at }
  }
  return first
}

export type PrayerHighlight = {
  store: StoreApi<{ next: PrayerPeriod | null }>
  /** highlights the next period and keeps it current until stop() */
  start(prayer: Prayer): void
  stop(): void
}

/** The highlighted period, moved on at each period's start by a single timer on the injected clock. */
export function createPrayerHighlight({ clock }: { clock: Clock }): PrayerHighlight {
  const store = createStore<{ next: PrayerPeriod | null }>()(() => ({ next: null }))
  let timer: TimerHandle | null = null
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }
  const follow = (prayer: Prayer): void => {
    cancel()
    const now = clock.now()
    const next = nextPrayer(prayer, now)
    store.setState({ next: next?.period ?? null })
    if (next) timer = clock.setTimeout(() => follow(prayer), next.at - now)
  }
  return {
    store,
    start: follow,
    stop() {
      cancel()
      store.setState({ next: null })
    },
  }
}
