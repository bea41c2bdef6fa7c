import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bridgeHeaders } from '../api/headers'
import { createStores, type Stores } from '../stores'
import { createRouter } from './router/router'
import { WELCOME_STORAGE_KEY, memoryStorage, welcomeNeeded } from './session'
import { device, guest as guestFixture } from './session/fixtures'
import { continueWelcome } from './welcomeFlow'

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }

function memorySession() {
  const values = new Map<string, string>()
  return {
    setItem: (k: string, v: string) => void values.set(k, v),
    getItem: (k: string) => values.get(k) ?? null,
  }
}

describe('Welcome Continue (portal spec §2 Welcome)', () => {
  let stores: Stores
  beforeEach(() => {
    stores = createStores()
    stores.hotel.setState({
      language: 'de_DE',
      homePath: '/home',
      device: {
        id: 1,
        mac: 'm',
        ip: 'i',
        name: 'ROOM_101',
        title: '101',
        location: '101',
        location_id: 1,
        index: null,
        type: 'universal',
        using_by: 'Room',
        config: {},
        properties: {},
        guest: {
          id: 9,
          pms_id: 'P9',
          name: 'A',
          surname: 'B',
          additional: null,
          language: 'en_US',
          welcome: false,
        },
      },
    })
  })

  it('marks the guest welcomed, updates them with the language, then goes home', async () => {
    const updateGuest = vi.fn(async () => true)
    const goHome = vi.fn()
    await continueWelcome({ stores, updateGuest, session: memorySession(), goHome, log })
    expect(stores.hotel.getState().device?.guest?.welcome).toBe(true)
    expect(updateGuest).toHaveBeenCalledWith(
      expect.objectContaining({ id: 9, welcome: true, language: 'de_DE' }),
    )
    expect(goHome).toHaveBeenCalledWith('/home')
  })

  it('stores the language where the Channel-Language header reads it (adapters spec §7)', async () => {
    const session = memorySession()
    await continueWelcome({ stores, updateGuest: async () => true, session, goHome: () => undefined, log })
    const headers = bridgeHeaders(
      { platformLanguage: () => 'en_US', deviceType: () => 'universal' },
      session,
    )()
    expect(headers['Channel-Language']).toBe('de_DE')
  })

  it('still goes home when the guest update fails, and logs it', async () => {
    const goHome = vi.fn()
    const error = vi.fn()
    await continueWelcome({
      stores,
      updateGuest: () => Promise.reject(new Error('503')),
      session: null,
      goHome,
      log: { ...log, error },
    })
    expect(error).toHaveBeenCalled()
    expect(goHome).toHaveBeenCalledWith('/home')
  })

  it('clears the background, then plays the after-welcome media to its end, then goes home', async () => {
    const steps: string[] = []
    let endMedia: () => void = () => undefined
    const run = continueWelcome({
      stores,
      updateGuest: async () => steps.push('update'),
      session: null,
      clearBackground: () => steps.push('clear background'),
      playAfterWelcome: () =>
        new Promise<void>((resolve) => {
          steps.push('after-welcome media')
          endMedia = resolve
        }),
      goHome: (path) => steps.push(`home ${path}`),
      log,
    })
    await vi.waitFor(() => expect(steps).toContain('after-welcome media'))
    expect(steps).toEqual(['update', 'clear background', 'after-welcome media'])
    endMedia()
    await run
    expect(steps[steps.length - 1]).toBe('home /home')
  })

  it('a failing after-welcome media is logged and the guest still goes home', async () => {
    const goHome = vi.fn()
    const warn = vi.fn()
    await continueWelcome({
      stores,
      updateGuest: async () => true,
      session: null,
      playAfterWelcome: () => Promise.reject(new Error('Invalid source')),
      goHome,
      log: { ...log, warn },
    })
    expect(warn).toHaveBeenCalledWith('After-welcome media failed', expect.any(Error))
    expect(goHome).toHaveBeenCalledWith('/home')
  })
})

describe('Welcome Continue in a room without a guest (portal spec §2 Welcome, §4 Guest session)', () => {
  it('clears the stored welcome value, so the route guard lets the TV through to the home page', async () => {
    const stores = createStores()
    stores.hotel.setState({
      language: 'en_US',
      homePath: '/home',
      config: { 'welcome.type': true },
      device: device({ guest: null }),
    })
    const storage = memoryStorage({ [WELCOME_STORAGE_KEY]: '1' })
    const needed = () =>
      welcomeNeeded({
        config: stores.hotel.getState().config,
        usingBy: stores.hotel.getState().device?.using_by ?? null,
        guest: stores.hotel.getState().device?.guest ?? null,
        storedWelcome: storage.getItem(WELCOME_STORAGE_KEY),
      })
    const router = createRouter({
      stores,
      history: null,
      mode: () => ({ usingBy: 'Room', config: stores.hotel.getState().config }),
      welcomeNeeded: needed,
    })
    router.enable()
    router.push('/home')
    expect(stores.route.getState().current?.path).toBe('/welcome')

    const updateGuest = vi.fn(async () => true)
    await continueWelcome({
      stores,
      updateGuest,
      session: null,
      storage,
      goHome: (path) => void router.push(path),
      log,
    })
    expect(storage.getItem(WELCOME_STORAGE_KEY)).toBeNull()
    expect(needed()).toBe(false)
    expect(stores.route.getState().current?.path).toBe('/home')
    // there is no guest to update
    expect(updateGuest).not.toHaveBeenCalled()
  })

  it("a guest's Continue leaves the stored welcome value alone (the guest flag decides)", async () => {
    const stores = createStores()
    stores.hotel.setState({ homePath: '/home', device: device({ guest: guestFixture() }) })
    const storage = memoryStorage({ [WELCOME_STORAGE_KEY]: '1' })
    await continueWelcome({
      stores,
      updateGuest: async () => true,
      session: null,
      storage,
      goHome: () => undefined,
      log,
    })
    expect(storage.getItem(WELCOME_STORAGE_KEY)).toBe('1')
    expect(stores.hotel.getState().device?.guest?.welcome).toBe(true)
  })
})
