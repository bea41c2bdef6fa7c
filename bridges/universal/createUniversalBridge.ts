import type {
  Bridge,
  BridgeEnv,
  Capabilities,
  DeviceProperties,
  PowerState,
  SourceInput,
  WindowMetrics,
} from '../contract'
import { clockOf } from '../shared/clock'
import { createEmitter } from '../shared/emitter'
import { decodeInboundMessage } from '../shared/inbound'
import { completeProperties } from '../shared/properties'
import { isMuteRequest, isVolumeRequest, volumeCeiling } from '../shared/volume'
import { mapKeyboardKey } from './keyMap'
import { HLS_SCRIPT, createHlsLoader } from './hlsLoader'
import { createVideoPlayer, MEDIA_NOT_AVAILABLE, universalTimeoutFor } from './media'

// adapters spec §3: "Universal: sample mac, ip and serial are placeholders". The placeholder MAC is a
// device the demo hotel backend knows (room 101); `?mac=` (kept in localStorage) picks another device.
export const UNIVERSAL_DEFAULT_MAC = '02:00:00:00:01:01'
export const UNIVERSAL_PLACEHOLDERS = { ip: '127.0.0.1', serial: 'UNIVERSAL-0001' } as const
export const DEVICE_NAME_KEY = 'deviceName'
export const MAC_KEY = 'mac'
/** adapters spec §9 Power-on delay */
export const UNIVERSAL_POWER_ON_DELAY_MS = 1000
/** the postMessage type that carries an inbound message to the universal bridge */
export const INBOUND_POST_TYPE = 'portal-inbound'

// adapters spec §3 Source inputs table, universal row.
export const UNIVERSAL_SOURCE_CODES: Readonly<Record<SourceInput, string>> = {
  MAIN: '0',
  VOD: '0',
  HLS: '0',
  MULTICAST: '0',
  RF: '0',
  HDMI1: 'hdmi1',
  HDMI2: 'hdmi2',
  HDMI3: 'hdmi3',
  HDMI4: 'hdmi4',
}

/** A desktop browser: no TV power, inputs, apps or hotspot; a <video> player where the page has one. */
export function universalCapabilities(hasVideo: boolean): Capabilities {
  return {
    identity: true,
    keys: true,
    power: false,
    volume: true,
    sources: false,
    apps: false,
    media: hasVideo ? ['hls', 'vod'] : [],
    tracks: hasVideo,
    window: hasVideo,
    hotspot: false,
    inbound: true,
    pms: false,
    powerOnDelayMs: UNIVERSAL_POWER_ON_DELAY_MS,
  }
}

