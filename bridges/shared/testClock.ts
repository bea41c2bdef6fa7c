// The project's one fake clock (DESIGN.md "One clock"). It lives in bridges/, the lowest layer, so every
// layer may use it: src/time/fakes.ts can re-export `manualClock` for the services, the API layer and the
// renderer, and the bridges' rigs use `createTestClock`. Time moves only through advance(), which fires
// due timers in order (the earliest first; equal times in the order they were set). Test support only.
import type { BridgeClock } from '../contract'

type Timer = { at: number; callback: () => void }

/** Lets pending promise callbacks (and the fakes' own microtasks) run. */
export const flushPromises = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** The timers and the time both clocks share; they differ only in what runs between two timers. */
function createTimerQueue(start: number) {
  let now = start
  let nextId = 1
  const timers = new Map<number, Timer>()
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
  return {
    clock,
    now: () => now,
    pending: () => timers.size,
    /** fires the earliest timer due by `end` at its own time; false when none is due */
    fireNext(end: number): boolean {
      let due: [number, Timer] | undefined
      for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry
      if (!due) return false
      timers.delete(due[0])
      now = due[1].at
      due[1].callback()
      return true
    },
    moveTo(end: number) {
      now = end
    },
  }
}

/** A clock whose advance() is synchronous: for code whose timers lead to no promises. */
export function manualClock(start = 0) {
  const queue = createTimerQueue(start)
  const advance = (ms: number): void => {
    const end = queue.now() + ms
    while (queue.fireNext(end));
    queue.moveTo(end)
  }
  return { clock: queue.clock, advance, pending: queue.pending }
}

/** A clock whose advance() lets the promises each timer released settle before the next one fires. */
export function createTestClock(start = 0) {
  const queue = createTimerQueue(start)
  async function advance(ms: number): Promise<void> {
    const end = queue.now() + ms
    await flushPromises()
    while (queue.fireNext(end)) await flushPromises()
    queue.moveTo(end)
    await flushPromises()
  }
  return { clock: queue.clock, advance, pending: queue.pending }
}
