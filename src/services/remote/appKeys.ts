// portal spec §2 Remote-control keys: youtube, netflix, shahid, prime, browser, cast launch apps.
// App ids differ per platform (adapters spec §3 Predefined apps), so a key names the app by the names
// platforms list it under, tried in order against the bridge's app list.
import type { RemoteKey } from '../../../bridges/contract'

/** the cast app's names; the cast key is the cast feature's (src/app/features/cast.tsx): it launches
 * this app where the platform has one and opens the casting guide where it has none (issue 15) */
export const CAST_APP_NAMES: readonly string[] = ['googlecast', 'chromecast', 'cast', 'miracast', 'mirroring']

export const APP_KEYS: Readonly<Partial<Record<RemoteKey, readonly string[]>>> = {
  youtube: ['youtube'],
  netflix: ['netflix'],
  shahid: ['shahid'],
  prime: ['prime', 'amazon'],
  browser: ['browser', 'internet'],
}

export const appNamesOfKey = (key: RemoteKey): readonly string[] | null => APP_KEYS[key] ?? null
