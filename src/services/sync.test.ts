import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeviceProperties } from '../../bridges/contract'
import type { Device, MenuItem, VodItem } from '../api/types'
import { createStores, type Stores } from '../stores'
import { manualClock } from '../time/fakes'
import type { Logger } from './logger'
import { createOptionalRetry } from './optionalRetry'
import { fullSync, MESSAGES, OPTIONAL_FEEDS_WAIT_MS, syncData, type SyncApi, type SyncDeps } from './sync'

const properties: DeviceProperties = {
  mac: '02:00:00:00:01:01',
  ip: '127.0.0.1',
  serial: 's',
  firmware: 'f',
  software: 's',
  manufacturer: 'm',
  product: 'p',
  type: 'universal',
}
const device: Device = {
  id: 7,
  mac: properties.mac,
  ip: '10.0.0.7',
  name: 'ROOM_101',
  title: '101',
  location: '101',
  location_id: 1,
  index: null,
  type: 'universal',
  using_by: 'Room',
  config: { show_guest_name: true },
  guest: null,
  properties: {},
}
const menu = (patch: Partial<MenuItem>): MenuItem => ({
  id: 1,
  title: 'Live TV',
  image_type: 'icon',
  image: '',
  isShow: true,
  isHome: false,
  module: 'live',
  target: null,
  subs: [],
  ...patch,
})

function api(overrides: Partial<SyncApi> = {}): SyncApi {
  return {
    getDevice: async () => device,
    updateDevice: async () => 1,
    getConfig: async () => ({ default_language: 'de_DE', 'services.weather': true }),
    getLanguages: async () => [
      { code: 'en_US', NAME: 'English', selected: true },
      { code: 'de_DE', NAME: 'Deutsch', selected: false },
    ],
    getNavigation: async () => [menu({ id: 1, module: 'Home', isHome: true }), menu({ id: 2 })],
    getWeather: async () => [],
    getPrayer: async () => [{ fajr: '05:00', dhuhr: '12:00', asr: '15:00', maghrib: '18:00', isha: '19:30' }],
    getVods: async () => [],
    getChannels: async () => [],
    ...overrides,
  }
}

const film = (id: number) => ({ id, title: `Film ${id}` }) as VodItem

/** a backend call that answers when the test says so */
function heldCall<T>() {
  let answer: (value: T) => void = () => undefined
  return {
    call: () => new Promise<T>((resolve) => (answer = resolve)),
    answer: (value: T) => answer(value),
  }
}

/** the sync waits for `held` until OPTIONAL_FEEDS_WAIT_MS and not a millisecond less, then asks `next` */
async function goesOnAtTheBound(
  synced: Promise<void>,
  held: () => unknown,
  next: () => unknown,
  advance: (ms: number) => void,
): Promise<void> {
  let done = false
  void synced.then(() => (done = true))
  await vi.waitFor(() => expect(held).toHaveBeenCalled())
  advance(OPTIONAL_FEEDS_WAIT_MS - 1)
  await Promise.resolve()
  expect(done).toBe(false)
  expect(next).not.toHaveBeenCalled()
  advance(1)
  await synced
  expect(next).toHaveBeenCalled()
}

const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
let stores: Stores
const deps = (a: SyncApi, patch: Partial<SyncDeps> = {}): SyncDeps => ({
  stores,
  api: a,
  properties,
  applyLanguage: async () => undefined,
  storedLanguage: () => null,
  log,
  ...patch,
})

