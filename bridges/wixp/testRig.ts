// The WIXP bridge against the fake set's real raw WIXP server, with a test clock for the bridge's timers.
import type { BridgeLog, BridgeSettings, PlatformCalls } from '../contract'
import type { FakeControls, PlatformSnapshot } from '../contractHarness'
import { NodeWebSocket } from '../shared/nodeWebSocket'
import { createTestClock } from '../shared/testClock'
import { NO_STORAGE, rigEnv, withSocketRounds } from '../shared/testEnv'
import { createWixpBridge, type WixpType } from './createWixpBridge'
import { startFakeWixpServer, type FakeWixpServer } from './fakeWixpServer'
import { PHILIPS_RESERVED_KEYS } from './keyMap'
import { SVC_VERSION, WIXP_PORT_KEY } from './wixpProtocol'

/** The suite's controls, in the set's own terms, over the fake server and the page. */
export function wixpControls(server: FakeWixpServer, page: EventTarget): FakeControls {
  const { tv } = server
  return {
    key(code) {
      if (code === 447) server.volumeKey(1)
      else if (code === 449) tv.mute = !tv.mute
      if (PHILIPS_RESERVED_KEYS.includes(Number(code))) return
      page.dispatchEvent(Object.assign(new Event('keydown'), { keyCode: Number(code) }))
    },
    power: (state) => server.power(state),
    player: (mode) => void (tv.playerMode = mode),
    reportPlaying: () => server.reportPlaying(),
    focus: (focused) => server.focus(focused),
    inbound: () => undefined,
    blank(field) {
      if (field === 'serial') tv.settings.SerialNumber = ''
      if (field === 'product') tv.settings.TVModel = ''
      if (field === 'mac') (tv.settings.NetworkStatus as Record<string, string>).MACAddress = ''
    },
    tracks(subtitles, audio) {
      tv.subtitles = [...subtitles]
      tv.audio = [...audio]
    },
    snapshot: (): PlatformSnapshot => {
      const hotspot =
        (tv.settings.SharingSettings as Record<string, Record<string, unknown>>).InternetHotspot ?? {}
      return {
        power: tv.power === 'On' ? 'on' : 'standby',
        volume: tv.volume,
        muted: tv.mute,
        source: tv.source,
        softAp: hotspot.SSID
          ? {
              ssid: String(hotspot.SSID),
              password: String(hotspot.Password),
              enabled: hotspot.Enable === true,
            }
          : null,
        playing: tv.tuned,
        foreground: tv.active[0] ?? null,
      }
    },
  }
}

export async function wixpRig(
  type: WixpType = 'wixp',
  options: { settings?: Partial<BridgeSettings>; calls?: PlatformCalls; log?: BridgeLog } = {},
) {
  const { clock, advance: advanceClock } = createTestClock()
  const server = await startFakeWixpServer({ svcVer: SVC_VERSION[type], latencyMs: 1 })
  const page = Object.assign(new EventTarget(), { getElementById: () => null })
  const creating = createWixpBridge(
    rigEnv({
      userAgent: 'Mozilla/5.0 (Linux; NETTV/4.6.0; Philips) AppleWebKit/537.36 Chrome/56 Safari/537.36',
      // the set's raw WIXP server is the fake's, on its own port
      storage: { ...NO_STORAGE, getItem: (key) => (key === WIXP_PORT_KEY ? String(server.port) : null) },
      document: page,
      host: { WebSocket: NodeWebSocket },
      clock,
      log: options.log,
      settings: options.settings,
      calls: options.calls,
    }),
    type,
  )
  // the set answers in real time (socket I/O): each step of the test clock lets a few round trips happen
  const advance = withSocketRounds(advanceClock, 4, 8)
  const bridge = await creating
  return {
    bridge,
    server,
    page,
    advance,
    controls: wixpControls(server, page),
    dispose() {
      bridge.destroy()
      void server.close()
    },
  }
}
