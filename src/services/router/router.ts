import { createStore } from 'zustand/vanilla'
import type { Config, UsingBy } from '../../api/types'
import { BASE_PATH, matchRoute, normalisePath, type RouteMatch } from './routes'

export type RouteState = { current: RouteMatch | null; enabled: boolean }

export const routeStore = createStore<RouteState>()(() => ({ current: null, enabled: false }))

// portal spec §2: a route push fails with these texts ('Same route.' is silently ignored).
export const ROUTE_ERRORS = {
  missingName: 'Name property is missing',
  notFound: 'Not found.',
  sameRoute: 'Same route.',
} as const

export class RouteError extends Error {}

export type HistoryLike = Pick<History, 'pushState' | 'replaceState'>

export type RouterContext = {
  history: HistoryLike | null
  mode: () => { usingBy: UsingBy | undefined; config: Config }
}

/** portal spec §2: / redirects by mode: DS → /DS; Public or start page tv → /live; others → /home. */
export function rootRedirect(usingBy: UsingBy | undefined, config: Config): string {
  if (usingBy === 'DS') return '/DS'
  if (usingBy === 'Public' || config['app_startpage.main'] === 'tv') return '/live'
  return '/home'
}

export function pathFromLocation(pathname: string): string {
  const base = BASE_PATH.replace(/\/$/, '')
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname
}

export function createRouter(context: RouterContext) {
  function resolve(path: string): RouteMatch {
    if (!path) throw new RouteError(ROUTE_ERRORS.missingName)
    let normalised = normalisePath(path)
    if (normalised === '/') {
      const { usingBy, config } = context.mode()
      normalised = rootRedirect(usingBy, config)
    }
    const match = matchRoute(normalised)
    if (!match) throw new RouteError(ROUTE_ERRORS.notFound)
    return match
  }

  return {
    /** Navigates; resolves false when cancelled or ignored. Throws RouteError for bad paths. */
    push(path: string, options: { replace?: boolean } = {}): boolean {
      const { enabled, current } = routeStore.getState()
      if (!enabled) return false // portal spec §2 Route guard: a disabled router cancels navigation.
      const match = resolve(path)
      if (current && current.path === match.path) return false // 'Same route.' silently ignored
      const url = BASE_PATH + match.path.replace(/^\//, '')
      if (options.replace) context.history?.replaceState(null, '', url)
      else context.history?.pushState(null, '', url)
      routeStore.setState({ current: match })
      return true
    },
    enable(): void {
      routeStore.setState({ enabled: true })
    },
    disable(): void {
      routeStore.setState({ enabled: false })
    },
  }
}

export type Router = ReturnType<typeof createRouter>
