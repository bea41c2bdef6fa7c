import { describe, expect, it } from 'vitest'
import type { Device } from '../../api/types'
import { DEFAULT_MAC, DEMO_MACS } from '../fixtures'
import type { LoggedRequest } from '../state'
import { createTestBackend } from '../testing/backend'

describe('fault injection (/__demo/faults)', () => {
  it('answers the injected status and body, before the normal handler', async () => {
    const backend = createTestBackend()
    const created = await backend.post('/__demo/faults', {
      path: '/api/get/config',
      status: 503,
      body: { message: 'down' },
    })
    expect(created.status).toBe(201)
    const reply = await backend.get('/api/get/config')
    expect(reply).toMatchObject({ status: 503, body: { message: 'down' } })
  })

  it('sends a raw body as-is, for malformed JSON', async () => {
    const backend = createTestBackend()
    await backend.post('/__demo/faults', { path: '/api/get/channels', status: 200, raw: '{"channels": [' })
    const reply = await backend.get('/api/get/channels')
    expect(reply.status).toBe(200)
    expect(reply.text).toBe('{"channels": [')
  })

  it('stops after `times` answers', async () => {
    const backend = createTestBackend()
    await backend.post('/__demo/faults', { path: '/api/get/vods', status: 500, times: 2 })
    expect((await backend.get('/api/get/vods')).status).toBe(500)
    expect((await backend.get('/api/get/vods')).status).toBe(500)
    expect((await backend.get('/api/get/vods')).status).toBe(200)
  })

  it('matches a path prefix ending in * and only the given method', async () => {
    const backend = createTestBackend()
    await backend.post('/__demo/faults', { method: 'GET', path: '/api/get/device/*', status: 404 })
    expect((await backend.get(`/api/get/device/${DEFAULT_MAC}`)).status).toBe(404)
    expect((await backend.post('/api/get/actions', { mac: DEFAULT_MAC })).status).toBe(200)
  })

  it('waits delayMs through the injected sleep', async () => {
    const backend = createTestBackend()
    const waits: number[] = []
    backend.state.sleep = async (ms) => {
      waits.push(ms)
    }
    await backend.post('/__demo/faults', { path: '/api/get/config', status: 200, body: {}, delayMs: 1500 })
    await backend.get('/api/get/config')
    expect(waits).toEqual([1500])
  })

  it('drops the connection for status 0', async () => {
    const backend = createTestBackend()
    await backend.post('/__demo/faults', { path: '/api/get/config', status: 0 })
    const response = await backend.fetchRaw('/api/get/config')
    expect(response.type).toBe('error')
  })

  it('clears faults with DELETE and with reset', async () => {
    const backend = createTestBackend()
    await backend.post('/__demo/faults', { path: '/api/get/config', status: 500 })
    await backend.del('/__demo/faults')
    expect((await backend.get('/api/get/config')).status).toBe(200)
    await backend.post('/__demo/faults', { path: '/api/get/config', status: 500 })
    await backend.post('/__demo/reset')
    expect((await backend.get('/api/get/config')).status).toBe(200)
  })

  it('refuses a fault without a path', async () => {
    expect((await createTestBackend().post('/__demo/faults', { status: 500 })).status).toBe(400)
  })
})

describe('request log (/__demo/requests)', () => {
  it('records the backend calls the portal sent, with query and body, filterable by path', async () => {
    const backend = createTestBackend()
    await backend.get('/api/get/config')
    await backend.post('/api/get/actions', { mac: DEFAULT_MAC, guest_id: 5101 })
    await backend.get('/api/get/orders?guest_id=5101')
    await backend.get('/media/streams/news/index.m3u8')

    const all = (await backend.get<LoggedRequest[]>('/__demo/requests')).body
    expect(all.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/get/config',
      'POST /api/get/actions',
      'GET /api/get/orders',
    ])
    expect(all[1]?.body).toEqual({ mac: DEFAULT_MAC, guest_id: 5101 })
    expect(all[2]?.query).toEqual({ guest_id: '5101' })
    const filtered = (await backend.get<LoggedRequest[]>('/__demo/requests?path=/api/get/a*')).body
    expect(filtered.map((r) => r.path)).toEqual(['/api/get/actions'])
  })

  it('is emptied by reset', async () => {
    const backend = createTestBackend()
    await backend.get('/api/get/config')
    await backend.post('/__demo/reset')
    expect((await backend.get('/__demo/requests')).body).toEqual([])
  })
})

describe('device patch (/__demo/device)', () => {
  it('changes mode, config overrides and guest; reset restores the demo devices', async () => {
    const backend = createTestBackend()
    const reply = await backend.post<Device>('/__demo/device', {
      mac: DEMO_MACS.room103,
      using_by: 'VIP',
      config: { 'welcome.type': 'false' },
      guest: { name: 'Lena', surname: 'Fischer', welcome: true },
    })
    expect(reply.body).toMatchObject({ using_by: 'VIP', config: { 'welcome.type': 'false' } })
    expect(reply.body.guest).toMatchObject({ name: 'Lena', welcome: true })
    await backend.post('/__demo/reset')
    const device = (await backend.get<Device>(`/api/get/device/${DEMO_MACS.room103}`)).body
    expect(device).toMatchObject({ using_by: 'Room', config: {}, guest: null })
  })

  it('answers 404 for an unknown device', async () => {
    const reply = await createTestBackend().post('/__demo/device', {
      mac: '02:00:00:00:99:99',
      using_by: 'DS',
    })
    expect(reply.status).toBe(404)
  })
})
