// Field-level decoders shared by the entity decoders: lenient defaults for text, flags and prices, and
// the 3-digit channel numbers.
import {
  DecodeError,
  bool,
  lenientArray,
  map,
  number,
  object,
  oneOf,
  optional,
  orNull,
  string,
  unknownValue,
  withFallback,
  type Decoder,
} from './decode'

/** Text that may be missing: ''. */
export const text: Decoder<string> = optional(string, '')
/** Text where missing, null, '' or [] mean none: null. */
export const optText: Decoder<string | null> = orNull(string)
export const flag: Decoder<boolean> = optional(bool, false)

/** portal spec §9 "Placement and sort padded to 3 digits"; §5 channel numbers match against it. */
export const CHANNEL_NUMBER_DIGITS = 3
export const padded: Decoder<string> = (input, path, warn) => {
  const value = number(input, path, warn)
  if (!Number.isInteger(value) || value < 0)
    throw new DecodeError(path, 'non-negative integer', String(value))
  return String(value).padStart(CHANNEL_NUMBER_DIGITS, '0')
}

/** portal spec §3 VOD item: price '0' or missing means none. */
export const priceOrNull: Decoder<number | null> = map(orNull(number), (value) =>
  value === 0 ? null : value,
)

/** `groups` comes as a list or as one comma-separated string. */
export const stringList: Decoder<string[]> = optional((input, path, warn) => {
  if (typeof input === 'string')
    return input
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
  return lenientArray(string)(input, path, warn)
}, [])

/** The raw body, for calls that pass it on as is (config is normalised by normaliseConfig). */
export const anything: Decoder<unknown> = unknownValue

/** For calls whose response the spec does not show: any 2xx body is an acknowledgement. */
export const ack: Decoder<true> = map(unknownValue, () => true as const)

/** `{ success: true }` (docs/BACKEND-API.md) or a bare boolean; an odd body is logged and read as done. */
export const success: Decoder<boolean> = withFallback(
  oneOf<boolean>(
    bool,
    map(object({ success: optional(bool, true) }), (reply) => reply.success),
  ),
  true,
)
