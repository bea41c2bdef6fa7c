import type { Bridge } from '../../bridges/contract'
import { checkBaseUrl } from '../api/baseUrl'
import { createApiClient, type ApiClient } from '../api/client'
import { bridgeHeaders } from '../api/headers'
import { createAbortGroup, createHttp } from '../api/http'
import { createInterceptor } from '../api/interceptor'
import { systemClock } from '../time/clock'
import { describeError, type Logger } from '../services/logger'
import { pushNotice, type Stores } from '../stores'

/**
 * The API client bound to the platform bridge (base URL and headers come from the bridge, adapters
 * spec §7) with the interceptor of adapters spec §8 wired to the portal's stores.
 */
export function createPortalApi({ win, log, stores }: { win: Window; log: Logger; stores: Stores }) {
  const { app } = stores
  let bridge: Bridge | null = null
  const interceptor = createInterceptor({
    isSplashShown: () => app.getState().phase === 'splash',
    isRouterReady: () => app.getState().routerReady,
    show: (message) => pushNotice(app, message, 'danger', systemClock),
    showBlocking: (message) => app.setState({ blockingNotice: message }),
    reload: () => win.location.reload(),
    // portal spec §7: all failures go to a common error handler; it logs with the call's context.
    onError: (error) => log.error(`API ${error.path}: ${describeError(error)}`, error),
    log,
    clock: systemClock,
    random: Math.random,
  })
  const http = createHttp({
    // issue 20: only http(s), no credentials; a bad one fails the boot with its reason (src/api/baseUrl.ts)
    baseUrl: async () => checkBaseUrl(bridge ? await bridge.baseUrl() : win.location.origin),
    headers: () => (bridge ? bridgeHeaders(bridge, win.sessionStorage)() : {}),
    interceptor,
    log,
  })
  const client: ApiClient = createApiClient(http)
  // portal spec §2: each navigation aborts pending media requests; calls made for a screen carry this signal.
  const screenRequests = createAbortGroup()
  return {
    client,
    screenSignal: () => screenRequests.signal,
    abortPending: () => screenRequests.abort(),
    attach(started: Bridge) {
      bridge = started
    },
  }
}

export type PortalApi = ReturnType<typeof createPortalApi>
