import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { CastRequest } from '../../api/requests'
import type { CastReservation } from '../../api/types'
import { BUILTIN_SOURCE_DELAY_MS, CAST_HEARTBEAT_MS, createCastSession } from './castSession'

const DEVICE: CastRequest = {
  macAddress: '02:00:00:00:01:01',
  ipAddress: '10.0.1.101',
  device: 'ROOM_101',
  room: '101',
}
const RELEASE = { macAddress: DEVICE.macAddress, ipAddress: DEVICE.ipAddress, device: DEVICE.device }
const AVAILABLE: CastReservation = {
  error: null,
  status: 200,
  heartbeat: null,
  reserv_multicast: null,
  ssid: 'Cast',
  link: 'http://cast/r/1',
  reserv_code: '0001',
  qr_code: 'http://cast/r/1',
}
const WATCH: CastReservation = { ...AVAILABLE, heartbeat: true }
const IN_USE: CastReservation = { ...AVAILABLE, error: 'All in use', status: 200 }
const flush = () => new Promise((resolve) => setImmediate(resolve))

type Reply = CastReservation | false | Error
function fixture(options: { get?: Reply; heartbeat?: Reply[]; softApOn?: boolean; hotspot?: boolean } = {}) {
  const clock = createFakeClock(0)
  const answer = async (reply: Reply) => {
    if (reply instanceof Error) throw reply
    return reply
  }
  const beats = [...(options.heartbeat ?? [])]
  const hotspot = {
    status: vi.fn(async () => options.softApOn ?? false),
    enable: vi.fn(async () => true),
    disable: vi.fn(async () => true),
  }
  const api = {
    castGet: vi.fn(async (_request: CastRequest) => answer(options.get ?? AVAILABLE)),
    castHeartbeat: vi.fn(async () => answer(beats.shift() ?? WATCH)),
    castRemove: vi.fn(async () => ({})),
    softap: vi.fn(async () => ({ qr: 'WIFI:S:ROOM_101;;' })),
    rcQr: vi.fn(async () => ({ qr: 'https://app/pair?code=1' })),
  }
  const selectHdmi1 = vi.fn()
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const session = createCastSession({
    api,
    clock,
    device: () => DEVICE,
    hotspot: () => (options.hotspot === false ? null : hotspot),
    softAp: async () => ({ ssid: 'ROOM_101', password: '00000101' }),
    selectHdmi1,
    log,
  })
  const state = () => session.store.getState().state
  return { clock, api, hotspot, selectHdmi1, session, state, log }
}

describe('Chromecast reservation (portal spec §4, §7 POST /api/cast/get)', () => {
  it('searches until the reply decides the state', async () => {
    const { session, state, api } = fixture()
    const entering = session.enter('default')
    expect(state()).toBe('searching')
    await entering
    expect(api.castGet).toHaveBeenCalledWith(DEVICE)
    expect(state()).toBe('available')
  })

  it('a failed call is no response: error', async () => {
    const { session, state } = fixture({ get: new Error('network down') })
    await session.enter('central')
    expect(state()).toBe('error')
  })

  it('all devices in use: unavailable', async () => {
    const { session, state } = fixture({ get: IN_USE })
    await session.enter('proxy')
    expect(state()).toBe('unavailable')
  })

  it('a pushed reservation (inbound) decides the state while the guide is shown', async () => {
    const { session, state } = fixture()
    await session.enter('default')
    session.update(WATCH)
    expect(state()).toBe('watch')
  })
})

describe('pairing QR (portal spec §7 POST /api/rc/qr)', () => {
  it('stands in for a reservation without a QR code', async () => {
    const { session, api } = fixture({ get: { ...AVAILABLE, qr_code: null } })
    await session.enter('proxy')
    await flush()
    expect(api.rcQr).toHaveBeenCalledWith(DEVICE.macAddress)
    expect(session.store.getState().pairingQr).toBe('https://app/pair?code=1')
  })

  it('is not asked when the reservation has its QR code', async () => {
    const { session, api } = fixture()
    await session.enter('central')
    await flush()
    expect(api.rcQr).not.toHaveBeenCalled()
  })
})

describe('Chromecast heartbeat (portal spec §9: every 60 s while watching)', () => {
  it('sends the first heartbeat 60 s after watching starts, not before', async () => {
    const { session, clock, api } = fixture({ get: WATCH })
    await session.enter('default')
    clock.advance(CAST_HEARTBEAT_MS - 1)
    expect(api.castHeartbeat).not.toHaveBeenCalled()
    clock.advance(1)
    expect(api.castHeartbeat).toHaveBeenCalledWith(RELEASE)
  })

  it('keeps beating every 60 s while the replies say watching', async () => {
    const { session, clock, api } = fixture({ get: WATCH })
    await session.enter('default')
    for (let beat = 1; beat <= 3; beat++) {
      clock.advance(CAST_HEARTBEAT_MS)
      await flush()
    }
    expect(api.castHeartbeat).toHaveBeenCalledTimes(3)
  })

  it('stops once a reply no longer carries the heartbeat, and shows available', async () => {
    const { session, clock, api, state } = fixture({ get: WATCH, heartbeat: [AVAILABLE] })
    await session.enter('default')
    clock.advance(CAST_HEARTBEAT_MS)
    await flush()
    expect(state()).toBe('available')
    clock.advance(5 * CAST_HEARTBEAT_MS)
    expect(api.castHeartbeat).toHaveBeenCalledTimes(1)
  })

  it('a heartbeat without response is an error and stops the heartbeat', async () => {
    const { session, clock, state, api } = fixture({ get: WATCH, heartbeat: [false] })
    await session.enter('default')
    clock.advance(CAST_HEARTBEAT_MS)
    await flush()
    expect(state()).toBe('error')
    clock.advance(CAST_HEARTBEAT_MS)
    expect(api.castHeartbeat).toHaveBeenCalledTimes(1)
  })

  it('is not sent while only available', async () => {
    const { session, clock, api } = fixture()
    await session.enter('default')
    clock.advance(3 * CAST_HEARTBEAT_MS)
    expect(api.castHeartbeat).not.toHaveBeenCalled()
  })
})

