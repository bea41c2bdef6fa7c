import { createStore, type StoreApi } from 'zustand/vanilla'
import type { RouteMatch } from '../services/router/routes'

/** The current screen and whether navigation is allowed (portal spec §2 Route guard). */
export type RouteState = { current: RouteMatch | null; enabled: boolean }

export const initialRouteState: RouteState = { current: null, enabled: false }

/** One per portal instance (src/stores/index.ts createStores); the router writes it. */
export function createRouteStore(): StoreApi<RouteState> {
  return createStore<RouteState>()(() => initialRouteState)
}
