import { describe, expect, it, vi } from 'vitest'
import { channelList } from './decoders'
import { ApiError } from './errors'
import { createFakeClock, createFakeFetch, jsonResponse, textResponse, type FakeFetch } from './fakes'
import { bridgeHeaders, CHANNEL_LANGUAGE_KEY } from './headers'
import { buildUrl, createAbortGroup, createHttp, REQUEST_TIMEOUT_MS, type HttpDeps } from './http'
import { anything } from './fields'

const bridge = { platformLanguage: () => 'tr_TR', deviceType: () => 'hcap' }
const storage = (value: string | null) => ({
  getItem: (key: string) => (key === CHANNEL_LANGUAGE_KEY ? value : null),
})

function setup(fetch: FakeFetch, over: Partial<HttpDeps> = {}) {
  const clock = createFakeClock()
  const log = { warn: vi.fn(), error: vi.fn() }
  const http = createHttp({
    baseUrl: async () => 'http://hotel.local/',
    headers: bridgeHeaders(bridge, storage(null)),
    fetch,
    clock,
    log,
    ...over,
  })
  return { http, clock, log }
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error as ApiError,
  )

describe('headers (adapters spec §7 HTTP client)', () => {
  it('sends Accept, Content-Type, Platform-Language, Channel-Language, Device-Type and no credentials', async () => {
    const fetch = createFakeFetch(() => jsonResponse(200, {}))
    await setup(fetch).http.get('/api/get/config', anything)
    const [call] = fetch.calls
    expect(call?.url).toBe('http://hotel.local/api/get/config')
    expect(call?.init).toMatchObject({ method: 'GET', credentials: 'omit' })
    expect(call?.init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Platform-Language': 'tr_TR',
      'Channel-Language': 'tr_TR',
      'Device-Type': 'hcap',
    })
  })

  it('takes Channel-Language from session storage when set', () => {
    expect(bridgeHeaders(bridge, storage('de_DE'))()['Channel-Language']).toBe('de_DE')
  })

  it('defaults Channel-Language to the platform language when storage throws or is absent', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(bridgeHeaders(bridge, throwing)()['Channel-Language']).toBe('tr_TR')
    expect(bridgeHeaders(bridge, null)()['Channel-Language']).toBe('tr_TR')
  })
})

describe('requests', () => {
  it('posts a JSON body and builds query strings', async () => {
    const fetch = createFakeFetch(() => jsonResponse(200, { ok: 1 }))
    const { http } = setup(fetch)
    await http.post('/api/set/action', { id: 1, status: true }, anything)
    await http.get('/api/get/orders', anything, { query: { guest_id: 7, guest_pms: null } })
    expect(fetch.calls[0]?.init).toMatchObject({ method: 'POST', body: '{"id":1,"status":true}' })
    expect(fetch.calls[1]?.url).toBe('http://hotel.local/api/get/orders?guest_id=7')
  })

  it('joins base and path with one slash and keeps absolute URLs', () => {
    expect(buildUrl('http://h/', '/a')).toBe('http://h/a')
    expect(buildUrl('http://h', 'a', { q: 'x y' })).toBe('http://h/a?q=x+y')
    expect(buildUrl('http://h', 'https://cdn/x')).toBe('https://cdn/x')
  })

  it('a body that is not JSON is a decode error', async () => {
    const fetch = createFakeFetch(() => textResponse(200, '<html>'))
    const error = await rejection(setup(fetch).http.get('/api/get/vods', anything))
    expect(error).toMatchObject({ kind: 'decode', path: 'GET /api/get/vods', body: '<html>' })
  })

  it('a channels response that is not an array is a typed decode error with its path', async () => {
    const fetch = createFakeFetch(() => jsonResponse(200, { channels: [] }))
    const error = await rejection(
      setup(fetch).http.get('/api/get/channels', channelList, { name: 'channels' }),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'decode', message: 'channels: expected array, got object' })
  })

  it('logs a dropped channel and returns the rest', async () => {
    const good = { id: 1, title: 'A', channel_uri: 'udp://x', sort: 1 }
    const fetch = createFakeFetch(() => jsonResponse(200, [good, { id: 2 }]))
    const { http, log } = setup(fetch)
    expect(await http.get('/api/get/channels', channelList, { name: 'channels' })).toHaveLength(1)
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('channels[1].title: expected string, got nothing'),
      { id: 2 },
    )
  })

  it('a non-2xx status is an http error with the parsed body', async () => {
    const fetch = createFakeFetch(() => jsonResponse(503, { message: 'Maintenance' }))
    const error = await rejection(setup(fetch).http.get('/api/get/config', anything))
    expect(error).toMatchObject({ kind: 'http', status: 503, body: { message: 'Maintenance' } })
  })

  it('a failed fetch is a network error', async () => {
    const fetch = createFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await rejection(setup(fetch).http.get('/api/get/config', anything))
    expect(error).toMatchObject({ kind: 'network', message: 'Failed to fetch' })
  })

  it('hands errors to the interceptor, whose false the call resolves to', async () => {
    const fetch = createFakeFetch(() => jsonResponse(404, {}))
    const interceptor = vi.fn(() => false as const)
    const { http } = setup(fetch, { interceptor })
    expect(await http.get('/api/get/device/x', anything)).toBe(false)
    expect(interceptor).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }), {})
  })

  it('hands the call options (silent: a background retry) to the interceptor with the error', async () => {
    const fetch = createFakeFetch(() => jsonResponse(404, {}))
    const interceptor = vi.fn(() => false as const)
    const { http } = setup(fetch, { interceptor })
    await http.get('/api/feeder/weather/', anything, { silent: true })
    expect(interceptor).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'GET /api/feeder/weather/' }),
      expect.objectContaining({ silent: true }),
    )
  })
})

describe('timeout and abort', () => {
  it(`times out after ${REQUEST_TIMEOUT_MS} ms as connect ETIMEDOUT`, async () => {
    const fetch = createFakeFetch(() => 'hang')
    const { http, clock } = setup(fetch)
    const pending = rejection(http.get('/api/get/channels', anything))
    await Promise.resolve()
    await Promise.resolve()
    clock.advance(REQUEST_TIMEOUT_MS)
    expect(await pending).toMatchObject({ kind: 'timeout', code: 'ETIMEDOUT' })
    expect(clock.pending()).toBe(0)
  })

  it('aborts through the caller signal', async () => {
    const fetch = createFakeFetch(() => 'hang')
    const controller = new AbortController()
    const pending = rejection(
      setup(fetch).http.get('/api/get/epgs/1/0', anything, { signal: controller.signal }),
    )
    await Promise.resolve()
    await Promise.resolve()
    controller.abort()
    expect(await pending).toMatchObject({ kind: 'aborted' })
  })

  it('an abort group cancels calls in flight and arms a fresh signal', async () => {
    const group = createAbortGroup()
    const fetch = createFakeFetch(() => 'hang')
    const { http } = setup(fetch)
    const pending = rejection(http.get('/api/get/vods', anything, { signal: group.signal }))
    await Promise.resolve()
    await Promise.resolve()
    group.abort()
    expect(await pending).toMatchObject({ kind: 'aborted' })
    expect(group.signal.aborted).toBe(false)
  })

  it('does not fetch with an already aborted signal', async () => {
    const fetch = createFakeFetch(() => jsonResponse(200, {}))
    const error = await rejection(setup(fetch).http.get('/x', anything, { signal: AbortSignal.abort() }))
    expect(error.kind).toBe('aborted')
    expect(fetch.calls).toHaveLength(0)
  })
})
