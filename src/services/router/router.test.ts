import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Config, UsingBy } from '../../api/types'
import { createRouter, pathFromLocation, rootRedirect, routeStore } from './router'

function setup(usingBy: UsingBy = 'Room', config: Config = {}) {
  const history = { pushState: vi.fn(), replaceState: vi.fn() }
  const router = createRouter({ history, mode: () => ({ usingBy, config }) })
  router.enable()
  return { router, history }
}

describe('router (portal spec §2)', () => {
  beforeEach(() => routeStore.setState({ current: null, enabled: false }))

  it('pushes the base-prefixed, lower-cased path to history', () => {
    const { router, history } = setup()
    expect(router.push('Weather/Istanbul')).toBe(true)
    expect(history.pushState).toHaveBeenCalledWith(null, '', '/v2/weather/istanbul')
    expect(routeStore.getState().current).toMatchObject({ name: 'weather', params: { city: 'istanbul' } })
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
    expect(routeStore.getState().current?.name).toBe('ds')
  })

  it('reads the route from a /v2/ location', () => {
    expect(pathFromLocation('/v2/home')).toBe('/home')
    expect(pathFromLocation('/v2/')).toBe('/')
  })
})
