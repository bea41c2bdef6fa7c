import { describe, expect, it, vi } from 'vitest'
import type { SyncApi } from '../services/sync'
import { createApiClient } from './client'
import { createFakeClock, createFakeFetch, jsonResponse, type FetchCall } from './fakes'
import { createHttp } from './http'
import { createInterceptor } from './interceptor'
import { CDN_TOKEN_LIFETIME_S } from './readCalls'

const NOW = Date.UTC(2025, 0, 1, 12)

function setup(respond: (call: FetchCall) => { status: number; body: unknown }) {
  const clock = createFakeClock(NOW)
  const log = { warn: vi.fn(), error: vi.fn() }
  const deps = {
    isSplashShown: () => false,
    isRouterReady: () => true,
    show: vi.fn(),
    reload: vi.fn(),
    onError: vi.fn(),
    log,
    clock,
    random: () => 0,
  }
  const fetch = createFakeFetch((call) => {
    const { status, body } = respond(call)
    return jsonResponse(status, body)
  })
  const http = createHttp({
    baseUrl: () => 'http://hotel.local',
    headers: () => ({}),
    fetch,
    clock,
    log,
    interceptor: createInterceptor(deps),
  })
  return { api: createApiClient(http, { clock, log }), fetch, deps }
}

const okWith = (body: unknown) => () => ({ status: 200, body })
const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.init.body)) as unknown

describe('createApiClient', () => {
  it('satisfies the sync service contract', () => {
    const api: SyncApi = setup(okWith({})).api
    expect(typeof api.getDevice).toBe('function')
  })

  it('resolves a 404 to false silently (adapters spec §8)', async () => {
    const { api, deps } = setup(() => ({ status: 404, body: { message: 'Not found' } }))
    expect(await api.getDevice('AA:BB')).toBe(false)
    expect(await api.getChannels()).toBe(false)
    expect(deps.show).not.toHaveBeenCalled()
    expect(deps.onError).not.toHaveBeenCalled()
  })

  it("reads a missing config as 'Configurations could not be fetching as expected'", async () => {
    const { api } = setup(() => ({ status: 404, body: {} }))
    await expect(api.getConfig()).rejects.toMatchObject({
      kind: 'validation',
      message: 'Configurations could not be fetching as expected',
    })
  })

  it('reads missing menus and languages as empty lists for the §5 checks', async () => {
    const { api } = setup(() => ({ status: 404, body: {} }))
    expect(await api.getNavigation()).toEqual([])
    expect(await api.getLanguages()).toEqual([])
  })

  it('normalises config values', async () => {
    const { api } = setup(okWith({ 'services.weather': 'true', hsm: '' }))
    expect(await api.getConfig()).toEqual({ 'services.weather': true, hsm: null })
  })

  it('asks for a CDN token expiring one hour ahead in unix seconds', async () => {
    const { api, fetch } = setup(okWith({ tokenLarge: 'L', tokenLive: 'V' }))
    expect(await api.getCdnToken({ driver: 'medianova' })).toEqual({ tokenLarge: 'L', tokenLive: 'V' })
    expect(bodyOf(fetch.calls[0])).toEqual({ driver: 'medianova', expire: NOW / 1000 + CDN_TOKEN_LIFETIME_S })
    expect(fetch.calls[0]?.url).toBe('http://hotel.local/api/get/cdn')
  })

  it('fetches the guide at now by default', async () => {
    const { api, fetch } = setup(okWith({ bbc: [{ start: 1, end: 2 }] }))
    expect(await api.getEpg(12)).toEqual({ bbc: [{ start: 1, end: 2, title: 'N/A' }] })
    expect(fetch.calls[0]?.url).toBe(`http://hotel.local/api/get/epgs/12/${NOW}`)
  })

  it('sends the bill view request then response forms', async () => {
    const { api, fetch } = setup(okWith({ errCode: '0' }))
    expect(await api.billRequest('P1')).toEqual({ errCode: 0 })
    await api.billResponse('P1')
    expect(bodyOf(fetch.calls[0])).toEqual({ guest_pms_id: 'P1', type: 'request' })
    expect(bodyOf(fetch.calls[1])).toEqual({ guest_pms_id: 'P1', type: 'response' })
  })

  it('uses the documented paths for favourite, order and cart', async () => {
    const { api, fetch } = setup((call) => ({
      status: 200,
      body: call.url.includes('/cart') ? [] : { success: true },
    }))
    expect(await api.setFavorite({ guest_id: 1, channel_id: 5, action: 'add' })).toBe(true)
    expect(await api.addOrder({ action: 'Vod', description: '9', guest_id: 1, guest_pms: 'P1' })).toBe(true)
    expect(await api.getCart(1)).toEqual([])
    expect(fetch.calls.map((call) => call.url)).toEqual([
      'http://hotel.local/api/set/guest/favorite',
      'http://hotel.local/api/set/order',
      'http://hotel.local/api/get/cart?guest_id=1',
    ])
    expect(bodyOf(fetch.calls[0])).toEqual({ guest_id: 1, channel_id: 5, action: 'add' })
  })

  it('returns the device id from setDevice', async () => {
    const { api } = setup(okWith('42'))
    expect(await api.setDevice({ location: '101' })).toBe(42)
  })

  it('sends the remote state as JSON text', async () => {
    const { api, fetch } = setup(okWith({}))
    await api.remoteState({ mac: 'm', location: '101', state: { status: true, battery: 80 } })
    expect(bodyOf(fetch.calls[0])).toEqual({
      mac: 'm',
      location: '101',
      state: '{"status":true,"battery":80}',
    })
  })

  it('reads a cart reply text as a failure to show', async () => {
    const { api } = setup(okWith('Out of stock'))
    const payload = {
      action: 'order',
      room: '101',
      room_id: 1,
      guest_name: 'Ada',
      guest_id: 1,
      guest_pms: null,
      mac: 'm',
      ip: 'i',
      items: [],
    }
    expect(await api.sendCart(payload)).toEqual({ success: false, message: 'Out of stock' })
  })
})
