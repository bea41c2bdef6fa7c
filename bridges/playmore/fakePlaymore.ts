// A fake of the Playmore Android wrapper's native bridge (issue 18): `Device` and `Platform` with
// synchronous methods returning text, and the wrapper's calls back into the page through
// window.onNativeEvent(name, json), made after the box's latency. Controls for tests drive it.
import type { BridgeClock } from '../contract'
import type { FakeControls, PlatformSnapshot } from '../contractHarness'
import { systemBridgeClock } from '../shared/clock'
import { WRAPPER_PACKAGE } from './createPlaymoreBridge'
import {
  NATIVE_EVENT_HOOK,
  type PlaymoreDevice,
  type PlaymoreHost,
  type PlaymorePlatform,
} from './playmoreApi'
import type { UsbDevice } from './rules'

export const FAKE_PLAYMORE_LATENCY_MS = 20

export function createFakePlaymore(options: {
  host: PlaymoreHost
  keyTarget: EventTarget
  clock?: BridgeClock
  steps?: number
}) {
  const { host, keyTarget, clock = systemBridgeClock } = options
  const later = (run: () => void) => void clock.setTimeout(run, FAKE_PLAYMORE_LATENCY_MS)
  const box = {
    properties: {
      mac: '00:1a:79:5e:6f:70',
      ip: '10.10.5.40',
      serial: 'PM4K2207001',
      firmware: '7.1.2-20230405',
      software: '3.8.0',
      manufacturer: 'Playmore',
      product: 'PM-4K-STB',
    },
    deviceName: 'ROOM_118',
    softAp: { ssid: '', password: '', enabled: false },
    range: options.steps ?? 15,
    steps: 3,
    muted: false,
    tv: 'on' as 'on' | 'off',
    reboots: 0,
    usb: [] as UsbDevice[],
    remote: { status: true, battery: 80 },
    apps: [
      { package: 'com.google.android.youtube.tv', label: 'YouTube' },
      { package: 'com.netflix.ninja', label: 'Netflix' },
    ],
    foreground: null as string | null,
    player: {
      url: null as string | null,
      mode: 'auto' as 'auto' | 'silent' | 'fail',
      subtitles: [] as string[],
      audios: [] as string[],
      subtitle: -1,
      audio: 0,
      window: [] as number[],
    },
    cleared: 0,
  }
  const native = (name: string, data: Record<string, unknown> = {}) =>
    later(() => host[NATIVE_EVENT_HOOK]?.(name, JSON.stringify(data)))
  const tracks = (list: string[], selected: number) =>
    JSON.stringify(list.map((language, index) => ({ index, language, selected: index === selected })))
  const setForeground = (app: string | null) => {
    box.foreground = app
    native('appFocus', { focused: app === null })
  }

  const Device: PlaymoreDevice = {
    getProperties: () => JSON.stringify(box.properties),
    getDeviceName: () => box.deviceName,
    setDeviceName: (name) => ((box.deviceName = name), true),
    getSoftAp: () => JSON.stringify(box.softAp),
    setSoftAp: (ssid, password) => (Object.assign(box.softAp, { ssid, password }), true),
    setSoftApEnabled: (enabled) => ((box.softAp.enabled = enabled), true),
    getVolume: () => box.steps,
    setVolume: (steps) => (
      Object.assign(box, { steps: Math.max(0, Math.min(box.range, steps)), muted: false }),
      true
    ),
    isMute: () => box.muted,
    setMute: (muted) => ((box.muted = muted), true),
    tvOn: () => ((box.tv = 'on'), true),
    tvOff: () => ((box.tv = 'off'), true),
    reboot: () => (box.reboots++, true),
    getUsbDevices: () => JSON.stringify(box.usb),
    getRemoteState: () => JSON.stringify(box.remote),
  }
  const Platform: PlaymorePlatform = {
    getInstalledApps: () => JSON.stringify(box.apps),
    openApp(packageName) {
      if (packageName === WRAPPER_PACKAGE) return (setForeground(null), true)
      if (!box.apps.some((app) => app.package === packageName) && !packageName.startsWith('com.'))
        return false
      setForeground(packageName)
      return true
    },
    openFileManager: () => (setForeground('com.android.documentsui'), true),
    play(url) {
      Object.assign(box.player, { url, subtitles: [], audios: [] })
      if (box.player.mode === 'auto') native('playerState', { state: 'playing' })
      else if (box.player.mode === 'fail')
        native('playerState', { state: 'error', message: 'MEDIA_ERROR_IO' })
      return true
    },
    stop: () => ((box.player.url = null), true),
    pause: () => (box.player.url !== null && native('playerState', { state: 'paused' }), true),
    resume: () => (box.player.url !== null && native('playerState', { state: 'playing' }), true),
    seek: () => box.player.url !== null,
    getPosition: () =>
      JSON.stringify(box.player.url ? { position: 0, duration: 600_000 } : { position: 0, duration: 0 }),
    getSubtitles: () => tracks(box.player.subtitles, box.player.subtitle),
    setSubtitle: (index) => ((box.player.subtitle = index), true),
    getAudios: () => tracks(box.player.audios, box.player.audio),
    setAudio: (index) => ((box.player.audio = index), true),
    setVideoWindow: (...area) => ((box.player.window = area), true),
    clearData: () => (box.cleared++, true),
  }
  Object.assign(host, { Device, Platform })

  const controls = {
    key(code: number | string) {
      const keyCode = Number(code)
      // volume up/down and mute are the box's own (adapters spec §2)
      if (keyCode === 175) box.steps = Math.min(box.range, box.steps + 1)
      else if (keyCode === 174) box.steps = Math.max(0, box.steps - 1)
      else if (keyCode === 173) box.muted = !box.muted
      else keyTarget.dispatchEvent(Object.assign(new Event('keydown'), { keyCode }))
    },
    power: () => undefined, // the box is always on
    player: (mode: 'auto' | 'silent' | 'fail') => void (box.player.mode = mode),
    reportPlaying: () => void (box.player.url && native('playerState', { state: 'playing' })),
    focus: (focused: boolean) => setForeground(focused ? null : (box.apps[0]?.package ?? 'app')),
    inbound: () => undefined,
    blank(field: string) {
      if (field in box.properties) box.properties[field as keyof typeof box.properties] = ''
    },
    tracks(subtitles: readonly string[], audio: readonly string[]) {
      Object.assign(box.player, { subtitles: [...subtitles], audios: [...audio], subtitle: -1, audio: 0 })
    },
    snapshot: (): PlatformSnapshot => ({
      power: 'on',
      volume: Math.round((box.steps * 100) / box.range),
      muted: box.muted,
      source: '1',
      softAp: box.softAp.ssid ? { ...box.softAp } : null,
      playing: box.player.url,
      foreground: box.foreground,
    }),
    /** a Bluetooth remote connects, changes battery or goes away; the wrapper says so */
    remote(state: { status: boolean; battery: number }, announce = true) {
      box.remote = state
      if (announce) native('bluetooth')
    },
    /** the guest switches the air mouse on or off */
    mouse: (active: boolean) => native('mouse', { active }),
    /** USB devices plugged in */
    plug: (devices: UsbDevice[]) => void (box.usb = devices),
  } satisfies FakeControls & Record<string, unknown>

  return { box, controls }
}

export type FakePlaymore = ReturnType<typeof createFakePlaymore>
