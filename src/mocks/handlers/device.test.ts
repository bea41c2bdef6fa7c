import { describe, expect, it } from 'vitest'
import type { Device } from '../../api/types'
import { DEFAULT_MAC, DEMO_MACS } from '../fixtures'
import { createTestBackend } from '../testing/backend'

describe('device calls', () => {
  it('answers the default universal-bridge device with its checked-in, welcomed guest', async () => {
    const backend = createTestBackend()
    const reply = await backend.get<Device>(`/api/get/device/${DEFAULT_MAC}`)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      mac: DEFAULT_MAC,
      location: '101',
      using_by: 'Room',
      name: 'ROOM_101',
    })
    expect(reply.body.guest).toMatchObject({
      name: 'Emma',
      surname: 'Schneider',
      language: 'en_US',
      welcome: true,
    })
  })

  it('has the demo rooms and lobby devices in their modes', async () => {
    const backend = createTestBackend()
    const get = async (mac: string) => (await backend.get<Device>(`/api/get/device/${mac}`)).body
    expect((await get(DEMO_MACS.room102)).guest?.welcome).toBe(false)
    expect((await get(DEMO_MACS.room103)).guest).toBeNull()
    expect((await get(DEMO_MACS.lobbySignage)).using_by).toBe('DS')
    expect((await get(DEMO_MACS.lobbyPublic)).using_by).toBe('Public')
  })

  it('finds a device whatever the case or URL-encoding of its MAC', async () => {
    const backend = createTestBackend()
    const reply = await backend.get(`/api/get/device/${encodeURIComponent(DEFAULT_MAC.toUpperCase())}`)
    expect(reply.status).toBe(200)
  })

  it("answers 404 'Device Not Found' for any other MAC", async () => {
    const backend = createTestBackend()
    const reply = await backend.get('/api/get/device/02:00:00:00:99:99')
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ message: 'Device Not Found' })
  })

  it('assigns an unknown device to a location and answers its id (POST /api/set/device)', async () => {
    const backend = createTestBackend()
    const mac = '02:00:00:00:99:99'
    const reply = await backend.post<number>('/api/set/device', { mac, ip: '10.0.0.9', location: '205' })
    expect(reply.status).toBe(200)
    expect(typeof reply.body).toBe('number')
    const device = await backend.get<Device>(`/api/get/device/${mac}`)
    expect(device.body).toMatchObject({ id: reply.body, location: '205', name: 'ROOM_205', guest: null })
  })

  it("answers 'Location not found!' for an unknown location", async () => {
    const backend = createTestBackend()
    const reply = await backend.post('/api/set/device', { mac: '02:00:00:00:99:99', location: '999' })
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ message: 'Location not found!' })
  })

  it('stores last_tuned_channel_id in the device properties', async () => {
    const backend = createTestBackend()
    await backend.post('/api/set/device/update/property', { mac: DEFAULT_MAC, last_tuned_channel_id: 12 })
    const device = await backend.get<Device>(`/api/get/device/${DEFAULT_MAC}`)
    expect(device.body.properties['last_tuned_channel_id']).toBe('12')
  })

  it('updates the guest language and welcome flag (POST /api/set/guest/update)', async () => {
    const backend = createTestBackend()
    const guest = (await backend.get<Device>(`/api/get/device/${DEMO_MACS.room102}`)).body.guest
    await backend.post('/api/set/guest/update', { ...guest, language: 'tr_TR', welcome: true })
    const after = (await backend.get<Device>(`/api/get/device/${DEMO_MACS.room102}`)).body.guest
    expect(after).toMatchObject({ language: 'tr_TR', welcome: true })
  })
})
