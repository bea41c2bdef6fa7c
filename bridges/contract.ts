// The one interface every device platform implements (adapters spec §1, §3–§7).
// Bridges import neither React nor Pixi; the portal talks to the TV only through this.

export type BridgeName = 'universal' | 'hcap' | 'tizen' | 'playmore' | 'wixp' | 'philips-android' | 'samsung'

/** What a bridge is built from (adapters spec §1): the browser's identification, URL and storage. */
export type BridgeEnv = {
  userAgent: string
  location: { origin: string; search: string }
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  document: Document | null
}

/**
 * Renderer capabilities of a platform family, known before the stage mounts (the family comes from the
 * user agent, bridges/detect.ts). maxBatchTextures: texture units the WebGL batch shader may switch
 * over; null leaves the GPU's own limit. perf/README.md: 1 measured fastest under SwiftShader, and
 * Mali-400/450-class TV GPUs share its weakness (branching per pixel); raise it for a family only
 * after measuring that family's GPU with the perf harness (PERF_GPU=gpu, page variant ?batch16).
 */
export type RenderCapabilities = { readonly maxBatchTextures: number | null }

export const RENDER_CAPABILITIES: Readonly<Record<BridgeName, RenderCapabilities>> = {
  universal: { maxBatchTextures: 1 },
  hcap: { maxBatchTextures: 1 },
  tizen: { maxBatchTextures: 1 },
  playmore: { maxBatchTextures: 1 },
  wixp: { maxBatchTextures: 1 },
  'philips-android': { maxBatchTextures: 1 },
  samsung: { maxBatchTextures: 1 },
}

/** The capabilities of a detected family; an unknown name (a ?bridge= override) gets the universal ones. */
export function renderCapabilities(name: string): RenderCapabilities {
  return RENDER_CAPABILITIES[name as BridgeName] ?? RENDER_CAPABILITIES.universal
}

/** adapters spec §3 Device properties: unavailable (false) unless every field is non-empty */
export type DeviceProperties = {
  mac: string
  ip: string
  serial: string
  firmware: string
  software: string
  manufacturer: string
  product: string
  type: string
}

export type PowerState = 'on' | 'standby'

/** adapters spec §3 Source inputs */
export type SourceInput = 'MAIN' | 'VOD' | 'HLS' | 'MULTICAST' | 'RF' | 'HDMI1' | 'HDMI2' | 'HDMI3' | 'HDMI4'

export type WindowMetrics = { width: number; height: number; x: number; y: number; index: number | 'front' }

export type TrackEntry = { key: string; value: string; selected: boolean }
export type AppEntry = { key: string; value: string }

export type MediaEventName =
  'mediaPlaying' | 'mediaEnded' | 'mediaStopped' | 'mediaPaused' | 'mediaError' | 'mediaBuffering'

/** portal spec §4 Media: the source types the portal detects */
export type MediaSourceType = 'rf' | 'multicast' | 'vod' | 'hls'

/** adapters spec §3 RF channel descriptor (converted from a DVB string), §9 tuning parameters */
export type RfDescriptor = {
  broadcastType: 'DVB-C' | 'DVB-T' | 'DVB-T2' | 'DVB-S' | 'ANALOG'
  /** as the DVB string gives it; each platform scales it (adapters spec §5) */
  frequency: number
  programNumber: number
  symbolRate: number
  /** satellite name by index (DVB-S only), null otherwise */
  satelliteID: string | null
  polarization: 'H' | 'V'
  modulation: 'QAM256' | 'OFDM_T2' | 'QPSK' | 'PAL'
  /** DVB-C: '8MHz' */
  bandwidth: string | null
  /** DVB-C 1, DVB-T 2 */
  major: number | null
}

export type MediaRequest = {
  url: string
  /** 'hls' | 'mp4' (portal spec §4 Media: .m3u8 is HLS, otherwise mp4) */
  streamType: 'hls' | 'mp4'
  /** portal spec §4 Media source type; absent means an http stream or file */
  sourceType?: MediaSourceType
  /** the tuning descriptor when sourceType is 'rf' */
  rf?: RfDescriptor
  loop?: boolean
  /** seconds */
  startAt?: number
}

