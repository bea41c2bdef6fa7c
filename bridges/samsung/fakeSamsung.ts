// A fake Samsung hotel TV (issue 17): the SEF plugin objects (Open/Execute/Close, OnEvent with the hotel
// event codes 211, 114, 130) and the player plugin (Play/Stop and its On* callbacks), answering after
// the set's latency, with controls for tests. It plants the plugin objects under the element ids the
// bridge looks for, in a real document or in a stand-in one.
import type { BridgeClock } from '../contract'
import type { FakeControls, PlatformSnapshot } from '../contractHarness'
import { systemBridgeClock } from '../shared/clock'
import { DASHBOARD_APP } from './createSamsungBridge'
import { CAPTURED_KEYS, RELEASED_KEYS } from './keyMap'
import { HOTEL_EVENT, PLUGIN_IDS, POWER_STANDBY_PARAM, type PlayerPlugin, type SefPlugin } from './samsungApi'
import { MAIN_TUNER, NO_SOURCE } from './sources'

export const FAKE_SAMSUNG_LATENCY_MS = 20
const POWER_ON_PARAM = '0'

export function createFakeSamsung(options: { keyTarget: EventTarget; clock?: BridgeClock }) {
  const { keyTarget, clock = systemBridgeClock } = options
  const later = (run: () => void) => void clock.setTimeout(run, FAKE_SAMSUNG_LATENCY_MS)
  const tv = {
    power: POWER_ON_PARAM,
    volume: 18,
    muted: false,
    source: '48',
    sources: [] as string[],
    tvName: 'ROOM_305',
    softAp: { key: '', on: false },
    roomStatus: '',
    registered: new Set<number>(),
    banner: 0,
    active: DASHBOARD_APP,
    reboots: 0,
    identity: {
      mac: '5c:49:7d:11:22:33',
      ip: '10.10.4.15',
      firmware: 'T-HKMFDEUC-1235.0',
      software: '1235.0',
      productCode: 'HG43EJ690',
    },
    player: {
      url: null as string | null,
      mode: 'auto' as 'auto' | 'silent' | 'fail',
      state: 'stopped' as 'stopped' | 'playing' | 'paused',
      area: [] as number[],
    },
  }
  const hotelEvent = (event: number, param1 = '', param2 = '') =>
    later(() => (plugins[PLUGIN_IDS.hotel] as SefPlugin).OnEvent?.(event, param1, param2))
  const playerCall = (name: keyof PlayerPlugin) =>
    later(() => ((plugins[PLUGIN_IDS.player] as PlayerPlugin)[name] as (() => void) | undefined)?.())
  const setPower = (param: string) => {
    tv.power = param
    hotelEvent(HOTEL_EVENT.powerState, param)
  }
  const setActive = (app: string) => {
    tv.active = app
    hotelEvent(HOTEL_EVENT.activeApp, app)
  }

  const hotelCommands: Record<string, (...args: unknown[]) => unknown> = {
    GetPowerState: () => tv.power,
    SetPowerOn: () => setPower(POWER_ON_PARAM),
    SetPowerOff: () => setPower(POWER_STANDBY_PARAM),
    Reboot: () => void tv.reboots++,
    GetVolume: () => String(tv.volume),
    SetVolume: (level) => void Object.assign(tv, { volume: Number(level), muted: false }),
    GetMute: () => (tv.muted ? '1' : '0'),
    SetMute: (muted) => void (tv.muted = Number(muted) === 1),
    SetSource(code) {
      const value = code === MAIN_TUNER ? '48' : code === NO_SOURCE ? '-1' : String(code)
      tv.source = value
      tv.sources.push(String(code))
      hotelEvent(HOTEL_EVENT.sourceChanged, value)
    },
    GetTVName: () => tv.tvName,
    SetTVName: (name) => void (tv.tvName = String(name)),
    GetSoftAPStatus: () => (tv.softAp.on ? '1' : '0'),
    SetSoftAPKey: (key) => void (tv.softAp.key = String(key)),
    SoftAPOn: () => void (tv.softAp.on = true),
    SoftAPOff: () => void (tv.softAp.on = false),
    RegisterKey: (code) => void tv.registered.add(Number(code)),
    UnregisterKey: (code) => void tv.registered.delete(Number(code)),
    SetBannerState: (state) => void (tv.banner = Number(state)),
    LaunchApp: (app) => setActive(String(app)),
    CloseApp: () => setActive(''),
    GetActiveApp: () => tv.active,
    SetRoomStatus: (status) => void (tv.roomStatus = String(status)),
  }
  const queries: Record<string, Record<string, () => string>> = {
    Device: {
      Firmware: () => tv.identity.firmware,
      GetSoftwareVersion: () => tv.identity.software,
      GetProductCode: () => tv.identity.productCode,
    },
    Network: { GetMAC: () => tv.identity.mac, GetIP: () => tv.identity.ip },
  }

  function sefPlugin(
    commands: (module: string) => Record<string, (...args: unknown[]) => unknown>,
  ): SefPlugin {
    let module: string | null = null
    return {
      Open: (name) => ((module = name), 1),
      Close: () => void (module = null),
      Execute(command, ...args) {
        const handler = module ? commands(module)[command] : undefined
        if (!handler) return -1 // what SEF answers for a module or command it does not know
        return handler(...args)
      },
      OnEvent: null,
    }
  }
  const query = sefPlugin((module) => queries[module] ?? {})
  const hotel = sefPlugin((module) => (module === 'HotelTV' ? hotelCommands : {}))

  const player = {
    Play(url: string) {
      Object.assign(tv.player, { url, state: 'playing' })
      if (tv.player.mode === 'auto') later(() => tv.player.url === url && playerCall('OnStreamInfoReady'))
      else if (tv.player.mode === 'fail') playerCall('OnConnectionFailed')
      return true
    },
    Stop: () => void Object.assign(tv.player, { url: null, state: 'stopped' }),
    Pause: () => void (tv.player.state = 'paused'),
    Resume: () => void (tv.player.state = 'playing'),
    JumpForward: () => undefined,
    GetDuration: () => (tv.player.url ? 600_000 : 0),
    SetDisplayArea: (...area: number[]) => void (tv.player.area = area),
  } as PlayerPlugin

  /** the plugin objects, by the element ids the bridge looks up */
  const plugins: Record<string, unknown> = {
    [PLUGIN_IDS.query]: query,
    [PLUGIN_IDS.hotel]: hotel,
    [PLUGIN_IDS.player]: player,
  }

  const controls = {
    key(code: number | string) {
      const keyCode = Number(code)
      if (keyCode === 7) tv.volume = Math.min(100, tv.volume + 1)
      else if (keyCode === 11) tv.volume = Math.max(0, tv.volume - 1)
      else if (keyCode === 27) tv.muted = !tv.muted
      else if (keyCode === 76) setPower(tv.power === POWER_ON_PARAM ? POWER_STANDBY_PARAM : POWER_ON_PARAM)
      if (RELEASED_KEYS.includes(keyCode)) return
      if (CAPTURED_KEYS.includes(keyCode) && !tv.registered.has(keyCode)) return
      keyTarget.dispatchEvent(Object.assign(new Event('keydown'), { keyCode }))
    },
    power: (state: 'on' | 'standby') => setPower(state === 'on' ? POWER_ON_PARAM : POWER_STANDBY_PARAM),
    player: (mode: 'auto' | 'silent' | 'fail') => void (tv.player.mode = mode),
    reportPlaying: () => later(() => tv.player.url && playerCall('OnBufferingComplete')),
    focus: (focused: boolean) => setActive(focused ? DASHBOARD_APP : 'YouTube'),
    inbound: () => undefined,
    blank(field: string) {
      if (field === 'mac' || field === 'ip') tv.identity[field] = ''
      if (field === 'firmware' || field === 'software') tv.identity[field] = ''
      if (field === 'product') tv.identity.productCode = ''
    },
    tracks: () => undefined,
    snapshot: (): PlatformSnapshot => ({
      power: tv.power === POWER_STANDBY_PARAM ? 'standby' : 'on',
      volume: tv.volume,
      muted: tv.muted,
      source: tv.source,
      softAp: tv.softAp.key ? { ssid: tv.tvName, password: tv.softAp.key, enabled: tv.softAp.on } : null,
      playing: tv.player.url,
      foreground: tv.active === DASHBOARD_APP ? null : tv.active || null,
    }),
    /** the set reports a source change by itself (a code, 47 and 49 included) */
    sourceEvent: (code: number) => hotelEvent(HOTEL_EVENT.sourceChanged, String(code)),
    /** an application comes to the front (or none, '') */
    activeApp: (app: string) => setActive(app),
    /** the player calls one of its callbacks */
    playerCallback: playerCall,
  } satisfies FakeControls & Record<string, unknown>

  /** In a real page: the plugin objects become <object> elements with the fake's methods. */
  function plant(doc: Document) {
    for (const [id, plugin] of Object.entries(plugins)) {
      const element = doc.createElement('object')
      element.id = id
      Object.assign(element, plugin)
      doc.body.appendChild(element)
      plugins[id] = element
    }
  }

  return { tv, plugins, hotel: () => plugins[PLUGIN_IDS.hotel] as SefPlugin, player, controls, plant }
}

export type FakeSamsung = ReturnType<typeof createFakeSamsung>

/** A stand-in page document holding the plugin objects (Node tests). */
export function fakeSamsungDocument(
  fake: { plugins: Record<string, unknown> },
  target: EventTarget,
): Document {
  return Object.assign(target, {
    getElementById: (id: string) => fake.plugins[id] ?? null,
    createElement: () => {
      throw new Error('the plugin objects are planted by the fake')
    },
    body: { appendChild: () => undefined },
  }) as unknown as Document
}
