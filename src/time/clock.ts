// DESIGN.md "One clock": every timer goes through an injectable clock, so tests drive the HTTP timeout,
// a carousel's autoplay or the sleep timer in milliseconds instead of waiting on real timers.
// The clock lives here, beside the services that use it, not in renderer/ (issue #11: no src → renderer
// dependency for time). The renderer is given this clock at mountStage and only knows its shape
// (renderer/time/timerClock.ts), which this type satisfies structurally.

export type TimerHandle = unknown

export type Clock = {
  /** ms; only differences are used */
  now(): number
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}

/**
 * The longest delay a browser's (or Node's) setTimeout keeps: a longer one fires at once. A programme the
 * guide says ends in a month (a 24/7 channel's sentinel end) made its resync fire in a tight loop.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1

type NativeHandle = ReturnType<typeof globalThis.setTimeout>

/** a delay longer than MAX_TIMER_DELAY_MS, waited for in steps the platform keeps */
class LongTimer {
  native: NativeHandle | undefined
  constructor(callback: () => void, ms: number) {
    const arm = (left: number): void => {
      this.native =
        left > MAX_TIMER_DELAY_MS
          ? globalThis.setTimeout(() => arm(left - MAX_TIMER_DELAY_MS), MAX_TIMER_DELAY_MS)
          : globalThis.setTimeout(callback, left)
    }
    arm(ms)
  }
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) =>
    ms > MAX_TIMER_DELAY_MS ? new LongTimer(callback, ms) : globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle instanceof LongTimer ? handle.native : (handle as NativeHandle)),
}
