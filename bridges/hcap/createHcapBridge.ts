// The LG Pro:Centric bridge (type hcap) over LG's `hcap` API (adapters spec §1–§9): power mode 1 = on,
// mute as volume -1, external input and HDMI sink rules (inputs.ts), the hcap player (player.ts),
// inbound messages from the TCP/UDP daemons on port 4000, app launch resolved by focus events; clear
// data at security_level 1 (setup.ts).
import type { AppEntry, Bridge, BridgeEnv, Capabilities, PowerState, SourceInput } from '../contract'
import { withPredefinedApps } from '../shared/appFocus'
import { createBridgeBase, createPowerState, hostOf, keyForwarder } from '../shared/bridgeBase'
import { decodeInboundMessage } from '../shared/inbound'
import { playerControls, sessionControls } from '../shared/mediaControls'
import { PLAY_TIMEOUT_MS, createMediaSession } from '../shared/mediaSession'
import {
  DEFAULT_MAX_VOLUME,
  clampBack,
  clampVolume,
  isMuteRequest,
  isVolumeRequest,
  volumeCeiling,
} from '../shared/volume'
import { hcapCall, num, str, POWER_MODE, CHANNEL_STATUS, type Hcap, type HcapResult } from './hcapApi'
import { HCAP_PROPERTY_KEYS, hcapBaseUrl, hcapProperties, property } from './identity'
import { HCAP_SOURCE_CODES, createInputWatcher, inputOf } from './inputs'
import { mapHcapKey } from './keyMap'
import { createHcapPlayer } from './player'
import { DATA_PORT, clearHcapData, setUpHcap } from './setup'

export const HCAP_CAPABILITIES: Capabilities = {
  identity: true,
  keys: true,
  power: true,
  volume: true,
  sources: true,
  apps: true,
  media: ['hls', 'vod', 'multicast', 'rf'],
  tracks: true,
  window: true,
  hotspot: false,
  inbound: true,
  pms: false,
  powerOnDelayMs: 1000,
}

/** adapters spec §3 Predefined apps: hcap ids for bluetooth, usb, miracast, youtube and browser */
export const HCAP_APPS: readonly AppEntry[] = [
  { key: '144115188075855880', value: 'Miracast' }, // Screen Share
  { key: '144115188075855882', value: 'USB' }, // SmartShare
  { key: '144115188075859002', value: 'YouTube' },
  { key: '144115188075855876', value: 'Browser' },
  { key: '144115188075855890', value: 'Bluetooth' },
]
/** adapters spec §5: mute on hcap sets volume -1 */
export const HCAP_MUTE_LEVEL = -1
const DESIGN_SCREEN = { x: 0, y: 0, width: 1280, height: 720 } as const
const MEDIA_ERRORS = ['error_in_playing', 'file_not_found', 'network_disconnected']

type DocumentEvent = Event & Record<string, unknown>

