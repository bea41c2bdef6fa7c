// The Philips Android bridge (adapters spec §1–§9) over the set's injected native bridge: app list
// entries by name; power events lowercased, hardware key 26 while on → a STANDBY power event; focus from
// the set's events, ignored while focus prevention is on (starts on, lifted 5 s after power on); on
// regaining focus the source resets to NONE and keys are registered again after 1 s; COMBINED_CHANNEL_
// SOURCE, and any source while the portal is in front, is NONE; the page reloads on standby; after
// check-in the installed app list is read again 10 s later; the Philips server config applied when active.
import type {
  AppEntry,
  Bridge,
  BridgeEnv,
  Capabilities,
  PowerState,
  SourceInput,
  TrackEntry,
} from '../contract'
import { createAppFocus } from '../shared/appFocus'
import { clockOf, createTimer, logOf } from '../shared/clock'
import { createEmitter } from '../shared/emitter'
import { createMediaSession, type MediaReport } from '../shared/mediaSession'
import { completeProperties } from '../shared/properties'
import { listOrFalse, subtitleList } from '../shared/tracks'
import { PHILIPS_CONFIG_ERROR, PHILIPS_MANUFACTURER, PHILIPS_SOURCES } from '../wixp/philips'
import { PHILIPS_KEYMAP, PHILIPS_RESERVED_KEYS } from '../wixp/keyMap'
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
export const REGISTERED_KEYS = Object.keys(PHILIPS_KEYMAP)
  .map(Number)
  .filter((code) => !PHILIPS_RESERVED_KEYS.includes(code))

const parse = <T>(text: unknown, fallback: T): T => {
  try {
    return typeof text === 'string' && text ? (JSON.parse(text) as T) : fallback
  } catch {
    return fallback
  }
}
const inputOf = (source: string): SourceInput =>
  (['HDMI1', 'HDMI2', 'HDMI3', 'HDMI4'] as const).find((input) => PHILIPS_SOURCES[input] === source) ?? 'MAIN'

