// The values that cross the platform contract (adapters spec §3 Entities): device properties, inputs,
// tracks, apps, media requests and remote keys. Re-exported by contract.ts.

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
  /** adapters spec §5 File type: .m3u8 is HLS, .mp3 audio, otherwise mp4 */
  streamType: 'hls' | 'mp4' | 'audio'
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
