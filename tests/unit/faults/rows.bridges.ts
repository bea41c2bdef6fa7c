// The calls the platform bridges make through the portal's client (adapters spec §7 HTTP table): the Tizen
// token, the Philips config.json, the Philips PMS check-in, the playmore Bluetooth remote state. Each runs
// in the real bridge (or, for pms.php, the guest session's check-in hook that the WIXP bridge answers),
// over the bridges' own fakes, with the calls the composition root hands them (src/app/bridgeEnv.ts).
import { NO_SETTINGS, type BridgeLog } from '../../../bridges/contract'
import {
  createPhilipsAndroidBridge,
  FOCUS_PREVENTION_MS,
} from '../../../bridges/philips-android/createPhilipsAndroidBridge'
import { createFakePhilipsAndroid } from '../../../bridges/philips-android/fakePhilipsAndroid'
import type { PhilipsHost } from '../../../bridges/philips-android/philipsApi'
import { createPlaymoreBridge } from '../../../bridges/playmore/createPlaymoreBridge'
import { createFakePlaymore } from '../../../bridges/playmore/fakePlaymore'
import type { PlaymoreHost } from '../../../bridges/playmore/playmoreApi'
import { createTestClock } from '../../../bridges/shared/testClock'
import { requestTokenOnce, TOKEN_RETRY_MS, TOKEN_STORAGE_KEY } from '../../../bridges/tizen/token'
import { REQUEST_TIMEOUT_MS } from '../../../src/api/http'
import { API_PATHS } from '../../../src/api/paths'
import { bridgeCalls } from '../../../src/app/bridgeEnv'
import { createGuestSession } from '../../../src/services/session'
import { systemClock } from '../../../src/time/clock'
import type { CellEnv, Row } from './matrix'
import { ROOM_101, type NodePortal } from './portal'

const page = { origin: 'http://127.0.0.1:5173', search: '' }
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
const bridgeLog = (portal: NodePortal): BridgeLog => portal.log

async function philipsConfig(env: CellEnv): Promise<string> {
  const { portal } = env
  const { clock, advance } = createTestClock()
  const target = new EventTarget()
  const host: PhilipsHost = { location: { reload: () => undefined } }
  createFakePhilipsAndroid({ host, keyTarget: target, clock })
  const bridge = await env.wait(
    createPhilipsAndroidBridge({
      userAgent:
        'Mozilla/5.0 (Linux; Android 9; 50HFL5214U/12) AppleWebKit/537.36 Chrome/87.0 Safari/537.36 Philips',
      location: page,
      storage: noStorage,
      document: target as unknown as Document,
      host,
      clock,
      log: bridgeLog(portal),
      settings: () => NO_SETTINGS,
      calls: bridgeCalls(portal.api),
    }),
  )
  await env.wait(advance(FOCUS_PREVENTION_MS))
  // adapters spec §7: config.json is read once the portal is ready (the bridge's ready())
  bridge.ready?.()
  await env.settle(REQUEST_TIMEOUT_MS + 1000)
  const failed = portal.log.entries.some((entry) => /Philips config/i.test(entry.message))
  const power = await bridge.power()
  bridge.destroy()
  return `bridge started (${power})${failed ? "; logs 'An error occured while getting Philips config from server'" : ''}`
}

async function playmoreRemote(env: CellEnv): Promise<string> {
  const { portal } = env
  const { clock } = createTestClock()
  const target = new EventTarget()
  const host: PlaymoreHost = {}
  createFakePlaymore({ host, keyTarget: target, clock, steps: 15 })
  const bridge = await env.wait(
    createPlaymoreBridge(
      {
        userAgent:
          'Mozilla/5.0 (Linux; Android 9; Playmore STB; wv) AppleWebKit/537.36 Chrome/83.0 Safari/537.36',
        location: page,
        storage: noStorage,
        document: target as unknown as Document,
        host,
        clock,
        log: bridgeLog(portal),
        settings: () => ({ ...NO_SETTINGS, location: '101' }),
        calls: bridgeCalls(portal.api),
      },
      'playmore',
    ),
  )
  await env.settle(1000)
  const power = await bridge.power()
  bridge.destroy()
  return `bridge started (${power})`
}

export const BRIDGE_ROWS: Row[] = [
  {
    call: 'tizen token (Tizen)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.tizenToken },
    sample: { method: 'POST', path: API_PATHS.tizenToken, body: { ip: ROOM_101.ip, mac: ROOM_101.mac } },
    async run(env) {
      const { portal } = env
      const stop = requestTokenOnce({
        storage: portal.storage,
        calls: bridgeCalls(portal.api),
        clock: systemClock,
        log: portal.log,
        identity: async () => ({ ip: ROOM_101.ip, mac: ROOM_101.mac }),
      })
      await env.wait(env.settle(1000))
      const stored = portal.storage.getItem(TOKEN_STORAGE_KEY) !== null
      const retrying = stored ? '' : `; retried every ${TOKEN_RETRY_MS / 1000} s`
      stop()
      return `token ${stored ? 'stored' : 'not stored'}${retrying}`
    },
    healthy: 'token stored',
    failed: 'token not stored; retried every 5 s',
    acknowledgement: true,
  },
  {
    call: 'philips config.json (Philips Android)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'GET', path: API_PATHS.philipsConfig },
    run: philipsConfig,
    healthy: 'bridge started (on)',
    failed: "bridge started (on); logs 'An error occured while getting Philips config from server'",
  },
  {
    call: 'philips pms.php (WIXP check-in)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.philipsPms },
    sample: {
      method: 'POST',
      path: API_PATHS.philipsPms,
      body: { Action: 'CheckIn', IpAddress: ROOM_101.ip },
    },
    async run(env) {
      const { portal } = env
      const calls = bridgeCalls(portal.api)
      // the guest session's check-in hook is the WIXP bridge's pms.checkIn (src/app/features/session.tsx)
      const session = createGuestSession({
        stores: portal.stores,
        storage: portal.storage,
        bridge: { setPower: async () => true },
        log: portal.log,
        clearAlarm: () => undefined,
        clearSleep: () => undefined,
        onCheckIn: async () => void (await calls.philipsPms({ Action: 'CheckIn', IpAddress: ROOM_101.ip })),
      })
      const change = await env.wait(session.reconcile(portal.stores.hotel.getState().device?.guest ?? null))
      return `${change}; hook ${portal.log.entries.some((e) => /Check-in hook failed/.test(e.message)) ? 'failure logged' : 'done'}`
    },
    healthy: 'checkin; hook done',
    failed: 'checkin; hook failure logged',
    stored: 'healthy',
    acknowledgement: true,
  },
  {
    call: 'remote state (playmore Bluetooth)',
    callClass: 'optional',
    when: 'boot',
    target: { method: 'POST', path: API_PATHS.remoteState },
    sample: {
      method: 'POST',
      path: API_PATHS.remoteState,
      body: { mac: ROOM_101.mac, location: '101', state: '{"status":true,"battery":80}' },
    },
    run: playmoreRemote,
    healthy: 'bridge started (on)',
    failed: 'bridge started (on)',
    acknowledgement: true,
  },
]
