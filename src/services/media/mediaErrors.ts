// portal spec §8 Media and service errors: the texts a failed play rejects with. Screens translate them
// (locales: errors.invalidSource, errors.invalidSourceType, errors.requestTimeout, errors.playFailed,
// errors.mediaNotAvailable, errors.cdnUnsupported).
import { describeError } from '../logger'

export const MEDIA_TEXTS = {
  invalidSource: 'Invalid source',
  invalidSourceType: 'Invalid source type',
  timeout: 'Request timeout!',
  playFailed: 'Something went wrong while trying to play.',
  notAvailable: 'Media is not available...',
  cdnUnsupported: "The CDN driver can't handle this url.",
} as const

const KNOWN: readonly string[] = Object.values(MEDIA_TEXTS)

/** The spec text for a media failure: a spec text stays as it is, anything else is the generic one. */
export function mediaErrorText(error: unknown): string {
  const message = describeError(error)
  return KNOWN.includes(message) ? message : MEDIA_TEXTS.playFailed
}
