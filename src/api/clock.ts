// Time as a dependency: the HTTP timeout, the interceptor's reload delay and the CDN token expiry all
// read it, so tests drive them with a fake clock instead of real timers.

// The one clock type of the project lives in the renderer (it knows nothing about hotels); the app
// re-exports it so services and the renderer share timers structurally.
export { systemClock } from '../../renderer/time/clock'
export type { Clock, TimerHandle } from '../../renderer/time/clock'

/** Minimal logger the API layer needs; src/services/logger.ts `Logger` satisfies it. */
export type ApiLog = {
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

export const silentLog: ApiLog = { warn: () => undefined, error: () => undefined }
