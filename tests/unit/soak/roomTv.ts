// An idle room TV for the 7-day soak (issue 20), on one manual clock: the portal's API layer (createHttp,
// the interceptor, the client) against the demo hotel's handlers in-process, the boot sync, the remote
// action executor, the optional-step retries, the alarm and the sleep timer, the CDN converter, the live
// session, the media controller on a fake platform, and the Home and Live scenes with the background
// layer, drawn through the test stage with a counting texture cache. Test support only.
import { act, createElement, type ReactNode } from 'react'
import type { Texture } from 'pixi.js'
import { getResponse } from 'msw'
import { RendererContext, TextureCache, TextureCacheContext, useRenderer } from '../../../renderer'
import { Background as BackgroundLayer } from '../../../scenes/background/Background'
import { HomeScreen } from '../../../scenes/home/HomeScreen'
import { LiveScreen } from '../../../scenes/live/LiveScreen'
import { PortalContext } from '../../../scenes/shared/portalContext'
import { renderScene } from '../../../scenes/shared/testStage'
import { createApiClient } from '../../../src/api/client'
import { createHttp, type FetchLike } from '../../../src/api/http'
import { createInterceptor } from '../../../src/api/interceptor'
import { TranslateContext } from '../../../src/i18n/react'
import { createHandlers } from '../../../src/mocks/handlers'
import { createDemoState } from '../../../src/mocks/state'
import { createActionExecutor, createDeviceHandlers } from '../../../src/services/actions'
import { createBackground } from '../../../src/services/background'
import { createLiveTv } from '../../../src/services/live'
import { createCdnConverter, createMediaController } from '../../../src/services/media'
import { createFakeBridge } from '../../../src/services/media/fakes'
import { createOverlayManager } from '../../../src/services/overlays'
import { createOptionalRetry } from '../../../src/services/optionalRetry'
import { createRouter } from '../../../src/services/router/router'
import { matchRoute } from '../../../src/services/router/routes'
import { memoryStorage } from '../../../src/services/session/storage'
import { fullSync } from '../../../src/services/sync'
import { alarmActionHandler, createAlarm, createSleepTimer } from '../../../src/services/timers'
import { createStores, pushNotice } from '../../../src/stores'
import { manualClock } from '../../../src/time/fakes'
import english from '../../../locales/en_US.json'

export const ORIGIN = 'http://hotel.local'
export const ROOM_101 = {
  mac: '02:00:00:00:01:01',
  ip: '10.0.1.101',
  serial: 'SOAK101',
  firmware: '1',
  software: '1',
  manufacturer: 'Demo',
  product: 'Node',
  type: 'universal',
}
export const HOME_SLIDES = [
  '/media/img/background/home.svg',
  '/media/img/background/welcome.svg',
  '/media/img/cms/spa.svg',
]

type Log = { info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void }

/** English texts by dotted key (the scenes' t): the bundled dictionary, no i18next needed here */
function translate(key: string): string {
  let node: unknown = english
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : key
}

/** The renderer services of the test stage, with the app's clock for timers (load gates, autoplay), a
 * tween that finishes on that clock, and a mirror that takes root data. */
function withStageServices(clock: ReturnType<typeof manualClock>['clock'], children: ReactNode) {
  function Services() {
    const services = useRenderer()
    const value = {
      ...services,
      clock,
      mirror: Object.assign(Object.create(services.mirror) as object, { setRootData: () => undefined }),
      animate: (options: { durationMs: number; onUpdate(v: number): void; onComplete?(): void }) => {
        const handle = clock.setTimeout(() => {
          options.onUpdate(1)
          options.onComplete?.()
        }, options.durationMs)
        return { cancel: () => clock.clearTimeout(handle) }
      },
    } as unknown as typeof services
    return createElement(RendererContext.Provider, { value }, children)
  }
  return createElement(Services)
}

