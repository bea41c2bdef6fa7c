// How a family's bridge (and its fake) reaches the page. In development each is a dynamically imported
// module. The Chromium-53 build is one classic script with no import() (docs/DEVICES.md), so there each
// family ships as its own file beside the bundle — bridges/<family>.js, bridges/<family>.fake.js — built
// by scripts/ship-bridges.mjs as a script that defines one global, and loaded here with a <script>.
// The universal bridge (a desktop browser) ships the same way (bridges/universal.js, no fake): no family
// adds boot JS, so a TV's boot file does not carry the desktop's player and keys (issue 19).
import type { Bridge, BridgeEnv, BridgeName } from './contract'

export type FamilyModule = { createBridge(env: BridgeEnv, type: string): Promise<Bridge> }
export type FakeModule = { installFake(host: object, env: BridgeEnv, type: string): void | Promise<void> }

/** shipped families (everything but universal) and the globals their files define */
export const SHIPPED_FAMILIES: readonly BridgeName[] = [
  'hcap',
  'tizen',
  'samsung',
  'playmore',
  'wixp',
  'philips-android',
]
export const bridgeGlobal = (family: string) => `__portalBridge_${family.replace(/-/g, '_')}`
export const fakeGlobal = (family: string) => `__portalBridgeFake_${family.replace(/-/g, '_')}`
export const bridgeFile = (family: string) => `bridges/${family}.js`
export const fakeFile = (family: string) => `bridges/${family}.fake.js`
export const BRIDGE_FILE_FAILED = 'The platform bridge file could not be loaded.'

/** development and tests: each family's entry as an ES module (universal has no fake) */
const DEV_IMPORTS: Partial<
  Record<BridgeName, { bridge: () => Promise<FamilyModule>; fake?: () => Promise<FakeModule> }>
> = import.meta.env.DEV
  ? {
      universal: { bridge: () => import('./universal/entry') },
      hcap: { bridge: () => import('./hcap/entry'), fake: () => import('./hcap/fakeEntry') },
      tizen: { bridge: () => import('./tizen/entry'), fake: () => import('./tizen/fakeEntry') },
      samsung: { bridge: () => import('./samsung/entry'), fake: () => import('./samsung/fakeEntry') },
      playmore: { bridge: () => import('./playmore/entry'), fake: () => import('./playmore/fakeEntry') },
      wixp: { bridge: () => import('./wixp/entry'), fake: () => import('./wixp/fakeEntry') },
      'philips-android': {
        bridge: () => import('./philips-android/entry'),
        fake: () => import('./philips-android/fakeEntry'),
      },
    }
  : {}

/** A shipped file's global, loaded once with a classic <script>. */
export function loadScript<T>(env: BridgeEnv, file: string, global: string): Promise<T> {
  const host = (env.host ?? env.document?.defaultView ?? {}) as Record<string, unknown>
  const ready = host[global] as T | undefined
  if (ready) return Promise.resolve(ready)
  const doc = env.document
  if (!doc) return Promise.reject(new Error(BRIDGE_FILE_FAILED))
  return new Promise<T>((resolve, reject) => {
    const script = doc.createElement('script')
    script.onload = () => {
      const loaded = host[global] as T | undefined
      if (loaded) resolve(loaded)
      else reject(new Error(BRIDGE_FILE_FAILED))
    }
    script.onerror = () => reject(new Error(BRIDGE_FILE_FAILED))
    script.src = `${env.assetBase ?? '/'}${file}`
    doc.head.appendChild(script)
  })
}

export async function loadFamily(family: BridgeName, env: BridgeEnv): Promise<FamilyModule> {
  const dev = DEV_IMPORTS[family]
  if (dev) return dev.bridge()
  return loadScript<FamilyModule>(env, bridgeFile(family), bridgeGlobal(family))
}

/** Installs the family's fake platform on the page's host object, unless the real one is there. */
export async function loadFake(family: BridgeName, env: BridgeEnv, type: string): Promise<void> {
  const host = env.host ?? env.document?.defaultView
  if (!host) return
  const fake = DEV_IMPORTS[family]?.fake
  const module = fake ? await fake() : await loadScript<FakeModule>(env, fakeFile(family), fakeGlobal(family))
  await module.installFake(host, env, type)
}
