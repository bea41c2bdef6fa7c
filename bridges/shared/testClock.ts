// A clock for the bridges' tests (DESIGN.md "One clock"): time moves only through advance(), which fires
// due timers in order and lets the promises each one released run before the next. Test support only.
import type { BridgeClock } from '../contract'

/** Lets pending promise callbacks (and the fakes' own microtasks) run. */
export const flushPromises = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

export function createTestClock(start = 0) {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  const clock: BridgeClock = {
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
  async function advance(ms: number): Promise<void> {
    const end = now + ms
    await flushPromises()
    for (;;) {
      let due: [number, { at: number; callback: () => void }] | undefined
      for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry
      if (!due) break
      timers.delete(due[0])
      now = due[1].at
      due[1].callback()
      await flushPromises()
    }
    now = end
    await flushPromises()
  }
  return { clock, advance, pending: () => timers.size }
}