export async function createRoomTv(start: number) {
  const { clock, advance, pending } = manualClock(start)
  const demo = createDemoState(() => clock.now(), { sleep: async () => undefined })
  const handlers = createHandlers(demo)
  const requests: string[] = []
  const fetch: FetchLike = async (url, init) => {
    const request = new Request(url, init)
    requests.push(`${request.method} ${new URL(url).pathname}`)
    const response = await getResponse(handlers, request)
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch')
    return { ok: response.ok, status: response.status, text: () => response.text() }
  }
  const errors: string[] = []
  const log: Log = {
    info: () => undefined,
    warn: (m) => void errors.push(m),
    error: (m) => void errors.push(m),
  }
  const stores = createStores()
  const storage = memoryStorage()
  const interceptor = createInterceptor({
    isSplashShown: () => stores.app.getState().phase === 'splash',
    isRouterReady: () => stores.app.getState().routerReady,
    show: (message) => void pushNotice(stores.app, message, 'danger', clock),
    showBlocking: (message) => stores.app.setState({ blockingNotice: message }),
    reload: () => errors.push('reload'),
    onError: (error) => log.error(`API ${error.path}: ${error.message}`),
    log,
    clock,
    random: () => 0.5,
  })
  const http = createHttp({ baseUrl: () => ORIGIN, headers: () => ({}), fetch, clock, interceptor, log })
  const client = createApiClient(http, { clock, log })
  const bridge = createFakeBridge({ properties: async () => ROOM_101 })
  bridge.mode = 'auto'
  // counts who listens to the platform (media, power): a listener added per day is a leak
  let platformListeners = 0
  const on = bridge.on
  bridge.on = ((event: never, listener: never) => {
    platformListeners++
    const off = on(event, listener)
    return () => {
      platformListeners--
      off()
    }
  }) as typeof bridge.on
  const cdn = createCdnConverter({
    getToken: (request) => client.getCdnToken(request),
    clock,
    driver: () => 'medianova',
    platformOrigin: async () => ORIGIN,
    log,
  })
  const media = createMediaController({
    bridge: () => bridge,
    clock,
    power: () => stores.app.getState().power,
    hasFocus: () => true,
    convert: (url) => cdn.convert(url),
    log,
  })
  media.attach()
  const background = createBackground({ clock })
  const overlays = createOverlayManager({
    clock,
    focus: { openScope: () => undefined, closeScope: () => undefined },
  })
  const router = createRouter({
    stores,
    history: null,
    clock,
    hasChannels: () => stores.hotel.getState().channels.length > 0,
    mode: () => ({
      usingBy: stores.hotel.getState().device?.using_by,
      config: stores.hotel.getState().config,
    }),
    hooks: {
      beforeNavigate: () => {
        overlays.abortAll()
        media.abort()
        background.clear()
      },
    },
  })
  const retry = createOptionalRetry({ clock, log, random: () => 0.5 })
  const syncDeps = () => ({
    stores,
    api: client,
    properties: ROOM_101,
    applyLanguage: async () => undefined,
    storedLanguage: () => null,
    log,
    retry,
  })
  const alarm = createAlarm({
    clock,
    storage,
    isTvOn: () => stores.app.getState().power === 'on',
    powerOn: () => void bridge.setPower('on'),
    show: () => undefined,
    answer: () => undefined,
  })
  const sleep = createSleepTimer({ clock, storage, standby: () => void bridge.setPower('standby') })
  bridge.on('power', (power) => stores.app.setState({ power }))
  const executor = createActionExecutor({
    stores,
    api: client,
    handlers: createDeviceHandlers({
      bridge,
      stores,
      reload: () => errors.push('reload action'),
      syncGuest: async () => undefined,
      fullSync: () => fullSync(syncDeps()),
      maxVolume: () => 100,
    }),
    log,
    clock,
    random: () => 0.5,
  })
  executor.register('Alarm', alarmActionHandler(alarm))
  const live = createLiveTv({
    clock,
    log,
    media,
    api: client,
    signal: () => undefined,
    channels: () => stores.hotel.getState().channels,
    config: () => stores.hotel.getState().config,
    guest: () => stores.hotel.getState().device?.guest ?? null,
    device: () => ({ mac: ROOM_101.mac, ip: ROOM_101.ip, type: 'universal', lastTuned: null }),
    overlays,
    t: translate,
    storage,
    fetchJson: async () => ({ streams: [] }),
    resolveUrl: async (path) => (/^[a-z]+:/i.test(path) ? path : `${ORIGIN}${path}`),
    notify: (text, tone) => void pushNotice(stores.app, text, tone, clock),
  })
  let created = 0
  let destroyed = 0
  const destroyQueue: Array<() => void> = []
  const textures = new TextureCache<Texture>({
    load: async () => {
      created++
      return { texture: {} as Texture, width: 1280, height: 720 }
    },
    destroy: () => void destroyed++,
    schedule: (task) => destroyQueue.push(task),
  })
  const ports = { stores, media, background, captions: { press: async () => null } }
  const Screen = () => {
    const route = stores.route.getState().current
    if (route?.name === 'live') return createElement(LiveScreen, { live, route })
    return createElement(HomeScreen, { onSelect: () => undefined, log })
  }
  const tree = (screenKey: string) =>
    createElement(
      PortalContext.Provider,
      { value: ports },
      createElement(
        TranslateContext.Provider,
        { value: translate as never },
        createElement(
          TextureCacheContext.Provider,
          { value: textures },
          withStageServices(clock, [
            createElement(BackgroundLayer, { key: 'background', log }),
            createElement(Screen, { key: screenKey }),
          ]),
        ),
      ),
    )
  const scene = await renderScene(tree('boot'))
  /** the front desk and the demo controls, beside the TV (not in the TV's request list) */
  const frontDesk = async (path: string, body: unknown): Promise<void> => {
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }
    const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`, init))
    if (!response?.ok) throw new Error(`${path} answered ${response?.status ?? 'nothing'}`)
  }
  return {
    start,
    clock,
    advance,
    frontDesk,
    platformListeners: () => platformListeners,
    count: (prefix: string) => requests.filter((line) => line.startsWith(prefix)).length,
    pending,
    demo,
    requests,
    errors,
    stores,
    storage,
    client,
    bridge,
    media,
    cdn,
    background,
    router,
    retry,
    alarm,
    sleep,
    executor,
    live,
    textures,
    textureCount: () => created - destroyed,
    scene,
    /** moves the clock, commits what it caused, and lets retired textures go */
    async run(ms: number) {
      await act(async () => {
        advance(ms)
        // what the timers started (a poll's sync, a resync's fetch) settles inside the step
        await new Promise((resolve) => setImmediate(resolve))
      })
      await scene.step(() => destroyQueue.splice(0).forEach((task) => task()))
    },
    /** navigates and draws the route's screen */
    async go(path: string) {
      await act(async () => void router.push(path))
      await scene.render(tree(path))
    },
    /** runs something that changes what the scenes draw, inside React's act */
    during: (work: () => Promise<void>) => act(work),
    syncDeps,
    matchRoute,
  }
}

export type RoomTv = Awaited<ReturnType<typeof createRoomTv>>
