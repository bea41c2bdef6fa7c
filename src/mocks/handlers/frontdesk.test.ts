import { describe, expect, it } from 'vitest'
import type { Action, CastReservation, Device } from '../../api/types'
import { DEMO_MACS } from '../fixtures'
import type { QueuedAction } from '../state'
import { REMOTE_ACTIONS } from '../state'
import { createTestBackend } from '../testing/backend'

type Row = Device & { pending: number; last_reported: QueuedAction | null }
const room103 = DEMO_MACS.room103

describe('front desk', () => {
  it('checks a guest in: the device answers the new guest and the TV gets a CheckIn action', async () => {
    const backend = createTestBackend()
    const reply = await backend.post('/frontdesk/api/checkin', {
      mac: room103,
      guest: { name: 'Aylin', surname: 'Demir', language: 'tr_TR' },
    })
    expect(reply.status).toBe(201)
    const device = (await backend.get<Device>(`/api/get/device/${room103}`)).body
    expect(device.guest).toMatchObject({ name: 'Aylin', surname: 'Demir', language: 'tr_TR', welcome: false })
    expect(device.guest?.pms_id).toBeTruthy()
    const actions = (await backend.post<Action[]>('/api/get/actions', { mac: room103, guest_id: null })).body
    expect(actions.map((a) => a.payload.action)).toEqual(['CheckIn'])
  })

  it('checks a guest out and forgets their orders', async () => {
    const backend = createTestBackend()
    await backend.post('/frontdesk/api/checkout', { mac: DEMO_MACS.room101 })
    expect((await backend.get<Device>(`/api/get/device/${DEMO_MACS.room101}`)).body.guest).toBeNull()
    expect((await backend.get('/api/get/orders?guest_id=5101')).body).toEqual([])
  })

  it('refuses a check-in without name and surname', async () => {
    const reply = await createTestBackend().post('/frontdesk/api/checkin', {
      mac: room103,
      guest: { name: 'A' },
    })
    expect(reply.status).toBe(400)
  })

  it('queues every remote action type with its params', async () => {
    const backend = createTestBackend()
    for (const action of REMOTE_ACTIONS) {
      const reply = await backend.post('/frontdesk/api/actions', { mac: room103, action, params: { n: 1 } })
      expect(reply.status).toBe(201)
    }
    const delivered = (await backend.post<Action[]>('/api/get/actions', { mac: room103 })).body
    expect(delivered.map((a) => a.payload.action)).toEqual([...REMOTE_ACTIONS])
    expect(delivered.every((a) => a.remote && typeof a.created_at === 'string')).toBe(true)
  })

  it('fills in a Message with id, sender and date', async () => {
    const backend = createTestBackend()
    const queued = (
      await backend.post<QueuedAction>('/frontdesk/api/actions', {
        mac: room103,
        action: 'Message',
        params: { title: 'Hello', text: 'Welcome' },
      })
    ).body
    expect(queued.payload.params).toMatchObject({
      id: queued.id,
      from: 'Front Desk',
      title: 'Hello',
      readed: false,
    })
    expect(backend.state.actions.messages()).toHaveLength(1)
  })

  it('delivers an action once, only to its device', async () => {
    const backend = createTestBackend()
    await backend.post('/frontdesk/api/actions', { mac: room103, action: 'Volume', params: { state: 30 } })
    expect((await backend.post<Action[]>('/api/get/actions', { mac: DEMO_MACS.room101 })).body).toEqual([])
    const first = (await backend.post<Action[]>('/api/get/actions', { mac: room103 })).body
    expect(first).toHaveLength(1)
    expect(first[0]?.payload).toEqual({ action: 'Volume', params: { state: 30 } })
    expect((await backend.post<Action[]>('/api/get/actions', { mac: room103 })).body).toEqual([])
  })

  it('shows the status the TV reported back', async () => {
    const backend = createTestBackend()
    const ok = (await backend.post<QueuedAction>('/frontdesk/api/actions', { mac: room103, action: 'Mute' }))
      .body
    const bad = (
      await backend.post<QueuedAction>('/frontdesk/api/actions', { mac: room103, action: 'Dance' })
    ).body
    await backend.post('/api/get/actions', { mac: room103 })
    backend.advance(1500)
    await backend.post('/api/set/action', { id: ok.id, status: true, message: '' })
    await backend.post('/api/set/action', { id: bad.id, status: false, message: 'Not found' })

    const listed = (await backend.get<QueuedAction[]>(`/frontdesk/api/actions?mac=${room103}`)).body
    expect(listed.find((a) => a.id === ok.id)).toMatchObject({ delivered: true, status: true })
    expect(listed.find((a) => a.id === bad.id)).toMatchObject({ status: false, message: 'Not found' })
    const rows = (await backend.get<Row[]>('/frontdesk/api/devices')).body
    const row = rows.find((r) => r.mac === room103)
    expect(row?.pending).toBe(0)
    expect(row?.last_reported?.status).toBeDefined()
  })

  it('puts a room’s Chromecast answer in each state and shows the reservation', async () => {
    const backend = createTestBackend()
    const cast = { macAddress: room103, ipAddress: '10.20.1.3', device: 'ROOM_103', room: '103' }
    const answers: Record<string, Partial<CastReservation>> = {
      available: { error: null, status: 200, heartbeat: null },
      watch: { error: null, status: 200, heartbeat: true },
      unavailable: { status: 200 },
      error: { status: 500 },
    }
    for (const [mode, expected] of Object.entries(answers)) {
      expect((await backend.post('/frontdesk/api/cast', { mac: room103, cast: mode })).status).toBe(200)
      const reply = (await backend.post<CastReservation>('/api/cast/get', cast)).body
      expect(reply).toMatchObject(expected)
      if (mode === 'unavailable' || mode === 'error') expect(reply.error).toBeTruthy()
    }
    await backend.post('/frontdesk/api/cast', { mac: room103, cast: 'available' })
    await backend.post('/api/cast/get', cast)
    const row = (
      await backend.get<(Row & { cast: string; cast_reserved: boolean })[]>('/frontdesk/api/devices')
    ).body.find((r) => r.mac === room103)
    expect(row).toMatchObject({ cast: 'available', cast_reserved: true })
    expect((await backend.post('/frontdesk/api/cast', { mac: room103, cast: 'maybe' })).status).toBe(400)
  })

  it('serves the front-desk page and its script', async () => {
    const backend = createTestBackend()
    const page = await backend.fetchRaw('/frontdesk/')
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('frontdesk.js')
    const script = await backend.fetchRaw('/frontdesk/frontdesk.js')
    expect(script.status).toBe(200)
    expect((await backend.fetchRaw('/frontdesk/..%2Fstate%2Findex.ts')).status).toBe(404)
  })
})
