// Issue 20: every response decoder fuzzed through the real boundary (createHttp + interceptor + client):
// replies are the demo hotel's real bodies with fields deleted, replaced or given hostile keys, any JSON,
// garbage text, truncated bodies, every status the interceptor names, and dropped connections. No throw
// escapes but an ApiError, every call settles, every rejection is logged exactly once.
import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestBackend, TEST_NOW } from '../mocks/testing/backend'
import { createApiClient, type ApiClient } from './client'
import { configBool, configNumber, configString, normaliseConfig } from './config'
import { decode, type Decoder } from './decode'
import * as decoders from './decoders'
import { ApiError, API_MESSAGES } from './errors'
import * as feeders from './feederDecoders'
import { createFakeClock, textResponse } from './fakes'
import { createHttp, type FetchLike } from './http'
import { createInterceptor } from './interceptor'
import * as services from './serviceDecoders'
import * as theme from './themeDecoder'
import type { Config } from './types'

/** deterministic and bounded: the same cases on every run, a second or so in all */
const FUZZ = { seed: 20, numRuns: 1000 }
const MAC = '02:00:00:00:01:01'
const GUEST = { id: 5101, pms: 'PMS-240101' }

type Call = { name: string; run: (api: ApiClient) => Promise<unknown> }
const CALLS: Call[] = [
  { name: 'device', run: (api) => api.getDevice(MAC) },
  { name: 'config', run: (api) => api.getConfig() },
  { name: 'navigation', run: (api) => api.getNavigation() },
  { name: 'languages', run: (api) => api.getLanguages() },
  { name: 'cms', run: (api) => api.getCms('restaurant') },
  { name: 'vods', run: (api) => api.getVods() },
  { name: 'channels', run: (api) => api.getChannels() },
  { name: 'epg', run: (api) => api.getEpg('all', TEST_NOW) },
  { name: 'actions', run: (api) => api.getActions({ mac: MAC, guest_id: GUEST.id }) },
  { name: 'cdn', run: (api) => api.getCdnToken({ driver: 'medianova' }) },
  { name: 'bill request', run: (api) => api.billRequest(GUEST.pms) },
  { name: 'bill response', run: (api) => api.billResponse(GUEST.pms) },
  { name: 'records', run: (api) => api.getRecords({ macAddress: MAC, pms_id: GUEST.pms }) },
  { name: 'signage', run: (api) => api.getDigitalSignage('Lobby') },
  { name: 'weather', run: (api) => api.getWeather() },
  { name: 'prayer', run: (api) => api.getPrayer() },
  { name: 'flights', run: (api) => api.getFlights() },
  { name: 'news', run: (api) => api.getNews() },
  {
    name: 'cast',
    run: (api) => api.castGet({ macAddress: MAC, ipAddress: '10.0.0.1', device: 'ROOM_101', room: '101' }),
  },
  {
    name: 'cast heartbeat',
    run: (api) => api.castHeartbeat({ macAddress: MAC, ipAddress: '10.0.0.1', device: 'ROOM_101' }),
  },
  { name: 'softap', run: (api) => api.softap({ ssid: 'ROOM_101', password: '00000101' }) },
  { name: 'rc qr', run: (api) => api.rcQr(MAC) },
  { name: 'orders', run: (api) => api.getOrders({ guest_id: GUEST.id, guest_pms: GUEST.pms }) },
  { name: 'cart', run: (api) => api.getCart(GUEST.id) },
  { name: 'set device', run: (api) => api.setDevice({ mac: '02:00:00:00:09:09', location: '102' }) },
  { name: 'set action', run: (api) => api.setAction({ id: 1, status: true, message: 'OK' }) },
  {
    name: 'set order',
    run: (api) =>
      api.addOrder({ action: 'Vod', description: '1001', guest_id: GUEST.id, guest_pms: GUEST.pms }),
  },
  { name: 'favourite', run: (api) => api.setFavorite({ guest_id: GUEST.id, channel_id: 1, action: 'add' }) },
  {
    name: 'send cart',
    run: (api) =>
      api.sendCart({
        action: 'Order',
        room: '101',
        room_id: 1,
        guest_name: 'Emma',
        guest_id: GUEST.id,
        guest_pms: GUEST.pms,
        mac: MAC,
        ip: '10.0.0.1',
        items: [],
      }),
  },
  { name: 'philips config', run: (api) => api.philipsConfig() },
]

