// What a family's test rig builds its bridge from (test support only): the BridgeEnv of a TV page with
// the fake platform as host and the test clock, a log that says nothing, storage in memory, and platform
// calls that answer without a backend. Each rig states only what is particular to its family.
import {
  NO_SETTINGS,
  type BridgeClock,
  type BridgeEnv,
  type BridgeLog,
  type BridgeSettings,
  type PlatformCalls,
} from '../contract'
import { flushPromises } from './testClock'

export const SILENT_LOG: BridgeLog = { info: () => undefined, warn: () => undefined, error: () => undefined }

/** the dev server's origin, where the portal is served from in the rigs */
export const TEST_ORIGIN = 'http://127.0.0.1:5173'

export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** storage that holds nothing: the families that keep no state in the page */
export const NO_STORAGE: BridgeEnv['storage'] = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
}

export type RigEnvParts = {
  userAgent: string
  /** the page the bridge listens on (an EventTarget standing in for the document) */
  document: object
  clock: BridgeClock
  host?: object | undefined
  origin?: string | undefined
  storage?: BridgeEnv['storage'] | undefined
  log?: BridgeLog | undefined
  /** the hotel settings the rig changes; the rest stay NO_SETTINGS */
  settings?: Partial<BridgeSettings> | undefined
  calls?: PlatformCalls | undefined
}

export function rigEnv(parts: RigEnvParts): BridgeEnv {
  return {
    userAgent: parts.userAgent,
    location: { origin: parts.origin ?? TEST_ORIGIN, search: '' },
    storage: parts.storage ?? NO_STORAGE,
    document: parts.document as Document,
    ...(parts.host ? { host: parts.host } : {}),
    clock: parts.clock,
    log: parts.log ?? SILENT_LOG,
    // read at each call, as the portal's settings are: a test may change them after start
    settings: () => ({ ...NO_SETTINGS, ...parts.settings }),
    ...(parts.calls ? { calls: parts.calls } : {}),
  }
}

/** Platform calls answered as a backend with nothing to say would; a test overrides the one it checks. */
export function stubCalls(overrides: Partial<PlatformCalls> = {}): PlatformCalls {
  return {
    tizenToken: async () => true,
    philipsConfig: async () => false,
    philipsPms: async () => ({}),
    remoteState: async () => true,
    ...overrides,
  }
}

/** Real time, for socket I/O with a local server between two test-clock steps. */
export const ioPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The advance of a rig whose platform answers over a real local socket: after the test clock's step,
 * `rounds` pauses of real time, each followed by the promises the answers released.
 */
export function withSocketRounds(advance: (ms: number) => Promise<void>, rounds: number, pauseMs: number) {
  return async (ms: number): Promise<void> => {
    await advance(ms)
    for (let round = 0; round < rounds; round++) {
      await ioPause(pauseMs)
      await flushPromises()
    }
  }
}
