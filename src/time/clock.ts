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

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}
