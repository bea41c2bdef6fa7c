// The Philips Android bridge (adapters spec §1–§9) over the set's injected native bridge: app list
// entries by name, with the six predefined apps (§3); power events lowercased, hardware key 26 while on → a STANDBY power event; focus from
// the set's events, ignored while focus prevention is on (starts on, lifted 5 s after power on); on
// regaining focus the source resets to NONE and keys are registered again after 1 s; COMBINED_CHANNEL_
// SOURCE, and any source while the portal is in front, is NONE; the page reloads on standby; after
// check-in the installed app list is read again 10 s later; the Philips server config applied when active.
import type { AppEntry, Bridge, BridgeEnv, Capabilities, SourceInput } from '../contract'
import { withPredefinedApps } from '../shared/appFocus'
import { createBridgeBase, createPowerState, hostOf, keyForwarder } from '../shared/bridgeBase'
import { createTimer } from '../shared/clock'
import { NO_SEEK, sessionControls } from '../shared/mediaControls'
import {
  createNativeSession,
  hookNativeEvents,
  nativeList,
  nativePlayerMembers,
  nativeRecord,
  nativeText,
} from '../shared/nativeBridge'
import { completeProperties } from '../shared/properties'
import { clampBack, clampVolume, isMuteRequest, isVolumeRequest, volumeCeiling } from '../shared/volume'
import { PHILIPS_CONFIG_ERROR, PHILIPS_MANUFACTURER, PHILIPS_SOURCES } from '../wixp/philips'
import { PHILIPS_KEYMAP, PHILIPS_RESERVED_KEYS, mapPhilipsRemoteKey } from '../wixp/keyMap'
import { EVENT_HOOK, type PhilipsHost } from './philipsApi'

export const PHILIPS_ANDROID_CAPABILITIES: Capabilities = {
  identity: true,
  keys: true,
  power: true,
  volume: true,
  sources: true,
  apps: true,
  media: ['multicast', 'hls', 'vod'],
  tracks: true,
  window: true,
  hotspot: false,
  inbound: false,
  pms: true,
  powerOnDelayMs: 1000,
}
/** adapters spec §4, §9 */
export const FOCUS_PREVENTION_MS = 5000
export const KEYS_AGAIN_MS = 1000
export const CHECKIN_APP_REFRESH_MS = 10_000
/** adapters spec §4: the hardware power key while on means STANDBY */
export const HARDWARE_POWER_KEY = 26
export const COMBINED_CHANNEL_SOURCE = 'COMBINED_CHANNEL_SOURCE'
export const NO_SOURCE = 'NONE'
/** adapters spec §8 */
export const CHECK_IN_ERROR = 'An error occured while checkIn'
export const CHECK_OUT_ERROR = 'An error occured while checkOut'
/** adapters spec §9 TV window scaling 1.5 for the multicast player */
export const MULTICAST_WINDOW_SCALE = 1.5
/** the keys the portal asks the set for: all but volume, mute and power (adapters spec §2) */
/**
 * adapters spec §3 Predefined apps (Philips Android): Netflix, Media, Googlecast, Youtube, Amazon,
 * Internet; key and value are both the name, as for the set's own entries (§3 App list entry)
 */
export const PHILIPS_ANDROID_APP_NAMES = [
  'Netflix',
  'Media',
  'Googlecast',
  'Youtube',
  'Amazon',
  'Internet',
] as const
export const PHILIPS_ANDROID_APPS: readonly AppEntry[] = PHILIPS_ANDROID_APP_NAMES.map((name) => ({
  key: name,
  value: name,
}))
export const REGISTERED_KEYS = Object.keys(PHILIPS_KEYMAP)
  .map(Number)
  .filter((code) => !PHILIPS_RESERVED_KEYS.includes(code))

const inputOf = (source: string): SourceInput =>
  (['HDMI1', 'HDMI2', 'HDMI3', 'HDMI4'] as const).find((input) => PHILIPS_SOURCES[input] === source) ?? 'MAIN'

