// Shared shape of a checked overlay request: validate at the edges (DESIGN.md), never throw into a scene.

export type Validated<T> = { ok: true; value: T } | { ok: false; error: string }

export const valid = <T>(value: T): Validated<T> => ({ ok: true, value })
export const invalid = <T>(error: string): Validated<T> => ({ ok: false, error })

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** a number, or a numeric string as the backend sends it */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

/** Schemes a media URL may have: the web's and the streaming ones the platforms play (portal spec §4
 * Media source types). A URL without a scheme is a path on the backend. */
export const MEDIA_URL_SCHEMES: readonly string[] = [
  'http:',
  'https:',
  'rtsp:',
  'rtmp:',
  'udp:',
  'rtp:',
  'hls:',
]

/** A media URL the portal may hand to an image or video loader: never javascript:, data:, vbscript:,
 * file: … (issue 20: a remote action's popup image is attacker-reachable input). Parsed the way a browser
 * parses it, so tabs, newlines and leading control characters cannot hide a scheme. */
export function isMediaUrl(value: unknown): value is string {
  if (!nonEmptyString(value)) return false
  try {
    return MEDIA_URL_SCHEMES.includes(new URL(value, 'http://relative.invalid/').protocol)
  } catch {
    return false
  }
}