export async function createPhilipsAndroidBridge(env: BridgeEnv): Promise<Bridge> {
  const host = (env.host ?? env.document?.defaultView ?? {}) as PhilipsHost
  const injected = host.PhilipsTV
  if (!injected) throw new Error('The Philips native bridge (PhilipsTV) is missing')
  const tv = injected
  const doc = env.document
  const clock = clockOf(env)
  const log = logOf(env)
  const emitter = createEmitter((error) => log.error('philips-android bridge listener failed', error))
  const focus = createAppFocus(emitter, clock)
  const preventionTimer = createTimer(clock)
  const keysTimer = createTimer(clock)
  const appRefresh = createTimer(clock)
  let power: PowerState = tv.getPowerState().toLowerCase() === 'standby' ? 'standby' : 'on'
  let preventFocus = true
  let source: SourceInput = 'MAIN'
  let apps: AppEntry[] = []

  const session = createMediaSession({
    emitter,
    clock,
    log,
    power: () => power,
    driver: {
      start(request) {
        if (!tv.play(request.url)) throw new Error('The player refused the stream')
      },
      halt: async () => void tv.stop(),
      pause: async () => undefined,
      resume: async () => undefined,
    },
    timeoutFor: () => null,
  })

  const registerKeys = () => tv.registerKeys(JSON.stringify(REGISTERED_KEYS))
  const readApps = () => {
    // adapters spec §3: on Philips Android an app entry's key and value are both its name
    apps = parse<string[]>(tv.getInstalledApps(), []).map((name) => ({ key: name, value: name }))
    return apps
  }
  /** adapters spec §4: focus prevention, lifted 5 s after power on */
  const liftPreventionLater = () => {
    preventFocus = true
    preventionTimer.start(FOCUS_PREVENTION_MS, () => (preventFocus = false))
  }

  function applyPower(next: PowerState) {
    if (next === power) return
    power = next
    emitter.emit('power', next)
    session.onPower(next)
    if (next === 'on') liftPreventionLater()
    else host.location?.reload() // adapters spec §4: Philips Android reloads the page on standby
  }

  function onFocus(focused: boolean) {
    if (preventFocus) return
    focus.report(focused)
    if (!focused) return
    tv.setSource(NO_SOURCE) // the portal is back: the set shows no source of its own
    keysTimer.start(KEYS_AGAIN_MS, registerKeys)
  }

  host[EVENT_HOOK] = (name, json) => {
    const data = parse<Record<string, unknown>>(json, {})
    if (name === 'power') {
      const state = String(data.state ?? '').toLowerCase() // adapters spec §4: power events lowercased
      if (state === 'on' || state === 'standby') applyPower(state)
    } else if (name === 'key') {
      if (Number(data.keyCode) === HARDWARE_POWER_KEY && power === 'on') applyPower('standby')
    } else if (name === 'focus') onFocus(data.focused === true)
    else if (name === 'source') {
      const reported = String(data.source ?? '')
      const shown = reported === COMBINED_CHANNEL_SOURCE || focus.focused() ? NO_SOURCE : reported
      source = inputOf(shown)
      emitter.emit('source', source)
    } else if (name === 'player')
      session.report(
        String(data.state) as MediaReport,
        typeof data.message === 'string' ? data.message : undefined,
      )
  }
  const onKey = (event: Event) => {
    const keyCode = Number((event as KeyboardEvent).keyCode)
    const key = PHILIPS_RESERVED_KEYS.includes(keyCode) ? null : (PHILIPS_KEYMAP[keyCode] ?? null)
    if (!key) return
    event.preventDefault?.()
    emitter.emit('key', { key, repeat: Boolean((event as KeyboardEvent).repeat) })
  }
  doc?.addEventListener('keydown', onKey)
  registerKeys()
  readApps()
  if (power === 'on') liftPreventionLater()

  const props = () => parse<Record<string, unknown>>(tv.getProperties(), {})
  const tracks = (json: string): TrackEntry[] =>
    parse<Array<{ index: number; language: string; selected?: boolean }>>(json, []).map((track) => ({
      key: String(track.index),
      value: track.language,
      selected: Boolean(track.selected),
    }))

  return {
    name: 'philips-android',
    capabilities: PHILIPS_ANDROID_CAPABILITIES,
    baseUrl: async () => env.location.origin,
    properties: async () =>
      completeProperties({ ...props(), manufacturer: PHILIPS_MANUFACTURER, type: 'philips-android' }),
    deviceType: () => 'philips-android',
    platformLanguage: () => 'en_US',
    deviceName: async () => tv.getDeviceName(),
    setDeviceName: async (name) => (name ? tv.setDeviceName(name) : false),
    power: async () => power,
    async setPower(state) {
      if (!tv.setPowerState(state === 'on' ? 'ON' : 'STANDBY')) return false
      applyPower(state)
      return true
    },
    reboot: async () => tv.reboot(),
    async volume(level) {
      if (typeof level === 'number' && Number.isFinite(level))
        tv.setVolume(Math.max(0, Math.min(env.settings?.().maxVolume ?? 100, 100, Math.round(level))))
      return tv.getVolume()
    },
    async mute(state) {
      if (typeof state === 'boolean' || typeof state === 'number') tv.setMute(Boolean(state))
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
    play: (request) => session.play(request),
    stop: () => session.stop(),
    pause: () => session.pause(),
    resume: () => session.resume(),
    seek: async () => false,
    position: async () => ({ position: 0, duration: 0, seekable: false }),
    async subtitles() {
      const list = tracks(tv.getSubtitles())
      return list.length === 0 ? false : subtitleList(list, !list.some((entry) => entry.selected))
    },
    // adapters spec §5: the multicast audio list is unavailable with one track or none
    audioTracks: async () => listOrFalse(tracks(tv.getAudioTracks())),
    selectSubtitle: async (key) => tv.setSubtitle(key === 'off' ? -1 : Number(key)),
    selectAudioTrack: async (key) => tv.setAudioTrack(Number(key)),
    async setWindow(metrics) {
      const [x = 0, y = 0, width = 0, height = 0] = [metrics.x, metrics.y, metrics.width, metrics.height].map(
        (v) => Math.round(v * MULTICAST_WINDOW_SCALE),
      )
      tv.setVideoWindow(x, y, width, height)
    },
    resetWindow: async () => void tv.setVideoWindow(0, 0, 1920, 1080),
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
      delete host[EVENT_HOOK]
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
