// DESIGN.md "One clock": the renderer's timers (carousel autoplay, the list image-load gate) run on the
// clock the app hands to mountStage, so tests step them in milliseconds. The renderer knows nothing about
// hotels and imports nothing from src/, so it keeps only the shape it needs; the app's clock
// (src/time/clock.ts) satisfies it structurally.

export type TimerClock = {
  /** ms; only differences are used */
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}
