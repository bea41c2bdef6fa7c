import { describe, expect, it } from 'vitest'
import type { CastReservation, FlightAirport, NewsFeed, Prayer, Record_, Weather } from '../../api/types'
import { DEFAULT_MAC, DEMO_GUESTS } from '../fixtures'
import { createTestBackend } from '../testing/backend'
import { PHILIPS_PROFILE } from './services'

const cast = { macAddress: DEFAULT_MAC, ipAddress: '10.20.1.1', device: 'ROOM_101', room: '101' }

describe('feeders', () => {
  it('answers weather for several cities with at least 8 forecast days', async () => {
    const weather = (await createTestBackend().get<Weather[]>('/api/feeder/weather/')).body
    expect(weather.length).toBeGreaterThanOrEqual(2)
    for (const city of weather) expect(city.forecast.length).toBeGreaterThanOrEqual(8)
  })

  it('answers prayer times, flights and news, with or without the trailing slash', async () => {
    const backend = createTestBackend()
    const prayer = (await backend.get<Prayer[]>('/api/feeder/prayer')).body[0]
    expect(prayer?.fajr).toMatch(/^\d\d:\d\d$/)
    const airports = (await backend.get<FlightAirport[]>('/api/feeder/flight/')).body
    expect(airports.length).toBeGreaterThanOrEqual(2)
    expect(airports[0]?.departures.length).toBeGreaterThan(5)
    const news = (await backend.get<NewsFeed[]>('/api/feeder/news/')).body
    expect(news.length).toBeGreaterThanOrEqual(2)
    expect(news[0]?.items.length).toBeGreaterThan(3)
  })
})

describe('records', () => {
  it('lists a guest’s recordings and the General ones, completed and processing', async () => {
    const records = (await createTestBackend().get<Record_[]>(`/api/get/records?macAddress=${DEFAULT_MAC}`))
      .body
    expect(new Set(records.map((r) => r.pms_id))).toEqual(new Set([DEMO_GUESTS.room101.pms_id, 'General']))
    expect(records.some((r) => r.state === 2)).toBe(true)
    expect(records.some((r) => r.state !== 2)).toBe(true)
  })

  it('turns a record request into a recording that completes after it ends', async () => {
    const backend = createTestBackend()
    const start = backend.now()
    await backend.post('/api/set/records', {
      id: 10,
      title: 'Evening News',
      start,
      end: start + 1_800_000,
      duration: 1800,
      state: 0,
      uri: '/media/streams/news/index.m3u8',
      proc_id: 'rec-new',
      source: 'Bosphorus News 24',
      macAddress: DEFAULT_MAC,
      ipAddress: '10.20.1.1',
      pms_id: 'General',
    })
    const state = async () =>
      (await backend.get<Record_[]>('/api/get/records?pms_id=General')).body.find(
        (r) => r.proc_id === 'rec-new',
      )?.state
    expect(await state()).toBe(0)
    backend.advance(1_800_000)
    expect(await state()).toBe(1)
    backend.advance(300_000)
    expect(await state()).toBe(2)
  })
})

describe('cast, PMS and platform calls', () => {
  it('reserves a Chromecast with Wi-Fi, link, code and QR', async () => {
    const reply = (await createTestBackend().post<CastReservation>('/api/cast/get', cast)).body
    expect(reply).toMatchObject({ error: null, status: 200, ssid: 'GrandBosphorus-Cast' })
    expect(reply.reserv_code).toMatch(/^\d{4}$/)
    expect(reply.qr_code).toBeTruthy()
  })

  it('answers the unavailable and watch states set through /__demo/device', async () => {
    const backend = createTestBackend()
    await backend.post('/__demo/device', { mac: DEFAULT_MAC, cast: 'unavailable' })
    expect((await backend.post<CastReservation>('/api/cast/get', cast)).body.error).toBeTruthy()
    await backend.post('/__demo/device', { mac: DEFAULT_MAC, cast: 'watch' })
    await backend.post('/api/cast/get', cast)
    expect((await backend.post<CastReservation>('/api/cast/heartbeat', cast)).body.heartbeat).toBe(true)
  })

  it('records Fidelio room status and wake-up answers for the front desk', async () => {
    const backend = createTestBackend()
    await backend.post('/api/fidelio/room/status', { room: '101', status: 3 })
    await backend.post('/api/fidelio/wakeup/answer', { room: '101', date: '250514073000', status: 'OK' })
    expect((await backend.post('/api/fidelio/room/status', { room: '101', status: 9 })).status).toBe(400)
    const activity = (await backend.get<{ fidelio: { kind: string }[] }>('/frontdesk/api/activity')).body
    expect(activity.fidelio.map((e) => e.kind)).toEqual(['wakeup-answer', 'room-status'])
  })

  it('answers CDN tokens, soft AP and remote QR codes', async () => {
    const backend = createTestBackend()
    const tokens = (await backend.post('/api/get/cdn', { driver: 'medianova', expire: 1747218600 })).body
    expect(tokens).toEqual({ tokenLarge: expect.any(String), tokenLive: expect.any(String) })
    const softap = (await backend.post('/api/get/softap', { ssid: 'ROOM_101', password: '00000101' })).body
    expect(softap).toEqual({ qr: 'WIFI:T:WPA;S:ROOM_101;P:00000101;;' })
    expect((await backend.post('/api/rc/qr', { mac: DEFAULT_MAC })).body).toEqual({ qr: expect.any(String) })
  })

  it('serves the Philips server profile and answers the other platform calls', async () => {
    const backend = createTestBackend()
    expect((await backend.get('/Api/philips/config.json')).body).toEqual(PHILIPS_PROFILE)
    expect(
      (await backend.post('/Api/philips/pms.php', { Action: 'CheckIn', IpAddress: '10.0.0.1' })).status,
    ).toBe(200)
    expect((await backend.post('/api/send/tizen65/token', { ip: '10.0.0.1', mac: DEFAULT_MAC })).status).toBe(
      200,
    )
    expect(
      (await backend.post('/api/send/remoteState', { mac: DEFAULT_MAC, location: '101', state: '{}' }))
        .status,
    ).toBe(200)
    expect(
      (
        await backend.post('/api/adb/cmd', {
          device: '10.0.0.1',
          command: 'enableApp',
          params: { package: 'x' },
        })
      ).status,
    ).toBe(200)
  })
})
