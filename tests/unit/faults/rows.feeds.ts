// The calls of the information screens, the Chromecast guides, the side panels and the signage screen,
// each through its real owner (built as its feature builds it).
import { REQUEST_TIMEOUT_MS } from '../../../src/api/http'
import { API_PATHS } from '../../../src/api/paths'
import { CAST_TEXT, castRequestOf, createCastSession } from '../../../src/services/chromecast'
import { createInfoScreens } from '../../../src/services/info'
import { createSignagePlayer } from '../../../src/services/signage'
import { createSignageFakeMedia } from '../../../src/services/signage/fakes'
import { loadInternet, loadMobileQr } from '../../../src/services/sideloads'
import { systemClock } from '../../../src/time/clock'
import type { CellEnv, Row } from './matrix'
import { ROOM_101, type NodePortal } from './portal'

const ready = (row: Omit<Row, 'callClass' | 'when'> & Partial<Row>): Row => ({
  callClass: 'optional',
  when: 'ready',
  ...row,
})

function infoScreens(portal: NodePortal, left: string[]) {
  return createInfoScreens({
    api: portal.client,
    hotel: portal.stores.hotel,
    clock: systemClock,
    leave: () => void left.push('left'),
    pickCity: async () => null,
    signal: portal.api.screenSignal,
    log: portal.log,
  })
}

type Feed = { enter(): Promise<void>; store: { getState(): { status: string } } }
async function feedOutcome(env: CellEnv, pick: (screens: ReturnType<typeof infoScreens>) => Feed) {
  const left: string[] = []
  const feed = pick(infoScreens(env.portal, left))
  await env.wait(feed.enter())
  const { status } = feed.store.getState()
  return status === 'left' && left.length === 1 ? 'leaves the screen (no data)' : `screen ${status}`
}

function castSession(portal: NodePortal) {
  return createCastSession({
    api: portal.client,
    clock: systemClock,
    device: () => castRequestOf(portal.stores.hotel.getState()),
    hotspot: () => null,
    softAp: async () => null,
    selectHdmi1: () => undefined,
    log: portal.log,
  })
}

function castOutcome(portal: NodePortal, session: ReturnType<typeof castSession>): string {
  const { state } = session.store.getState()
  if (state === 'available') return 'available (Wi-Fi, code, QR)'
  const [title, line] = CAST_TEXT[state]
  return `${state}: '${portal.t(title)}' / '${portal.t(line)}'`
}

