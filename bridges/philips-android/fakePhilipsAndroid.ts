// A fake Philips Android professional TV's native bridge (issue 18): `PhilipsTV` with synchronous
// methods, and the set's news through window.onPhilipsEvent(name, json) after its latency. Controls for
// tests drive power (events in the set's upper case), the hardware power key, focus, sources, playback.
import type { BridgeClock } from '../contract'
import type { FakeControls, PlatformSnapshot } from '../contractHarness'
import { systemBridgeClock } from '../shared/clock'
import { PHILIPS_RESERVED_KEYS } from '../wixp/keyMap'
import { EVENT_HOOK, type PhilipsHost, type PhilipsTV } from './philipsApi'

export const FAKE_PHILIPS_LATENCY_MS = 20

export function createFakePhilipsAndroid(options: {
  host: PhilipsHost
  keyTarget: EventTarget
  clock?: BridgeClock
}) {
  const { host, keyTarget, clock = systemBridgeClock } = options
  const later = (run: () => void) => void clock.setTimeout(run, FAKE_PHILIPS_LATENCY_MS)
  const set = {
    properties: {
      mac: '70:af:24:10:20:30',
      ip: '10.10.7.33',
      serial: 'GZ1B2222000123',
      firmware: 'TPM211HE_R.012.000.052',
      software: '1.3.6',
      product: '50HFL5214U/12',
    },
    deviceName: 'ROOM_402',
    power: 'ON' as 'ON' | 'STANDBY',
    volume: 22,
    muted: false,
    source: 'NONE',
    apps: ['Netflix', 'YouTube', 'Media', 'Googlecast', 'Amazon', 'Internet'],
    foreground: null as string | null,
    keys: [] as number[],
    keyRegistrations: 0,
    player: {
      url: null as string | null,
      mode: 'auto' as 'auto' | 'silent' | 'fail',
      audio: [] as string[],
      subtitles: [] as string[],
      window: [] as number[],
    },
    checkIns: 0,
    checkOuts: 0,
    failCheckIn: false,
    config: null as unknown,
    appsRead: 0,
  }
  const event = (name: string, data: Record<string, unknown> = {}) =>
    later(() => host[EVENT_HOOK]?.(name, JSON.stringify(data)))
  const list = (languages: string[]) =>
    JSON.stringify(languages.map((language, index) => ({ index, language, selected: index === 0 })))
  const setForeground = (app: string | null) => {
    set.foreground = app
    event('focus', { focused: app === null })
  }

  const PhilipsTV: PhilipsTV = {
    getProperties: () => JSON.stringify(set.properties),
    getDeviceName: () => set.deviceName,
    setDeviceName: (name) => ((set.deviceName = name), true),
    getPowerState: () => set.power,
    setPowerState: (state) => {
      set.power = state
      event('power', { state })
      return true
    },
    reboot: () => true,
    getVolume: () => set.volume,
    setVolume: (level) => (Object.assign(set, { volume: level, muted: false }), true),
    isMute: () => set.muted,
    setMute: (muted) => ((set.muted = muted), true),
    getSource: () => set.source,
    setSource: (source) => ((set.source = source), true),
    getInstalledApps: () => (set.appsRead++, JSON.stringify(set.apps)),
    launchApp: (name) => set.apps.includes(name) && (setForeground(name), true),
    closeApp: (name) => set.foreground === name && (setForeground(null), true),
    registerKeys: (keys) => ((set.keys = JSON.parse(keys) as number[]), set.keyRegistrations++, true),
    play(url) {
      Object.assign(set.player, { url, audio: [], subtitles: [] })
      if (set.player.mode === 'auto') event('player', { state: 'playing' })
      else if (set.player.mode === 'fail') event('player', { state: 'error', message: 'MULTICAST_NO_DATA' })
      return true
    },
    stop: () => ((set.player.url = null), true),
    getAudioTracks: () => list(set.player.audio),
    setAudioTrack: () => true,
    getSubtitles: () => list(set.player.subtitles).replace(/"selected":true/g, '"selected":false'),
    setSubtitle: () => true,
    setVideoWindow: (...area) => ((set.player.window = area), true),
    checkIn: () => !set.failCheckIn && (set.checkIns++, true),
    checkOut: () => (set.checkOuts++, true),
    setConfig: (json) => ((set.config = JSON.parse(json)), true),
  }
  host.PhilipsTV = PhilipsTV

  const controls = {
    key(code: number | string) {
      const keyCode = Number(code)
      if (keyCode === 447) set.volume++
      if (PHILIPS_RESERVED_KEYS.includes(keyCode)) return
      if (set.keys.includes(keyCode))
        keyTarget.dispatchEvent(Object.assign(new Event('keydown'), { keyCode }))
    },
    power: (state: 'on' | 'standby') => PhilipsTV.setPowerState(state === 'on' ? 'ON' : 'STANDBY'),
    player: (mode: 'auto' | 'silent' | 'fail') => void (set.player.mode = mode),
    reportPlaying: () => void (set.player.url && event('player', { state: 'playing' })),
    focus: (focused: boolean) => setForeground(focused ? null : (set.apps[0] ?? 'Netflix')),
    inbound: () => undefined,
    blank(field: string) {
      if (field in set.properties) set.properties[field as keyof typeof set.properties] = ''
    },
    tracks(subtitles: readonly string[], audio: readonly string[]) {
      Object.assign(set.player, { subtitles: [...subtitles], audio: [...audio] })
    },
    snapshot: (): PlatformSnapshot => ({
      power: set.power === 'ON' ? 'on' : 'standby',
      volume: set.volume,
      muted: set.muted,
      source: set.source,
      softAp: null,
      playing: set.player.url,
      foreground: set.foreground,
    }),
    /** the set reports a hardware key (Android keycode) */
    hardwareKey: (keyCode: number) => event('key', { keyCode }),
    /** the set reports its source */
    sourceEvent: (source: string) => event('source', { source }),
  } satisfies FakeControls & Record<string, unknown>

  return { set, controls }
}
