import type { Clock, TimerHandle } from '../../time/clock'
import type { Config, UsingBy } from '../../api/types'
import type { Stores } from '../../stores'
import { BASE_PATH, matchRoute, normalisePath, type RouteMatch } from './routes'

// portal spec §2: a route push fails with these texts ('Same route.' is silently ignored).
export const ROUTE_ERRORS = {
  missingName: 'Name property is missing',
  notFound: 'Not found.',
  sameRoute: 'Same route.',
  noChannels: 'The platform has no channels',
} as const

/** portal spec §2: after navigation, remote navigation is re-enabled after 1 s and play emitted after 5 s. */
export const NAVIGATION_REENABLE_MS = 1000
export const PLAY_ACTION_DELAY_MS = 5000

export class RouteError extends Error {}

export type HistoryLike = Pick<History, 'pushState' | 'replaceState'>

/** What a navigation does to the rest of the portal (portal spec §2 Route guard); all optional. */
export type NavigationHooks = {
  /** before: disable remote navigation, clear timeouts and the channel list, leave fullscreen, abort
   * media requests, reset the TV window, clear the background */
  beforeNavigate?: (to: RouteMatch) => void
  /** after 1 s, only if the device is on */
  enableNavigation?: () => void
  isDeviceOn?: () => boolean
  /** after 5 s */
  emitPlay?: (route: RouteMatch) => void
  /** right after: platform state cleared */
  clearPlatformState?: () => void
}

export type RouterContext = {
  /** the router keeps the current route and the enabled flag in stores.route */
  stores: Stores
  history: HistoryLike | null
  mode: () => { usingBy: UsingBy | undefined; config: Config }
  /** welcome gate (portal spec §2): a guest who has not completed welcome goes to /welcome */
  welcomeNeeded?: () => boolean
  hasChannels?: () => boolean
  hooks?: NavigationHooks
  clock?: Clock
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
  const hooks = context.hooks ?? {}
  const timers: TimerHandle[] = []
  /** a navigation's play action (§2, after 5 s) has not been emitted yet */
  let playDue = false

  function resolve(path: string): RouteMatch {
    if (!path) throw new RouteError(ROUTE_ERRORS.missingName)
    let normalised = normalisePath(path)
    const { usingBy, config } = context.mode()
    if (normalised === '/') normalised = rootRedirect(usingBy, config)
    const welcomeNeeded = context.welcomeNeeded?.() ?? false
    // portal spec §2 Route guard: not-yet-welcomed guests go to /welcome; welcomed ones asking for it go to the root.
    if (welcomeNeeded && normalised !== '/welcome') normalised = '/welcome'
    else if (!welcomeNeeded && normalised === '/welcome') normalised = rootRedirect(usingBy, config)
    const match = matchRoute(normalised)
    if (!match) throw new RouteError(ROUTE_ERRORS.notFound)
    if (match.name === 'live' && context.hasChannels && !context.hasChannels())
      throw new RouteError(ROUTE_ERRORS.noChannels)
    return match
  }

  function schedule(callback: () => void, ms: number): void {
    if (context.clock) timers.push(context.clock.setTimeout(callback, ms))
  }

  function clearTimers(): void {
    for (const timer of timers.splice(0)) context.clock?.clearTimeout(timer)
    playDue = false
  }

  return {
    /** Navigates; false when cancelled or ignored. Throws RouteError for bad paths. */
    push(path: string, options: { replace?: boolean } = {}): boolean {
      const { enabled, current } = context.stores.route.getState()
      if (!enabled) return false // portal spec §2 Route guard: a disabled router cancels navigation.
      const match = resolve(path)
      if (current && current.path === match.path) return false // 'Same route.' silently ignored
      clearTimers()
      hooks.beforeNavigate?.(match)
      const url = BASE_PATH + match.path.replace(/^\//, '')
      if (options.replace) context.history?.replaceState(null, '', url)
      else context.history?.pushState(null, '', url)
      context.stores.route.setState({ current: match })
      hooks.clearPlatformState?.()
      schedule(() => {
        if (hooks.isDeviceOn?.() ?? true) hooks.enableNavigation?.()
      }, NAVIGATION_REENABLE_MS)
      playDue = context.clock !== undefined
      schedule(() => {
        playDue = false
        hooks.emitPlay?.(match)
      }, PLAY_ACTION_DELAY_MS)
      return true
    },
    /**
     * true between a navigation and its play action (§2: 5 s later): what starts in between (the remote
     * actions, which join after the start route is drawn) waits for that play action as if it had run
     */
    playPending(): boolean {
      return playDue
    },
    enable(): void {
      context.stores.route.setState({ enabled: true })
    },
    disable(): void {
      context.stores.route.setState({ enabled: false })
    },
    dispose(): void {
      clearTimers()
    },
  }
}

export type Router = ReturnType<typeof createRouter>
