// Time as a dependency: the HTTP timeout, the interceptor's reload delay and the CDN token expiry all
// read it, so tests drive them with a fake clock instead of real timers.

export type TimerHandle = unknown

export type Clock = {
  /** unix ms */
  now(): number
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** Minimal logger the API layer needs; src/services/logger.ts `Logger` satisfies it. */
export type ApiLog = {
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

export const silentLog: ApiLog = { warn: () => undefined, error: () => undefined }