/** each call's real reply body, from the demo hotel (src/mocks) in-process */
const samples: string[] = []

beforeAll(async () => {
  const backend = createTestBackend()
  await backend.post('/frontdesk/api/actions', { mac: MAC, action: 'Message', params: { title: 'Hi' } })
  for (const call of CALLS) {
    let text = 'null'
    const fetch: FetchLike = async (url, init) => {
      const response = await backend.fetchRaw(new URL(url).pathname + new URL(url).search, init)
      text = await response.text()
      return textResponse(response.status, text)
    }
    const http = createHttp({ baseUrl: () => 'http://hotel.local', headers: () => ({}), fetch })
    await call.run(createApiClient(http)).catch(() => undefined)
    samples.push(JSON.stringify(small(JSON.parse(text || 'null'))) ?? 'null')
  }
})

/** A sample cut to a few items per list and key per map, so each mutation is cheap. */
function small(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 3).map(small)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 40)
      .map(([key, child]) => [key, small(child)]),
  )
}

type Reply = { status: number; text: string } | 'dropped'

const HOSTILE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'then']

type Mutation = { at: number; op: 'delete' | 'set' | 'hostile'; value: unknown; key: string }
const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('delete', 'set', 'set', 'hostile'),
  value: fc.jsonValue({ maxDepth: 2 }),
  key: fc.constantFrom(...HOSTILE_KEYS),
})

type Path = Array<string | number>
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at)
  if (out.length > 4000 || typeof value !== 'object' || value === null) return out
  for (const [key, child] of Object.entries(value))
    pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key], out)
  return out
}

type Bag = Record<string | number, unknown>
/** own properties only: a hostile `__proto__` key is read and written as data */
const own = (bag: Bag, key: string | number): unknown => Object.getOwnPropertyDescriptor(bag, key)?.value
const put = (bag: Bag, key: string | number, value: unknown): void => {
  Object.defineProperty(bag, key, { value, enumerable: true, writable: true, configurable: true })
}

/** The sample with fields deleted, replaced, or given a hostile own key (`__proto__` as data). */
function mutate(text: string, mutations: Mutation[]): string {
  const root: Bag = { value: JSON.parse(text) as unknown }
  for (const { at, op, value, key } of mutations) {
    const paths = pathsOf(root['value']).map((path): Path => ['value', ...path])
    const path = paths[at % paths.length] as Path
    let parent = root
    for (const step of path.slice(0, -1)) parent = own(parent, step) as Bag
    const last = path[path.length - 1] as string | number
    const target = own(parent, last)
    if (op === 'delete' && path.length > 1) {
      if (Array.isArray(parent)) parent.splice(Number(last), 1)
      else delete parent[last]
    } else if (op === 'hostile' && typeof target === 'object' && target !== null && !Array.isArray(target)) {
      put(target as Bag, key, value)
    } else if (Array.isArray(parent)) parent[Number(last)] = value
    else put(parent, last, value)
  }
  return JSON.stringify(root['value']) ?? 'null'
}

const replyFor = (sample: string): fc.Arbitrary<Reply> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }).map((m) => ok(mutate(sample, m))),
    },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => ok(JSON.stringify(value) ?? '')) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(ok) },
    { weight: 1, arbitrary: fc.nat().map((cut) => ok(sample.slice(0, cut % (sample.length + 1)))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(400, 401, 402, 403, 404, 406, 426, 500, 502, 503, 504), fc.string())
        .map(([status, text]) => ({ status, text })),
    },
    { weight: 1, arbitrary: fc.constant('dropped' as const) },
  )
const ok = (text: string): Reply => ({ status: 200, text })

