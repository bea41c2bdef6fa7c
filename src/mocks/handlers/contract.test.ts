import { describe, expect, it } from 'vitest'
import type { Decoder } from '../../api/decode'
import * as d from '../../api/decoders'
import * as f from '../../api/feederDecoders'
import * as s from '../../api/serviceDecoders'
import { DEFAULT_MAC, DEMO_GUESTS } from '../fixtures'
import { TEST_NOW, createTestBackend } from '../testing/backend'

// The demo backend and the portal's boundary decoders (src/api) must agree on every shape
// (docs/BACKEND-API.md): each answer decodes without an error and without a warning.
function decodes<T>(decoder: Decoder<T>, body: unknown): T {
  const warnings: string[] = []
  const value = decoder(body, '$', (message) => warnings.push(message))
  expect(warnings).toEqual([])
  return value
}

describe('demo backend ↔ portal decoders', () => {
  it('device, menus, languages, channels, guide and VOD', async () => {
    const backend = createTestBackend()
    decodes(d.device, (await backend.get(`/api/get/device/${DEFAULT_MAC}`)).body)
    const menus = decodes(d.menuList, (await backend.get('/api/get/navigation')).body)
    expect(menus.find((m) => m.isHome)?.module).toBe('home')
    decodes(d.languageList, (await backend.get('/api/get/languages')).body)
    expect(decodes(d.channelList, (await backend.get('/api/get/channels')).body).length).toBe(85)
    decodes(d.epgResponse, (await backend.get(`/api/get/epgs/all/${TEST_NOW}`)).body)
    const vods = decodes(d.vodList, (await backend.get('/api/get/vods')).body)
    expect(vods.some((v) => v.price === null) && vods.some((v) => v.price === 4.99)).toBe(true)
  })

  it('CMS, actions, records, orders, cart, bill view, cast and QR codes', async () => {
    const backend = createTestBackend()
    for (const target of ['restaurant', 'roomservice', 'spa', 'hotelinfo', 'activities'])
      decodes(s.cmsList, (await backend.get(`/api/get/cms/${target}`)).body)
    await backend.post('/frontdesk/api/actions', {
      mac: DEFAULT_MAC,
      action: 'Message',
      params: { text: 'Hi' },
    })
    decodes(s.actionList, (await backend.post('/api/get/actions', { mac: DEFAULT_MAC })).body)
    decodes(s.recordList, (await backend.get(`/api/get/records?macAddress=${DEFAULT_MAC}`)).body)
    decodes(s.orderList, (await backend.get(`/api/get/orders?guest_id=${DEMO_GUESTS.room101.id}`)).body)
    decodes(s.cartList, (await backend.get(`/api/get/cart?guest_id=${DEMO_GUESTS.room101.id}`)).body)
    const bill = { guest_pms_id: DEMO_GUESTS.room101.pms_id }
    decodes(s.billRequestReply, (await backend.post('/Api/billview.php', { ...bill, type: 'request' })).body)
    decodes(
      s.billResponseReply,
      (await backend.post('/Api/billview.php', { ...bill, type: 'response' })).body,
    )
    decodes(s.castReservation, (await backend.post('/api/cast/get', { macAddress: DEFAULT_MAC })).body)
    decodes(s.softApReply, (await backend.post('/api/get/softap', { ssid: 'a', password: 'b' })).body)
    decodes(s.qrReply, (await backend.post('/api/rc/qr', { mac: DEFAULT_MAC })).body)
    decodes(s.cdnToken, (await backend.post('/api/get/cdn', { driver: 'medianova', expire: 1 })).body)
    expect(
      decodes(s.deviceId, (await backend.post('/api/set/device', { mac: 'aa', location: '110' })).body),
    ).toBeGreaterThan(0)
    expect(decodes(s.cartReply, (await backend.post('/api/send/cart', {})).body).success).toBe(false)
  })

  it('feeders and digital signage', async () => {
    const backend = createTestBackend()
    decodes(f.weatherList, (await backend.get('/api/feeder/weather/')).body)
    decodes(f.prayerList, (await backend.get('/api/feeder/prayer/')).body)
    decodes(f.flightList, (await backend.get('/api/feeder/flight/')).body)
    decodes(f.newsList, (await backend.get('/api/feeder/news/')).body)
    decodes(f.digitalSignage, (await backend.get('/api/get/digitalsignage?location=Lobby')).body)
  })
})
