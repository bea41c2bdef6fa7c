// The bridges' timers (DESIGN.md "One clock"): the portal passes its clock in BridgeEnv; these are the
// defaults and the repeating timer the spec's polls need (hcap input refresh, remote-state check).
import type { BridgeClock, BridgeEnv, BridgeLog } from '../contract'

export const systemBridgeClock: BridgeClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

const PREFIX = '[bridge]'
export const consoleBridgeLog: BridgeLog = {
  info: (message, detail) => console.info(PREFIX, message, ...(detail === undefined ? [] : [detail])),
  warn: (message, detail) => console.warn(PREFIX, message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(PREFIX, message, ...(detail === undefined ? [] : [detail])),
}

export const clockOf = (env: BridgeEnv): BridgeClock => env.clock ?? systemBridgeClock
export const logOf = (env: BridgeEnv): BridgeLog => env.log ?? consoleBridgeLog

/**
 * Runs `tick` every `ms` until the returned stop is called (a chain of timeouts on the given clock). A
 * tick that throws is passed to `failed` (logged) and the next one still runs: one bad answer must not end
 * a poll the spec wants kept up (adapters spec §4, §9: hcap input refresh, playmore remote-state check).
 */
export function repeatEvery(
  clock: BridgeClock,
  ms: number,
  tick: () => void,
  failed: (error: unknown) => void = (error) => consoleBridgeLog.error('repeating check failed', error),
): () => void {
  let handle: unknown = null
  let stopped = false
  const schedule = () => {
    handle = clock.setTimeout(() => {
      if (stopped) return
      try {
        tick()
      } catch (error) {
        failed(error)
      }
      if (!stopped) schedule() // a tick may have stopped the repeat
    }, ms)
  }
  schedule()
  return () => {
    stopped = true
    if (handle !== null) clock.clearTimeout(handle)
  }
}

/** Resolves `ms` later on the given clock: the spec's waits between two platform calls (adapters spec §9). */
export const waitOn = (clock: BridgeClock, ms: number): Promise<void> =>
  new Promise<void>((resolve) => void clock.setTimeout(resolve, ms))

/** A timer that can be (re)started and cancelled: debounces and one-shot delays. */
export function createTimer(clock: BridgeClock) {
  let handle: unknown = null
  return {
    start(ms: number, run: () => void) {
      if (handle !== null) clock.clearTimeout(handle)
      handle = clock.setTimeout(() => {
        handle = null
        run()
      }, ms)
    },
    cancel() {
      if (handle !== null) clock.clearTimeout(handle)
      handle = null
    },
    get running() {
      return handle !== null
    },
  }
}
