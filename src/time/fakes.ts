// Test doubles for time (DESIGN.md "One clock"): services, the API layer and the renderer's timers are
// tested on this clock instead of real timers. Not exported from any index.ts.
import type { Clock } from './clock'

/** A clock for tests: time moves only through advance(), which fires due timers in order. */
export function manualClock(start = 0) {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++
      timers.set(id, { at: now + Math.max(0, ms), callback })
      return id
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number)
    },
  }
  const advance = (ms: number): void => {
    const end = now + ms
    for (;;) {
      let due: [number, { at: number; callback: () => void }] | undefined
      for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry
      if (!due) break
      timers.delete(due[0])
      now = due[1].at
      due[1].callback()
    }
    now = end
  }
  return { clock, advance, pending: () => timers.size }
}
