// Where a screen without data goes (portal spec §5: prayer, flight, news, weather and CMS screens leave
// automatically without data; §8: failures "silently return to the previous screen"). The router keeps
// only the current route, so this remembers the one before it.
import type { StoreApi } from 'zustand/vanilla'
import type { RouteState } from '../../stores'

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
      const target = back && previous !== null ? previous : home
      left = { from: current, to: target }
      return target
    },
    stop,
  }
}
