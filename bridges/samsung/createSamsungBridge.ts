// The Samsung hotel TV driver bridge (type samsung; adapters spec §1–§9): the local plugin interface for
// identity (serial derived from the mac, manufacturer Samsung, product the product code), volume, soft
// AP, power via hotel mode, key capture; power-state events (first parameter 6 = standby, transition
// events ignored while a transition runs), source events (47 and 49 ignored), the menu-key rule, the
// active-application rules, check-in → Occupied, check-out → Vacant (and the smart TV reboots 3 s later).
import type { Bridge, BridgeEnv, Capabilities, PowerState, SourceInput } from '../contract'
import { ACTION_TIMEOUT_MS } from '../shared/appFocus'
import { createBridgeBase, createPowerState, keyCodeOf, keyForwarder } from '../shared/bridgeBase'
import { createTimer } from '../shared/clock'
import { NO_TRACKS, sessionControls } from '../shared/mediaControls'
import { PLAY_TIMEOUT_MS, createMediaSession, type MediaSession } from '../shared/mediaSession'
import { completeProperties } from '../shared/properties'
import { softApCalls, softApCredentials, usableSoftAp } from '../shared/softAp'
import { clampBack, clampVolume, isMuteRequest, isVolumeRequest, volumeCeiling } from '../shared/volume'
import { CAPTURED_KEYS, KEY_MENU, RELEASED_KEYS, mapSamsungKey } from './keyMap'
import { createSamsungPlayer } from './player'
import {
  HOTEL_EVENT,
  MODULES,
  PLAYER_CLASSID,
  PLUGIN_IDS,
  POWER_STANDBY_PARAM,
  SEF_CLASSID,
  SEF_VERSION,
  pluginObject,
  query,
  type PlayerPlugin,
  type SefPlugin,
} from './samsungApi'
import { SAMSUNG_SOURCE_CODES, IGNORED_SOURCE_EVENTS, MAIN_TUNER, NO_SOURCE, inputOfCode } from './sources'

export const SAMSUNG_CAPABILITIES: Capabilities = {
  identity: true,
  keys: true,
  power: true,
  volume: true,
  sources: true,
  apps: true,
  media: ['hls', 'vod'],
  tracks: false,
  window: true,
  hotspot: true,
  inbound: false,
  pms: true,
  powerOnDelayMs: 2000, // adapters spec §9: power-on delay 2 s in the hotel TV
}

/** adapters spec §3 Predefined apps (hotel TV) */
export const SAMSUNG_APPS = [
  { key: 'YouTube', value: 'YouTube' },
  { key: 'Media', value: 'Media/USB' },
  { key: 'GoogleCast', value: 'Chromecast' },
  { key: 'Netflix', value: 'Netflix' },
  { key: 'Spotify', value: 'Spotify' },
  { key: 'Browser', value: 'Browser' },
  { key: 'Bluetooth', value: 'Bluetooth' },
  { key: 'Mirroring', value: 'Mirroring' },
] as const
/** this portal as the set knows it, and the volume overlay the set shows over any app */
export const DASHBOARD_APP = 'Dashboard'
export const VOLUME_CONTROL_APP = 'VolumeControl'
/** adapters spec §4, §9: check-out reboots after 3000 ms on the smart TV */
export const CHECKOUT_REBOOT_MS = 3000
export const ROOM_STATUS = { checkIn: 'Occupied', checkOut: 'Vacant' } as const

