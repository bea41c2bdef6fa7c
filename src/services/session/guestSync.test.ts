import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeviceProperties } from '../../../bridges/contract'
import { createFakeClock } from '../../api/fakes'
import type { MenuItem } from '../../api/types'
import { createStores, type Stores } from '../../stores'
import { createActionExecutor, createDeviceHandlers } from '../actions'
import { fakeActionsApi, fakeLog, makeAction } from '../actions/fakes'
import { GUEST_STORAGE_KEY } from './constants'
import { createGuestSession } from './guestSession'
import { memoryStorage } from './storage'
import type { SyncApi, SyncDeps } from '../sync'
import { device, guest } from './fixtures'
import { syncGuest } from './guestSync'

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

let stores: Stores

function deps(api: Partial<SyncApi>): SyncDeps {
  return {
    stores,
    api: {
      getDevice: async () => device({ guest: guest() }),
      updateDevice: async () => 1,
      getConfig: async () => ({}),
      getLanguages: async () => [{ code: 'en_US', NAME: 'English', selected: true }],
      getNavigation: async () => [],
      getWeather: async () => [],
      getPrayer: async () => [],
      getVods: async () => [],
      getChannels: async () => [],
      ...api,
    },
    properties,
    applyLanguage: async () => undefined,
    storedLanguage: () => null,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  }
}

/** the hotel's one menu item, titled in the language it was asked in */
const homeMenu = (title: string): MenuItem => ({
  id: 1,
  title,
  image_type: 'icon',
  image: '',
  isShow: true,
  isHome: true,
  module: 'Home',
  target: null,
  subs: [],
})

describe('guest sync (portal spec §4 Sync: guest or device)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('reconciles the session with the guest the device sync brought', async () => {
    const reconcile = vi.fn(async () => 'checkin' as const)
    expect(await syncGuest(deps({}), { reconcile })).toBe('checkin')
    expect(reconcile).toHaveBeenCalledWith(guest())
  })

  it('reconciles with no guest when the device has none', async () => {
    const reconcile = vi.fn(async () => 'checkout' as const)
    await syncGuest(deps({ getDevice: async () => device() }), { reconcile })
    expect(reconcile).toHaveBeenCalledWith(null)
  })

  it('after a check-out, chooses the language again and refetches menus and data when it changed', async () => {
    let stored: string | null = 'ar_AR'
    const navigation = vi.fn(async () => [homeMenu('Home')])
    const channels = vi.fn(async () => [])
    const sync = {
      ...deps({ getDevice: async () => device(), getNavigation: navigation, getChannels: channels }),
      storedLanguage: () => stored,
    }
    sync.api.getLanguages = async () => [
      { code: 'en_US', NAME: 'English', selected: true },
      { code: 'ar_AR', NAME: 'العربية', selected: false },
    ]
    stores.hotel.setState({ language: 'ar_AR' })
    // the check-out clears the session's language (guestSession.ts)
    const reconcile = vi.fn(async () => {
      stored = null
      return 'checkout' as const
    })
    expect(await syncGuest(sync, { reconcile })).toBe('checkout')
    expect(stores.hotel.getState().language).toBe('en_US')
    expect(navigation).toHaveBeenCalledOnce()
    expect(channels).toHaveBeenCalledOnce()
  })

  it('a guest checked in with their own language: the session keeps it and the menus and data come in it', async () => {
    const navigation = vi.fn(async () => [homeMenu('الرئيسية')])
    const channels = vi.fn(async () => [])
    const keepLanguage = vi.fn()
    const sync = {
      ...deps({
        getDevice: async () => device({ guest: guest({ language: 'ar_AR' }) }),
        getNavigation: navigation,
        getChannels: channels,
      }),
      keepLanguage,
    }
    sync.api.getLanguages = async () => [
      { code: 'en_US', NAME: 'English', selected: true },
      { code: 'ar_AR', NAME: 'العربية', selected: false },
    ]
    stores.hotel.setState({ language: 'en_US' })
    expect(await syncGuest(sync, { reconcile: async () => 'checkin' })).toBe('checkin')
    expect(stores.hotel.getState().language).toBe('ar_AR')
    expect(keepLanguage).toHaveBeenCalledWith('ar_AR')
    expect(navigation).toHaveBeenCalledOnce()
    expect(channels).toHaveBeenCalledOnce()
  })

  it('refetches nothing more when nobody left or the language stayed', async () => {
    const navigation = vi.fn(async () => [])
    for (const change of ['none', 'checkin', 'checkout'] as const) {
      await syncGuest(deps({ getNavigation: navigation }), { reconcile: async () => change })
    }
    expect(stores.hotel.getState().language).toBe('en_US')
    expect(navigation).not.toHaveBeenCalled()
  })

  it('leaves the session alone when the device is not found', async () => {
    const reconcile = vi.fn(async () => 'none' as const)
    await expect(syncGuest(deps({ getDevice: async () => false }), { reconcile })).rejects.toThrow(
      'Device Not Found',
    )
    expect(reconcile).not.toHaveBeenCalled()
  })

  it('a front-desk CheckOut action clears the stored guest and puts the TV in standby', async () => {
    stores.hotel.setState({ config: { 'checkout.standby': true } })
    const storage = memoryStorage({ [GUEST_STORAGE_KEY]: '{"id":5101,"pms_id":"PMS-240101"}' })
    const bridge = {
      setPower: vi.fn(async () => true),
      reboot: vi.fn(async () => true),
      mute: vi.fn(async () => false),
      volume: vi.fn(async () => 0),
    }
    const log = fakeLog()
    const session = createGuestSession({
      stores,
      storage,
      bridge,
      log,
      clearAlarm: vi.fn(),
      clearSleep: vi.fn(),
    })
    const syncDeps = deps({ getDevice: async () => device() })
    const handlers = createDeviceHandlers({
      stores,
      bridge,
      reload: vi.fn(),
      syncGuest: async () => void (await syncGuest(syncDeps, session)),
      fullSync: vi.fn(async () => undefined),
    })
    const api = fakeActionsApi([[makeAction(1, 'CheckOut')]])
    const executor = createActionExecutor({
      stores,
      api,
      handlers,
      log,
      clock: createFakeClock(),
      request: () => null,
    })
    await executor.run((await api.getActions({ mac: properties.mac, guest_id: 5101 })) || [])
    expect(storage.dump()).toEqual({})
    expect(bridge.setPower).toHaveBeenCalledWith('standby')
    expect(api.reports).toEqual([{ id: 1, status: true, message: 'Done' }])
  })
})
