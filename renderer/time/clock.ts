// DESIGN.md "One clock": every timer goes through an injectable clock, so tests run a carousel's
// autoplay in milliseconds. The shape matches the app's clock (src/api/clock.ts) structurally, so a
// scene passes the app's clock straight in; the renderer imports nothing from src/.

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
