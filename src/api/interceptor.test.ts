import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { createFakeClock } from './fakes'
import { createInterceptor, reloadDelaySeconds, reloadMessage, type InterceptorDeps } from './interceptor'

function setup(state: { splash: boolean; ready: boolean }, random = 0.5) {
  const clock = createFakeClock()
  const deps = {
    isSplashShown: () => state.splash,
    isRouterReady: () => state.ready,
    show: vi.fn<(message: string) => void>(),
    showBlocking: vi.fn<(message: string) => void>(),
    reload: vi.fn(),
    onError: vi.fn<(error: ApiError) => void>(),
    log: { warn: vi.fn(), error: vi.fn() },
    clock,
    random: () => random,
  } satisfies InterceptorDeps
  return { deps, clock, intercept: createInterceptor(deps) }
}

const httpError = (status: number, body: unknown = { message: `server says ${status}` }) =>
  new ApiError('http', 'GET /api/get/config', `GET /api/get/config failed with status ${status}`, {
    status,
    body,
  })

const BOOT = { splash: true, ready: false }
const RUNNING = { splash: false, ready: true }

describe('adapters spec §8 HTTP interceptor', () => {
  it.each([500, 502, 503, 504])(
    '%i before the router is ready: reload message, even under the splash',
    (status) => {
      const { deps, intercept } = setup(BOOT, 0)
      expect(() => intercept(httpError(status))).toThrow(ApiError)
      expect(deps.showBlocking).toHaveBeenCalledWith(
        'Something went wrong, the platform will reload itself, please wait 30 second.',
      )
      expect(deps.onError).not.toHaveBeenCalled()
    },
  )

  it('reloads after exactly N seconds', () => {
    const { deps, clock, intercept } = setup(BOOT, 0.5)
    const seconds = reloadDelaySeconds(() => 0.5)
    expect(() => intercept(httpError(503))).toThrow()
    expect(deps.showBlocking).toHaveBeenCalledWith(reloadMessage(seconds))
    clock.advance(seconds * 1000 - 1)
    expect(deps.reload).not.toHaveBeenCalled()
    clock.advance(1)
    expect(deps.reload).toHaveBeenCalledOnce()
  })

  it('picks N from 30 to 120 inclusive', () => {
    expect(reloadDelaySeconds(() => 0)).toBe(30)
    expect(reloadDelaySeconds(() => 0.999999)).toBe(120)
    for (let i = 0; i < 200; i++) {
      const n = reloadDelaySeconds(Math.random)
      expect(Number.isInteger(n) && n >= 30 && n <= 120).toBe(true)
    }
  })

  it('schedules one reload when several boot calls fail', () => {
    const { deps, clock, intercept } = setup(BOOT, 0)
    expect(() => intercept(httpError(500))).toThrow()
    expect(() => intercept(httpError(502))).toThrow()
    expect(deps.showBlocking).toHaveBeenCalledOnce()
    clock.advance(120_000)
    expect(deps.reload).toHaveBeenCalledOnce()
  })

  it('5xx after the router is ready: shown and sent to the general handler, no reload', () => {
    const { deps, clock, intercept } = setup(RUNNING)
    const error = httpError(503)
    expect(() => intercept(error)).toThrow(error)
    expect(deps.show).toHaveBeenCalledWith('server says 503')
    expect(deps.onError).toHaveBeenCalledWith(error)
    clock.advance(200_000)
    expect(deps.reload).not.toHaveBeenCalled()
  })

  it.each([401, 402, 406, 426])('%i before the router is ready: error body shown', (status) => {
    const { deps, intercept } = setup(BOOT)
    expect(() => intercept(httpError(status, 'Licence expired'))).toThrow()
    expect(deps.show).toHaveBeenCalledWith('Licence expired')
    expect(deps.onError).not.toHaveBeenCalled()
  })

  it('404: resolves to false silently', () => {
    for (const state of [BOOT, RUNNING]) {
      const { deps, intercept } = setup(state)
      expect(intercept(httpError(404))).toBe(false)
      expect(deps.show).not.toHaveBeenCalled()
      expect(deps.showBlocking).not.toHaveBeenCalled()
      expect(deps.onError).not.toHaveBeenCalled()
    }
  })

  it('connect ETIMEDOUT is not shown but reaches the general handler', () => {
    const { deps, intercept } = setup(RUNNING)
    const timeout = new ApiError('timeout', 'GET /api/get/vods', 'connect ETIMEDOUT', { code: 'ETIMEDOUT' })
    const transport = new ApiError('network', 'GET /api/get/vods', 'connect ETIMEDOUT 10.0.0.1:80')
    expect(() => intercept(timeout)).toThrow()
    expect(() => intercept(transport)).toThrow()
    expect(deps.show).not.toHaveBeenCalled()
    expect(deps.onError).toHaveBeenCalledTimes(2)
  })

  it('splash shown: other errors are not shown, only handled', () => {
    const { deps, intercept } = setup({ splash: true, ready: true })
    expect(() => intercept(httpError(400))).toThrow()
    expect(deps.show).not.toHaveBeenCalled()
    expect(deps.onError).toHaveBeenCalledOnce()
  })

  it('splash hidden: the error message is shown when there is no body', () => {
    const { deps, intercept } = setup(RUNNING)
    expect(() => intercept(new ApiError('network', 'GET /api/get/cms/1', 'Failed to fetch'))).toThrow()
    expect(deps.show).toHaveBeenCalledWith('Failed to fetch')
  })

  it('an aborted call is neither shown nor handled', () => {
    const { deps, intercept } = setup(RUNNING)
    expect(() => intercept(new ApiError('aborted', 'GET /api/get/epgs/1/0', 'aborted'))).toThrow()
    expect(deps.show).not.toHaveBeenCalled()
    expect(deps.onError).not.toHaveBeenCalled()
  })

  it('falls back to show when no showBlocking is given', () => {
    const { deps } = setup(BOOT, 0)
    const show = vi.fn()
    const intercept = createInterceptor({ ...deps, show, showBlocking: undefined as never })
    expect(() => intercept(httpError(500))).toThrow()
    expect(show).toHaveBeenCalledWith(reloadMessage(30))
  })
})

