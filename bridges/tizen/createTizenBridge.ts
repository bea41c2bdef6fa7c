// The Samsung hospitality bridge (types tizen and tizenv2) over `tizen`, `webapis` and `b2bapis`
// (adapters spec §1–§9): Normal = on; the source codes of the variant; RF play times out after 8 s on
// tizenv2; focus from page visibility; the token request of tizenv2 retried every 5 s; the inbound
// WebSocket reconnecting every 15 s. On standby Tizen goes to the platform view (§4 Entering standby).
import type {
  AppEntry,
  Bridge,
  BridgeEnv,
  BridgeLog,
  Capabilities,
  PowerState,
  SourceInput,
} from '../contract'
import { withPredefinedApps } from '../shared/appFocus'
import { createBridgeBase, createPowerState, hostOf, keyForwarder } from '../shared/bridgeBase'
import { playerControls, sessionControls } from '../shared/mediaControls'
import { PLAY_TIMEOUT_MS, createMediaSession, type MediaSession } from '../shared/mediaSession'
import { completeProperties } from '../shared/properties'
import { softApCalls, softApCredentials, usableSoftAp } from '../shared/softAp'
import { clampBack, clampVolume, isMuteRequest, isVolumeRequest, volumeCeiling } from '../shared/volume'
import {
  DEFAULT_WSOCKET_PORT,
  WSOCKET_PORT_KEY,
  createInboundSocket,
  socketUrl,
  type SocketConstructor,
} from './inboundSocket'
import { TIZEN_REGISTERED_KEYS, mapTizenKey } from './keyMap'
import { createTizenPlayer } from './player'
import { TIZEN_SOURCES, tizenSourceOf, type TizenVariant } from './sources'
import { requestTokenOnce } from './token'
import { safe, samsungCall, type TizenHost } from './tizenApi'

export const TIZEN_CAPABILITIES: Capabilities = {
  identity: true,
  keys: true,
  power: true,
  volume: true,
  sources: true,
  apps: true,
  media: ['hls', 'vod', 'multicast', 'rf'],
  tracks: true,
  window: true,
  hotspot: true,
  inbound: true,
  pms: false,
  powerOnDelayMs: 1000,
}

/** adapters spec §3 Predefined apps (Tizen): bluetooth, miracast, youtube, browser, usb, spotify */
export const TIZEN_APPS: readonly AppEntry[] = [
  { key: 'org.tizen.ep-hotel-btplayer', value: 'Bluetooth' },
  { key: 'org.tizen.connection-guide-app', value: 'Miracast' },
  { key: '111299001912', value: 'YouTube' },
  { key: 'org.tizen.browser', value: 'Browser' },
  { key: 'com.samsung.tv.mycontents', value: 'USB' },
  { key: '3201606009684', value: 'Spotify' },
]
export const TIZEN_USB_APP = 'com.samsung.tv.mycontents'
/** b2bapis.b2bpower.getPowerState: "Normal" is on (adapters spec §4) */
export const POWER_NORMAL = 'Normal'

/**
 * adapters spec §4 "Tizen reads Normal as on": Normal is on, any other answer (Standby, or a state this
 * bridge does not know) standby. No answer at all — the read threw, or gave no text — is not a power
 * state: null, and the caller keeps what it has (on at start, the state the portal starts in; hcap takes
 * a failed power read the same way).
 */
export function tizenPowerOf(answer: unknown): PowerState | null {
  if (typeof answer !== 'string' || answer.trim() === '') return null
  return answer.trim() === POWER_NORMAL ? 'on' : 'standby'
}

/** The set's power at start (adapters spec §4); an unreadable answer is logged and taken as on. */
export function startPower(read: () => unknown, log: BridgeLog): PowerState {
  let answer: unknown
  try {
    answer = read()
  } catch (error) {
    answer = error
  }
  const state = tizenPowerOf(answer)
  if (state) return state
  log.warn('tizen: the power state could not be read at start, taken as on', answer)
  return 'on'
}

