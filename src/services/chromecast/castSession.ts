// One visit of a casting guide (portal spec §2 Chromecast routes; §4 Chromecast; §7 cast calls; §9 cast
// heartbeat 60 s). Entering asks POST /api/cast/get and decides the state from the reply; while the
// guest watches, POST /api/cast/heartbeat every 60 s (its reply decides again); leaving resets the state
// and releases the reservation (POST /api/cast/remove). The hotspot variant also runs the soft AP rules
// (softAp.ts); the built-in variant selects the HDMI1 input after 1 s. A reservation without a QR code
// gets the mobile-app pairing QR of POST /api/rc/qr (§7) in its place.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CastDevice, CastRequest } from '../../api/requests'
import type { CastReservation, QrReply, SoftApReply } from '../../api/types'
import type { Clock, TimerHandle } from '../../time/clock'
import { describeError, type Logger } from '../logger'
import type { HotspotPort, SoftAp } from '../sideloads/hotspot'
import type { SoftApInfo } from './castDetails'
import { decideCastState, type CastState, type CastVariant } from './castState'
import { disableSoftApFor, enableSoftApFor } from './softAp'

/** portal spec §9: "Cast heartbeat 60 s" */
export const CAST_HEARTBEAT_MS = 60_000
/** portal spec §4 Chromecast: "Source HDMI1 selected after 1 s" (the built-in Chromecast's input) */
export const BUILTIN_SOURCE_DELAY_MS = 1000

export type CastApi = {
  castGet(request: CastRequest): Promise<CastReservation | false>
  castHeartbeat(request: CastDevice): Promise<CastReservation | false>
  castRemove(request: CastDevice): Promise<unknown>
  softap(request: SoftAp): Promise<SoftApReply | false>
  rcQr(mac: string): Promise<QrReply | false>
}

export type CastSessionDeps = {
  api: CastApi
  clock: Clock
  /** who asks (portal spec §7: macAddress, ipAddress, device, room); null while the TV is unknown */
  device: () => CastRequest | null
  /** the platform's soft AP; null where it has none (a desktop browser) */
  hotspot: () => HotspotPort | null
  /** the soft AP's credentials (adapters spec §3: name = device name, password from the mac) */
  softAp: () => Promise<SoftAp | null>
  /** the built-in variant's input switch (through the shell's source route: §4 Input source fallback) */
  selectHdmi1: () => void
  log: Logger
}

export type CastSessionState = {
  /** a guide is on screen */
  active: boolean
  variant: CastVariant
  state: CastState
  reservation: CastReservation | null
  /** hotspot variant: the TV's network and its QR once known */
  softAp: SoftApInfo | null
  /** the mobile-app pairing QR (POST /api/rc/qr) shown when the reservation has no QR code */
  pairingQr: string | null
}

const initialState: CastSessionState = {
  active: false,
  variant: 'default',
  state: 'searching',
  reservation: null,
  softAp: null,
  pairingQr: null,
}

export type CastSession = {
  store: StoreApi<CastSessionState>
  enter(variant: CastVariant): Promise<void>
  /** a reservation the Chromecast server pushed (inbound chromecast message) while a guide is shown */
  update(reply: CastReservation): void
  leave(): void
}

const deviceOf = ({ macAddress, ipAddress, device }: CastRequest): CastDevice => ({
  macAddress,
  ipAddress,
  device,
})

export function createCastSession(deps: CastSessionDeps): CastSession {
  const { clock, log } = deps
  const store = createStore<CastSessionState>()(() => initialState)
  let visit = 0
  let heartbeat: TimerHandle | null = null
  let source: TimerHandle | null = null
  let softAp: Promise<SoftAp | null> = Promise.resolve(null)

  const cancel = (timer: TimerHandle | null): null => {
    if (timer !== null) clock.clearTimeout(timer)
    return null
  }

  async function ask<T>(what: string, call: () => Promise<T | false>): Promise<T | false> {
    try {
      return await call()
    } catch (error) {
      log.warn(`Chromecast: ${what} failed: ${describeError(error)}`, error)
      return false
    }
  }

  /** §4: the state a reply decides, and what follows from it */
  function apply(reply: CastReservation | false): void {
    const state = decideCastState(reply)
    store.setState({ state, reservation: reply || null })
    if (state === 'watch') heartbeat ??= clock.setTimeout(beat, CAST_HEARTBEAT_MS)
    else heartbeat = cancel(heartbeat)
    if (store.getState().variant === 'hotspot') void enableSoftAp(state, visit)
    else if (state === 'available' && reply && !reply.qr_code) void loadPairingQr(visit)
  }

  async function loadPairingQr(current: number): Promise<void> {
    const request = deps.device()
    if (!request || store.getState().pairingQr !== null) return
    const reply = await ask('the pairing QR', () => deps.api.rcQr(request.macAddress))
    if (current === visit && reply) store.setState({ pairingQr: reply.qr })
  }

  async function beat(): Promise<void> {
    heartbeat = null
    const current = visit
    const request = deps.device()
    const reply = request ? await ask('heartbeat', () => deps.api.castHeartbeat(deviceOf(request))) : false
    if (current === visit) apply(reply)
  }

  async function enableSoftAp(state: CastState, current: number): Promise<void> {
    const hotspot = deps.hotspot()
    const ap = await softAp
    if (!hotspot || !ap || current !== visit) return
    await enableSoftApFor(state, hotspot, ap, log)
  }

  async function loadSoftAp(current: number): Promise<SoftAp | null> {
    if (!deps.hotspot()) {
      log.warn('Chromecast hotspot: this platform has no soft access point')
      return null
    }
    const ap = await deps.softAp().catch((error: unknown) => {
      log.warn(`Chromecast hotspot: no soft AP credentials: ${describeError(error)}`, error)
      return null
    })
    if (!ap) return null
    const reply = await ask('the soft AP QR', () => deps.api.softap(ap))
    if (current === visit) store.setState({ softAp: { ap, qr: reply ? reply.qr : null } })
    return ap
  }

  return {
    store,
    async enter(variant) {
      const current = ++visit
      store.setState({ ...initialState, active: true, variant })
      if (variant === 'builtin') source = clock.setTimeout(deps.selectHdmi1, BUILTIN_SOURCE_DELAY_MS)
      softAp = variant === 'hotspot' ? loadSoftAp(current) : Promise.resolve(null)
      const request = deps.device()
      if (!request) log.warn('Chromecast: the device is not known yet, no reservation asked')
      const reply = request ? await ask('reservation', () => deps.api.castGet(request)) : false
      if (current === visit) return apply(reply)
      // the guest left while the server was reserving: release what it reserved after the leave's remove
      if (request && reply && decideCastState(reply) !== 'error' && !store.getState().active)
        void ask('late release', () => deps.api.castRemove(deviceOf(request)))
    },
    update(reply) {
      if (store.getState().active) apply(reply)
    },
    leave() {
      const { active, state, variant } = store.getState()
      if (!active) return
      visit++
      heartbeat = cancel(heartbeat)
      source = cancel(source)
      // §4: leaving resets the state and releases the reservation
      store.setState(initialState)
      const request = deps.device()
      if (request) void ask('release', () => deps.api.castRemove(deviceOf(request)))
      const hotspot = variant === 'hotspot' ? deps.hotspot() : null
      if (hotspot) void disableSoftApFor(state, hotspot, log)
    },
  }
}