function setup(reply: Reply, ready: boolean) {
  const clock = createFakeClock(TEST_NOW)
  const log = { warn: vi.fn(), error: vi.fn() }
  const onError = vi.fn()
  const interceptor = createInterceptor({
    isSplashShown: () => !ready,
    isRouterReady: () => ready,
    show: vi.fn(),
    showBlocking: vi.fn(),
    reload: vi.fn(),
    onError,
    log,
    clock,
    random: () => 0.5,
  })
  const fetch: FetchLike = async () => {
    if (reply === 'dropped') throw new TypeError('Failed to fetch')
    return textResponse(reply.status, reply.text)
  }
  const http = createHttp({
    baseUrl: () => 'http://hotel.local',
    headers: () => ({}),
    fetch,
    clock,
    log,
    interceptor,
  })
  return {
    api: createApiClient(http, { clock, log }),
    logged: () => onError.mock.calls.length + log.error.mock.calls.length,
  }
}

describe('issue 20: response decoders fuzzed at the boundary', { timeout: 60_000 }, () => {
  it('every call settles; a rejection is an ApiError, logged exactly once', async () => {
    const cases = fc
      .integer({ min: 0, max: CALLS.length - 1 })
      .chain((index) => fc.tuple(fc.constant(index), replyFor(samples[index] ?? 'null'), fc.boolean()))
    await fc.assert(
      fc.asyncProperty(cases, async ([index, reply, ready]) => {
        const { api, logged } = setup(reply, ready)
        const outcome = await (CALLS[index] as Call).run(api).then(
          () => null,
          (error: unknown) => error,
        )
        if (outcome === null) {
          expect(logged()).toBe(0)
          return
        }
        expect(outcome).toBeInstanceOf(ApiError)
        const { kind, message } = outcome as ApiError
        // config that is not an object: the spec's text, logged by the sync that asked (boot)
        if (kind === 'validation') expect([message, logged()]).toEqual([API_MESSAGES.configNotObject, 0])
        else expect(logged()).toBe(1)
      }),
      FUZZ,
    )
  })

  it('every exported decoder returns a result for any JSON (never throws)', () => {
    const all = [decoders, feeders, services, theme].flatMap((module) =>
      Object.values(module).filter((value): value is Decoder<unknown> => typeof value === 'function'),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: all.length - 1 }), fc.jsonValue(), (index, input) => {
        const result = decode(all[index] as Decoder<unknown>, input, 'fuzz', () => undefined)
        expect(typeof result.ok).toBe('boolean')
      }),
      { seed: 20, numRuns: 2000 },
    )
  })

  it('config (config.ts): any body normalises to a flat map or the spec error; readers never throw', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom('maxVolume', '__proto__', 'constructor', 'x'),
        (raw, key) => {
          let config: Config
          try {
            config = normaliseConfig(raw)
          } catch (error) {
            expect(error).toMatchObject({ kind: 'validation', message: API_MESSAGES.configNotObject })
            return
          }
          for (const value of Object.values(config))
            expect(value === null || ['string', 'number', 'boolean'].includes(typeof value)).toBe(true)
          expect(typeof configBool(config, key)).toBe('boolean')
          expect([null, 'string'].includes(configString(config, key) === null ? null : 'string')).toBe(true)
          const number = configNumber(config, key)
          expect(number === null || Number.isFinite(number)).toBe(true)
        },
      ),
      { seed: 20, numRuns: 1000 },
    )
  })

  it('a menu nested thousands of levels deep decodes to four levels and warns (found: stack overflow)', () => {
    const depth = 5000
    const text = `[${'{"id":1,"title":"t","module":"live","subs":['.repeat(depth)}${']}'.repeat(depth)}]`
    const warn = vi.fn()
    const result = decode(decoders.menuList, JSON.parse(text), 'navigation', warn)
    if (!result.ok) throw result.error
    let levels = 0
    for (let items = result.value; items.length > 0; items = items[0]?.subs ?? []) levels++
    expect(levels).toBe(decoders.MENU_MAX_DEPTH)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('backend keys like constructor and __proto__ are data, never Object.prototype (found)', () => {
    const body = '{"constructor":[{"start":1,"end":2,"title":"A"}],"__proto__":[],"news":[]}'
    const result = decode(decoders.epgResponse, JSON.parse(body), 'epg', () => undefined)
    if (!result.ok) throw result.error
    expect(result.value['constructor']).toEqual([{ start: 1, end: 2, title: 'A' }])
    expect(Object.keys(result.value).sort()).toEqual(['__proto__', 'constructor', 'news'])
    expect(result.value['toString']).toBeUndefined()
  })
})
