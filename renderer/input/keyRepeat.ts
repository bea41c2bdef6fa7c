// A held arrow must scroll steadily, not queue a backlog: TV remotes repeat at 10–30 Hz and a slow
// frame would otherwise leave a list scrolling on after the key is released. Repeats are dropped, never
// delayed; a fresh press always passes.

export type KeyPress = { key: string; repeat: boolean }

export type KeyRepeatThrottleOptions = {
  /** at most one repeat of a key per interval */
  intervalMs: number
  /** injectable clock (DESIGN.md: one clock) */
  now: () => number
}

export type KeyRepeatThrottle = {
  accept: (press: KeyPress) => boolean
  /** forget every key's last accepted time (e.g. after the app regains platform focus) */
  reset: () => void
}

export function createKeyRepeatThrottle({ intervalMs, now }: KeyRepeatThrottleOptions): KeyRepeatThrottle {
  const lastAccepted = new Map<string, number>()
  return {
    accept({ key, repeat }) {
      const time = now()
      if (repeat) {
        const last = lastAccepted.get(key)
        if (last !== undefined && time - last < intervalMs) return false
      }
      lastAccepted.set(key, time)
      return true
    },
    reset() {
      lastAccepted.clear()
    },
  }
}
