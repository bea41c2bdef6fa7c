// adapters spec §4 Application focus: events applicationFocusing (the portal is active) and
// applicationUnfocused (another app is active). A launched app resolves once the portal loses focus;
// closing resolves once the portal regains focus. §9 Action timeout 60000 ms bounds the wait.
// §3 Predefined apps: the list a family adds to what the platform reports installed.
import type { AppEntry, BridgeClock } from '../contract'
import type { Emitter } from './emitter'

export const ACTION_TIMEOUT_MS = 60_000

type Waiter = { want: boolean; resolve: (reached: boolean) => void; timer: unknown }

export function createAppFocus(emitter: Emitter, clock: BridgeClock) {
  let focused = true
  let waiters: Waiter[] = []

  function settle(reached: boolean, waiter: Waiter) {
    clock.clearTimeout(waiter.timer)
    waiters = waiters.filter((other) => other !== waiter)
    waiter.resolve(reached)
  }

  return {
    focused: () => focused,
    /** the platform says whether the portal has focus; a change emits the spec's event */
    report(next: boolean) {
      if (next === focused) return
      focused = next
      emitter.emit('focus', next ? 'applicationFocusing' : 'applicationUnfocused')
      for (const waiter of [...waiters]) if (waiter.want === next) settle(true, waiter)
    },
    /** resolves true when focus becomes `want` (at once if it is), false after the action timeout */
    waitFor(want: boolean): Promise<boolean> {
      if (focused === want) return Promise.resolve(true)
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = { want, resolve, timer: null }
        waiter.timer = clock.setTimeout(() => settle(false, waiter), ACTION_TIMEOUT_MS)
        waiters.push(waiter)
      })
    },
    clear() {
      for (const waiter of [...waiters]) settle(false, waiter)
    },
  }
}

export type AppFocus = ReturnType<typeof createAppFocus>

/** The installed apps, then each predefined app the platform did not list (adapters spec §3). */
export function withPredefinedApps(listed: AppEntry[], predefined: readonly AppEntry[]): AppEntry[] {
  return [...listed, ...predefined.filter((app) => !listed.some((entry) => entry.key === app.key))]
}
