// The TV side of the hcap fake: the state an LG Pro:Centric set keeps and its answer to each hcap.js
// command (the snake_case names hcap.js sends over its local socket). Events it raises go out through
// `raise` and reach the page as document events, as on the set.
import { CHANNEL_STATUS, INPUT_TYPE, POWER_MODE } from './hcapApi'
import { HCAP_RESERVED_KEYS } from './keyMap'

export type PlayerMode = 'auto' | 'silent' | 'fail'
type Params = Record<string, unknown>
type Channel = {
  options: Params
  status: number
  audio: string[]
  audioIndex: number
  subtitles: string[]
  subtitleIndex: number
}
type Media = {
  url: string
  mimeType: string
  state: 'created' | 'playing' | 'paused' | 'stopped'
  positionMs: number
  lengthMs: number
  audio: string[]
  audioIndex: number
}

export class FakeHcapFailure extends Error {}

/** Keys a page receives without registering them (arrows, OK, BACK, digits). */
const DEFAULT_KEYS = [37, 38, 39, 40, 13, 461, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57]

export function createFakeLgTvState() {
  return {
    powerMode: POWER_MODE.NORMAL as number,
    volume: 20,
    muted: false,
    properties: new Map<string, string>([
      ['serial_number', '405KCXN1A123'],
      ['model_name', '55UR762H'],
      ['platform_version', '04.71.20'],
      ['software_version', '2.6.1'],
      ['tv_name', 'ROOM_101'],
      ['maximum_volume_level', '80'],
    ]),
    hotelMode: null as unknown,
    network: [
      { name: 'eth0', mac: 'a8:23:fe:12:34:56', ip: '10.10.1.101' },
      { name: 'wlan0', mac: 'a8:23:fe:12:34:57', ip: '10.10.2.101' },
    ],
    networkInformation: { mac: 'a8:23:fe:12:34:56', ip: '10.10.1.101' },
    input: { type: INPUT_TYPE.TV as number, index: 0 },
    apps: [
      { id: '144115188075855880', title: 'Screen Share' },
      { id: '144115188075859002', title: 'YouTube' },
    ],
    foreground: null as string | null,
    keyTable: new Set<number>(),
    daemons: new Set<string>(),
    procentric: null as { ipAddress: string; domainName: string; port: number } | null,
    channel: null as Channel | null,
    mediaStarted: false,
    media: null as Media | null,
    playerMode: 'auto' as PlayerMode,
    videoSize: null as Params | null,
    failing: new Set<string>(),
    rebooted: 0,
    sentKeys: [] as number[],
    calls: [] as string[],
    /** every set_property, in order: [key, value] */
    propertyWrites: [] as Array<[string, string]>,
    /** the security_level the set had at each request_checkout (its guest-data clear) */
    checkouts: [] as string[],
  }
}

export type FakeLgTvState = ReturnType<typeof createFakeLgTvState>
type Raise = (event: string, fields?: Params, delayMs?: number) => void

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value))

