// The one interface every device platform implements (adapters spec §1, §3–§7), split by capability in
// contractCapabilities.ts. Bridges import neither React nor Pixi; the portal talks to the TV only through this.
import type {
  AppCapability,
  Capabilities,
  HotspotCapability,
  IdentityCapability,
  MediaCapability,
  PmsCapability,
  PowerCapability,
  SourceCapability,
  TrackCapability,
  VolumeCapability,
  WindowCapability,
} from './contractCapabilities'

import type { KeyEvent, MediaEventName, PowerState, SourceInput } from './contractTypes'

export type * from './contractCapabilities'
export type * from './contractTypes'
export { supports } from './contractCapabilities'

/** The bridge families (one folder each); the type value a device reports is `deviceType()` (§1 table). */
export type BridgeName = 'universal' | 'hcap' | 'tizen' | 'playmore' | 'wixp' | 'philips-android' | 'samsung'

/** Timers of a bridge (DESIGN.md "One clock"); src/time/clock.ts's Clock satisfies it structurally. */
export type BridgeClock = {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export type BridgeLog = {
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

/** adapters spec §3 Philips server config */
export type PhilipsServerConfig = {
  active: boolean
  appControlID: string
  profileName: string
  locationID: string
}

/** adapters spec §7 HTTP table: the calls some bridges make, through the portal's API client. */
export type PlatformCalls = {
  tizenToken(request: { ip: string; mac: string }): Promise<unknown>
  philipsConfig(): Promise<PhilipsServerConfig | false>
  philipsPms(request: { Action: 'CheckIn' | 'CheckOut'; IpAddress: string }): Promise<unknown>
  remoteState(request: {
    mac: string
    location: string
    state: { status: boolean; battery: number }
  }): Promise<unknown>
}

/** Hotel settings a bridge applies (portal spec §3 Config keys), read when needed: they arrive after boot. */
export type BridgeSettings = {
  /** maxVolume (maxVolumeSTB on set-top boxes); null leaves the platform's own maximum */
  maxVolume: number | null
  /** defVolume: what unmute restores on hcap (adapters spec §5) */
  defaultVolume: number | null
  /** hdmi.cec: reboot | soft | hard (adapters spec §4 HDMI sink off) */
  hdmiCec: string | null
  /** mouse_required_apps: extra package ids (adapters spec §5) */
  mouseRequiredApps: readonly string[]
  /** the device's using_by mode (portal spec §1), e.g. 'DS' or 'Public' */
  usingBy: string | null
  /** the device's location (the room), for calls that name it */
  location: string | null
}

export const NO_SETTINGS: BridgeSettings = {
  maxVolume: null,
  defaultVolume: null,
  hdmiCec: null,
  mouseRequiredApps: [],
  usingBy: null,
  location: null,
}

/** What a bridge is built from (adapters spec §1): the browser's identification, URL and storage. */
export type BridgeEnv = {
  userAgent: string
  location: { origin: string; search: string }
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  document: Document | null
  /** where the platform's API objects live (`window` on a TV: `hcap`, `tizen`, `webapis` …); defaults to
   * the document's window. Tests pass the fake platform here. */
  host?: object
  /** defaults to the system clock */
  clock?: BridgeClock
  /** defaults to the console */
  log?: BridgeLog
  /** calls through the portal's API client; absent, the bridges that need one log and skip it */
  calls?: PlatformCalls
  /** the hotel's settings, read when a rule needs them */
  settings?: () => BridgeSettings
  /** where shipped files live (bridges/<name>.js), the portal's base URL ('/v2/') */
  assetBase?: string
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

export type BridgeEventMap = {
  key: KeyEvent
  power: PowerState
  media: { name: MediaEventName; message?: string }
  source: SourceInput
  focus: 'applicationFocusing' | 'applicationUnfocused'
  /** decoded inbound message (adapters spec §3 Inbound message) */
  message: Record<string, unknown>
  toplevel: void
  /**
   * The platform asks the portal to go to its platform view ('view', e.g. hcap hdmi.cec soft) or to its
   * main state ('main', hdmi.cec hard; adapters spec §4 HDMI sink, Entering standby).
   */
  platform: 'view' | 'main'
  /** adapters spec §3 Remote state (Bluetooth remote, Android), when it changes */
  remoteState: { status: boolean; battery: number }
  /**
   * adapters spec §2 (set-top box): the full-screen air-mouse popup to show — 'required' before an app
   * that needs the mouse, 'deactivate' when it is on and the app does not — or null to close it (the
   * mouse state changed). Remote navigation is off while it is shown.
   */
  airMouse: 'required' | 'deactivate' | null
}

export type Unsubscribe = () => void

export type EventCapability = {
  on<E extends keyof BridgeEventMap>(event: E, listener: (payload: BridgeEventMap[E]) => void): Unsubscribe
}

/**
 * Every platform implements every member (a missing ability answers false, a fixed value or the
 * browser's behaviour, adapters spec §5); `capabilities` says which of them reach real hardware.
 */
export type Bridge = IdentityCapability &
  PowerCapability &
  VolumeCapability &
  SourceCapability &
  AppCapability &
  MediaCapability &
  TrackCapability &
  WindowCapability &
  EventCapability & {
    readonly name: BridgeName
    /** every bridge of bridges/ sets it; optional only so that test doubles elsewhere stay valid */
    readonly capabilities?: Capabilities
    /** the soft access point, where `capabilities.hotspot` */
    readonly softAp?: HotspotCapability
    /** check-in / check-out on the platform, where `capabilities.pms` */
    readonly pms?: PmsCapability
    /** the portal signals ready (adapters spec §1 start-up sequence; Tizen sends its token then) */
    ready?(): void
    /**
     * the platform's own clear-data path (adapters spec §6), where the platform has one (playmore, wixp,
     * hcap); never rejects on hcap: false when nothing was cleared
     */
    clearData?(): Promise<boolean>
    /**
     * Optional: the platform's own text-to-speech (issue 12 announcer), where it has one; speaks `text` in
     * `lang` (BCP 47) and resolves when it has been said or cancelled. Without it the portal uses the
     * browser's speechSynthesis where present.
     */
    speak?(text: string, lang: string): Promise<void>
    /** Optional, with speak: stops the utterance being spoken. */
    cancelSpeech?(): void
    /** releases listeners and platform handles */
    destroy(): void
  }