export async function createPhilipsAndroidBridge(env: BridgeEnv): Promise<Bridge> {
  const host = hostOf<PhilipsHost>(env)
  const injected = host.PhilipsTV
  if (!injected) throw new Error('The Philips native bridge (PhilipsTV) is missing')
  const tv = injected
  const doc = env.document
  const { clock, log, emitter, focus } = createBridgeBase(env, 'philips-android')
  const preventionTimer = createTimer(clock)
  const keysTimer = createTimer(clock)
  const appRefresh = createTimer(clock)
  const power = createPowerState(emitter, (next) => {
    session.onPower(next)
    if (next === 'on') liftPreventionLater()
    else host.location?.reload() // adapters spec §4: Philips Android reloads the page on standby
  })
  // a power state the set does not give as text (null) reads as on, the state the set starts in
  power.init(nativeText(tv.getPowerState()).toLowerCase() === 'standby' ? 'standby' : 'on')
  let preventFocus = true
  let source: SourceInput = 'MAIN'
  let apps: AppEntry[] = []

  const session = createNativeSession(
    { emitter, clock, log, power: power.get },
    { play: (request) => tv.play(request.url), stop: () => tv.stop() },
  )

  const registerKeys = () => tv.registerKeys(JSON.stringify(REGISTERED_KEYS))
  const readApps = () => {
    // adapters spec §3: on Philips Android an app entry's key and value are both its name
    const listed = nativeList(tv.getInstalledApps(), log, 'installed apps')
    const names = listed.filter((name): name is string => typeof name === 'string' && name !== '')
    if (names.length < listed.length) log.warn('native installed apps: entries that are not names left out')
    const installed = names.map((name) => ({ key: name, value: name }))
    // adapters spec §3 Predefined apps, merged as every family does; names are matched without case (the
    // set's "YouTube" is the spec's "Youtube"), as the portal finds apps by name (findApp)
    const known = new Set(names.map((name) => name.toLowerCase()))
    apps = withPredefinedApps(
      installed,
      PHILIPS_ANDROID_APPS.filter((app) => !known.has(app.key.toLowerCase())),
    )
    return apps
  }
  /** adapters spec §4: focus prevention, lifted 5 s after power on */
  const liftPreventionLater = () => {
    preventFocus = true
    preventionTimer.start(FOCUS_PREVENTION_MS, () => (preventFocus = false))
  }

  function onFocus(focused: boolean) {
    if (preventFocus) return
    focus.report(focused)
    if (!focused) return
    tv.setSource(NO_SOURCE) // the portal is back: the set shows no source of its own
    keysTimer.start(KEYS_AGAIN_MS, registerKeys)
  }

  const unhook = hookNativeEvents(host, EVENT_HOOK, log, (name, data) => {
    if (name === 'power') {
      const state = String(data.state ?? '').toLowerCase() // adapters spec §4: power events lowercased
      if (state === 'on' || state === 'standby') power.apply(state)
    } else if (name === 'key') {
      if (Number(data.keyCode) === HARDWARE_POWER_KEY && power.get() === 'on') power.apply('standby')
    } else if (name === 'focus') onFocus(data.focused === true)
    else if (name === 'source') {
      const reported = String(data.source ?? '')
      const shown = reported === COMBINED_CHANNEL_SOURCE || focus.focused() ? NO_SOURCE : reported
      source = inputOf(shown)
      emitter.emit('source', source)
    } else if (name === 'player') session.reportEvent(data)
  })
  const onKey = keyForwarder(emitter, mapPhilipsRemoteKey)
  doc?.addEventListener('keydown', onKey)
  registerKeys()
  readApps()
  if (power.get() === 'on') liftPreventionLater()

  const props = () => nativeRecord(tv.getProperties(), log, 'properties')

  return {
    name: 'philips-android',
    capabilities: PHILIPS_ANDROID_CAPABILITIES,
    baseUrl: async () => env.location.origin,
    properties: async () =>
      completeProperties({ ...props(), manufacturer: PHILIPS_MANUFACTURER, type: 'philips-android' }),
    deviceType: () => 'philips-android',
    platformLanguage: () => 'en_US',
    deviceName: async () => nativeText(tv.getDeviceName()),
    setDeviceName: async (name) => (name ? tv.setDeviceName(name) : false),
    power: async () => power.get(),
    async setPower(state) {
      if (!tv.setPowerState(state === 'on' ? 'ON' : 'STANDBY')) return false
      power.apply(state)
      return true
    },
    reboot: async () => tv.reboot(),
    async volume(level) {
      const ceiling = volumeCeiling(env)
      if (isVolumeRequest(level)) tv.setVolume(clampVolume(level, ceiling))
      // adapters spec §5: a level above the maximum (the TV's own keys) is set back; a muted TV is left alone
      const read = tv.getVolume()
      return tv.isMute()
        ? read
        : clampBack(read, ceiling, (back) => tv.setVolume(back), log, 'philips-android')
    },
    async mute(state) {
      if (isMuteRequest(state)) tv.setMute(Boolean(state))
      return tv.isMute()
    },
    source: async () => source,
    async setSource(input) {
      if (!input || !(input in PHILIPS_SOURCES) || !tv.setSource(PHILIPS_SOURCES[input])) return false
      source = input
      return true
    },
    sourceCode: (input) => PHILIPS_SOURCES[input],
    apps: async () => (apps.length ? apps : readApps()),
    async launchApp(id) {
      if (!id || !tv.launchApp(id)) return false
      return focus.waitFor(false)
    },
    async closeApp(id) {
      if (!id || !tv.closeApp(id)) return false
      return focus.waitFor(true)
    },
    ...sessionControls(session),
    ...NO_SEEK,
    // adapters spec §5: the multicast audio list is unavailable with one track or none
    ...nativePlayerMembers(tv, MULTICAST_WINDOW_SCALE, log),
    pms: {
      async checkIn() {
        if (!tv.checkIn()) return log.error(CHECK_IN_ERROR)
        appRefresh.start(CHECKIN_APP_REFRESH_MS, () => void readApps()) // adapters spec §4, §9
      },
      async checkOut() {
        if (!tv.checkOut()) log.error(CHECK_OUT_ERROR)
      },
    },
    ready() {
      void applyConfig()
    },
    on: emitter.on,
    destroy() {
      doc?.removeEventListener('keydown', onKey)
      unhook()
      for (const timer of [preventionTimer, keysTimer, appRefresh]) timer.cancel()
      focus.clear()
      session.destroy()
      emitter.clear()
    },
  }

  /** adapters spec §7: config.json values go to the set when active; §8 the error when it fails */
  async function applyConfig() {
    try {
      if (!env.calls) throw new Error('no API client')
      const config = await env.calls.philipsConfig()
      if (!config) throw new Error('no config.json')
      if (config.active && !tv.setConfig(JSON.stringify(config)))
        throw new Error('the set refused the config')
    } catch (error) {
      log.error(PHILIPS_CONFIG_ERROR, error)
    }
  }
}
