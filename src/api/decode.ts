// A tiny decoder-combinator kit: raw JSON in, typed values out, with the JSON path of the first problem
// (`channels[3].sort: expected number or numeric string, got object`). No schema library is installed.
// Scalars are lenient as hotel backends send them (docs/BACKEND-API.md "General").

export type DecodeWarn = (message: string, detail?: unknown) => void
/** Decoders throw DecodeError; `decode()` turns that into a Result at the boundary. */
export type Decoder<T> = (input: unknown, path: string, warn: DecodeWarn) => T
export type DecodedType<D> = D extends Decoder<infer T> ? T : never
export type DecodeResult<T> = { ok: true; value: T } | { ok: false; error: DecodeError }

export class DecodeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly got: string,
  ) {
    super(`${path}: expected ${expected}, got ${got}`)
    this.name = 'DecodeError'
  }
}

const SHOWN_CHARS = 24

export function describe(input: unknown): string {
  if (input === undefined) return 'nothing'
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'array'
  if (typeof input === 'string') {
    return `string "${input.length > SHOWN_CHARS ? `${input.slice(0, SHOWN_CHARS)}…` : input}"`
  }
  return typeof input
}

const fail = (path: string, expected: string, input: unknown): never => {
  throw new DecodeError(path, expected, describe(input))
}

export function decode<T>(
  decoder: Decoder<T>,
  input: unknown,
  path: string,
  warn: DecodeWarn,
): DecodeResult<T> {
  try {
    return { ok: true, value: decoder(input, path, warn) }
  } catch (error) {
    if (error instanceof DecodeError) return { ok: false, error }
    throw error
  }
}

/** Numbers are accepted too: ids and codes arrive as either. */
export const string: Decoder<string> = (input, path) =>
  typeof input === 'string' ? input : typeof input === 'number' ? String(input) : fail(path, 'string', input)

export const number: Decoder<number> = (input, path) => {
  if (typeof input === 'number' && Number.isFinite(input)) return input
  if (typeof input === 'string' && input.trim() !== '' && Number.isFinite(Number(input))) return Number(input)
  return fail(path, 'number or numeric string', input)
}

const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'true']
const FALSE_VALUES: readonly unknown[] = [false, 0, '0', 'false']

export const bool: Decoder<boolean> = (input, path) =>
  TRUE_VALUES.includes(input) ? true : FALSE_VALUES.includes(input) ? false : fail(path, 'boolean', input)

export const unknownValue: Decoder<unknown> = (input) => input

export function literal<const L extends readonly (string | number)[]>(...values: L): Decoder<L[number]> {
  return (input, path) => {
    const found = values.find((value) => value === input || String(value) === input)
    return found ?? fail(path, `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`, input)
  }
}

/** Missing and null are null. */
export function nullable<T>(decoder: Decoder<T>): Decoder<T | null> {
  return (input, path, warn) => (input == null ? null : decoder(input, path, warn))
}

/** Missing, null, '' and PHP's `[]` for an empty object all mean "none" on these backends. */
export function orNull<T>(decoder: Decoder<T>): Decoder<T | null> {
  return (input, path, warn) => (isEmpty(input) ? null : decoder(input, path, warn))
}

/** Missing or null gives the fallback; any other value must decode. */
export function optional<T>(decoder: Decoder<T>, fallback: T): Decoder<T> {
  return (input, path, warn) => (input == null ? fallback : decoder(input, path, warn))
}

/** For enum-like fields where an unknown value means "none": logged, never fatal. */
export function withFallback<T>(decoder: Decoder<T>, fallback: T): Decoder<T> {
  return (input, path, warn) => {
    if (input == null) return fallback
    // no result object per field: a line-up of 5,000 channels decodes a dozen such fields each at boot
    try {
      return decoder(input, path, warn)
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error
      warn(`${error.message}; using ${JSON.stringify(fallback)}`)
      return fallback
    }
  }
}

export function map<A, B>(decoder: Decoder<A>, transform: (value: A, path: string) => B): Decoder<B> {
  return (input, path, warn) => transform(decoder(input, path, warn), path)
}

export function oneOf<T>(...decoders: Decoder<T>[]): Decoder<T> {
  return (input, path, warn) => {
    const expected: string[] = []
    for (const decoder of decoders) {
      const result = decode(decoder, input, path, warn)
      if (result.ok) return result.value
      expected.push(result.error.expected)
    }
    return fail(path, expected.join(' or '), input)
  }
}

export function lazy<T>(get: () => Decoder<T>): Decoder<T> {
  return (input, path, warn) => get()(input, path, warn)
}

export function array<T>(item: Decoder<T>): Decoder<T[]> {
  return (input, path, warn) =>
    Array.isArray(input)
      ? input.map((entry, i) => item(entry, `${path}[${i}]`, warn))
      : fail(path, 'array', input)
}

/** A list whose malformed items are dropped and logged: one bad channel must not stop the boot. Only a
 * top-level value that is not an array fails. */
export function lenientArray<T>(item: Decoder<T>): Decoder<T[]> {
  return (input, path, warn) => {
    if (!Array.isArray(input)) return fail(path, 'array', input)
    const out: T[] = []
    input.forEach((entry, i) => {
      const result = decode(item, entry, `${path}[${i}]`, warn)
      if (result.ok) out.push(result.value)
      else warn(`Dropped malformed item: ${result.error.message}`, entry)
    })
    return out
  }
}

type Fields = Record<string, Decoder<unknown>>
export type ObjectOf<F extends Fields> = { [K in keyof F]: DecodedType<F[K]> }

export function object<F extends Fields>(fields: F): Decoder<ObjectOf<F>> {
  // listed once: a line-up of 5,000 channels decodes 5,000 objects (issue 19: the boot sync)
  const entries = Object.entries(fields)
  return (input, path, warn) => {
    if (!isRecord(input)) return fail(path, 'object', input)
    const out: Record<string, unknown> = {}
    for (const [key, decoder] of entries) out[key] = decoder(input[key], `${path}.${key}`, warn)
    return out as ObjectOf<F>
  }
}

/** A map with no inherited keys: a backend key such as `constructor` or `__proto__` is data, never
 * Object.prototype (issue 20, fuzzing: `epg['constructor']` was the Object function, and a
 * `__proto__` key replaced the map's prototype). */
export function emptyMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>
}

/** A string-keyed map; PHP sends `[]` for an empty one. */
export function record<T>(value: Decoder<T>): Decoder<Record<string, T>> {
  return (input, path, warn) => {
    if (Array.isArray(input) && input.length === 0) return emptyMap<T>()
    if (!isRecord(input)) return fail(path, 'object', input)
    const out = emptyMap<T>()
    for (const [key, entry] of Object.entries(input))
      out[key] = value(entry, `${path}[${JSON.stringify(key)}]`, warn)
    return out
  }
}

export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
}

function isEmpty(input: unknown): boolean {
  return input == null || input === '' || (Array.isArray(input) && input.length === 0)
}
