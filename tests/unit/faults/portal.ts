// A portal without a stage for the fault matrix (issue 20): the composition root's own pieces — the stores,
// the API client with the interceptor wired to them (src/app/api.ts), the overlay manager, the router,
// the media controller on a fake platform — plus the guest's stored data written by the real services
// (favourites, VOD resume positions, the alarm, the sleep timer, the cart). Every timer is on vitest's fake
// clock (systemClock reads it), so a cell runs the spec's timeouts in no real time. Test support only.
import { vi } from 'vitest'
import type { DeviceProperties } from '../../../bridges/contract'
import { createPortalApi, type PortalApi } from '../../../src/app/api'
import type { ApiClient } from '../../../src/api/client'
import { createTranslator, createDictionaryLoader } from '../../../src/i18n/i18n'
import { dictionary as laterEnglish } from '../../../locales/en_US.json?later'
import type { Logger } from '../../../src/services/logger'
import { createMediaController, type MediaService } from '../../../src/services/media'
import { createFakeBridge, type FakeBridge } from '../../../src/services/media/fakes'
import { createOverlayManager, openToast, type OverlayManager } from '../../../src/services/overlays'
import { createRouter, type Router } from '../../../src/services/router/router'
import { createCart, type CartService } from '../../../src/services/sideloads'
import { SERVICES_STORAGE_KEY } from '../../../src/services/session/constants'
import { memoryStorage } from '../../../src/services/session/storage'
import {
  createAlarm,
  createSleepTimer,
  type AlarmService,
  type SleepTimerService,
} from '../../../src/services/timers'
import { createResumeBook, guestKey } from '../../../src/services/vod/resume'
import { createStores, type HotelState, type Stores } from '../../../src/stores'
import { systemClock } from '../../../src/time/clock'
import { ORIGIN } from './backend'

export const ROOM_101: DeviceProperties = {
  mac: '02:00:00:00:01:01',
  ip: '10.0.1.101',
  serial: 'FAULTS101',
  firmware: '1',
  software: '1',
  manufacturer: 'Demo',
  product: 'Node',
  type: 'universal',
}
/** Emma Schneider in Room 101 (docs/BACKEND-API.md "The demo hotel") */
export const GUEST = { id: 5101, pms: 'PMS-240101' }

export type Translator = Awaited<ReturnType<typeof createTranslator>>
/** the portal's translator once the later features have joined, with their English (laterEnglish.ts) */
export async function createNodeTranslator(): Promise<Translator> {
  const translator = await createTranslator(createDictionaryLoader({ base: '/v2/', clock: systemClock }))
  translator.addEnglish(laterEnglish)
  return translator
}

export type LogEntry = { level: 'info' | 'warn' | 'error'; message: string }

export type NodePortal = {
  stores: Stores
  log: Logger & { entries: LogEntry[] }
  api: PortalApi
  client: ApiClient
  overlays: OverlayManager
  router: Router
  media: MediaService
  bridge: FakeBridge
  storage: ReturnType<typeof memoryStorage>
  session: ReturnType<typeof memoryStorage>
  win: Window & { reloads: () => number }
  translator: Translator
  t: (key: string, options?: Record<string, unknown>) => string
  cart: CartService
  alarm: AlarmService
  sleep: SleepTimerService
  /** everything shown to the guest so far: notices, the blocking notice, the error screen, overlays */
  seen: string[]
  /** what is stored for the guest: compared before and after each cell */
  stored(): unknown
}

function recordingLog(): NodePortal['log'] {
  const entries: LogEntry[] = []
  const at = (level: LogEntry['level']) => (message: string) => void entries.push({ level, message })
  return { entries, info: at('info'), warn: at('warn'), error: at('error') }
}

/** what an overlay request puts in front of the guest, in words */
function overlayText(kind: string, request: unknown): string {
  const r = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>
  const text = r['content'] ?? r['title'] ?? r['detail'] ?? ''
  return `${kind}: ${String(text)}`
}

function watch(stores: Stores, overlays: OverlayManager, seen: string[]): void {
  stores.app.subscribe((state, previous) => {
    const known = new Set(previous.notices.map((notice) => notice.id))
    for (const notice of state.notices) if (!known.has(notice.id)) seen.push(`notice: ${notice.text}`)
    if (state.blockingNotice && state.blockingNotice !== previous.blockingNotice)
      seen.push(`blocking: ${state.blockingNotice}`)
    if (state.phase === 'error' && previous.phase !== 'error')
      seen.push(`error screen: ${state.errorDetail ?? ''}`)
  })
  overlays.store.subscribe((state, previous) => {
    for (const [kind, entry] of Object.entries(state.overlays))
      if (entry && previous.overlays[kind as keyof typeof previous.overlays]?.id !== entry.id)
        seen.push(overlayText(kind, entry.request))
  })
}

/** The stores a healthy boot left (see bootPortal), copied into a fresh portal as "already running". */
export type BootedState = { hotel: HotelState }