export async function createSamsungBridge(env: BridgeEnv): Promise<Bridge> {
  const doc = env.document
  if (!doc) throw new Error('The Samsung hotel TV plugins need the page document')
  const { clock, log, emitter, focus } = createBridgeBase(env, 'samsung')
  const sef = pluginObject<SefPlugin>(doc, PLUGIN_IDS.query, SEF_CLASSID)
  const hotel = pluginObject<SefPlugin>(doc, PLUGIN_IDS.hotel, SEF_CLASSID)
  const playerPlugin = pluginObject<PlayerPlugin>(doc, PLUGIN_IDS.player, PLAYER_CLASSID)
  hotel.Open(MODULES.hotel, SEF_VERSION, MODULES.hotel)
  const run = (command: string, ...args: unknown[]) => String(hotel.Execute(command, ...args) ?? '')
  const device = (command: string) => query(sef, MODULES.device, command)
  const network = (command: string) => query(sef, MODULES.network, command)

  const power = createPowerState(emitter, (next) => media.onPower(next))
  power.init(run('GetPowerState') === POWER_STANDBY_PARAM ? 'standby' : 'on')
  let source: SourceInput = 'MAIN'
  /** adapters spec §4: power events are ignored while a transition is in progress */
  let transition: { to: PowerState; done: (reached: boolean) => void } | null = null
  const transitionTimer = createTimer(clock)
  const reboot = createTimer(clock)
  let session: MediaSession | null = null
  const player = createSamsungPlayer(
    playerPlugin,
    (kind, message) => session?.report(kind, message),
    () => session?.state() === 'playing',
  )
  session = createMediaSession({
    emitter,
    clock,
    log,
    power: power.get,
    driver: player.driver,
    timeoutFor: () => PLAY_TIMEOUT_MS, // adapters spec §4: play on the smart TV times out after 8 s
  })
  const media = session

  /** adapters spec §4 Application focus (hotel TV) */
  function onActiveApp(app: string) {
    if (power.get() !== 'on' || app === VOLUME_CONTROL_APP) return
    if (app === '') {
      run('LaunchApp', DASHBOARD_APP) // no app active and power on: the dashboard is launched
      return
    }
    focus.report(app === DASHBOARD_APP)
  }

  hotel.OnEvent = (event, param1 = '') => {
    if (event === HOTEL_EVENT.powerState) {
      const reported: PowerState = param1 === POWER_STANDBY_PARAM ? 'standby' : 'on'
      if (transition) {
        if (reported !== transition.to) return
        const finished = transition
        transition = null
        transitionTimer.cancel()
        finished.done(true)
      }
      return power.apply(reported)
    }
    if (event === HOTEL_EVENT.sourceChanged) {
      if (IGNORED_SOURCE_EVENTS.includes(Number(param1))) return
      const input = inputOfCode(param1)
      if (!input) return
      source = input
      return emitter.emit('source', input)
    }
    if (event === HOTEL_EVENT.activeApp) return onActiveApp(param1)
    // tune success (103) and source connected (126) are defined but not handled (adapters spec §4)
  }

  const forwardKey = keyForwarder(emitter, mapSamsungKey)
  const onKey = (event: Event) => (keyCodeOf(event) === KEY_MENU ? menuKey() : forwardKey(event))
  /** adapters spec §4: the menu key sets the source to None then MainTuner, or closes the active app */
  function menuKey() {
    const active = run('GetActiveApp')
    if (!focus.focused() && active && active !== DASHBOARD_APP) run('CloseApp', active)
    else {
      run('SetSource', NO_SOURCE)
      run('SetSource', MAIN_TUNER)
    }
  }
  doc.addEventListener('keydown', onKey)
  for (const code of CAPTURED_KEYS) run('RegisterKey', code)
  for (const code of RELEASED_KEYS) run('UnregisterKey', code)
  run('SetBannerState', 1) // adapters spec §9: banner state set to 1

  const mac = () => network('GetMAC')
  const deviceName = async () => run('GetTVName')
  const setRoomStatus = (status: string) => run('SetRoomStatus', status)

  return {
    name: 'samsung',
    capabilities: SAMSUNG_CAPABILITIES,
    baseUrl: async () => env.location.origin, // adapters spec §7: base URL from the page origin
    async properties() {
      return completeProperties({
        mac: mac(),
        ip: network('GetIP'),
        serial: mac().replace(/:/g, '').toUpperCase(), // adapters spec §3: derived from the mac
        firmware: device('Firmware'),
        software: device('GetSoftwareVersion'),
        manufacturer: 'Samsung',
        product: device('GetProductCode'),
        type: 'samsung',
      })
    },
    deviceType: () => 'samsung',
    platformLanguage: () => 'en_US',
    deviceName,
    async setDeviceName(name) {
      if (!name) return false
      run('SetTVName', name)
      return true
    },
    power: async () => power.get(),
    setPower(state) {
      if (state === power.get()) return Promise.resolve(true)
      return new Promise<boolean>((resolve) => {
        transition?.done(false)
        transition = { to: state, done: resolve }
        transitionTimer.start(ACTION_TIMEOUT_MS, () => {
          transition = null
          resolve(false)
        })
        run(state === 'on' ? 'SetPowerOn' : 'SetPowerOff') // via hotel mode
      })
    },
    async reboot() {
      run('Reboot')
      return true
    },
    async volume(level) {
      const ceiling = volumeCeiling(env)
      if (isVolumeRequest(level)) run('SetVolume', clampVolume(level, ceiling))
      // adapters spec §5: a level above the maximum (the TV's own keys) is set back; a muted TV is left alone
      const read = Number(run('GetVolume')) || 0
      if (run('GetMute') === '1') return read
      return clampBack(read, ceiling, (back) => run('SetVolume', back), log, 'samsung')
    },
    async mute(state) {
      if (isMuteRequest(state)) run('SetMute', state ? 1 : 0)
      return run('GetMute') === '1'
    },
    source: async () => source,
    async setSource(input) {
      if (!input || !(input in SAMSUNG_SOURCE_CODES)) return false
      run('SetSource', SAMSUNG_SOURCE_CODES[input])
      return true
    },
    sourceCode: (input) => SAMSUNG_SOURCE_CODES[input],
    apps: async () => SAMSUNG_APPS.map((app) => ({ ...app })),
    async launchApp(id) {
      if (!id) return false
      run('LaunchApp', id)
      return focus.waitFor(false)
    },
    async closeApp(id) {
      if (!id) return false
      run('CloseApp', id)
      return focus.waitFor(true)
    },
    ...sessionControls(media),
    seek: (seconds) => player.seek(seconds),
    position: () => player.position(),
    ...NO_TRACKS, // the smart TV's player plugin lists no tracks (tracks: false)
    setWindow: (metrics) => player.setWindow(metrics),
    resetWindow: () => player.setWindow({ x: 0, y: 0, width: 1280, height: 720, index: 0 }),
    softAp: {
      status: async () => run('GetSoftAPStatus') === '1',
      async enable(ap) {
        if (!usableSoftAp(ap)) return false
        // adapters spec §9: soft AP calls wait 1000 ms
        return softApCalls(clock, [() => void run('SetSoftAPKey', ap.password), () => void run('SoftAPOn')])
      },
      async disable() {
        run('SoftAPOff')
        return true
      },
      credentials: async () => softApCredentials(await deviceName(), mac()),
    },
    pms: {
      async checkIn() {
        reboot.cancel()
        return setRoomStatus(ROOM_STATUS.checkIn)
      },
      async checkOut() {
        const status = setRoomStatus(ROOM_STATUS.checkOut)
        reboot.start(CHECKOUT_REBOOT_MS, () => run('Reboot'))
        return status
      },
    },
    on: emitter.on,
    destroy() {
      doc.removeEventListener('keydown', onKey)
      hotel.OnEvent = null
      hotel.Close()
      transitionTimer.cancel()
      reboot.cancel()
      focus.clear()
      media.destroy()
      emitter.clear()
    },
  }
}
