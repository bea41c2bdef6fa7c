// A faithful fake of LG's hcap API (issue 17): the `hcap` object built as hcap.js builds it — each
// namespace function takes one option object and sends a JSON command with a command_id, one at a time,
// answered after the set's latency with onSuccess/onFailure — and events dispatched on `document` with
// their fields on the event, as hcap.js's handle_event does. Controls for tests drive the TV side.
import type { BridgeClock } from '../contract'
import type { FakeControls, PlatformSnapshot } from '../contractHarness'
import { systemBridgeClock } from '../shared/clock'
import type { Hcap, HcapMedia, HcapOptions } from './hcapApi'
import { CHANNEL_STATUS, INPUT_TYPE, POWER_MODE } from './hcapApi'
import {
  createFakeLgTvCommands,
  createFakeLgTvState,
  FakeHcapFailure,
  type FakeLgTvState,
} from './fakeHcapTv'
import { inputCode } from './inputs'

/** every answer and event comes this long after the call, as on a set */
export const FAKE_HCAP_LATENCY_MS = 20

/** hcap.js: namespace function → command it sends */
const API: Record<string, Record<string, string>> = {
  power: {
    getPowerMode: 'get_power_mode',
    setPowerMode: 'set_power_mode',
    powerOff: 'power_off',
    reboot: 'reboot',
  },
  volume: { getVolumeLevel: 'get_volume_level', setVolumeLevel: 'set_volume_level' },
  property: {
    getProperty: 'get_property',
    setProperty: 'set_property',
    getHotelMode: 'get_hotel_mode',
    setHotelMode: 'set_hotel_mode',
  },
  network: {
    getNetworkDevice: 'get_network_device',
    getNetworkInformation: 'get_network_information',
    getNumberOfNetworkDevices: 'get_number_of_network_devices',
  },
  externalinput: {
    getCurrentExternalInput: 'get_external_input',
    setCurrentExternalInput: 'set_external_input',
    isExternalInputConnected: 'check_external_input_connected',
  },
  channel: {
    requestChangeCurrentChannel: 'request_channel_change',
    stopCurrentChannel: 'stop_current_channel',
    getCurrentChannel: 'get_current_channel',
    getCurrentChannelAudioLanguageList: 'get_current_channel_audio_language_list',
    getCurrentChannelAudioLanguageIndex: 'get_current_channel_audio_language_index',
    setCurrentChannelAudioLanguageIndex: 'set_current_channel_audio_language_index',
    getCurrentChannelSubtitleList: 'get_current_channel_subtitle_language_list',
    getCurrentChannelSubtitleIndex: 'get_current_channel_subtitle_language_index',
    setCurrentChannelSubtitleIndex: 'set_current_channel_subtitle_language_index',
  },
  video: { setVideoSize: 'set_video_size' },
  key: { clearKeyTable: 'clear_key_table', addKeyItem: 'add_key_item', sendKey: 'send_key' },
  preloadedApplication: {
    getPreloadedApplicationList: 'get_preloaded_application_list',
    launchPreloadedApplication: 'launch_preloaded_application',
    destroyPreloadedApplication: 'destroy_preloaded_application',
  },
  socket: { openTcpDaemon: 'open_tcp_daemon', openUdpDaemon: 'open_udp_daemon' },
  system: { getProcentricServer: 'get_procentric_server' },
  checkout: { requestCheckout: 'request_checkout' },
}
const MEDIA_API: Record<keyof HcapMedia, string> = {
  play: 'media_play',
  pause: 'media_pause',
  resume: 'media_resume',
  stop: 'media_stop',
  destroy: 'media_destroy',
  getInformation: 'media_get_information',
  getPlayPosition: 'media_get_play_position',
  setPlayPosition: 'media_set_play_position',
  getAudioLanguage: 'media_get_audio_language',
  setAudioLanguage: 'media_set_audio_language',
  setSubtitleOn: 'media_set_subtitle_on',
}

export type FakeHcapOptions = { clock?: BridgeClock; target: EventTarget; state?: FakeLgTvState }

