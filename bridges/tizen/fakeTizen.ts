// A faithful fake of a Samsung hospitality set (issue 17): `tizen`, `webapis` and `b2bapis` with
// Samsung's names, synchronous getters, (success, error) callbacks answered after the set's latency,
// the b2bpower state listener, the page's visibility changes, and controls for tests. The inbound
// WebSocket the portal connects to is a real local server (fakeTizenServer.ts).
import type { BridgeClock } from '../contract'
import type { FakeControls, PlatformSnapshot } from '../contractHarness'
import { systemBridgeClock } from '../shared/clock'
import { createFakeAvplay } from './fakeAvplay'
import { inputOfSource, TIZEN_SOURCES, type TizenVariant } from './sources'
import type { B2bapis, Callback, ErrorCallback, Tizen, VideoSource, Webapis } from './tizenApi'

export const FAKE_TIZEN_LATENCY_MS = 20

/** the codes registerKey names stand for; arrows, Enter and Return need no registration */
const KEY_CODES: Record<string, number> = {
  Exit: 10182,
  Menu: 18,
  Tools: 10135,
  Info: 457,
  Guide: 458,
  Caption: 10221,
  Source: 10072,
  ChannelList: 10073,
  ColorF0Red: 403,
  ColorF1Green: 404,
  ColorF2Yellow: 405,
  ColorF3Blue: 406,
  ChannelUp: 427,
  ChannelDown: 428,
  MediaPlay: 415,
  MediaPause: 19,
  MediaStop: 413,
  MediaFastForward: 417,
  MediaRewind: 412,
}
for (let digit = 0; digit <= 9; digit++) KEY_CODES[String(digit)] = 48 + digit
const UNREGISTERED_KEYS = [37, 38, 39, 40, 13, 10009]

/** The page the portal runs in: its key events, and its visibility (document.hidden). */
export type FakePage = { target: EventTarget; setHidden(hidden: boolean): void }