describe('full sync (portal spec §4 Sync)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('stores device, merged config, language, menus, prayer and the home path', async () => {
    await fullSync(deps(api()))
    const state = stores.hotel.getState()
    expect(state.device?.id).toBe(7)
    expect(state.config).toMatchObject({ default_language: 'de_DE', show_guest_name: true })
    expect(state.language).toBe('de_DE')
    expect(state.menus).toHaveLength(2)
    expect(state.homePath).toBe('/home')
    expect(state.prayer?.fajr).toBe('05:00')
  })

  it('reports the device properties with its id and location (update)', async () => {
    const updateDevice = vi.fn(async () => 1)
    await fullSync(deps(api({ updateDevice })))
    expect(updateDevice).toHaveBeenCalledWith(
      expect.objectContaining({ mac: properties.mac, id: 7, location: '101' }),
      {},
    )
  })

  it('fails with Device Not Found when the backend does not know the MAC', async () => {
    await expect(fullSync(deps(api({ getDevice: async () => false })))).rejects.toThrow(
      MESSAGES.deviceNotFound,
    )
  })

  it('assigns an unknown device to a location (the assign step), then syncs the device it became', async () => {
    let assigned = false
    const assign = vi.fn(async () => {
      assigned = true
    })
    const a = api({ getDevice: async () => (assigned ? device : false) })
    await fullSync(deps(a, { assign }))
    expect(assign).toHaveBeenCalledTimes(1)
    expect(stores.hotel.getState().device?.id).toBe(7)
  })

  it('still fails with Device Not Found when the device is unknown after the assignment', async () => {
    const assign = vi.fn(async () => undefined)
    await expect(fullSync(deps(api({ getDevice: async () => false }), { assign }))).rejects.toThrow(
      MESSAGES.deviceNotFound,
    )
  })

  it("a boot that fails before the languages are known is in the session's language (the error screen's)", async () => {
    const failed = fullSync(deps(api({ getDevice: async () => false }), { storedLanguage: () => 'tr_TR' }))
    await expect(failed).rejects.toThrow(MESSAGES.deviceNotFound)
    expect(stores.hotel.getState().language).toBe('tr_TR')
  })

  it('the session language is taken at the boot only, and only one of the portal’s', async () => {
    const unknown = fullSync(deps(api({ getDevice: async () => false }), { storedLanguage: () => 'xx_XX' }))
    await expect(unknown).rejects.toThrow(MESSAGES.deviceNotFound)
    expect(stores.hotel.getState().language).toBe('en_US')
    // after a sync (a remote SyncData, a refresh) the languages are known: the sync decides, not the session
    await fullSync(deps(api()))
    expect(stores.hotel.getState().language).toBe('de_DE')
    const seen: string[] = []
    const unsubscribe = stores.hotel.subscribe((state) => void seen.push(state.language))
    await fullSync(deps(api(), { storedLanguage: () => 'tr_TR' }))
    unsubscribe()
    expect(seen).not.toContain('tr_TR')
  })

  it('needs at least 1 language and at least 1 menu', async () => {
    await expect(fullSync(deps(api({ getLanguages: async () => [] })))).rejects.toThrow(
      'The platform must contain at least 1 language',
    )
    await expect(fullSync(deps(api({ getNavigation: async () => [] })))).rejects.toThrow(
      'The platform must contain at least 1 menu',
    )
  })

  it("prefers the guest's language over the stored and default ones", async () => {
    const withGuest = {
      ...device,
      guest: {
        id: 1,
        pms_id: 'P1',
        name: 'A',
        surname: 'B',
        additional: null,
        language: 'en_US',
        welcome: true,
      },
    }
    await fullSync(deps(api({ getDevice: async () => withGuest }), { storedLanguage: () => 'de_DE' }))
    expect(stores.hotel.getState().language).toBe('en_US')
  })

  it("keeps the language it chose as the session's before the menus are fetched: the guest's, else the hotel's", async () => {
    const guest = { id: 1, pms_id: 'P1', name: 'A', surname: 'B', additional: null, welcome: false }
    const order: string[] = []
    const keepLanguage = vi.fn((code: string) => void order.push(`keep ${code}`))
    const getNavigation = vi.fn(async () => {
      order.push('menus')
      return [menu({ id: 1, module: 'Home', isHome: true })]
    })
    // a TV that rebooted for a guest already welcomed: nothing in the session yet
    const booted = { ...device, guest: { ...guest, language: 'en_US' } }
    await fullSync(deps(api({ getDevice: async () => booted, getNavigation }), { keepLanguage }))
    expect(order).toEqual(['keep en_US', 'menus'])
    // an empty room: the hotel's default (de_DE here), not the platform's language
    await fullSync(deps(api(), { keepLanguage }))
    expect(stores.hotel.getState().language).toBe('de_DE')
    expect(keepLanguage).toHaveBeenLastCalledWith('de_DE')
    // a guest language the hotel does not offer: the language shown instead
    const unknown = { ...device, guest: { ...guest, language: 'xx_XX' } }
    await fullSync(deps(api({ getDevice: async () => unknown }), { keepLanguage }))
    expect(stores.hotel.getState().language).toBe('en_US')
    expect(keepLanguage).toHaveBeenLastCalledWith('en_US')
  })

  it('skips data and channels on a DS device', async () => {
    const getChannels = vi.fn(async () => [])
    await fullSync(deps(api({ getDevice: async () => ({ ...device, using_by: 'DS' }), getChannels })))
    expect(getChannels).not.toHaveBeenCalled()
    expect(stores.hotel.getState().homePath).toBe('/')
  })

  it("errors 'The device started as DS mode.' when data sync is asked of a DS device", async () => {
    stores.hotel.setState({ device: { ...device, using_by: 'DS' } })
    await expect(syncData(deps(api()))).rejects.toThrow('The device started as DS mode.')
  })

  it('logs a failing channel list and keeps booting', async () => {
    const error = vi.fn()
    await fullSync(
      deps(api({ getChannels: () => Promise.reject(new Error('channels: expected array')) }), {
        log: { ...log, error },
      }),
    )
    expect(error).toHaveBeenCalledWith('Sync of channels failed', expect.any(Error))
    expect(stores.hotel.getState().menus).toHaveLength(2)
  })
})

