import type { Bridge, BridgeEnv, BridgeName } from './contract'
import { loadFake, loadFamily } from './loaders'

// adapters spec §1: the platform is chosen at start from the browser's identification. Known families:
// an LG hospitality TV, two Tizen generations, a TV brand, an Android-TV player, a Philips player, a
// generic player, Samsung SmartHub, two Android wrapper variants and a desktop browser fallback. Each
// family is its own file, loaded on its platform only (loaders.ts); docs/DEVICES.md lists the patterns.

/** the type values of adapters spec §1 (Philips Android reports none: its family name stands in) */
export type TypeValue =
  | 'hcap'
  | 'tizen'
  | 'tizenv2'
  | 'samsung'
  | 'playmore'
  | 'playmoreatv'
  | 'wixp'
  | 'wixpv2'
  | 'philips-android'
  | 'universal'

export const FAMILY_OF: Readonly<Record<TypeValue, BridgeName>> = {
  hcap: 'hcap',
  tizen: 'tizen',
  tizenv2: 'tizen',
  samsung: 'samsung',
  playmore: 'playmore',
  playmoreatv: 'playmore',
  wixp: 'wixp',
  wixpv2: 'wixp',
  'philips-android': 'philips-android',
  universal: 'universal',
}

/** Tizen 6.5 and later report tizenv2 (its token call is /api/send/tizen65/token) */
const TIZEN_V2_FROM = 6.5
/** Philips NETTV 7 and later speak WIXP 4.7-era firmware: wixpv2 */
const WIXP_V2_FROM = 7

/** User-agent patterns, most specific first; the first that matches decides. */
const PATTERNS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => TypeValue]> = [
  [/Web0S|webOS|NetCast|LG Browser|hcap/i, () => 'hcap'], // LG hospitality TV (Pro:Centric)
  [/Tizen (\d+(?:\.\d+)?)/i, (m) => (Number(m[1]) >= TIZEN_V2_FROM ? 'tizenv2' : 'tizen')], // two Tizen generations
  [/SmartHub|Maple/i, () => 'samsung'], // Samsung SmartHub (hotel TV driver)
  [/Android.*(Philips|TPVision)|(Philips|TPVision).*Android/i, () => 'philips-android'],
  [/(?:Philips|NETTV|WIXP)(?:\/(\d+))?/i, (m) => (Number(m[1] ?? 0) >= WIXP_V2_FROM ? 'wixpv2' : 'wixp')], // Philips player
  [/PlaymoreATV|Android TV|AFT[A-Z]|BRAVIA/i, () => 'playmoreatv'], // Android-TV player
  [/Playmore|Arcelik|Beko|Grundig|Vestel|Android/i, () => 'playmore'], // Android wrappers, a TV brand, a generic player
]

export const BRIDGE_OVERRIDE_PARAM = 'bridge'
/** ?fake=1: boot over the detected platform's fake when its API is missing (a desktop browser) */
export const FAKE_PARAM = 'fake'

/** portal spec §5: the browser engine must be WebKit-based (Blink still reports AppleWebKit). */
export function hasWebkitCore(userAgent: string): boolean {
  return /AppleWebKit/i.test(userAgent)
}

export function isTypeValue(name: string): name is TypeValue {
  return name in FAMILY_OF
}

/** The type value the user agent names (or ?bridge= forces; an unknown forced name is returned as is). */
export function detectTypeValue(userAgent: string, search = ''): TypeValue | string {
  const forced = new URLSearchParams(search).get(BRIDGE_OVERRIDE_PARAM)
  if (forced) return forced
  for (const [pattern, type] of PATTERNS) {
    const match = pattern.exec(userAgent)
    if (match) return type(match)
  }
  return 'universal'
}

/** The bridge family (folder) for this user agent; a forced unknown name is returned as is. */
export function detectBridgeName(userAgent: string, search = ''): BridgeName | string {
  const type = detectTypeValue(userAgent, search)
  return isTypeValue(type) ? FAMILY_OF[type] : type
}

export class BridgeNotFoundError extends Error {
  constructor(name: string) {
    super(`The "${name}" bridge is not found.`)
  }
}

/**
 * Loads and starts the bridge for this device. `?bridge=NAME` forces a family and, in a browser without
 * that platform's API, installs its fake first; `?fake=1` does the same for the detected family.
 */
export async function loadBridge(given: BridgeEnv): Promise<Bridge> {
  const env = withRememberedFake(given)
  const params = new URLSearchParams(env.location.search)
  const type = detectTypeValue(env.userAgent, env.location.search)
  if (!isTypeValue(type)) throw new BridgeNotFoundError(type)
  const family = FAMILY_OF[type]
  const wantsFake = params.has(BRIDGE_OVERRIDE_PARAM) || params.get(FAKE_PARAM) === '1'
  if (wantsFake && family !== 'universal') await loadFake(family, env, type)
  const module = await loadFamily(family, env)
  return module.createBridge(env, type)
}

/** the tab's query that asked for a fake: the router drops the query, a reload (Philips standby) must not */
export const FAKE_SESSION_KEY = 'portal.fakeQuery'

function withRememberedFake(env: BridgeEnv): BridgeEnv {
  const session = (env.host as { sessionStorage?: Pick<Storage, 'getItem' | 'setItem'> } | undefined)
    ?.sessionStorage
  if (!session) return env
  const params = new URLSearchParams(env.location.search)
  if (params.has(BRIDGE_OVERRIDE_PARAM) || params.get(FAKE_PARAM) === '1') {
    session.setItem(FAKE_SESSION_KEY, env.location.search)
    return env
  }
  const remembered = session.getItem(FAKE_SESSION_KEY)
  return remembered ? { ...env, location: { ...env.location, search: remembered } } : env
}