export function createFakeTizen(options: { page: FakePage; clock?: BridgeClock; variant?: TizenVariant }) {
  const { page, clock = systemBridgeClock, variant = 'tizen' } = options
  const later = (run: () => void) => void clock.setTimeout(run, FAKE_TIZEN_LATENCY_MS)
  const player = createFakeAvplay(clock, FAKE_TIZEN_LATENCY_MS)
  const tv = {
    power: 'Normal' as 'Normal' | 'Standby',
    powerListener: null as ((event: { data: string }) => void) | null,
    volume: 15,
    muted: false,
    source: { type: 'TV', number: 1 } as VideoSource,
    connected: [
      { type: 'TV', number: 1 },
      { type: 'HDMI', number: 1 },
      { type: 'HDMI', number: 2 },
    ] as VideoSource[],
    apps: [
      { id: '111299001912', name: 'YouTube' },
      { id: 'org.tizen.browser', name: 'Browser' },
    ],
    foreground: null as string | null,
    storages: [{ label: 'internal0', type: 'INTERNAL', state: 'MOUNTED' }],
    registered: new Set<string>(),
    identity: {
      mac: 'f4:7b:09:aa:bb:cc',
      ip: '10.10.3.21',
      serial: '0B2A3CKN700123X',
      firmware: 'T-KTM2EUABC-1320.5',
      software: 'T-KTM2EUABC-1320.5',
      product: 'HG55EJ690UB',
      tvName: 'ROOM_214',
      launcher: 'http://127.0.0.1:5173/v2/',
    },
    softAp: { ssid: '', key: '', on: false },
    rf: null as Record<string, unknown> | null,
    withheldTune: null as (() => void) | null,
    reboots: 0,
  }
  const failing = (error: ErrorCallback, name: string) => later(() => error({ name, message: name }))

  function setPower(next: 'Normal' | 'Standby') {
    if (tv.power === next) return
    tv.power = next
    later(() => tv.powerListener?.({ data: next }))
  }
  function setForeground(app: string | null) {
    tv.foreground = app
    later(() => {
      page.setHidden(app !== null)
      page.target.dispatchEvent(new Event('visibilitychange'))
    })
  }

  const tizen: Tizen = {
    tvinputdevice: {
      registerKey: (name) => void tv.registered.add(name),
      unregisterKey: (name) => void tv.registered.delete(name),
    },
    tvwindow: {
      show: (ok, _error, rect, type) =>
        later(() => (ok as unknown as (r: string[], t: string) => void)(rect, type)),
      hide(ok) {
        tv.rf = null
        tv.withheldTune = null
        later(() => ok())
      },
      setSource(source, ok, error) {
        if (!tv.connected.some((c) => c.type === source.type && c.number === source.number))
          return failing(error, 'NotFoundError')
        tv.source = { ...source }
        later(() => ok())
      },
      getSource: () => ({ ...tv.source }),
    },
    systeminfo: {
      getPropertyValue: (_property, ok) =>
        later(() => ok({ connected: tv.connected.map((c) => ({ ...c })), disconnected: [] })),
    },
    tvaudiocontrol: {
      setVolume: (level) => void Object.assign(tv, { volume: level, muted: false }),
      getVolume: () => tv.volume,
      setMute: (muted) => void (tv.muted = muted),
      isMute: () => tv.muted,
    },
    application: {
      getAppsInfo: (ok) => later(() => ok(tv.apps.map((app) => ({ ...app })))),
      launch(id, ok, error) {
        if (!tv.apps.some((app) => app.id === id) && !id.startsWith('com.samsung'))
          return failing(error, 'NotFoundError')
        later(() => ok())
        setForeground(id)
      },
      getAppsContext: (ok) =>
        later(() => ok(tv.foreground ? [{ id: `ctx-${tv.foreground}`, appId: tv.foreground }] : [])),
      kill(contextId, ok, error) {
        if (contextId !== `ctx-${tv.foreground}`) return failing(error, 'NotFoundError')
        later(() => ok())
        setForeground(null)
      },
    },
    filesystem: { listStorages: (ok) => later(() => ok(tv.storages.map((s) => ({ ...s })))) },
  }

  const webapis: Webapis = {
    avplay: player.avplay,
    network: {
      getMac: () => tv.identity.mac,
      getIp: () => tv.identity.ip,
      getTVName: () => tv.identity.tvName,
    },
    productinfo: { getFirmware: () => tv.identity.software, getRealModel: () => tv.identity.product },
  }

  const softAp = (run: () => void) => (ok: Callback, _error: ErrorCallback) => later(() => (run(), ok()))
  const b2bapis: B2bapis = {
    b2bcontrol: {
      getMACAddress: () => tv.identity.mac,
      getIPAddress: () => tv.identity.ip,
      getSerialNumber: () => tv.identity.serial,
      getFirmwareVersion: () => tv.identity.firmware,
      getURLLauncherAddress: () => tv.identity.launcher,
      rebootDevice: (ok) => later(() => (tv.reboots++, ok())),
      setSoftApSSID: (ssid, ok, error) => softAp(() => (tv.softAp.ssid = ssid))(ok, error),
      setSoftApSecurityKey: (key, ok, error) => softAp(() => (tv.softAp.key = key))(ok, error),
      setSoftApOn: softAp(() => (tv.softAp.on = true)),
      setSoftApOff: softAp(() => (tv.softAp.on = false)),
      getSoftApStatus: () => (tv.softAp.on ? 'ON' : 'OFF'),
    },
    b2bpower: {
      getPowerState: () => tv.power,
      setPowerOn: (ok) => (setPower('Normal'), later(() => ok())),
      setPowerOff: (ok) => (setPower('Standby'), later(() => ok())),
      setPowerStateChangeListener: (listener) => void (tv.powerListener = listener),
      unsetPowerStateChangeListener: () => void (tv.powerListener = null),
    },
    b2bbroadcast: {
      tuneDirect(channel, ok, error) {
        tv.rf = { ...channel }
        if (player.state.mode === 'fail') return failing(error, 'TUNE_FAILED')
        const tuned = () => tv.rf && ok()
        if (player.state.mode === 'silent') tv.withheldTune = tuned
        else later(tuned)
      },
    },
  }

  const controls = {
    key(code: number | string) {
      const keyCode = Number(code)
      if (keyCode === 447) tv.volume = Math.min(100, tv.volume + 1)
      else if (keyCode === 448) tv.volume = Math.max(0, tv.volume - 1)
      else if (keyCode === 449) tv.muted = !tv.muted
      else if (
        UNREGISTERED_KEYS.includes(keyCode) ||
        [...tv.registered].some((name) => KEY_CODES[name] === keyCode)
      )
        page.target.dispatchEvent(Object.assign(new Event('keydown'), { keyCode }))
    },
    power: (state: 'on' | 'standby') => setPower(state === 'on' ? 'Normal' : 'Standby'),
    player: (mode: 'auto' | 'silent' | 'fail') => void (player.state.mode = mode),
    reportPlaying() {
      const tune = tv.withheldTune
      tv.withheldTune = null
      if (tune) later(tune)
      else player.reportPlaying()
    },
    focus: (focused: boolean) => setForeground(focused ? null : (tv.apps[0]?.id ?? 'app')),
    inbound: (_payload: string) => undefined, // arrives over the socket (fakeTizenServer.ts)
    blank(field: keyof PlatformSnapshot | string) {
      const map: Record<string, keyof typeof tv.identity> = {
        mac: 'mac',
        ip: 'ip',
        serial: 'serial',
        firmware: 'firmware',
        software: 'software',
        product: 'product',
      }
      const key = map[field]
      if (key) tv.identity[key] = ''
    },
    tracks: (subtitles: readonly string[], audio: readonly string[]) => player.setTracks(subtitles, audio),
    snapshot: (): PlatformSnapshot => ({
      power: tv.power === 'Normal' ? 'on' : 'standby',
      volume: tv.volume,
      muted: tv.muted,
      source: TIZEN_SOURCES[variant][inputOfSource(tv.source)],
      softAp: tv.softAp.ssid
        ? { ssid: tv.softAp.ssid, password: tv.softAp.key, enabled: tv.softAp.on }
        : null,
      playing: tv.rf
        ? `rf:${String(tv.rf.frequency)}`
        : player.state.state === 'NONE'
          ? null
          : player.state.url,
      foreground: tv.foreground,
    }),
    /** a USB stick is plugged in (mounted) or removed */
    usb: (mounted: boolean) =>
      void (tv.storages = mounted
        ? [...tv.storages, { label: 'USB1', type: 'EXTERNAL', state: 'MOUNTED' }]
        : tv.storages.filter((s) => s.type !== 'EXTERNAL')),
  } satisfies FakeControls & Record<string, unknown>

  return { host: { tizen, webapis, b2bapis }, tv, player, controls }
}

export type FakeTizen = ReturnType<typeof createFakeTizen>