export function createNodePortal(translator: Translator, booted: BootedState | null): NodePortal {
  const stores = createStores()
  const log = recordingLog()
  const storage = memoryStorage()
  const session = memoryStorage()
  let reloads = 0
  const win = {
    location: { origin: ORIGIN, pathname: '/v2/', search: '', reload: () => void reloads++ },
    localStorage: storage,
    sessionStorage: session,
    history: { pushState: () => undefined, replaceState: () => undefined },
    reloads: () => reloads,
  } as unknown as NodePortal['win']
  const api = createPortalApi({ win, log, stores })
  const overlays = createOverlayManager({
    clock: systemClock,
    focus: { openScope: () => undefined, closeScope: () => undefined },
  })
  const seen: string[] = []
  watch(stores, overlays, seen)
  const bridge = createFakeBridge({ properties: async () => ROOM_101 })
  bridge.mode = 'auto'
  api.attach(bridge)
  const media = createMediaController({
    bridge: () => bridge,
    clock: systemClock,
    power: () => stores.app.getState().power,
    hasFocus: () => true,
    convert: async (url) => url,
    log,
  })
  media.attach()
  const router = createRouter({
    stores,
    history: null,
    clock: systemClock,
    hasChannels: () => stores.hotel.getState().channels.length > 0,
    mode: () => ({
      usingBy: stores.hotel.getState().device?.using_by,
      config: stores.hotel.getState().config,
    }),
    hooks: {
      beforeNavigate: () => {
        overlays.abortAll()
        api.abortPending()
        media.abort()
      },
    },
  })
  const fixedT = translator.fixedT('en_US')
  const t = (key: string, options?: Record<string, unknown>) =>
    options === undefined ? fixedT(key) : fixedT(key, options)
  const cart = createCart({
    api: api.client,
    log,
    device: () => stores.hotel.getState().device,
    identity: () => stores.hotel.getState().properties,
  })
  const alarm = createAlarm({
    clock: systemClock,
    storage,
    isTvOn: () => true,
    powerOn: () => undefined,
    show: () => undefined,
    answer: () => undefined,
  })
  const sleep = createSleepTimer({ clock: systemClock, storage, standby: () => undefined })
  if (booted) {
    stores.hotel.setState(structuredClone(booted.hotel))
    stores.app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
    router.enable()
    router.push('/home', { replace: true })
  }
  seedStoredData({ storage, cart, alarm, sleep, booted: booted !== null, log })
  const stored = () => ({
    storage: storage.dump(),
    cart: cart.store.getState().items,
    alarm: alarm.store.getState().alarm,
    sleep: sleep.store.getState().timer,
  })
  return {
    stores,
    log,
    api,
    client: api.client,
    overlays,
    router,
    media,
    bridge,
    storage,
    session,
    win,
    translator,
    t,
    cart,
    alarm,
    sleep,
    seen,
    stored,
  }
}

/** The guest's data as the real services write it: three favourites, a VOD paused at 1234 s, a wake-up
 * alarm for tomorrow 07:00, a 60-minute sleep timer, and (once the device is known) a cart of two lines. */
function seedStoredData(deps: {
  storage: ReturnType<typeof memoryStorage>
  cart: CartService
  alarm: AlarmService
  sleep: SleepTimerService
  booted: boolean
  log: Logger
}): void {
  const { storage } = deps
  storage.setItem(SERVICES_STORAGE_KEY, JSON.stringify({ favourites: { [GUEST.id]: [1, 13, 27] } }))
  createResumeBook({ storage, log: deps.log }).record(
    guestKey({ id: GUEST.id, pms_id: GUEST.pms }),
    3,
    1234,
    5400,
  )
  const tomorrow = new Date(Date.now() + 24 * 3_600_000)
  tomorrow.setHours(7, 0, 0, 0)
  deps.alarm.set(tomorrow.getTime())
  deps.sleep.set(60)
  if (!deps.booted) return
  deps.cart.add({
    title: 'Club sandwich',
    count: 2,
    code: 'P-1',
    id: 1,
    price: 14,
    main: 'Room service',
    catalog: 'Food',
    endpoint: 'room-service',
    action_type: 'product',
  })
  deps.cart.add({
    title: 'Still water',
    count: 1,
    code: 'P-7',
    id: 7,
    price: 3,
    main: 'Room service',
    catalog: 'Drinks',
    endpoint: 'room-service',
    action_type: 'product',
  })
}

/** After a cell: the portal still navigates, plays and opens an overlay (issue 20 "the rest keeps
 * working"); each failure is a sentence for the test's message. */
export async function restWorks(
  portal: NodePortal,
  settle: (ms: number) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = []
  const { app, route } = portal.stores
  if (app.getState().phase !== 'ready') problems.push(`phase ${app.getState().phase}`)
  if (app.getState().blockingNotice) problems.push('a blocking notice is up')
  try {
    const from = route.getState().current?.path
    const to = from === '/live/all/home' ? '/home' : '/live/all/home'
    if (!portal.router.push(to)) problems.push(`navigation to ${to} refused`)
    if (route.getState().current?.path !== to) problems.push(`still on ${String(from)}`)
  } catch (error) {
    problems.push(`navigation threw ${String(error)}`)
  }
  await portal.media.play('http://hotel.local/media/streams/news/index.m3u8').catch((error: unknown) => {
    problems.push(`media: ${String(error)}`)
  })
  if (portal.media.store.getState().state !== 'playing')
    problems.push(`media ${portal.media.store.getState().state}`)
  const toast = openToast(portal.overlays, systemClock, { content: 'still here', theme: 'info' })
  await settle(3500)
  const closed = await Promise.race([toast, Promise.resolve(null)])
  if (!closed) problems.push('an overlay did not close')
  return problems
}

export const fakeTimers = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
}