const failure = (label: string, status: number) =>
  new ApiError('http', label, `${label} failed with status ${status}`, { status, body: { message: 'down' } })

describe('issue 20: the before-ready rules are for essential calls only (callClass.ts)', () => {
  it.each([
    'GET /api/feeder/weather/',
    'GET /api/feeder/prayer/',
    'GET /api/get/vods',
    'POST /api/set/device/update',
  ])(
    'an optional call (%s) answering 502 before ready: logged by the general handler, no reload',
    (label) => {
      const { deps, clock, intercept } = setup(BOOT, 0)
      const error = failure(label, 502)
      expect(() => intercept(error)).toThrow(error)
      expect(deps.showBlocking).not.toHaveBeenCalled()
      expect(deps.show).not.toHaveBeenCalled()
      expect(deps.onError).toHaveBeenCalledWith(error)
      clock.advance(200_000)
      expect(deps.reload).not.toHaveBeenCalled()
    },
  )

  it.each([401, 402, 406, 426])(
    'an optional call answering %i before ready: body not shown, logged',
    (status) => {
      const { deps, intercept } = setup(BOOT)
      expect(() => intercept(failure('GET /api/feeder/weather/', status))).toThrow()
      expect(deps.show).not.toHaveBeenCalled()
      expect(deps.onError).toHaveBeenCalledOnce()
    },
  )

  it.each([
    'GET /api/get/device/02%3A00%3A00%3A00%3A01%3A01',
    'POST /api/set/device',
    'GET /api/get/config',
    'GET /api/get/languages',
    'GET /api/get/navigation',
    'GET /api/get/channels',
  ])('an essential call (%s) answering 502 before ready keeps the reload rule', (label) => {
    const { deps, intercept } = setup(BOOT, 0)
    expect(() => intercept(failure(label, 502))).toThrow()
    expect(deps.showBlocking).toHaveBeenCalledWith(reloadMessage(30))
  })

  it('an essential call that gets no reply before ready (backend not up yet) reloads too', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const { deps, clock, intercept } = setup(BOOT, 0)
      expect(() => intercept(new ApiError(kind, 'GET /api/get/config', 'Failed to fetch'))).toThrow()
      expect(deps.showBlocking).toHaveBeenCalledWith(reloadMessage(30))
      clock.advance(30_000)
      expect(deps.reload).toHaveBeenCalledOnce()
    }
  })

  it('an optional call that gets no reply before ready is only logged', () => {
    const { deps, intercept } = setup(BOOT, 0)
    expect(() => intercept(new ApiError('network', 'GET /api/feeder/weather/', 'Failed to fetch'))).toThrow()
    expect(deps.showBlocking).not.toHaveBeenCalled()
    expect(deps.onError).toHaveBeenCalledOnce()
  })

  it('a silent call (a background retry) is logged, never shown, after ready', () => {
    const { deps, intercept } = setup(RUNNING)
    expect(() => intercept(failure('GET /api/feeder/weather/', 502), { silent: true })).toThrow()
    expect(deps.show).not.toHaveBeenCalled()
    expect(deps.onError).toHaveBeenCalledOnce()
  })
})