export const FEED_ROWS: Row[] = [
  ready({
    call: 'weather (screen)',
    target: { method: 'GET', path: API_PATHS.weather },
    run: (env) => feedOutcome(env, (screens) => screens.weather.feed),
    healthy: 'screen ready',
    // the boot's weather stays on screen (portal spec §4 Sync loads it): no data only without it
    failed: 'screen ready',
  }),
  ready({
    call: 'prayer times (screen)',
    target: { method: 'GET', path: API_PATHS.prayer },
    run: (env) => feedOutcome(env, (screens) => screens.prayer.feed),
    healthy: 'screen ready',
    failed: 'screen ready',
  }),
  ready({
    call: 'flight',
    target: { method: 'GET', path: API_PATHS.flight },
    run: (env) => feedOutcome(env, (screens) => screens.flight.feed),
    healthy: 'screen ready',
    failed: 'leaves the screen (no data)',
  }),
  ready({
    call: 'news',
    target: { method: 'GET', path: API_PATHS.news },
    run: (env) => feedOutcome(env, (screens) => screens.news.feed),
    healthy: 'screen ready',
    failed: 'leaves the screen (no data)',
  }),
  ready({
    call: 'cast get (reservation)',
    target: { method: 'POST', path: API_PATHS.castGet },
    sample: {
      method: 'POST',
      path: API_PATHS.castGet,
      body: { macAddress: ROOM_101.mac, ipAddress: ROOM_101.ip, device: 'ROOM_101', room: '101' },
    },
    async run(env) {
      const session = castSession(env.portal)
      await env.wait(session.enter('default'))
      return castOutcome(env.portal, session)
    },
    healthy: 'available (Wi-Fi, code, QR)',
    failed: "error: 'An error has occurred on the Chromecast server.' / 'Please contact technical service.'",
  }),
  ready({
    call: 'cast heartbeat',
    target: { method: 'POST', path: API_PATHS.castHeartbeat },
    sample: {
      method: 'POST',
      path: API_PATHS.castHeartbeat,
      body: { macAddress: ROOM_101.mac, ipAddress: ROOM_101.ip, device: 'ROOM_101' },
    },
    async run(env) {
      // the guest is casting: the guide sends a heartbeat every 60 s (portal spec §9)
      env.backend.state.devices.patch(ROOM_101.mac, { cast: 'watch' })
      const session = castSession(env.portal)
      await env.wait(session.enter('default'))
      // the heartbeat's answer, or its timeout (src/api/http.ts REQUEST_TIMEOUT_MS)
      await env.settle(60_000 + REQUEST_TIMEOUT_MS + 1000)
      return castOutcome(env.portal, session)
    },
    healthy: "watch: 'You're connected' / 'You can continue over your favorite app.'",
    failed: "error: 'An error has occurred on the Chromecast server.' / 'Please contact technical service.'",
  }),
  ready({
    call: 'cast remove (leaving)',
    target: { method: 'POST', path: API_PATHS.castRemove },
    sample: {
      method: 'POST',
      path: API_PATHS.castRemove,
      body: { macAddress: ROOM_101.mac, ipAddress: ROOM_101.ip, device: 'ROOM_101' },
    },
    async run(env) {
      const session = castSession(env.portal)
      await env.wait(session.enter('default'))
      session.leave()
      await env.wait(env.settle(1000))
      const { active, state } = session.store.getState()
      return `guide ${active ? 'open' : 'closed'}, state ${state}`
    },
    healthy: 'guide closed, state searching',
    failed: 'guide closed, state searching',
    acknowledgement: true,
  }),
  ready({
    call: 'softap (internet panel QR)',
    target: { method: 'POST', path: API_PATHS.softap },
    sample: { method: 'POST', path: API_PATHS.softap, body: { ssid: 'ROOM_101', password: '00000101' } },
    async run(env) {
      const hotspot = { status: async () => false, enable: async () => true, disable: async () => true }
      const panel = await env.wait(
        loadInternet({
          hotspot,
          deviceName: async () => 'ROOM_101',
          mac: ROOM_101.mac,
          api: env.portal.client,
          log: env.portal.log,
        }),
      )
      if (panel.kind === 'inactive') return `'${env.portal.t(panel.text)}'`
      return `Wi-Fi ${panel.ap.ssid} / ${panel.ap.password}, ${panel.qr ? 'QR' : 'no QR'}`
    },
    healthy: 'Wi-Fi ROOM_101 / 00000101, QR',
    failed: 'Wi-Fi ROOM_101 / 00000101, no QR',
  }),
  ready({
    call: 'rc qr (mobile panel)',
    target: { method: 'POST', path: API_PATHS.rcQr },
    sample: { method: 'POST', path: API_PATHS.rcQr, body: { mac: ROOM_101.mac } },
    async run(env) {
      const qr = await env.wait(loadMobileQr(ROOM_101.mac, env.portal.client, env.portal.log))
      return qr.kind === 'qr' ? 'QR' : `'${env.portal.t(qr.text)}'`
    },
    healthy: 'QR',
    failed: "'The QR code could not be loaded. Please try again later.'",
  }),
  ready({
    call: 'digitalsignage (lobby screen)',
    target: { method: 'GET', path: API_PATHS.digitalSignage },
    sample: { method: 'GET', path: `${API_PATHS.digitalSignage}?location=Lobby` },
    async run(env) {
      const { portal } = env
      const media = createSignageFakeMedia()
      const player = createSignagePlayer({
        clock: systemClock,
        fetch: () => portal.client.getDigitalSignage('Lobby'),
        media,
        log: portal.log,
      })
      player.start()
      await env.wait(env.settle(SLOW_ENOUGH_MS))
      const { status } = player.store.getState()
      player.stop()
      return `signage ${status}`
    },
    healthy: 'signage playing',
    failed: 'signage logo',
  }),
]

/** the first poll, the layout and a second poll (signage polls every 10 s) */
const SLOW_ENOUGH_MS = 21_000
