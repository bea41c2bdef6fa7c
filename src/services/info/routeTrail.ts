// Where a screen without data goes (portal spec §5: prayer, flight, news, weather and CMS screens leave
// automatically without data; §8: failures "silently return to the previous screen"). The router keeps
// only the current route, so this remembers the one before it.
//
// A screen may itself be the stored home page (the menu's home item is prayer, news, cms/…) and be the
// first one shown: leaving for the home page would then be a push to the same route, silently ignored
// (§2 'Same route.'), and the guest would stay on a spinner. It goes to the Home menu instead (§2 /home),
// the one screen that always has something to choose (§5: at least 1 menu).
import type { StoreApi } from 'zustand/vanilla'
import type { RouteState } from '../../stores'
import { DEFAULT_HOME_PATH } from '../homePath'
import { normalisePath } from '../router/routes'

/** where a screen without data goes instead of `path` when `path` is that screen itself */
export const LEAVE_FALLBACK_PATH = DEFAULT_HOME_PATH

/** `path`, unless it is the current route: then the Home menu (see above) */
export function leaveTarget(path: string, current: string | null): string {
  return current !== null && normalisePath(path) === current ? LEAVE_FALLBACK_PATH : path
}

export type RouteTrail = {
  /** the path to leave the current screen for: the previous screen, else the home page */
  leavePath(home: string): string
  stop(): void
}

export function createRouteTrail(route: StoreApi<RouteState>): RouteTrail {
  let previous: string | null = null
  // The screen that just left for lack of data, and where it went: it is not returned to from there,
  // or two empty screens would bounce between each other (news left for weather, weather for news, …).
  // Once the guest moves on from where it went, the chain is over.
  let left: { from: string | null; to: string } | null = null
  const stop = route.subscribe((state, prior) => {
    const from = prior.current?.path ?? null
    if (!state.current || from === null || state.current.path === from) return
    previous = from
    if (left && from === left.to) left = null
  })
  return {
    leavePath(home) {
      const current = route.getState().current?.path ?? null
      const back = previous !== null && previous !== current && previous !== left?.from
      const target = back && previous !== null ? previous : leaveTarget(home, current)
      left = { from: current, to: target }
      return target
    },
    stop,
  }
}