export async function createHcapBridge(env: BridgeEnv): Promise<Bridge> {
  const hcap = hostOf<{ hcap?: Hcap }>(env).hcap
  if (!hcap) throw new Error('hcap is not available on this device')
  const doc = env.document
  const settings = () => env.settings?.()
  const { clock, log, emitter, focus } = createBridgeBase(env, 'hcap')
  const player = createHcapPlayer(hcap, log)
  const power = createPowerState(emitter, (next) => session.onPower(next))
  let muted = false
  let lastLevel = 0
  const session = createMediaSession({
    emitter,
    clock,
    log,
    power: power.get,
    driver: player.driver,
    // adapters spec §4/§9: hcap HLS play stops pending calls after 8000 ms
    timeoutFor: (request) =>
      request.streamType === 'hls' && request.sourceType === 'hls' ? PLAY_TIMEOUT_MS : null,
  })
  const inputs = createInputWatcher({
    hcap,
    clock,
    emitter,
    log,
    hdmiCec: () => settings()?.hdmiCec ?? null,
    reboot: () => void hcapCall(hcap.power.reboot).catch((error: unknown) => log.error('hcap reboot', error)),
  })

  const maxVolume = async () => {
    const device = Number(await property(hcap, HCAP_PROPERTY_KEYS.maxVolume).catch(() => ''))
    return volumeCeiling(env, device)
  }
  const setLevel = (level: number) => hcapCall(hcap.volume.setVolumeLevel, { level })
  /** the set's level, set back to the ceiling when above it (adapters spec §5) */
  const readVolume = async (ceiling: number) => {
    const read = num((await hcapCall(hcap.volume.getVolumeLevel)).level, lastLevel)
    lastLevel = await clampBack(read, ceiling, setLevel, log, 'hcap')
    return lastLevel
  }

  // adapters spec §4: power mode 1 is on, everything else standby (device mode 576 included)
  const powerOf = (mode: unknown): PowerState => (num(mode) === POWER_MODE.NORMAL ? 'on' : 'standby')
  const readPower = async () => powerOf((await hcapCall(hcap.power.getPowerMode)).mode)

  const handlers: Record<string, (event: DocumentEvent) => void> = {
    keydown: keyForwarder(emitter, mapHcapKey),
    power_mode_changed: () =>
      void readPower().then(power.apply, (error: unknown) => log.warn('hcap power', error)),
    media_event_received: (event) => {
      const type = str(event.eventType)
      if (type === 'play_start' || type === 'seek_done') session.report('playing')
      else if (type === 'play_end') session.report('ended')
      else if (MEDIA_ERRORS.includes(type)) session.report('error', type)
    },
    channel_changed: (event) => {
      if (event.result === false) session.report('error', str(event.errorMessage) || 'channel_changed failed')
    },
    channel_status_changed: () => {
      void hcapCall(hcap.channel.getCurrentChannel).then(
        (channel) => {
          const status = channel.channelStatus
          // adapters spec §4: channel status 33 and 0, or boolean results, are ignored
          if (typeof status === 'boolean' || status === CHANNEL_STATUS.NO_SIGNAL) return
          if (status === CHANNEL_STATUS.UNKNOWN || status === undefined) return
          session.report('playing')
        },
        (error: unknown) => log.warn('hcap current channel', error),
      )
    },
    external_input_changed: () => void inputs.refresh(),
    output_connection_changed: (event) => inputs.onSink(event.connected === true),
    hcap_application_focus_changed: (event) => focus.report(str(event.eventType) === 'focused'),
    // adapters spec §5: the set's own volume keys past the maximum are set back (not while muted: -1)
    volume_level_changed: () => {
      if (muted) return
      void maxVolume()
        .then(readVolume)
        .catch((error: unknown) => log.warn('hcap volume', error))
    },
    tcp_data_received: (event) => onData(event),
    udp_data_received: (event) => onData(event),
  }

  /** adapters spec §5: network data messages handled only on port 4000, base64 JSON, else reported */
  function onData(event: DocumentEvent) {
    if (num(event.port) !== DATA_PORT) return
    const decoded = decodeInboundMessage(event.data)
    if (decoded.ok) emitter.emit('message', decoded.message)
    else log.error(`hcap: inbound message on port ${DATA_PORT}: ${decoded.error}`)
  }

  for (const [name, handler] of Object.entries(handlers))
    doc?.addEventListener(name, handler as unknown as EventListener)

  power.init(await readPower().catch(() => 'on' as const))
  await setUpHcap(hcap, log)
  await hcapCall(hcap.externalinput.getCurrentExternalInput)
    .then((input) => inputs.remember({ type: num(input.type), index: num(input.index) }))
    .catch((error: unknown) => log.warn('hcap input', error))

  return {
    name: 'hcap',
    capabilities: HCAP_CAPABILITIES,
    baseUrl: () => hcapBaseUrl(hcap, env.location.origin, log),
    properties: () => hcapProperties(hcap, log),
    deviceType: () => 'hcap',
    platformLanguage: () => 'en_US',
    deviceName: () => property(hcap, HCAP_PROPERTY_KEYS.name).catch(() => ''),
    async setDeviceName(name) {
      if (!name) return false
      await hcapCall(hcap.property.setProperty, { key: HCAP_PROPERTY_KEYS.name, value: name })
      return true
    },
    power: async () => power.get(),
    async setPower(state) {
      await hcapCall(hcap.power.setPowerMode, { mode: state === 'on' ? POWER_MODE.NORMAL : POWER_MODE.WARM })
      power.apply(state)
      return true
    },
    async reboot() {
      await hcapCall(hcap.power.reboot)
      return true
    },
    async volume(level) {
      const ceiling = await maxVolume()
      if (isVolumeRequest(level)) {
        await setLevel(clampVolume(level, ceiling))
        muted = false
      }
      return readVolume(ceiling)
    },
    /** adapters spec §9 Max volume: the hotel's maximum to the set's maximum_volume_level, when it differs */
    async applyMaxVolume(max) {
      const value = String(clampVolume(max, DEFAULT_MAX_VOLUME))
      try {
        const current = await property(hcap, HCAP_PROPERTY_KEYS.maxVolume).catch(() => null)
        if (current !== value) {
          await hcapCall(hcap.property.setProperty, { key: HCAP_PROPERTY_KEYS.maxVolume, value })
          log.info(`hcap: ${HCAP_PROPERTY_KEYS.maxVolume} set to ${value} (was ${current ?? 'unknown'})`)
        }
      } catch (error) {
        log.warn(`hcap: setting ${HCAP_PROPERTY_KEYS.maxVolume} to ${value} failed`, error)
      }
      if (!muted)
        await maxVolume()
          .then(readVolume)
          .catch((error: unknown) => log.warn('hcap volume', error))
    },
    async mute(state) {
      if (isMuteRequest(state)) {
        // adapters spec §5: mute sets volume -1; unmute restores the default volume
        if (state) await setLevel(HCAP_MUTE_LEVEL)
        else await setLevel(settings()?.defaultVolume ?? lastLevel)
        muted = Boolean(state)
      }
      return muted
    },
    source: async () => inputs.current(),
    async setSource(input: SourceInput) {
      if (!input || !(input in HCAP_SOURCE_CODES)) return false
      const target = inputOf(input)
      await hcapCall(hcap.externalinput.setCurrentExternalInput, { ...target })
      inputs.onInput(target)
      return true
    },
    sourceCode: (input) => HCAP_SOURCE_CODES[input],
    async apps() {
      const result = await hcapCall(hcap.preloadedApplication.getPreloadedApplicationList).catch(
        (): HcapResult => ({}),
      )
      const listed = Array.isArray(result.list) ? (result.list as Array<Record<string, unknown>>) : []
      const entries = listed
        .map((app) => ({ key: str(app.id), value: str(app.title) }))
        .filter((app) => app.key)
      return withPredefinedApps(entries, HCAP_APPS)
    },
    async launchApp(id) {
      if (!id) return false
      await hcapCall(hcap.preloadedApplication.launchPreloadedApplication, { id })
      return focus.waitFor(false)
    },
    async closeApp(id) {
      if (!id) return false
      await hcapCall(hcap.preloadedApplication.destroyPreloadedApplication, { id }).catch(
        (error: unknown) => {
          // adapters spec §8: a failed app destroy falls back to sending an EXIT key
          log.warn('hcap: destroying the app failed, sending EXIT', error)
          return hcapCall(hcap.key.sendKey, { virtualKeycode: hcap.key.Code.EXIT ?? 1001 })
        },
      )
      return focus.waitFor(true)
    },
    ...sessionControls(session),
    ...playerControls(player),
    async setWindow(metrics) {
      await hcapCall(hcap.video.setVideoSize, {
        x: metrics.x,
        y: metrics.y,
        width: metrics.width,
        height: metrics.height,
      })
    },
    async resetWindow() {
      await hcapCall(hcap.video.setVideoSize, { ...DESIGN_SCREEN })
    },
    // adapters spec §6, §9: the platform's own clear, security_level 1 while it runs
    clearData: () => clearHcapData(hcap, log),
    // adapters spec §7, §8: the streaming apps' tokens; a failed register is ignored
    on: emitter.on,
    destroy() {
      for (const [name, handler] of Object.entries(handlers))
        doc?.removeEventListener(name, handler as unknown as EventListener)
      inputs.destroy()
      focus.clear()
      session.destroy()
      emitter.clear()
    },
  }
}