export async function createUniversalBridge(env: BridgeEnv): Promise<Bridge> {
  const emitter = createEmitter()
  const queryMac = new URLSearchParams(env.location.search).get(MAC_KEY)
  if (queryMac) env.storage.setItem(MAC_KEY, queryMac.toLowerCase())
  // read at each call: ?mac= and the stored value are the platform's answer here
  const macOf = () => env.storage.getItem(MAC_KEY) ?? UNIVERSAL_DEFAULT_MAC
  let power: PowerState = 'on'
  let volume = 20
  let muted = false
  let source: SourceInput = 'MAIN'
  const doc = env.document
  const video = doc?.getElementById('video-layer') as HTMLVideoElement | null
  const player =
    video && doc
      ? createVideoPlayer(video, emitter, createHlsLoader(doc, `${env.assetBase ?? '/'}${HLS_SCRIPT}`), {
          clock: clockOf(env),
          timeoutFor: universalTimeoutFor, // a stream that never starts fails after 8 s (media.ts)
        })
      : null

  const onKeyDown = (event: KeyboardEvent) => {
    const key = mapKeyboardKey(event.key)
    if (!key) return
    event.preventDefault()
    emitter.emit('key', { key, repeat: event.repeat })
  }
  doc?.addEventListener('keydown', onKeyDown)

  // adapters spec §4 Application focus: Tizen takes applicationFocusing/applicationUnfocused from page
  // visibility; so does a desktop browser (a hidden page means another window or tab has the screen).
  // Browser tests hide the page the same way to stand in for another application taking the focus.
  const onVisibility = () =>
    emitter.emit('focus', doc?.visibilityState === 'hidden' ? 'applicationUnfocused' : 'applicationFocusing')
  doc?.addEventListener('visibilitychange', onVisibility)

  // adapters spec §3 Inbound message: a desktop browser has no platform daemon, so a same-origin
  // window.postMessage({ type: INBOUND_POST_TYPE, message: base64 }) stands in for it (tests, kiosks).
  const win = doc?.defaultView ?? null
  const onPostMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; message?: unknown } | null
    if (event.origin !== env.location.origin || data?.type !== INBOUND_POST_TYPE) return
    const decoded = decodeInboundMessage(data.message)
    if (decoded.ok) emitter.emit('message', decoded.message)
    else console.warn(`Inbound message dropped: ${decoded.error}`)
  }
  win?.addEventListener('message', onPostMessage)

  const needPlayer = () => {
    if (!player) throw new Error(MEDIA_NOT_AVAILABLE)
    return player
  }

  return {
    name: 'universal',
    capabilities: universalCapabilities(player !== null),
    async baseUrl() {
      return env.location.origin
    },
    async properties(): Promise<DeviceProperties | false> {
      // adapters spec §3: unavailable unless every field is non-empty.
      return completeProperties({
        mac: macOf(),
        ip: UNIVERSAL_PLACEHOLDERS.ip,
        serial: UNIVERSAL_PLACEHOLDERS.serial,
        firmware: 'browser',
        software: env.userAgent.match(/Chrom(e|ium)\/[\d.]+/)?.[0] ?? 'browser',
        manufacturer: 'Universal',
        product: 'Browser',
        type: 'universal',
      })
    },
    deviceType: () => 'universal',
    platformLanguage: () => 'en_US',
    async deviceName() {
      return env.storage.getItem(DEVICE_NAME_KEY) ?? ''
    },
    async setDeviceName(name) {
      if (!name) return false
      env.storage.setItem(DEVICE_NAME_KEY, name)
      return true
    },
    async power() {
      return power
    },
    // adapters spec §4: universal toggles state and shows or hides the portal.
    async setPower(state) {
      power = state
      const app = doc?.getElementById('app')
      if (app) app.style.visibility = state === 'on' ? 'visible' : 'hidden'
      emitter.emit('power', state)
      return true
    },
    async reboot() {
      doc?.defaultView?.location.reload()
      return true
    },
    async volume(level) {
      if (isVolumeRequest(level)) {
        volume = Math.max(0, Math.min(volumeCeiling(env), level))
        if (video) video.volume = volume / 100
      }
      return volume
    },
    async mute(state) {
      if (isMuteRequest(state)) {
        muted = Boolean(state)
        if (video) video.muted = muted
      }
      return muted
    },
    async source() {
      return source
    },
    async setSource(input) {
      if (!input) return false
      source = input
      emitter.emit('source', input)
      return true
    },
    sourceCode: (input) => UNIVERSAL_SOURCE_CODES[input],
    async apps() {
      return []
    },
    // A desktop browser cannot launch TV apps: adapters spec §5 says false for what cannot be done.
    async launchApp() {
      return false
    },
    async closeApp() {
      return false
    },
    play: async (request) => needPlayer().play(request),
    stop: async () => player?.stop(),
    pause: async () => player?.pause(),
    resume: async () => player?.resume(),
    seek: async (seconds) => (player ? player.seek(seconds) : false),
    position: async () => (player ? player.position() : { position: 0, duration: 0, seekable: false }),
    // adapters spec §5: hls.js lists; one entry or none is unavailable (false)
    subtitles: async () => (player ? player.subtitles() : false),
    audioTracks: async () => (player ? player.audioTracks() : false),
    selectSubtitle: async (key) => (player ? player.selectSubtitle(key) : false),
    selectAudioTrack: async (key) => (player ? player.selectAudioTrack(key) : false),
    async setWindow(metrics: WindowMetrics) {
      if (!video) return
      Object.assign(video.style, {
        left: `${metrics.x}px`,
        top: `${metrics.y}px`,
        width: `${metrics.width}px`,
        height: `${metrics.height}px`,
        zIndex: metrics.index === 'front' || metrics.index ? '2' : '0',
      })
    },
    async resetWindow() {
      if (video) video.removeAttribute('style')
    },
    on: emitter.on,
    destroy() {
      doc?.removeEventListener('keydown', onKeyDown)
      doc?.removeEventListener('visibilitychange', onVisibility)
      win?.removeEventListener('message', onPostMessage)
      player?.destroy()
      emitter.clear()
    },
  }
}
