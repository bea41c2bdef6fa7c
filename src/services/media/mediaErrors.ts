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

/** each spec text's dictionary key (locales `errors.*`) */
const TEXT_KEYS: Readonly<Record<string, string>> = {
  [MEDIA_TEXTS.invalidSource]: 'errors.invalidSource',
  [MEDIA_TEXTS.invalidSourceType]: 'errors.invalidSourceType',
  [MEDIA_TEXTS.timeout]: 'errors.requestTimeout',
  [MEDIA_TEXTS.playFailed]: 'errors.playFailed',
  [MEDIA_TEXTS.notAvailable]: 'errors.mediaNotAvailable',
  [MEDIA_TEXTS.cdnUnsupported]: 'errors.cdnUnsupported',
}

/**
 * The dictionary key of a failed play's spec text, for the screen to draw it in the interface language
 * (the stores keep the spec's English, which the logs read); null for any other text, drawn as it is.
 * Until the twenty-third session the live and VOD screens drew the English text to every guest.
 */
export const mediaErrorKey = (text: string): string | null => TEXT_KEYS[text] ?? null

/** what a screen draws for a failed play: a spec text (or none: `fallbackKey`) translated, another as is */
export function mediaErrorShown(
  error: string | null,
  fallbackKey: string,
  translate: (key: string) => string,
): string {
  const key = error === null ? fallbackKey : mediaErrorKey(error)
  return key === null ? (error ?? '') : translate(key)
}

/** The spec text for a media failure: a spec text stays as it is, anything else is the generic one. */
export function mediaErrorText(error: unknown): string {
  const message = describeError(error)
  return KNOWN.includes(message) ? message : MEDIA_TEXTS.playFailed
}