export async function createTizenBridge(env: BridgeEnv, variant: TizenVariant = 'tizen'): Promise<Bridge> {
  const host = hostOf<TizenHost>(env)
  const { tizen, webapis, b2bapis } = host
  if (!tizen || !webapis || !b2bapis)
    throw new Error('The Samsung tizen, webapis and b2bapis objects are missing')
  const doc = env.document
  const { clock, log, emitter, focus } = createBridgeBase(env, 'tizen')
  const codes = TIZEN_SOURCES[variant]
  const power = createPowerState(emitter, (next) => {
    media.onPower(next)
    if (next === 'standby') emitter.emit('platform', 'view') // Tizen goes to the platform
  })
  power.init(startPower(() => b2bapis.b2bpower.getPowerState(), log))
  let source: SourceInput = 'MAIN'
  let stopToken = () => {}
  let session: MediaSession | null = null
  const player = createTizenPlayer(
    { tizen, avplay: webapis.avplay, b2bapis },
    (kind, message) => session?.report(kind, message),
    log,
  )
  session = createMediaSession({
    emitter,
    clock,
    log,
    power: power.get,
    driver: player.driver,
    // adapters spec §4: "Tizen RF play times out after 8 seconds in one variant" (tizenv2 here)
    timeoutFor: (request) => (variant === 'tizenv2' && request.sourceType === 'rf' ? PLAY_TIMEOUT_MS : null),
  })
  const media = session

  const onKey = keyForwarder(emitter, mapTizenKey)
  // adapters spec §4 Application focus: on Tizen from page visibility
  const onVisibility = () => focus.report(!doc?.hidden)
  doc?.addEventListener('keydown', onKey)
  doc?.addEventListener('visibilitychange', onVisibility)
  for (const name of TIZEN_REGISTERED_KEYS) {
    try {
      tizen.tvinputdevice.registerKey(name)
    } catch (error) {
      log.warn(`tizen: key ${name} cannot be registered`, error)
    }
  }
  b2bapis.b2bpower.setPowerStateChangeListener((event) => {
    const state = tizenPowerOf((event as { data?: unknown } | null | undefined)?.data)
    if (state) power.apply(state)
    else log.warn('tizen: a power event without a state, ignored', event)
  })

  const baseUrl = async () => {
    const launcher = safe(() => b2bapis.b2bcontrol.getURLLauncherAddress())
    try {
      return launcher ? new URL(launcher).origin : env.location.origin
    } catch {
      return env.location.origin // adapters spec §8: a failed base URL lookup falls back to the page origin
    }
  }
  const identity = () => ({
    ip: safe(() => b2bapis.b2bcontrol.getIPAddress()),
    mac: safe(() => b2bapis.b2bcontrol.getMACAddress()),
  })
  const port = Number(env.storage.getItem(WSOCKET_PORT_KEY)) || DEFAULT_WSOCKET_PORT
  const SocketCtor = host.WebSocket as SocketConstructor | undefined
  const socket = SocketCtor
    ? createInboundSocket({
        url: socketUrl(await baseUrl(), port),
        WebSocket: SocketCtor,
        clock,
        log,
        onMessage: (message) => emitter.emit('message', message),
        policy: env.document,
      })
    : null
  const deviceName = async () => safe(() => webapis.network.getTVName())

  return {
    name: 'tizen',
    capabilities: TIZEN_CAPABILITIES,
    baseUrl,
    async properties() {
      return completeProperties({
        ...identity(),
        serial: safe(() => b2bapis.b2bcontrol.getSerialNumber()),
        firmware: safe(() => b2bapis.b2bcontrol.getFirmwareVersion()),
        software: safe(() => webapis.productinfo.getFirmware()),
        manufacturer: 'Samsung',
        product: safe(() => webapis.productinfo.getRealModel()),
        type: variant,
      })
    },
    deviceType: () => variant,
    platformLanguage: () => 'en_US',
    deviceName,
    setDeviceName: async () => false, // the TV name is set in the TV's menu on Samsung sets
    power: async () => power.get(),
    async setPower(state) {
      if (state === 'on') await samsungCall((ok, fail) => b2bapis.b2bpower.setPowerOn(ok, fail))
      else await samsungCall((ok, fail) => b2bapis.b2bpower.setPowerOff(ok, fail))
      power.apply(state)
      return true
    },
    async reboot() {
      await samsungCall((ok, fail) => b2bapis.b2bcontrol.rebootDevice(ok, fail))
      return true
    },
    async volume(level) {
      const audio = tizen.tvaudiocontrol
      const ceiling = volumeCeiling(env)
      if (isVolumeRequest(level)) audio.setVolume(clampVolume(level, ceiling))
      // adapters spec §5: a level above the maximum (the TV's own keys) is set back; a muted TV is left alone
      const read = audio.getVolume()
      return audio.isMute() ? read : clampBack(read, ceiling, (back) => audio.setVolume(back), log, 'tizen')
    },
    async mute(state) {
      if (isMuteRequest(state)) tizen.tvaudiocontrol.setMute(Boolean(state))
      return tizen.tvaudiocontrol.isMute()
    },
    source: async () => source,
    async setSource(input) {
      if (!input || !(input in codes)) return false
      const wanted = tizenSourceOf(input)
      const { connected } = await samsungCall<{ connected: Array<{ type: string; number: number }> }>(
        (ok, fail) => tizen.systeminfo.getPropertyValue('VIDEOSOURCE', ok, fail),
      )
      const available = connected.find(
        (candidate) => candidate.type === wanted.type && candidate.number === wanted.number,
      )
      if (!available) return false
      await samsungCall((ok, fail) => tizen.tvwindow.setSource(available, ok, fail, 'MAIN'))
      source = input
      emitter.emit('source', input)
      return true
    },
    sourceCode: (input) => codes[input],
    async apps() {
      const installed = await samsungCall<Array<{ id: string; name: string }>>((ok, fail) =>
        tizen.application.getAppsInfo(ok, fail),
      ).catch(() => [])
      return withPredefinedApps(
        installed.map((app) => ({ key: app.id, value: app.name })),
        TIZEN_APPS,
      )
    },
    async launchApp(id) {
      if (!id) return false
      if (id === TIZEN_USB_APP) {
        // adapters spec §5: USB app launch needs a mounted external storage device
        const storages = await samsungCall<Array<{ type: string; state: string }>>((ok, fail) =>
          tizen.filesystem.listStorages(ok, fail),
        )
        if (!storages.some((storage) => storage.type === 'EXTERNAL' && storage.state === 'MOUNTED'))
          return false
      }
      await samsungCall((ok, fail) => tizen.application.launch(id, ok, fail))
      return focus.waitFor(false)
    },
    async closeApp(id) {
      if (!id) return false
      const contexts = await samsungCall<Array<{ id: string; appId: string }>>((ok, fail) =>
        tizen.application.getAppsContext(ok, fail),
      )
      const context = contexts.find((candidate) => candidate.appId === id)
      if (context) await samsungCall((ok, fail) => tizen.application.kill(context.id, ok, fail))
      return focus.waitFor(true)
    },
    ...sessionControls(media),
    ...playerControls(player),
    setWindow: (metrics) => player.setWindow(metrics),
    resetWindow: () => player.resetWindow(),
    softAp: {
      status: async () => safe(() => b2bapis.b2bcontrol.getSoftApStatus()) === 'ON',
      async enable(ap) {
        if (!usableSoftAp(ap)) return false
        // adapters spec §9: soft AP calls wait 1000 ms
        return softApCalls(clock, [
          () => samsungCall((ok, fail) => b2bapis.b2bcontrol.setSoftApSSID(ap.ssid, ok, fail)),
          () => samsungCall((ok, fail) => b2bapis.b2bcontrol.setSoftApSecurityKey(ap.password, ok, fail)),
          () => samsungCall((ok, fail) => b2bapis.b2bcontrol.setSoftApOn(ok, fail)),
        ])
      },
      async disable() {
        await samsungCall((ok, fail) => b2bapis.b2bcontrol.setSoftApOff(ok, fail))
        return true
      },
      credentials: async () => softApCredentials(await deviceName(), identity().mac),
    },
    ready() {
      if (variant === 'tizenv2')
        stopToken = requestTokenOnce({
          storage: env.storage,
          calls: env.calls,
          clock,
          log,
          identity: async () => identity(),
        })
    },
    on: emitter.on,
    destroy() {
      doc?.removeEventListener('keydown', onKey)
      doc?.removeEventListener('visibilitychange', onVisibility)
      b2bapis.b2bpower.unsetPowerStateChangeListener()
      stopToken()
      socket?.close()
      focus.clear()
      media.destroy()
      emitter.clear()
    },
  }
}
