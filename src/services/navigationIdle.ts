// portal spec §4: "Navigation idle check every 8000 ms emits sleep unless scope is sleep-protected."
// A check that finds no key since the previous check emits 'sleep' once (until the next key); the app
// hides the transient chrome (info bar, live OSD) on it. Scopes where the guest is filling something in
// (dialogs, keyboard, service menu, settings) are sleep-protected.
import type { Clock, TimerHandle } from '../time/clock'

/** portal spec §4: navigation idle check every 8000 ms */
export const NAVIGATION_IDLE_CHECK_MS = 8000

export type NavigationIdleDeps = {
  clock: Clock
  /** the focus scope now active */
  activeScope: () => string
  isSleepProtected: (scope: string) => boolean
  onSleep: () => void
}

export function createNavigationIdle(deps: NavigationIdleDeps) {
  let timer: TimerHandle | null = null
  let activity = false
  let asleep = false

  const check = () => {
    timer = deps.clock.setTimeout(check, NAVIGATION_IDLE_CHECK_MS)
    if (activity) {
      activity = false
      return
    }
    if (asleep || deps.isSleepProtected(deps.activeScope())) return
    asleep = true
    deps.onSleep()
  }

  return {
    start() {
      if (timer === null) timer = deps.clock.setTimeout(check, NAVIGATION_IDLE_CHECK_MS)
    },
    stop() {
      if (timer !== null) deps.clock.clearTimeout(timer)
      timer = null
    },
    /** every remote key counts as navigation */
    touch() {
      activity = true
      asleep = false
    },
  }
}

export type NavigationIdle = ReturnType<typeof createNavigationIdle>

export type SleepChromeDeps = {
  overlays: { current(kind: 'infobar'): unknown; close(kind: 'infobar', outcome: 'closed'): unknown }
  /** the live session, when Live TV has joined */
  live: () => { store: { getState(): { view: string } }; setView(view: 'home'): void } | undefined
}

/**
 * What sleep hides: the info bar, and the live OSD (the channel's info bar, portal spec §2 Live TV
 * sections), which goes back to the channel view.
 */
export function sleepChrome(deps: SleepChromeDeps): () => void {
  return () => {
    if (deps.overlays.current('infobar')) deps.overlays.close('infobar', 'closed')
    const live = deps.live()
    if (live?.store.getState().view === 'osd') live.setView('home')
  }
}
