import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Config, UsingBy } from '../../api/types'
import { createStores, type Stores } from '../../stores'
import { createRouter, pathFromLocation, rootRedirect } from './router'

let stores: Stores

function setup(usingBy: UsingBy = 'Room', config: Config = {}) {
  const history = { pushState: vi.fn(), replaceState: vi.fn() }
  const router = createRouter({ stores, history, mode: () => ({ usingBy, config }) })
  router.enable()
  return { router, history }
}

describe('router (portal spec §2)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('pushes the base-prefixed, lower-cased path to history', () => {
    const { router, history } = setup()
    expect(router.push('Weather/Istanbul')).toBe(true)
    expect(history.pushState).toHaveBeenCalledWith(null, '', '/v2/weather/istanbul')
    expect(stores.route.getState().current).toMatchObject({ name: 'weather', params: { city: 'istanbul' } })
  })

  it('cancels navigation while the router is disabled', () => {
    const { router, history } = setup()
    router.disable()
    expect(router.push('/home')).toBe(false)
    expect(history.pushState).not.toHaveBeenCalled()
  })

  it("silently ignores the same route ('Same route.')", () => {
    const { router, history } = setup()
    router.push('/home')
    expect(router.push('/home')).toBe(false)
    expect(history.pushState).toHaveBeenCalledTimes(1)
  })

  it("fails an unknown path with 'Not found.' and an empty one with 'Name property is missing'", () => {
    const { router } = setup()
    expect(() => router.push('/nowhere')).toThrow('Not found.')
    expect(() => router.push('')).toThrow('Name property is missing')
  })

  it('redirects / by mode: DS → /DS, Public or start page tv → /live, others → /home', () => {
    expect(rootRedirect('DS', {})).toBe('/DS')
    expect(rootRedirect('Public', {})).toBe('/live')
    expect(rootRedirect('Room', { 'app_startpage.main': 'tv' })).toBe('/live')
    expect(rootRedirect('Room', {})).toBe('/home')
    const { router } = setup('DS')
    router.push('/')
    expect(stores.route.getState().current?.name).toBe('ds')
  })

  it('reads the route from a /v2/ location', () => {
    expect(pathFromLocation('/v2/home')).toBe('/home')
    expect(pathFromLocation('/v2/')).toBe('/')
  })
})

describe('route guard and navigation effects (portal spec §2)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  function fakeClock() {
    let now = 0
    const timers: Array<{ at: number; run: () => void; id: number }> = []
    let id = 0
    return {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => {
        timers.push({ at: now + ms, run, id: ++id })
        return id
      },
      clearTimeout: (handle: unknown) => {
        const index = timers.findIndex((timer) => timer.id === handle)
        if (index >= 0) timers.splice(index, 1)
      },
      advance(ms: number) {
        now += ms
        for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
          if (timer.at <= now) {
            timers.splice(timers.indexOf(timer), 1)
            timer.run()
          }
        }
      },
    }
  }

  it('sends a guest who has not completed welcome to /welcome', () => {
    const router = createRouter({
      stores,
      history: null,
      mode: () => ({ usingBy: 'Room', config: {} }),
      welcomeNeeded: () => true,
    })
    router.enable()
    router.push('/live')
    expect(stores.route.getState().current?.path).toBe('/welcome')
  })

  it('sends a welcomed guest asking for /welcome to the root', () => {
    const router = createRouter({
      stores,
      history: null,
      mode: () => ({ usingBy: 'Room', config: {} }),
      welcomeNeeded: () => false,
    })
    router.enable()
    router.push('/welcome')
    expect(stores.route.getState().current?.path).toBe('/home')
  })

  it("refuses live without channels with 'The platform has no channels'", () => {
    const router = createRouter({
      stores,
      history: null,
      mode: () => ({ usingBy: 'Room', config: {} }),
      hasChannels: () => false,
    })
    router.enable()
    expect(() => router.push('/live')).toThrow('The platform has no channels')
  })

  it('re-enables navigation 1 s after navigating, only if the device is on, and emits play after 5 s', () => {
    const clock = fakeClock()
    const calls: string[] = []
    let on = true
    const router = createRouter({
      stores,
      history: null,
      mode: () => ({ usingBy: 'Room', config: {} }),
      clock,
      hooks: {
        beforeNavigate: () => calls.push('before'),
        clearPlatformState: () => calls.push('clear'),
        enableNavigation: () => calls.push('enable'),
        isDeviceOn: () => on,
        emitPlay: (route) => calls.push(`play ${route.path}`),
      },
    })
    router.enable()
    router.push('/home')
    expect(calls).toEqual(['before', 'clear'])
    clock.advance(999)
    expect(calls).toEqual(['before', 'clear'])
    clock.advance(1)
    expect(calls).toEqual(['before', 'clear', 'enable'])
    clock.advance(4000)
    expect(calls).toEqual(['before', 'clear', 'enable', 'play /home'])
    on = false
    router.push('/vod')
    clock.advance(1000)
    expect(calls.filter((call) => call === 'enable')).toHaveLength(1)
  })

  it("clears the previous navigation's timeouts when navigating again", () => {
    const clock = fakeClock()
    const plays: string[] = []
    const router = createRouter({
      stores,
      history: null,
      mode: () => ({ usingBy: 'Room', config: {} }),
      clock,
      hooks: { emitPlay: (route) => plays.push(route.path) },
    })
    router.enable()
    router.push('/home')
    clock.advance(3000)
    router.push('/vod')
    clock.advance(5000)
    expect(plays).toEqual(['/vod'])
  })

  it('says a play action is due from a navigation until it is emitted (what starts meanwhile waits for it)', () => {
    const clock = fakeClock()
    const router = createRouter({
      stores,
      history: null,
      mode: () => ({ usingBy: 'Room', config: {} }),
      clock,
      hooks: {},
    })
    router.enable()
    expect(router.playPending()).toBe(false)
    router.push('/home')
    clock.advance(4999)
    expect(router.playPending()).toBe(true)
    clock.advance(1)
    expect(router.playPending()).toBe(false)
    router.push('/vod')
    expect(router.playPending()).toBe(true)
    router.dispose()
    expect(router.playPending()).toBe(false)
  })
})
