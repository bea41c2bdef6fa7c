import type { Bridge, BridgeEnv, BridgeName } from './contract'

// adapters spec §1: the platform is chosen at start from the browser's identification.
// Each bridge is a dynamically imported chunk so a TV downloads only its own; a loader resolves to the
// bridge's factory (the environment type lives in the contract, so bridges never import this file).
type Loader = () => Promise<(env: BridgeEnv) => Promise<Bridge>>

const LOADERS: Partial<Record<BridgeName, Loader>> = {
  universal: () => import('./universal/createUniversalBridge').then((module) => module.createUniversalBridge),
}

/** User-agent patterns, most specific first (docs/DEVICES.md lists the families). */
const PATTERNS: ReadonlyArray<readonly [RegExp, BridgeName]> = [
  [/Web0S|webOS|NetCast|LG Browser|hcap/i, 'hcap'],
  [/Tizen/i, 'tizen'],
  [/SMART-TV.*Samsung|SmartHub|Maple/i, 'samsung'],
  [/Philips.*Android|Android.*Philips/i, 'philips-android'],
  [/Philips|NETTV|WIXP/i, 'wixp'],
  [/Playmore|Android/i, 'playmore'],
]

export const BRIDGE_OVERRIDE_PARAM = 'bridge'

/** portal spec §5: the browser engine must be WebKit-based (Blink still reports AppleWebKit). */
export function hasWebkitCore(userAgent: string): boolean {
  return /AppleWebKit/i.test(userAgent)
}

export function detectBridgeName(userAgent: string, search = ''): BridgeName | string {
  const forced = new URLSearchParams(search).get(BRIDGE_OVERRIDE_PARAM)
  if (forced) return forced
  for (const [pattern, name] of PATTERNS) if (pattern.test(userAgent)) return name
  return 'universal'
}

export class BridgeNotFoundError extends Error {
  constructor(name: string) {
    super(`The "${name}" bridge is not found.`)
  }
}

/**
 * Loads the bridge for this device. Families without an implementation yet fall back to the universal
 * bridge (browser behaviour), which keeps the portal usable on those TVs' browsers; an explicitly
 * requested unknown name is an error.
 */
export async function loadBridge(env: BridgeEnv): Promise<Bridge> {
  const name = detectBridgeName(env.userAgent, env.location.search)
  const forced = new URLSearchParams(env.location.search).has(BRIDGE_OVERRIDE_PARAM)
  const loader = LOADERS[name as BridgeName] ?? (forced ? undefined : LOADERS.universal)
  if (!loader) throw new BridgeNotFoundError(name)
  const createBridge = await loader()
  return createBridge(env)
}
