import type { DeviceProperties } from '../../bridges/contract'
import type { CallOptions } from '../api/http'
import type { Channel, Config, Device, Language, MenuItem, Prayer, VodItem, Weather } from '../api/types'
import { isLanguageCode } from '../i18n/languages'
import { DEFAULT_LANGUAGE, type Stores } from '../stores'
import { homePathFor } from './homePath'
import type { Logger } from './logger'
import type { OptionalRetry, RetryStep } from './optionalRetry'
import type { Clock, TimerHandle } from '../time/clock'

/** The calls a full sync makes (portal spec §4 Sync); the API client satisfies this. */
export type SyncApi = {
  getDevice(mac: string): Promise<Device | false>
  updateDevice(payload: Record<string, unknown>, call?: CallOptions): Promise<unknown>
  getConfig(): Promise<Config>
  getLanguages(): Promise<Language[]>
  getNavigation(): Promise<MenuItem[]>
  getWeather(call?: CallOptions): Promise<Weather[] | false>
  getPrayer(call?: CallOptions): Promise<Prayer[] | false>
  getVods(call?: CallOptions): Promise<VodItem[] | false>
  getChannels(call?: CallOptions): Promise<Channel[] | false>
}

export type SyncDeps = {
  /** the sync writes what the backend says into stores.hotel */
  stores: Stores
  api: SyncApi
  properties: DeviceProperties
  /** applies the interface language (locales, date locale); failures are logged, not fatal */
  applyLanguage: (code: string) => Promise<unknown>
  storedLanguage: () => string | null
  /**
   * keeps the language the sync chose as the session's (adapters spec §7: the Channel-Language header,
   * which the backend localises menus, data and channels by, is read from session storage, else it is the
   * platform's language). Without it a TV that booted for a guest already welcomed, or an empty room in a
   * hotel whose default is not the platform's language, drew its interface around another language's menus.
   */
  keepLanguage?: (code: string) => void
  log: Logger
  /**
   * portal spec §4 Sync "assign": a device the backend does not know is assigned to a location (the
   * installer's dialog, §5) before the sync goes on; without it an unknown device is 'Device Not Found'.
   */
  assign?: () => Promise<void>
  /** issue 20: retries the data steps that failed (optionalRetry.ts); none in tests that do not ask */
  retry?: OptionalRetry
  /** bounds the sync's wait for its optional steps (OPTIONAL_FEEDS_WAIT_MS); none: waits for them */
  clock?: Clock
}

/**
 * Not in the spec: how long the full sync waits for the optional feeds (weather, prayer times) before it
 * goes on. Each may take up to the request timeout (15 s) when the feeder does not answer, and they come
 * before the channels (§4 Sync, full), so a feeder that hangs held the splash for 30 s (found by the
 * fault walk). They are still asked for in the spec's order; a feed that answers later fills its widget
 * then. The film list (VOD, optional too, asked before the channels in the data sync) and the device
 * update (an optional write before the config) are bounded the same way: the VOD screen takes a list that
 * arrives after it opened.
 */
export const OPTIONAL_FEEDS_WAIT_MS = 3000

export class SyncError extends Error {}

export const MESSAGES = {
  deviceNotFound: 'Device Not Found',
  dsMode: 'The device started as DS mode.',
  noMenu: 'The platform must contain at least 1 menu',
  noLanguage: 'The platform must contain at least 1 language',
} as const

/** portal spec §4 Sync, full: device, update or assign, config, languages, language, menus, weather,
 * prayer times, then data and channels unless DS mode. */
export async function fullSync(deps: SyncDeps): Promise<void> {
  adoptSessionLanguage(deps)
  await syncDevice(deps)
  const device = deps.stores.hotel.getState().device
  const config = { ...(await deps.api.getConfig()), ...(device?.config ?? {}) }
  deps.stores.hotel.setState({ config })
  await syncLanguages(deps)
  await syncMenus(deps)
  const feeds = (async () => {
    await retried(deps, 'weather', async (call) => {
      if (config['services.weather'] === false) return
      const newest = latestFetch(deps, 'weather')
      const weather = await deps.api.getWeather(call)
      if (weather && newest()) deps.stores.hotel.setState({ weather })
    })
    await retried(deps, 'prayer times', async (call) => {
      const newest = latestFetch(deps, 'prayer times')
      const prayer = await deps.api.getPrayer(call)
      // portal spec §7: prayer list (first used)
      if (prayer && newest()) deps.stores.hotel.setState({ prayer: prayer[0] ?? null })
    })
  })()
  await atMost(deps, feeds, OPTIONAL_FEEDS_WAIT_MS, 'weather and prayer times')
  if (device?.using_by !== 'DS') await syncData(deps)
}

/**
 * Not in the spec: until the first languages sync (the boot), the interface is in the session's language
 * when the session has one of the portal's. The boot has loaded its dictionary by then (src/app/
 * startPortal.tsx loadLocalesAndTheme), so what a boot may end on before the languages are known (the
 * error screen's 'Device Not Found', the reload notice) reads in the language the guest last saw (after a
 * reload: the Reload action, the notice's countdown, the error screen's retry), not in the default one.
 * A first boot has none and stays in the default language; the languages sync then decides as before.
 */
function adoptSessionLanguage(deps: SyncDeps): void {
  const { hotel } = deps.stores
  if (hotel.getState().languages.length > 0) return
  const stored = deps.storedLanguage()
  if (isLanguageCode(stored) && stored !== hotel.getState().language) hotel.setState({ language: stored })
}