describe('leaving a guide (portal spec §4: resets the state and releases the reservation)', () => {
  it('releases the reservation with POST /api/cast/remove and resets the state', async () => {
    const { session, api } = fixture({ get: WATCH })
    await session.enter('default')
    session.leave()
    expect(api.castRemove).toHaveBeenCalledWith(RELEASE)
    expect(session.store.getState()).toMatchObject({ active: false, state: 'searching', reservation: null })
  })

  it('stops the heartbeat', async () => {
    const { session, clock, api } = fixture({ get: WATCH })
    await session.enter('default')
    session.leave()
    clock.advance(2 * CAST_HEARTBEAT_MS)
    expect(api.castHeartbeat).not.toHaveBeenCalled()
    expect(clock.pending()).toBe(0)
  })

  it('a reservation the server makes after the guest left is released too', async () => {
    const { session, api } = fixture()
    const entering = session.enter('default')
    session.leave()
    await entering
    expect(api.castRemove).toHaveBeenCalledTimes(2)
    expect(session.store.getState().active).toBe(false)
  })

  it('leaving twice releases once', async () => {
    const { session, api } = fixture()
    await session.enter('default')
    session.leave()
    session.leave()
    expect(api.castRemove).toHaveBeenCalledOnce()
  })
})

describe('built-in Chromecast (portal spec §4: source HDMI1 selected after 1 s)', () => {
  it('selects HDMI1 1 s after entering, not before', async () => {
    const { session, clock, selectHdmi1 } = fixture()
    await session.enter('builtin')
    clock.advance(BUILTIN_SOURCE_DELAY_MS - 1)
    expect(selectHdmi1).not.toHaveBeenCalled()
    clock.advance(1)
    expect(selectHdmi1).toHaveBeenCalledOnce()
  })

  it('leaving within the second selects nothing; other variants never switch', async () => {
    const early = fixture()
    await early.session.enter('builtin')
    early.session.leave()
    early.clock.advance(BUILTIN_SOURCE_DELAY_MS)
    expect(early.selectHdmi1).not.toHaveBeenCalled()
    const central = fixture()
    await central.session.enter('central')
    central.clock.advance(BUILTIN_SOURCE_DELAY_MS)
    expect(central.selectHdmi1).not.toHaveBeenCalled()
  })
})

describe('hotspot guide (portal spec §4: soft AP rules; adapters spec §3 soft AP)', () => {
  it('enables a disabled soft AP once available, with the device credentials, and shows its QR', async () => {
    const { session, hotspot, api } = fixture()
    await session.enter('hotspot')
    await flush()
    expect(hotspot.enable).toHaveBeenCalledWith({ ssid: 'ROOM_101', password: '00000101' })
    expect(api.softap).toHaveBeenCalledWith({ ssid: 'ROOM_101', password: '00000101' })
    expect(session.store.getState().softAp?.qr).toBe('WIFI:S:ROOM_101;;')
  })

  it('does not enable it when the guide is refused (unavailable)', async () => {
    const { session, hotspot } = fixture({ get: IN_USE })
    await session.enter('hotspot')
    await flush()
    expect(hotspot.enable).not.toHaveBeenCalled()
  })

  it('leaving disables it unless the guest is watching', async () => {
    const available = fixture({ softApOn: true })
    await available.session.enter('hotspot')
    available.session.leave()
    expect(available.hotspot.disable).toHaveBeenCalledOnce()
    const watching = fixture({ get: WATCH, softApOn: true })
    await watching.session.enter('hotspot')
    watching.session.leave()
    expect(watching.hotspot.disable).not.toHaveBeenCalled()
  })

  it('other variants leave the soft AP alone', async () => {
    const { session, hotspot } = fixture()
    await session.enter('central')
    await flush()
    session.leave()
    expect(hotspot.enable).not.toHaveBeenCalled()
    expect(hotspot.disable).not.toHaveBeenCalled()
  })

  it('a platform without a soft AP shows none and says so in the log', async () => {
    const { session, log } = fixture({ hotspot: false })
    await session.enter('hotspot')
    await flush()
    expect(session.store.getState().softAp).toBeNull()
    expect(log.warn).toHaveBeenCalledWith('Chromecast hotspot: this platform has no soft access point')
  })
})
