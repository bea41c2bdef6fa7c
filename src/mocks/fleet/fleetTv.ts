// One headless TV of the fleet simulation (issue 20): the portal's own API layer (createHttp, the
// interceptor, the client) and its real boot, full sync, optional-step retries and remote-action poll,
// on the shared virtual clock, against the demo backend over real HTTP. No browser, no scene: what a
// TV asks the backend for, and when, is exactly what the portal's code decides.
import type { Bridge, DeviceProperties } from '../../../bridges/contract'
import { createApiClient } from '../../api/client'
import { createHttp, type FetchLike } from '../../api/http'
import { createInterceptor } from '../../api/interceptor'
import { createActionExecutor, type ActionExecutor } from '../../services/actions'
import { boot } from '../../services/boot'
import type { Logger } from '../../services/logger'
import { createOptionalRetry, type OptionalRetry } from '../../services/optionalRetry'
import { fullSync } from '../../services/sync'
import { createStores } from '../../stores'
import type { RequestRecord } from './metrics'
import { scopedClock, type SimClock } from './simClock'

/** what a page reload costs before the portal starts again (fetching and parsing the bundle) */
export const PAGE_LOAD_MS = 3000
/** LAN round trip plus the backend's work, added to every exchange in virtual time */
export const LATENCY_MS = 30
/** a refused connection fails this fast */
export const REFUSED_MS = 5
const WEBKIT_UA =
  'Mozilla/5.0 (Linux; Web0S) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0 Safari/537.36'

/** What stands between the TVs and the demo backend: up, down, or a proxy limiting the rate. */
export type Network = {
  /** 'refused': the backend host does not answer; 'proxy502': its reverse proxy answers 502 */
  mode: 'up' | 'refused' | 'proxy502'
  /** requests per second the proxy lets through before answering 503 (nginx limit_req); null: all */
  limitRps: number | null
  record(entry: RequestRecord): void
}

export type TvState = 'off' | 'booting' | 'home' | 'reloading' | 'error'

export type FleetTvDeps = {
  index: number
  mac: string
  backendUrl: string
  sim: SimClock
  network: Network
  /** a per-second counter shared by the fleet, for the proxy's limit */
  admitted: (at: number) => number
  random: () => number
  /** the poll's random phase (issue 20's jitter); false reproduces the behaviour before it */
  pollPhase: boolean
  pollIntervalMs: number
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const reply = (status: number, text: string) => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => text,
})

export function createFleetTv(deps: FleetTvDeps) {
  const { sim, network } = deps
  let state: TvState = 'off'
  let life: { alive: boolean; dispose(): void } | null = null
  let homeAt: number | null = null
  let reloads = 0

  const properties: DeviceProperties = {
    mac: deps.mac,
    ip: `10.20.${Math.floor(deps.index / 250)}.${(deps.index % 250) + 1}`,
    serial: `FLEET${deps.index}`,
    firmware: '1',
    software: '1',
    manufacturer: 'Fleet',
    product: 'Headless',
    type: 'universal',
  }
  const bridge = { name: 'universal' } as Bridge

  function start(): void {
    const clock = scopedClock(sim)
    let executor: ActionExecutor | null = null
    const retry: OptionalRetry = createOptionalRetry({ clock, log: silent, random: deps.random })
    const current = {
      alive: true,
      dispose() {
        current.alive = false
        executor?.stop()
        retry.stop()
        clock.dispose()
      },
    }
    life = current
    state = 'booting'
    const stores = createStores()

    const fetch: FetchLike = async (url, init) => {
      if (!current.alive) throw new TypeError('the TV is off')
      const at = sim.now()
      const path = new URL(url).pathname
      if (network.mode !== 'up') {
        network.record({ at, tv: deps.index, path, outcome: 'down' })
        if (network.mode === 'refused') {
          await sim.sleep(REFUSED_MS)
          throw new TypeError('fetch failed: connect ECONNREFUSED')
        }
        await sim.sleep(LATENCY_MS)
        return reply(502, '<html>502 Bad Gateway</html>')
      }
      if (network.limitRps !== null && deps.admitted(at) > network.limitRps) {
        network.record({ at, tv: deps.index, path, outcome: 'limited' })
        await sim.sleep(LATENCY_MS)
        return reply(503, '<html>503 Service Temporarily Unavailable</html>')
      }
      network.record({ at, tv: deps.index, path, outcome: 'served' })
      const response = await sim.track(globalThis.fetch(url, init))
      const text = await sim.track(response.text())
      await sim.sleep(LATENCY_MS)
      if (!current.alive) throw new TypeError('the TV is off')
      return reply(response.status, text)
    }

    const interceptor = createInterceptor({
      isSplashShown: () => stores.app.getState().phase === 'splash',
      isRouterReady: () => stores.app.getState().routerReady,
      show: () => undefined,
      showBlocking: (message) => {
        state = 'reloading'
        stores.app.setState({ blockingNotice: message })
      },
      // adapters spec §8: the page reloads after the N seconds the interceptor waited
      reload: () => {
        current.dispose()
        reloads += 1
        sim.setTimeout(() => {
          if (life === current) start()
        }, PAGE_LOAD_MS)
      },
      onError: () => undefined,
      log: silent,
      clock,
      random: deps.random,
    })
    const http = createHttp({
      baseUrl: () => deps.backendUrl,
      headers: () => ({
        'Platform-Language': 'en_US',
        'Channel-Language': 'en_US',
        'Device-Type': 'universal',
      }),
      fetch,
      clock,
      interceptor,
      log: silent,
    })
    const api = createApiClient(http, { clock, log: silent })

    void boot({
      stores,
      userAgent: WEBKIT_UA,
      loadBridge: async () => bridge,
      classes: [{ name: 'http', init: () => undefined }],
      loadLocalesAndTheme: async () => undefined,
      sync: () =>
        fullSync({
          stores,
          api,
          properties,
          applyLanguage: async () => undefined,
          storedLanguage: () => null,
          log: silent,
          retry,
        }),
      onReady: () => {
        stores.app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
        // portal spec §7: the remote actions run at start, then every interval (session feature)
        executor = createActionExecutor({
          stores,
          api,
          handlers: {},
          log: silent,
          clock,
          intervalMs: deps.pollIntervalMs,
          ...(deps.pollPhase ? { random: deps.random } : {}),
        })
        executor.start()
        state = 'home'
        homeAt ??= sim.now()
      },
      log: silent,
    }).then((booted) => {
      if (booted || !current.alive) return
      // the reload message keeps the TV waiting for its reload; anything else is the error screen
      if (!stores.app.getState().blockingNotice) state = 'error'
    })
  }

  return {
    index: deps.index,
    powerOn(): void {
      if (state === 'off') start()
    },
    powerOff(): void {
      life?.dispose()
      life = null
      state = 'off'
      homeAt = null
    },
    state: (): TvState => state,
    /** when it first reached Home since it was powered on */
    homeAt: (): number | null => homeAt,
    reloads: (): number => reloads,
  }
}

export type FleetTv = ReturnType<typeof createFleetTv>
