// adapters spec §7 HTTP client (all platforms): headers Accept and Content-Type (JSON), Platform-Language,
// Channel-Language (from session storage, default the platform language code) and Device-Type.
import type { Bridge } from '../../bridges/contract'

/**
 * Session-storage key of the guest's language: Welcome's Continue stores the code here (portal spec §2)
 * and every request sends it as Channel-Language (adapters spec §7) — one key, so the two agree.
 */
export const CHANNEL_LANGUAGE_KEY = 'language'

export const JSON_MEDIA_TYPE = 'application/json'

export type HeaderBridge = Pick<Bridge, 'platformLanguage' | 'deviceType'>
export type SessionStorageLike = Pick<Storage, 'getItem'>

/** The browser's session storage, or null where there is none (node tests) or reading it throws
 * (private modes and some TV browsers throw a SecurityError on access). */
export function browserSessionStorage(): SessionStorageLike | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** The bridge-dependent headers, read per request: the channel language changes during a session. */
export function bridgeHeaders(
  bridge: HeaderBridge,
  storage: SessionStorageLike | null = browserSessionStorage(),
): () => Record<string, string> {
  return () => {
    const platformLanguage = bridge.platformLanguage()
    const channelLanguage = readItem(storage, CHANNEL_LANGUAGE_KEY)
    return {
      'Platform-Language': platformLanguage,
      'Channel-Language': channelLanguage || platformLanguage,
      'Device-Type': bridge.deviceType(),
    }
  }
}

function readItem(storage: SessionStorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Sent on every call, GET included, as the spec lists them for all requests. */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  Accept: JSON_MEDIA_TYPE,
  'Content-Type': JSON_MEDIA_TYPE,
}