export function createFakeHcap({ clock = systemBridgeClock, target, state }: FakeHcapOptions) {
  const tv = state ?? createFakeLgTvState()
  const queue: Array<{ text: string; options: HcapOptions }> = []
  let sending = false
  let sequence = 0

  /** hcap.js handle_event: an HTMLEvents event named after the command, its fields copied onto it */
  function dispatch(name: string, fields: Record<string, unknown> = {}) {
    const wire = JSON.parse(JSON.stringify({ command_id: 'event', command: name, ...fields })) as Record<
      string,
      unknown
    >
    const event = new Event(name, { bubbles: true })
    for (const [key, value] of Object.entries(wire))
      if (!(key in event)) Object.assign(event, { [key]: value })
    target.dispatchEvent(event)
  }
  const raise = (name: string, fields?: Record<string, unknown>, delayMs = FAKE_HCAP_LATENCY_MS) =>
    void clock.setTimeout(() => dispatch(name, fields), delayMs)
  const set = createFakeLgTvCommands(tv, raise)

  function pump() {
    if (sending) return
    const next = queue.shift()
    if (!next) return
    sending = true
    clock.setTimeout(() => {
      const request = JSON.parse(next.text) as Record<string, unknown>
      const command = String(request.command)
      tv.calls.push(command)
      let reply: Record<string, unknown>
      try {
        if (tv.failing.delete(command)) throw new FakeHcapFailure(`${command} failed`)
        const handler = set.commands[command]
        if (!handler) throw new FakeHcapFailure(`${command} is not supported by this set`)
        reply = { ...(handler(request) ?? {}), command_id: request.command_id, command, result: true }
      } catch (error) {
        reply = {
          command_id: request.command_id,
          command,
          result: false,
          errorMessage: (error as Error).message,
        }
      }
      const answer = JSON.parse(JSON.stringify(reply)) as Record<string, unknown>
      sending = false
      if (answer.result) next.options.onSuccess?.(answer)
      else next.options.onFailure?.(answer)
      pump()
    }, FAKE_HCAP_LATENCY_MS)
  }

  function send(command: string, options: HcapOptions = {}) {
    const { onSuccess: _s, onFailure: _f, ...params } = options
    sequence = sequence > 1024 ? 0 : sequence + 1
    queue.push({ text: JSON.stringify({ ...params, command_id: String(sequence), command }), options })
    pump()
  }

  // hcap.js: each function sends its command (Object.fromEntries is newer than the Chromium-53 floor)
  const functions = (table: Record<string, string>, before?: (fn: string) => void) => {
    const out: Record<string, (o: HcapOptions) => void> = {}
    for (const [fn, command] of Object.entries(table))
      out[fn] = (o: HcapOptions) => {
        before?.(fn)
        send(command, o)
      }
    return out
  }
  const namespaces: Record<string, Record<string, (o: HcapOptions) => void>> = {}
  for (const [ns, fns] of Object.entries(API)) namespaces[ns] = functions(fns)
  let media: HcapMedia | null = null
  const mediaObject = (): HcapMedia =>
    functions(MEDIA_API, (fn) => {
      if (fn === 'destroy') media = null
    }) as HcapMedia
  const hcap = {
    ...namespaces,
    power: { ...namespaces.power, PowerMode: { ...POWER_MODE } },
    externalinput: { ...namespaces.externalinput, ExternalInputType: { TV: 1, HDMI: 6, USB: 8, OTHERS: 9 } },
    channel: {
      ...namespaces.channel,
      ChannelType: { UNKNOWN: 0, RF: 1, IP: 2 },
      RfBroadcastType: { TERRESTRIAL: 16, TERRESTRIAL_2: 17, SATELLITE: 32, CABLE: 48, ANALOG_PAL_BG: 64 },
      IpBroadcastType: { UNKNOWN: 0, UDP: 16, RTP: 32 },
      Polarization: { UNKNOWN: 0, VERTICAL: 1, HORIZONTAL: 2 },
    },
    key: { ...namespaces.key, Code: { EXIT: 1001, BACK: 461, PORTAL: 602 } },
    Media: {
      startUp: (o: HcapOptions) => send('media_startup', o),
      shutDown: (o: HcapOptions) => send('media_shutdown', o),
      createMedia(o: HcapOptions): HcapMedia | null {
        if (media !== null || !o.url || !o.mimeType) return null
        media = mediaObject()
        send('media_create_media', o)
        return media
      },
    },
  } as unknown as Hcap

  const controls = {
    key: (code) =>
      set.pressKey(Number(code), (keyCode) =>
        target.dispatchEvent(Object.assign(new Event('keydown'), { keyCode })),
      ),
    power: (next) => set.setPowerMode(next === 'on' ? POWER_MODE.NORMAL : POWER_MODE.WARM),
    player: (mode) => void (tv.playerMode = mode),
    reportPlaying() {
      if (tv.channel) {
        tv.channel.status = CHANNEL_STATUS.AV_DISPLAYED
        raise('channel_status_changed')
      } else if (tv.media) raise('media_event_received', { eventType: 'play_start' })
    },
    focus(focused) {
      tv.foreground = focused ? null : (tv.apps[0]?.id ?? 'app')
      raise('hcap_application_focus_changed', { eventType: focused ? 'focused' : 'unfocused' })
    },
    inbound: (payload: string) => controls.sendData('tcp', 4000, payload),
    blank(field) {
      const keys: Record<string, string> = {
        serial: 'serial_number',
        firmware: 'platform_version',
        software: 'software_version',
        product: 'model_name',
      }
      if (field === 'mac' || field === 'ip') for (const device of tv.network) device[field] = ''
      else if (keys[field]) tv.properties.set(keys[field], '')
    },
    tracks(subtitles, audio) {
      if (tv.channel) Object.assign(tv.channel, { subtitles: [...subtitles], audio: [...audio] })
      if (tv.media) tv.media.audio = [...audio]
    },
    snapshot: (): PlatformSnapshot => ({
      power: tv.powerMode === POWER_MODE.NORMAL ? 'on' : 'standby',
      volume: tv.volume,
      muted: tv.muted,
      source: inputCode(tv.input),
      softAp: null,
      playing: tv.channel
        ? JSON.stringify(tv.channel.options)
        : tv.media && tv.media.state !== 'stopped'
          ? tv.media.url
          : null,
      foreground: tv.foreground,
    }),
    /** a data message arrives on a daemon the page opened */
    sendData(protocol: 'tcp' | 'udp', port: number, data: string) {
      if (tv.daemons.has(`${protocol}:${port}`)) raise(`${protocol}_data_received`, { port, data })
    },
    /** the guest plugs a device into an input, or the set changes input by itself */
    changeInput(type: number, index = 0) {
      tv.input = { type, index }
      raise('external_input_changed')
    },
    /** the display on the HDMI output is connected or disconnected (set-top sets) */
    hdmiSink: (connected: boolean) => raise('output_connection_changed', { connected }),
    /** the next call of this command fails */
    failNext: (command: string) => void tv.failing.add(command),
  } satisfies FakeControls & Record<string, unknown>

  return { hcap, tv, controls, dispatch, INPUT_TYPE }
}

export type FakeHcap = ReturnType<typeof createFakeHcap>
