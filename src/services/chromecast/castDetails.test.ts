import { describe, expect, it } from 'vitest'
import type { CastReservation } from '../../api/types'
import { castDetails } from './castDetails'
import { castRequestOf } from './castDevice'

const reservation: CastReservation = {
  error: null,
  status: 200,
  heartbeat: null,
  reserv_multicast: null,
  ssid: 'Hotel-Cast',
  link: 'http://cast/r/42',
  reserv_code: '0042',
  qr_code: 'http://cast/r/42',
}

describe('Chromecast available details (portal spec §2, §8)', () => {
  it('shows the reservation’s Wi-Fi name, code, link and QR', () => {
    expect(castDetails('default', reservation, {}, null)).toEqual({
      wifiName: 'Hotel-Cast',
      secret: { kind: 'code', value: '0042' },
      link: 'http://cast/r/42',
      qr: 'http://cast/r/42',
    })
  })

  it('without an ssid the hotel’s CAST_SSID names the network', () => {
    const details = castDetails('central', { ...reservation, ssid: null }, { CAST_SSID: 'Conf-Cast' }, null)
    expect(details.wifiName).toBe('Conf-Cast')
  })

  it('without a QR code of its own the mobile-app pairing QR is shown', () => {
    const details = castDetails('proxy', { ...reservation, qr_code: null }, {}, null, 'https://app/pair')
    expect(details.qr).toBe('https://app/pair')
  })

  it('a missing Wi-Fi name or code is left empty (shown as Not available)', () => {
    const details = castDetails('proxy', { ...reservation, ssid: null, reserv_code: '' }, {}, null)
    expect(details.wifiName).toBeNull()
    expect(details.secret).toEqual({ kind: 'code', value: null })
  })

  it('the hotspot variant shows the TV’s soft AP: its name, password and QR', () => {
    const softAp = { ap: { ssid: 'ROOM_101', password: '00000101' }, qr: 'WIFI:T:WPA;S:ROOM_101;;' }
    expect(castDetails('hotspot', reservation, {}, softAp)).toEqual({
      wifiName: 'ROOM_101',
      secret: { kind: 'password', value: '00000101' },
      link: 'http://cast/r/42',
      qr: 'WIFI:T:WPA;S:ROOM_101;;',
    })
  })

  it('the hotspot variant without a soft AP has no Wi-Fi name or password', () => {
    const details = castDetails('hotspot', reservation, {}, null)
    expect(details.wifiName).toBeNull()
    expect(details.secret.value).toBeNull()
  })
})

describe('who asks the Chromecast server (portal spec §7 cast calls)', () => {
  it('sends the mac, the ip, the device name and the room', () => {
    const device = { name: 'ROOM_101', location: '101', ip: '10.0.0.9', mac: 'x' } as never
    const properties = { mac: '02:00:00:00:01:01', ip: '10.0.1.101' } as never
    expect(castRequestOf({ mac: '02:00:00:00:01:01', properties, device })).toEqual({
      macAddress: '02:00:00:00:01:01',
      ipAddress: '10.0.1.101',
      device: 'ROOM_101',
      room: '101',
    })
  })

  it('asks nothing before the device is known', () => {
    expect(castRequestOf({ mac: null, properties: null, device: null })).toBeNull()
  })
})
