// What a family gives the contract suite (contract.suite.ts): its fake's controls in the platform's own
// terms, a rig (bridge + fake + test clock) and the family's facts (keys, source codes, timeouts).
import type {
  Bridge,
  Capabilities,
  DeviceProperties,
  MediaRequest,
  PowerState,
  RemoteKey,
  SourceInput,
} from './contract'

export type PlatformSnapshot = {
  power: PowerState
  volume: number
  muted: boolean
  /** the platform's own code of the current input */
  source: string
  softAp: { ssid: string; password: string; enabled: boolean } | null
  /** what the platform player plays (its URL or channel), null when stopped */
  playing: string | null
  /** the app in front, null when the portal is */
  foreground: string | null
}

/** The test controls every fake offers (issue 17 "controls for tests"), in the platform's own terms. */
export type FakeControls = {
  /** the remote sends a key with the platform's code */
  key(code: number | string): void
  /** the TV changes power by itself (its power button, a timer, CEC) */
  power(state: PowerState): void
  /** how the platform player answers the next plays */
  player(mode: 'auto' | 'silent' | 'fail'): void
  /** the platform player reports playing once more (as TVs do on buffering complete, seek done) */
  reportPlaying(): void
  /** another app takes the screen (false) or the portal comes back (true) */
  focus(focused: boolean): void
  /** the platform delivers an inbound message (base64 text as it arrives on the wire) */
  inbound(payload: string): void
  /** the platform's answer for one identity field becomes empty */
  blank(field: keyof DeviceProperties): void
  /** the current media gets these subtitle and audio languages */
  tracks(subtitles: readonly string[], audio: readonly string[]): void
  snapshot(): PlatformSnapshot
}

export type ContractRig = {
  bridge: Bridge
  fake: FakeControls
  /** moves the test clock and lets the promises it released run */
  advance(ms: number): Promise<void>
  dispose(): void
}

export type ContractHarness = {
  family: string
  deviceType: string
  capabilities: Capabilities
  setup(): Promise<ContractRig>
  /** platform key codes and the remote key each normalises to */
  keys: ReadonlyArray<readonly [number | string, RemoteKey]>
  /** codes of the keys the TV keeps (adapters spec §2: volume, mute, power): never forwarded */
  reservedKeys: ReadonlyArray<number | string>
  /** adapters spec §3 Source inputs: the platform code of each input */
  sourceCodes: Readonly<Record<SourceInput, string>>
  /** a request this family's player plays */
  playable?: MediaRequest
  /** a request whose play times out (adapters spec §4/§9: 8000 ms), if the family has that rule */
  timesOut?: MediaRequest
  /** a request whose play waits for the platform however long it takes */
  waits?: MediaRequest
  /** the device maximum the rig configures (volume above it is clamped back) */
  maxVolume: number
  /** the identity field the fake can empty (default serial) */
  blankField?: keyof DeviceProperties
}
