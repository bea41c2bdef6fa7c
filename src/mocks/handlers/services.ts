import { http, HttpResponse } from 'msw'
import type { CastReservation } from '../../api/types'
import { HOTEL } from '../fixtures'
import { hashSeed } from '../fixtures/random'
import type { DemoState } from '../state'
import { failure, json, num, ok, on, readBody, str } from './http'

/** adapters spec §3 Philips server config (active: the set takes these values) */
export const PHILIPS_PROFILE = {
  active: true,
  appControlID: 'grand-bosphorus-apps',
  profileName: 'GrandBosphorus-Guest',
  locationID: 'GB-IST-01',
}

const token = (label: string): string =>
  hashSeed(label).toString(16).padStart(8, '0') + hashSeed(`${label}!`).toString(16)

function reservation(state: DemoState, mac: string, room: string): CastReservation {
  const empty = {
    heartbeat: null,
    reserv_multicast: null,
    ssid: null,
    link: null,
    reserv_code: null,
    qr_code: null,
  }
  // portal spec §4 Chromecast: error = error with a status other than 200; unavailable = error
  // while every device is taken; watch = heartbeat present; available = Wi-Fi, link, code and QR.
  switch (state.devices.castMode(mac)) {
    case 'error':
      return { error: 'Chromecast server error', status: 500, ...empty }
    case 'unavailable':
      return { error: 'All chromecast devices are in use', status: 200, ...empty }
    case 'watch':
    case 'available': {
      const code = String(hashSeed(`cast:${mac}`) % 10000).padStart(4, '0')
      const link = `http://cast.grandbosphorus.demo/r/${code}`
      return {
        error: null,
        status: 200,
        heartbeat: state.devices.castMode(mac) === 'watch' ? true : null,
        reserv_multicast: `239.255.10.${(num(room) ?? 0) % 250}`,
        ssid: HOTEL.castSsid,
        link,
        reserv_code: code,
        qr_code: link,
      }
    }
  }
}

/** Casting, QR codes, CDN tokens, PMS (Fidelio) answers and the platform calls (adapters spec §7). */
export function createServiceHandlers(state: DemoState) {
  const { desk } = state
  const traced =
    (kind: string) =>
    async ({ request }: { request: Request }) => {
      desk.addCommand(kind, await readBody(request))
      return ok()
    }
  return [
    // portal spec §7 / §9: a token valid for an hour, per driver (medianova; flussonic per stream name);
    // deterministic so tests can compare
    http.post(on('/api/get/cdn'), async ({ request }) => {
      const body = await readBody(request)
      desk.addCommand('cdn', body)
      const driver = str(body['driver'])
      const expire = num(body['expire'])
      const name = str(body['name'])
      if (driver !== 'medianova' && driver !== 'flussonic') return failure(400, 'Unknown CDN driver')
      if (expire === null) return failure(400, 'expire (unix seconds) is required')
      if (driver === 'flussonic' && name === null)
        return failure(400, 'name is required for flussonic streams')
      const label = `${driver}:${expire}:${name ?? ''}`
      return json({
        tokenLarge: `${driver}-large-${token(label)}`,
        tokenLive: `${driver}-live-${token(label)}`,
      })
    }),
    // portal spec §9: the QR carries the soft AP credentials in the Wi-Fi QR format
    http.post(on('/api/get/softap'), async ({ request }) => {
      const body = await readBody(request)
      desk.addCommand('softap', body)
      return json({ qr: `WIFI:T:WPA;S:${str(body['ssid']) ?? ''};P:${str(body['password']) ?? ''};;` })
    }),
    http.post(on('/api/cast/get'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['macAddress']) ?? ''
      const answer = reservation(state, mac, str(body['room']) ?? '')
      if (answer.reserv_code) desk.reserveCast(mac)
      return json(answer)
    }),
    http.post(on('/api/cast/heartbeat'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['macAddress']) ?? ''
      if (!desk.castReserved(mac)) return json({ ...reservation(state, mac, ''), heartbeat: null })
      return json(reservation(state, mac, ''))
    }),
    http.post(on('/api/cast/remove'), async ({ request }) => {
      desk.releaseCast(str((await readBody(request))['macAddress']) ?? '')
      return ok()
    }),
    http.post(on('/api/rc/qr'), async ({ request }) => {
      const mac = str((await readBody(request))['mac']) ?? ''
      return json({ qr: `https://app.grandbosphorus.demo/pair?code=${token(`rc:${mac}`).slice(0, 8)}` })
    }),
    http.post(on('/api/adb/cmd'), traced('adb')),
    // portal spec §7: room status codes 1 to 6
    http.post(on('/api/fidelio/room/status'), async ({ request }) => {
      const body = await readBody(request)
      const status = num(body['status'])
      if (status === null || status < 1 || status > 6) return failure(400, 'status must be 1 to 6')
      desk.addFidelio({ kind: 'room-status', room: str(body['room']) ?? '', status })
      return ok()
    }),
    // portal spec §4 Alarm: OK on firing, DE on cancel
    http.post(on('/api/fidelio/wakeup/answer'), async ({ request }) => {
      const body = await readBody(request)
      const status = str(body['status'])
      if (status !== 'OK' && status !== 'DE') return failure(400, 'status must be OK or DE')
      desk.addFidelio({
        kind: 'wakeup-answer',
        room: str(body['room']) ?? '',
        date: str(body['date']) ?? '',
        status,
      })
      return ok()
    }),
    // adapters spec §7
    http.post(on('/api/send/tizen65/token'), async ({ request }) => {
      const body = await readBody(request)
      desk.addCommand('tizen-token', body)
      return json({ token: token(`tizen:${str(body['mac']) ?? ''}`) })
    }),
    http.post(on('/api/send/remoteState'), traced('remote-state')),
    // adapters spec §3 Philips server config: the demo hotel's profile, applied by the Philips bridges
    http.get(on('/Api/philips/config.json'), () => json(PHILIPS_PROFILE)),
    http.all(on('/Api/philips/listener.php'), () => HttpResponse.text('OK')),
    http.post(on('/Api/philips/pms.php'), async ({ request }) => {
      const body = await readBody(request)
      desk.addCommand('philips-pms', body)
      return json({ status: 'OK', Action: str(body['Action']) })
    }),
  ]
}
