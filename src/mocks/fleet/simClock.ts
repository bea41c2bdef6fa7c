// The fleet simulation's clock (issue 20): virtual time that a thousand headless TVs share, moved on by
// a discrete-event loop. Time only advances when no real I/O is in flight: every HTTP exchange with the
// demo backend is `track`ed, so a request takes no virtual time except the latency the fleet adds on
// purpose. Timers due at the same millisecond fire together, in the order they were set.
import type { Clock, TimerHandle } from '../../time/clock'

type Timer = { at: number; seq: number; callback: () => void }

export type SimClock = Clock & {
  /** real async work the loop must wait for before time moves on */
  track<T>(work: Promise<T>): Promise<T>
  /** a promise that resolves after `ms` of virtual time */
  sleep(ms: number): Promise<void>
  /** runs the loop until virtual time `until` (every timer due by then has fired) */
  run(until: number): Promise<void>
  /** timers waiting */
  pending(): number
}

/** A binary min-heap of timers by (at, seq). */
function createHeap() {
  const items: Timer[] = []
  const less = (a: Timer, b: Timer) => a.at < b.at || (a.at === b.at && a.seq < b.seq)
  const swap = (i: number, j: number) => {
    const t = items[i] as Timer
    items[i] = items[j] as Timer
    items[j] = t
  }
  return {
    size: () => items.length,
    peek: (): Timer | undefined => items[0],
    push(timer: Timer): void {
      items.push(timer)
      for (let i = items.length - 1; i > 0;) {
        const parent = (i - 1) >> 1
        if (!less(items[i] as Timer, items[parent] as Timer)) break
        swap(i, parent)
        i = parent
      }
    },
    pop(): Timer | undefined {
      const top = items[0]
      const last = items.pop()
      if (items.length > 0 && last) {
        items[0] = last
        for (let i = 0; ;) {
          const l = 2 * i + 1
          const r = l + 1
          let m = i
          if (l < items.length && less(items[l] as Timer, items[m] as Timer)) m = l
          if (r < items.length && less(items[r] as Timer, items[m] as Timer)) m = r
          if (m === i) break
          swap(i, m)
          i = m
        }
      }
      return top
    },
  }
}

const macrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * `resolutionMs`: timers fire on this grid (due times rounded up to it), so TVs whose work falls in the
 * same slot send their requests together and the loop settles once per slot, not once per millisecond.
 * Figures per second are unchanged by a grid finer than a second.
 */
export function createSimClock(start = 0, resolutionMs = 1): SimClock {
  let now = start
  let seq = 0
  const heap = createHeap()
  const live = new Set<number>()
  let inflight = 0
  let idle: Array<() => void> = []

  const clock: SimClock = {
    now: () => now,
    setTimeout(callback, ms) {
      const due = now + Math.max(0, ms)
      const timer = { at: Math.ceil(due / resolutionMs) * resolutionMs, seq: ++seq, callback }
      heap.push(timer)
      live.add(timer.seq)
      return timer.seq
    },
    clearTimeout(handle: TimerHandle) {
      live.delete(handle as number)
    },
    track<T>(work: Promise<T>): Promise<T> {
      inflight += 1
      const done = () => {
        inflight -= 1
        if (inflight === 0) {
          const waiting = idle
          idle = []
          for (const resolve of waiting) resolve()
        }
      }
      return work.then(
        (value) => (done(), value),
        (error: unknown) => {
          done()
          throw error
        },
      )
    },
    sleep: (ms) => new Promise((resolve) => clock.setTimeout(resolve, ms)),
    async run(until) {
      await settle()
      for (;;) {
        const next = heap.peek()
        if (!next || next.at > until) break
        // every timer of this millisecond, then let their work (and its HTTP) finish; a cleared timer
        // (a request timeout that was not needed) moves nothing
        const at = next.at
        let fired = false
        while (heap.peek()?.at === at) {
          const timer = heap.pop() as Timer
          if (!live.delete(timer.seq)) continue
          now = at
          fired = true
          timer.callback()
        }
        if (fired) await settle()
      }
      now = Math.max(now, until)
    },
    pending: () => live.size,
  }

  /** Lets promise chains run and in-flight I/O finish, until nothing is left to wait for. */
  async function settle(): Promise<void> {
    for (;;) {
      await macrotask()
      if (inflight > 0) await new Promise<void>((resolve) => idle.push(resolve))
      else {
        await macrotask()
        if (inflight === 0) return
      }
    }
  }

  return clock
}

/** A TV's own view of the clock: everything it set is cancelled at once when it loses power. */
export function scopedClock(base: Clock): Clock & { dispose(): void } {
  const handles = new Set<TimerHandle>()
  let disposed = false
  return {
    now: () => base.now(),
    setTimeout(callback, ms) {
      if (disposed) return null
      const handle = base.setTimeout(() => {
        handles.delete(handle)
        if (!disposed) callback()
      }, ms)
      handles.add(handle)
      return handle
    },
    clearTimeout(handle) {
      handles.delete(handle)
      base.clearTimeout(handle)
    },
    dispose() {
      disposed = true
      for (const handle of handles) base.clearTimeout(handle)
      handles.clear()
    },
  }
}
