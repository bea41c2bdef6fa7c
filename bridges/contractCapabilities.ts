// The platform contract split by capability (adapters spec §1: identity, keys, volume and mute, power,
// input source, application launching, media playback, subtitle and audio-language lists, TV window size
// and a guest-device hotspot; §3 inbound messages). `Bridge` (contract.ts) is the intersection of these
// parts, so every existing call site keeps working; a service that needs to know whether the platform
// can do something asks `bridge.capabilities` (or `supports()`) instead of catching `false`.
import type {
  AppEntry,
  DeviceProperties,
  MediaProgress,
  MediaRequest,
  MediaSourceType,
  PowerState,
  SourceInput,
  TrackEntry,
  WindowMetrics,
} from './contractTypes'

/** What a platform family can do. Identity and keys are always there (a bridge without them cannot boot). */
export type Capabilities = {
  readonly identity: true
  readonly keys: true
  /** the platform reports and changes its power state (universal only toggles the page) */
  readonly power: boolean
  readonly volume: boolean
  /** external inputs (HDMI) can be chosen */
  readonly sources: boolean
  /** other applications can be launched and closed (adapters spec §4 Application focus) */
  readonly apps: boolean
  /** the source types its player plays (portal spec §4 Media source type); [] = no player */
  readonly media: readonly MediaSourceType[]
  /** subtitle and audio-language lists */
  readonly tracks: boolean
  /** the TV video window can be placed */
  readonly window: boolean
  /** a soft access point for guest devices (adapters spec §3 Soft access point) */
  readonly hotspot: boolean
  /** base64 JSON messages from the platform (adapters spec §3 Inbound message) */
  readonly inbound: boolean
  /** the platform's own check-in / check-out handling (adapters spec §4 Hotel TV check-in/out, §7 PMS) */
  readonly pms: boolean
  /** adapters spec §9 Power-on delay: how long after power on media is requested again */
  readonly powerOnDelayMs: number
}

export type CapabilityName = Exclude<keyof Capabilities, 'powerOnDelayMs' | 'media'> | 'media'

/** Whether the bridge can do it ('media': it has a player for any source type). */
export function supports(
  bridge: { capabilities?: Capabilities } | null,
  capability: CapabilityName,
): boolean {
  const capabilities = bridge?.capabilities
  if (!capabilities) return false
  if (capability === 'media') return capabilities.media.length > 0
  return capabilities[capability]
}

export type IdentityCapability = {
  /** adapters spec §7 HTTP client: base URL from the platform */
  baseUrl(): Promise<string>
  /** device properties, or false when any field is empty (adapters spec §3) */
  properties(): Promise<DeviceProperties | false>
  /** 'Device-Type' header value and the bridge's type value (adapters spec §1) */
  deviceType(): string
  /** language code of the platform, for the Platform-Language header */
  platformLanguage(): string
  deviceName(): Promise<string>
  /** an empty name is ignored (false), adapters spec §5 */
  setDeviceName(name: string): Promise<boolean>
}

export type PowerCapability = {
  power(): Promise<PowerState>
  setPower(state: PowerState): Promise<boolean>
  reboot(): Promise<boolean>
}

export type VolumeCapability = {
  /**
   * Only a number sets (clamped to the device maximum), otherwise it reads; a level read above the
   * maximum is set back to it (adapters spec §5).
   */
  volume(level?: number): Promise<number>
  /** A boolean or number sets, otherwise it reads. */
  mute(state?: boolean | number): Promise<boolean>
  /**
   * Optional, where the TV has its own maximum-volume setting (adapters spec §9 Max volume: hcap
   * maximum_volume_level, WIXP VolumeLimits MaxVolume), so that its own volume keys stop there: writes the
   * hotel's maximum to it when it differs (at start, once the config is known). Never rejects: a failed
   * read or write is logged.
   */
  applyMaxVolume?(max: number): Promise<void>
}

export type SourceCapability = {
  source(): Promise<SourceInput>
  setSource(input: SourceInput): Promise<boolean>
  /** platform code of an input (adapters spec §3 Source inputs table) */
  sourceCode(input: SourceInput): string
}

export type AppCapability = {
  apps(): Promise<AppEntry[]>
  /** resolves once the portal has lost focus to the app (adapters spec §4); false without an id */
  launchApp(id: string): Promise<boolean>
  /** resolves once the portal has regained focus */
  closeApp(id: string): Promise<boolean>
}

export type MediaCapability = {
  /** resolves when the platform reports playing, rejects on its error or timeout */
  play(request: MediaRequest): Promise<void>
  /** resolves when the platform reports the media stopped */
  stop(): Promise<void>
  pause(): Promise<void>
  resume(): Promise<void>
  seek(seconds: number): Promise<boolean>
  /** position, duration and seekability of the current media (zeros when nothing plays) */
  position(): Promise<MediaProgress>
}

export type TrackCapability = {
  /** starts with { key: 'off', value: 'None' }; false when one entry or fewer (adapters spec §3, §5) */
  subtitles(): Promise<TrackEntry[] | false>
  audioTracks(): Promise<TrackEntry[] | false>
  /** chooses a subtitle by its entry key ('off' for none); false when it cannot */
  selectSubtitle(key: string): Promise<boolean>
  /** chooses an audio language by its entry key; false when it cannot */
  selectAudioTrack(key: string): Promise<boolean>
}

export type WindowCapability = {
  /** TV video window (behind the transparent canvas) in design pixels */
  setWindow(metrics: WindowMetrics): Promise<void>
  resetWindow(): Promise<void>
}

/** adapters spec §3 Soft access point: ssid is the TV name, password the mac rule (shared/softAp.ts) */
export type SoftAp = { ssid: string; password: string }

/** The hotspot capability; the shape src/services/sideloads/hotspot.ts (HotspotPort) reads as `softAp`. */
export type HotspotCapability = {
  status(): Promise<boolean>
  enable(ap: SoftAp): Promise<boolean>
  disable(): Promise<boolean>
  /** the credentials by the spec's rule from this device's name and mac */
  credentials(): Promise<SoftAp>
}

/** adapters spec §4 Hotel TV check-in/out, §7 PMS: what the platform does when a guest checks in or out */
export type PmsCapability = {
  checkIn(): Promise<unknown>
  checkOut(): Promise<unknown>
}
