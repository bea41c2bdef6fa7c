import type { CallOptions } from './http'

/**
 * A call the portal repeats on a timer, not at the guest's asking, and goes on repeating after a
 * failure: the actions poll (every 5 s in the demo hotel) and the signage poll (10 s). (The cast
 * heartbeat stops at its first failure: the guide shows its error state.) adapters spec §8 shows the
 * error of any failed call
 * over the UI; a poll against a backend that stays down would show the same error again at each
 * attempt, a flashing notice every few seconds on every TV (and on the lobby's signage) for as long as
 * the outage lasts (found by the fault walk, README "Testing notes"). So a repeating call's first
 * failure is shown as any other, and its next attempts are `silent` (logged, never shown) until one
 * succeeds: the guest sees each outage once.
 */
export type RepeatingCall = <T>(run: (call: CallOptions) => Promise<T>) => Promise<T>

export function repeatingCall(): RepeatingCall {
  let failing = false
  return async (run) => {
    try {
      const result = await run({ silent: failing })
      failing = false
      return result
    } catch (error) {
      failing = true
      throw error
    }
  }
}