export function createFakeLgTvCommands(tv: FakeLgTvState, raise: Raise) {
  const needMedia = () => {
    if (!tv.media) throw new FakeHcapFailure('media is not created')
    return tv.media
  }
  const reportStart = (kind: 'media' | 'channel') => {
    if (tv.playerMode === 'silent') return
    if (kind === 'channel') {
      if (tv.playerMode === 'fail')
        return raise('channel_changed', { result: false, errorMessage: 'No signal' })
      if (tv.channel) tv.channel.status = CHANNEL_STATUS.AV_DISPLAYED
      raise('channel_changed', { result: true })
      return raise('channel_status_changed')
    }
    if (tv.playerMode === 'fail') return raise('media_event_received', { eventType: 'error_in_playing' })
    raise('media_event_received', { eventType: 'play_start' })
  }
  const setPowerMode = (mode: number) => {
    if (tv.powerMode === mode) return
    tv.powerMode = mode
    raise('power_mode_changed', { returnValue: true })
  }

  const commands: Record<string, (params: Params) => Params | void> = {
    get_power_mode: () => ({ mode: tv.powerMode }),
    set_power_mode: (p) => setPowerMode(num(p.mode)),
    power_off: () => setPowerMode(POWER_MODE.WARM),
    reboot: () => void tv.rebooted++,
    get_volume_level: () => ({ level: tv.volume }),
    set_volume_level: (p) => {
      if (num(p.level) < 0) tv.muted = true
      else Object.assign(tv, { volume: num(p.level), muted: false })
      raise('volume_level_changed')
    },
    get_property: (p) => {
      const value = tv.properties.get(String(p.key))
      if (value === undefined) throw new FakeHcapFailure(`property ${String(p.key)} is not supported`)
      return { value }
    },
    set_property: (p) => {
      tv.propertyWrites.push([String(p.key), String(p.value)])
      tv.properties.set(String(p.key), String(p.value))
    },
    get_hotel_mode: () => ({ hotelMode: tv.hotelMode }),
    set_hotel_mode: (p) => void (tv.hotelMode = p.hotelMode),
    get_number_of_network_devices: () => ({ count: tv.network.length }),
    get_network_device: (p) => {
      const device = tv.network[num(p.index)]
      if (!device) throw new FakeHcapFailure('no such network device')
      return { ...device }
    },
    get_network_information: () => ({ ...tv.networkInformation }),
    get_external_input: () => ({ ...tv.input }),
    set_external_input: (p) => {
      tv.input = { type: num(p.type), index: num(p.index) }
      raise('external_input_changed')
    },
    check_external_input_connected: () => ({ isConnected: true }),
    get_preloaded_application_list: () => ({ list: tv.apps.map((app) => ({ ...app })) }),
    launch_preloaded_application: (p) => {
      if (!tv.apps.some((app) => app.id === p.id)) throw new FakeHcapFailure('no such application')
      tv.foreground = String(p.id)
      raise('hcap_application_focus_changed', { eventType: 'unfocused' })
    },
    destroy_preloaded_application: () => {
      if (tv.foreground === null) return
      tv.foreground = null
      raise('hcap_application_focus_changed', { eventType: 'focused' })
    },
    send_key: (p) => {
      tv.sentKeys.push(num(p.virtualKeycode))
      if (num(p.virtualKeycode) === 1001) commands.destroy_preloaded_application?.({})
    },
    request_channel_change: (p) => {
      const { command_id: _id, command: _command, ...options } = p
      tv.channel = {
        options,
        status: CHANNEL_STATUS.UNKNOWN,
        audio: [],
        audioIndex: 0,
        subtitles: [],
        subtitleIndex: -1,
      }
      reportStart('channel')
    },
    stop_current_channel: () => void (tv.channel = null),
    get_current_channel: () => ({ ...(tv.channel?.options ?? {}), channelStatus: tv.channel?.status ?? 0 }),
    get_current_channel_audio_language_list: () => ({ list: [...(tv.channel?.audio ?? [])] }),
    get_current_channel_audio_language_index: () => ({ index: tv.channel?.audioIndex ?? -1 }),
    set_current_channel_audio_language_index: (p) =>
      void (tv.channel && (tv.channel.audioIndex = num(p.index))),
    get_current_channel_subtitle_language_list: () => ({ list: [...(tv.channel?.subtitles ?? [])] }),
    get_current_channel_subtitle_language_index: () => ({ index: tv.channel?.subtitleIndex ?? -1 }),
    set_current_channel_subtitle_language_index: (p) =>
      void (tv.channel && (tv.channel.subtitleIndex = num(p.index))),
    media_startup: () => void (tv.mediaStarted = true),
    media_shutdown: () => Object.assign(tv, { mediaStarted: false, media: null }) && undefined,
    media_create_media: (p) => {
      if (!tv.mediaStarted) throw new FakeHcapFailure('media is not started up')
      tv.media = {
        url: String(p.url),
        mimeType: String(p.mimeType),
        state: 'created',
        positionMs: 0,
        lengthMs: 600_000,
        audio: [],
        audioIndex: 0,
      }
    },
    media_play: () => {
      needMedia().state = 'playing'
      reportStart('media')
    },
    media_pause: () => void (needMedia().state = 'paused'),
    media_resume: () => void (needMedia().state = 'playing'),
    media_stop: () => void (needMedia().state = 'stopped'),
    media_destroy: () => void (tv.media = null),
    media_get_information: () => ({ contentLengthInMs: needMedia().lengthMs }),
    media_get_play_position: () => ({ positionInMs: needMedia().positionMs }),
    media_set_play_position: (p) => {
      needMedia().positionMs = num(p.positionInMs)
      raise('media_event_received', { eventType: 'seek_done' })
    },
    media_get_audio_language: () => ({ list: [...needMedia().audio], index: needMedia().audioIndex }),
    media_set_audio_language: (p) => void (needMedia().audioIndex = num(p.index)),
    media_set_subtitle_on: () => undefined,
    set_video_size: (p) => void (tv.videoSize = p),
    clear_key_table: () => tv.keyTable.clear(),
    add_key_item: (p) => void tv.keyTable.add(num(p.keycode)),
    open_tcp_daemon: (p) => void tv.daemons.add(`tcp:${num(p.port)}`),
    open_udp_daemon: (p) => void tv.daemons.add(`udp:${num(p.port)}`),
    request_checkout: () => void tv.checkouts.push(tv.properties.get('security_level') ?? ''),
    get_procentric_server: () => {
      if (!tv.procentric) throw new FakeHcapFailure('no Pro:Centric server is configured')
      return { ...tv.procentric }
    },
  }

  /** What the set does with a remote key: its own keys it handles, the page gets the others. */
  function pressKey(code: number, deliver: (code: number) => void) {
    if (HCAP_RESERVED_KEYS.includes(code)) {
      // the set's own volume keys stop at its maximum_volume_level and report the change
      const max = Number(tv.properties.get('maximum_volume_level')) || 100
      if (code === 447) tv.volume = Math.min(max, tv.volume + 1)
      if (code === 448) tv.volume = Math.max(0, tv.volume - 1)
      if (code === 447 || code === 448) raise('volume_level_changed')
      if (code === 449) tv.muted = !tv.muted
      if (code === 409) setPowerMode(tv.powerMode === POWER_MODE.NORMAL ? POWER_MODE.WARM : POWER_MODE.NORMAL)
      return
    }
    if (DEFAULT_KEYS.includes(code) || tv.keyTable.has(code)) deliver(code)
  }

  return { commands, reportStart, setPowerMode, pressKey }
}