/** Where playback is: seconds; duration 0 while unknown (live); seekable only with a duration (adapters spec §5). */
export type MediaProgress = { position: number; duration: number; seekable: boolean }

/** Abstract remote keys: the portal never sees vendor key codes. */
export type RemoteKey =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'enter'
  | 'back'
  | 'exit'
  | 'home'
  | 'info'
  | 'settings'
  | 'guide'
  | 'tv'
  | 'list'
  | 'movies'
  | 'source'
  | 'favorite'
  | 'switch'
  | 'sleep'
  | 'alarm'
  | 'red'
  | 'green'
  | 'yellow'
  | 'blue'
  | 'ch_up'
  | 'ch_down'
  | 'volume_up'
  | 'volume_down'
  | 'mute'
  | 'power'
  | 'play'
  | 'pause'
  | 'stop'
  | 'fw'
  | 'rw'
  | 'youtube'
  | 'netflix'
  | 'shahid'
  | 'prime'
  | 'browser'
  | 'cast'
  | 'numerator'
  /** cycles the subtitle tracks of what plays (issue 12: captions in one press) */
  | 'subtitle'
  | 'devtools'
  | `digit_${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`

export type KeyEvent = { key: RemoteKey; repeat: boolean }

export type BridgeEventMap = {
  key: KeyEvent
  power: PowerState
  media: { name: MediaEventName; message?: string }
  source: SourceInput
  focus: 'applicationFocusing' | 'applicationUnfocused'
  /** decoded inbound message (adapters spec §3 Inbound message) */
  message: Record<string, unknown>
  toplevel: void
}

export type Unsubscribe = () => void

export type Bridge = {
  readonly name: BridgeName
  /** adapters spec §7 HTTP client: base URL from the platform */
  baseUrl(): Promise<string>
  /** device properties, or false when any field is empty (adapters spec §3) */
  properties(): Promise<DeviceProperties | false>
  /** 'Device-Type' header value and the bridge's type value */
  deviceType(): string
  /** language code of the platform, for the Platform-Language header */
  platformLanguage(): string
  deviceName(): Promise<string>
  setDeviceName(name: string): Promise<boolean>

  power(): Promise<PowerState>
  setPower(state: PowerState): Promise<boolean>
  reboot(): Promise<boolean>

  /** Only a number sets, otherwise it reads (adapters spec §5). */
  volume(level?: number): Promise<number>
  /** A boolean or number sets, otherwise it reads. */
  mute(state?: boolean | number): Promise<boolean>

  source(): Promise<SourceInput>
  setSource(input: SourceInput): Promise<boolean>
  /** platform code of an input (adapters spec §3 Source inputs table) */
  sourceCode(input: SourceInput): string

  apps(): Promise<AppEntry[]>
  launchApp(id: string): Promise<boolean>
  closeApp(id: string): Promise<boolean>

  play(request: MediaRequest): Promise<void>
  stop(): Promise<void>
  pause(): Promise<void>
  resume(): Promise<void>
  seek(seconds: number): Promise<boolean>
  /** position, duration and seekability of the current media (zeros when nothing plays) */
  position(): Promise<MediaProgress>
  subtitles(): Promise<TrackEntry[] | false>
  audioTracks(): Promise<TrackEntry[] | false>
  /** chooses a subtitle by its entry key ('off' for none); false when it cannot */
  selectSubtitle(key: string): Promise<boolean>
  /** chooses an audio language by its entry key; false when it cannot */
  selectAudioTrack(key: string): Promise<boolean>
  /** TV video window (behind the transparent canvas) in screen pixels */
  setWindow(metrics: WindowMetrics): Promise<void>
  resetWindow(): Promise<void>

  /**
   * Optional: the platform's own text-to-speech (issue 12 announcer), where it has one; speaks `text` in
   * `lang` (BCP 47) and resolves when it has been said or cancelled. Without it the portal uses the
   * browser's speechSynthesis where present.
   */
  speak?(text: string, lang: string): Promise<void>
  /** Optional, with speak: stops the utterance being spoken. */
  cancelSpeech?(): void

  on<E extends keyof BridgeEventMap>(event: E, listener: (payload: BridgeEventMap[E]) => void): Unsubscribe
  /** releases listeners and platform handles */
  destroy(): void
}