describe('issue 20: an optional feed never takes a TV down', () => {
  beforeEach(() => {
    stores = createStores()
  })

  const weather = [
    {
      name: 'Istanbul',
      slug: 'istanbul',
      icon: '',
      current: { temp: 21, icon: '', description: 'Sunny', max: 24, min: 15, image: '', isDirty: false },
      forecast: [],
    },
  ]
  const down = () => Promise.reject(new Error('GET /api/feeder/weather/ failed with status 502'))

  it.each([
    ['weather', { getWeather: down }],
    ['prayer times', { getPrayer: down }],
    ['vods', { getVods: down }],
    ['device update', { updateDevice: down }],
  ] as const)('a failing %s step is logged and the sync still completes', async (name, broken) => {
    const error = vi.fn()
    await fullSync(deps(api(broken), { log: { ...log, error } }))
    expect(error).toHaveBeenCalledWith(`Sync of ${name} failed`, expect.any(Error))
    expect(stores.hotel.getState().menus).toHaveLength(2)
  })

  it('retries a failed weather feed on the clock and fills the widget when it answers', async () => {
    const { clock, advance } = manualClock(0)
    const retry = createOptionalRetry({ clock, log, random: () => 0.5 })
    let up = false
    const getWeather = vi.fn(async () => (up ? weather : down()))
    await fullSync(deps(api({ getWeather }), { retry }))
    expect(stores.hotel.getState().weather).toEqual([])
    expect(retry.pending()).toEqual(['weather'])
    up = true
    advance(60_000)
    await vi.waitFor(() => expect(stores.hotel.getState().weather).toEqual(weather))
    expect(getWeather).toHaveBeenLastCalledWith({ silent: true })
    expect(retry.pending()).toEqual([])
  })

  it('the next sync that loads a failed step cancels its retry', async () => {
    const { clock } = manualClock(0)
    const retry = createOptionalRetry({ clock, log, random: () => 0.5 })
    await fullSync(deps(api({ getPrayer: down }), { retry }))
    expect(retry.pending()).toEqual(['prayer times'])
    await fullSync(deps(api(), { retry }))
    expect(retry.pending()).toEqual([])
  })

  it(`waits at most ${OPTIONAL_FEEDS_WAIT_MS} ms for a feeder that does not answer: the channels come, the weather when it answers`, async () => {
    const { clock, advance } = manualClock(0)
    const weatherCall = heldCall<typeof weather>()
    const getWeather = vi.fn(weatherCall.call)
    const getPrayer = vi.fn(async () => [])
    const getChannels = vi.fn(async () => [])
    const warn = vi.fn()
    const synced = fullSync(
      deps(api({ getWeather, getPrayer, getChannels }), { clock, log: { ...log, warn } }),
    )
    await goesOnAtTheBound(synced, getWeather, getChannels, advance)
    expect(warn).toHaveBeenCalledWith(
      `Sync goes on without weather and prayer times: no answer within ${OPTIONAL_FEEDS_WAIT_MS} ms yet`,
    )
    // still asked in the spec's order: prayer times after the weather answers
    expect(getPrayer).not.toHaveBeenCalled()
    weatherCall.answer(weather)
    await vi.waitFor(() => expect(stores.hotel.getState().weather).toEqual(weather))
    await vi.waitFor(() => expect(getPrayer).toHaveBeenCalled())
  })

  it(`waits at most ${OPTIONAL_FEEDS_WAIT_MS} ms for a film list that does not come: the channels come, the films when they answer`, async () => {
    const { clock, advance } = manualClock(0)
    const filmsCall = heldCall<VodItem[]>()
    const getVods = vi.fn(filmsCall.call)
    const getChannels = vi.fn(async () => [])
    const warn = vi.fn()
    const synced = syncData(deps(api({ getVods, getChannels }), { clock, log: { ...log, warn } }))
    await goesOnAtTheBound(synced, getVods, getChannels, advance)
    expect(warn).toHaveBeenCalledWith(
      `Sync goes on without the film list: no answer within ${OPTIONAL_FEEDS_WAIT_MS} ms yet`,
    )
    filmsCall.answer([film(1)])
    await vi.waitFor(() => expect(stores.hotel.getState().vods).toEqual([film(1)]))
  })

  it(`waits at most ${OPTIONAL_FEEDS_WAIT_MS} ms for a device update the backend does not answer: the config comes`, async () => {
    const { clock, advance } = manualClock(0)
    const updateCall = heldCall<unknown>()
    const updateDevice = vi.fn(updateCall.call)
    const getConfig = vi.fn(async () => ({}))
    const warn = vi.fn()
    const synced = fullSync(deps(api({ updateDevice, getConfig }), { clock, log: { ...log, warn } }))
    await goesOnAtTheBound(synced, updateDevice, getConfig, advance)
    expect(stores.hotel.getState().menus).toHaveLength(2)
    expect(warn).toHaveBeenCalledWith(
      `Sync goes on without the device update: no answer within ${OPTIONAL_FEEDS_WAIT_MS} ms yet`,
    )
  })

  it('a late film list from an older sync does not replace the one a newer sync brought', async () => {
    const { clock, advance } = manualClock(0)
    const answers: ((value: VodItem[]) => void)[] = []
    const getVods = vi.fn(() => new Promise<VodItem[]>((resolve) => answers.push(resolve)))
    const older = syncData(deps(api({ getVods }), { clock }))
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    advance(OPTIONAL_FEEDS_WAIT_MS)
    await older
    const newer = syncData(deps(api({ getVods }), { clock }))
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]?.([film(2)])
    await newer
    expect(stores.hotel.getState().vods).toEqual([film(2)])
    answers[0]?.([film(1)])
    await Promise.resolve()
    await Promise.resolve()
    expect(stores.hotel.getState().vods).toEqual([film(2)])
  })

  it('does not wait at all for feeds that answer at once (no warning)', async () => {
    const { clock } = manualClock(0)
    const warn = vi.fn()
    await fullSync(deps(api(), { clock, log: { ...log, warn } }))
    expect(warn).not.toHaveBeenCalled()
    expect(stores.hotel.getState().menus).toHaveLength(2)
  })

  it('an essential step still fails the sync (the boot shows its error or reload message)', async () => {
    const { clock } = manualClock(0)
    const retry = createOptionalRetry({ clock, log, random: () => 0.5 })
    await expect(
      fullSync(deps(api({ getConfig: () => Promise.reject(new Error('502')) }), { retry })),
    ).rejects.toThrow('502')
    expect(retry.pending()).toEqual([])
  })
})