export async function syncDevice(deps: SyncDeps): Promise<void> {
  const { api, properties } = deps
  let device = await api.getDevice(properties.mac)
  if (!device && deps.assign) {
    await deps.assign()
    device = await api.getDevice(properties.mac)
  }
  if (!device) throw new SyncError(MESSAGES.deviceNotFound)
  deps.stores.hotel.setState({ mac: properties.mac, properties, device })
  // "update or assign": a known device reports its current properties. An optional write: a backend that
  // does not answer it held every boot for the 15 s request timeout (found by the fault walk, seed 91),
  // so it is waited for at most OPTIONAL_FEEDS_WAIT_MS like the feeds; it still goes before the config.
  const update = retried(deps, 'device update', (call) =>
    api.updateDevice({ ...properties, id: device.id, location: device.location }, call),
  )
  await atMost(deps, update, OPTIONAL_FEEDS_WAIT_MS, 'the device update')
}

export async function syncLanguages(deps: SyncDeps): Promise<void> {
  const languages = await deps.api.getLanguages()
  if (languages.length < 1) throw new SyncError(MESSAGES.noLanguage)
  const { device, config } = deps.stores.hotel.getState()
  const wanted =
    device?.guest?.language ??
    deps.storedLanguage() ??
    (typeof config.default_language === 'string' ? config.default_language : null) ??
    languages.find((language) => language.selected)?.code ??
    languages[0]?.code ??
    DEFAULT_LANGUAGE
  const language = languages.some((entry) => entry.code === wanted)
    ? wanted
    : (languages[0]?.code ?? DEFAULT_LANGUAGE)
  // the language the guest will see is the session's too, before the menus are fetched in it
  deps.keepLanguage?.(language)
  // The store changes after the dictionary is in, so the UI re-renders once, in the new language.
  await optional(deps, 'language', () => deps.applyLanguage(language))
  deps.stores.hotel.setState({ languages, language })
}

export async function syncMenus(deps: SyncDeps): Promise<void> {
  const menus = await deps.api.getNavigation()
  if (menus.length < 1) throw new SyncError(MESSAGES.noMenu)
  const { hotel } = deps.stores
  hotel.setState({ menus, homePath: homePathFor(menus, hotel.getState().device?.using_by) })
}

/**
 * portal spec §4 Sync "language (menus, data, channels)": what the backend localises, fetched again in
 * the language now chosen (a guest's own choice, a guest who left).
 */
export async function syncForLanguage(deps: SyncDeps): Promise<void> {
  await syncMenus(deps)
  await syncData(deps)
}

/** Data and channels; a DS device has neither (portal spec §4 Sync). */
export async function syncData(deps: SyncDeps): Promise<void> {
  if (deps.stores.hotel.getState().device?.using_by === 'DS') throw new SyncError(MESSAGES.dsMode)
  const films = retried(deps, 'vods', async (call) => {
    const newest = latestFetch(deps, 'vods')
    const vods = await deps.api.getVods(call)
    if (vods && newest()) deps.stores.hotel.setState({ vods })
  })
  await atMost(deps, films, OPTIONAL_FEEDS_WAIT_MS, 'the film list')
  await retried(deps, 'channels', async (call) => {
    const channels = await deps.api.getChannels(call)
    if (channels) deps.stores.hotel.setState({ channels })
  })
}

/**
 * The sync does not wait for the optional data past OPTIONAL_FEEDS_WAIT_MS, so two syncs can overlap (a
 * language change while the film list of the one before is still on its way): a fetch writes the store
 * only while no later fetch of the same data has started, so a late answer in the old language never
 * replaces the new one.
 */
const fetchCounts = new WeakMap<object, Map<string, number>>()
function latestFetch(deps: SyncDeps, what: string): () => boolean {
  const counts = fetchCounts.get(deps.stores.hotel) ?? new Map<string, number>()
  fetchCounts.set(deps.stores.hotel, counts)
  const mine = (counts.get(what) ?? 0) + 1
  counts.set(what, mine)
  return () => counts.get(what) === mine
}

/** `work`, or `ms` on the sync's clock if that comes first (the work goes on; `retried` never rejects) */
async function atMost(deps: SyncDeps, work: Promise<void>, ms: number, what: string): Promise<void> {
  const clock = deps.clock
  if (!clock) return work
  let timer: TimerHandle | null = null
  const late = new Promise<'late'>((resolve) => {
    timer = clock.setTimeout(() => resolve('late'), ms)
  })
  const outcome = await Promise.race([work, late])
  if (timer !== null) clock.clearTimeout(timer)
  if (outcome === 'late') deps.log.warn(`Sync goes on without ${what}: no answer within ${ms} ms yet`)
}

/** A data step whose failure is logged, does not stop the boot and is retried (issue 20: an optional
 * feed never takes a TV down; its screen shows no data until a retry or the next sync brings it). */
async function retried(deps: SyncDeps, what: string, step: RetryStep): Promise<void> {
  try {
    await step({})
    deps.retry?.succeeded(what)
  } catch (error) {
    deps.log.error(`Sync of ${what} failed`, error)
    deps.retry?.failed(what, step)
  }
}

/** A step whose failure is logged and does not stop the boot (bad input breaks nothing else). */
async function optional(deps: SyncDeps, what: string, step: () => Promise<unknown>): Promise<void> {
  try {
    await step()
  } catch (error) {
    deps.log.error(`Sync of ${what} failed`, error)
  }
}
