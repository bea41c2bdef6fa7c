// portal spec §4 Chromecast: "searching (no result yet), error (error present and status not 200; no
// response also error), unavailable (error present, all devices in use), watch (heartbeat present),
// available (Wi-Fi, link, code, QR)"; §3 Chromecast reservation response; §8 the texts of each state.
import type { CastReservation } from '../../api/types'

export type CastState = 'searching' | 'error' | 'unavailable' | 'watch' | 'available'

/** the status the Chromecast server answers with when it could look (§4: an error with any other is
 * a server error) */
export const CAST_OK_STATUS = 200

/** portal spec §2 Chromecast routes: /chromecast and its four variants */
export const CAST_VARIANTS = ['central', 'proxy', 'builtin', 'hotspot'] as const
export type CastVariant = (typeof CAST_VARIANTS)[number] | 'default'

export const castVariantOf = (value: unknown): CastVariant =>
  typeof value === 'string' && (CAST_VARIANTS as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as CastVariant)
    : 'default'

export const castPath = (variant: CastVariant): string =>
  variant === 'default' ? '/chromecast' : `/chromecast/${variant}`

/** The state a reply decides; null or false is no response (a failed call, a 404). */
export function decideCastState(reply: CastReservation | null | false): Exclude<CastState, 'searching'> {
  if (!reply) return 'error'
  // "error present": a non-empty text (the decoder reads '' as none)
  if (reply.error !== null) return reply.status === CAST_OK_STATUS ? 'unavailable' : 'error'
  // "heartbeat present": the server reports the guest casting (a false flag is no heartbeat)
  if (reply.heartbeat === true) return 'watch'
  return 'available'
}

/** portal spec §8 Chromecast: the two lines each waiting or refusing state shows (dictionary keys). */
export const CAST_TEXT = {
  searching: ['chromecast.pleaseWait', 'chromecast.searching'],
  error: ['chromecast.serverError', 'chromecast.contactService'],
  unavailable: ['chromecast.allUsed', 'chromecast.tryLater'],
  watch: ['chromecast.connected', 'chromecast.continueApp'],
} as const satisfies Record<Exclude<CastState, 'available'>, readonly [string, string]>

/** portal spec §8: "missing Wi-Fi name or code shows 'Not available'" */
export const CAST_NOT_AVAILABLE = 'chromecast.notAvailable'
