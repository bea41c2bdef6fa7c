// portal spec §3 Theme: font (family, size, light, bold, semibold, lineHeight, xsmall..xlarge), color
// (primary, onPrimary, surface, onSurface, border), options (animate, outline, shadow, scale). §7: the
// theme json file comes from the v2 host. Decoded leniently: a field that does not decode is logged and
// left out (the portal keeps its own value for it); only a file that is not an object fails (§4 Boot:
// theme failures are ignored).
import {
  bool,
  DecodeError,
  describe,
  number,
  object,
  optional,
  string,
  withFallback,
  type Decoder,
} from './decode'

export type ThemeColors = {
  primary: number
  onPrimary: number
  surface: number
  onSurface: number
  border: number
}
export type ThemeFontSizes = { xsmall: number; small: number; medium: number; large: number; xlarge: number }
export type ThemeOptions = { animate: boolean; outline: boolean; shadow: boolean; scale: number }

/** What a theme file says; every field may be missing (the portal's own value stays). */
export type ThemeFile = {
  font: Partial<ThemeFontSizes & { family: string; size: number; lineHeight: number }>
  color: Partial<ThemeColors>
  options: Partial<ThemeOptions>
}

/** '#rrggbb', '#rgb', '0xrrggbb' or a number, as 0xrrggbb */
export const colour: Decoder<number> = (input, path, warn) => {
  if (typeof input === 'number' && Number.isInteger(input) && input >= 0 && input <= 0xffffff) return input
  const text = string(input, path, warn).trim()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1] ?? /^0x([0-9a-f]{6})$/i.exec(text)?.[1]
  if (!hex) throw new DecodeError(path, 'a colour like #c9a45c', describe(input))
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  return parseInt(full, 16)
}

const positive: Decoder<number> = (input, path, warn) => {
  const value = number(input, path, warn)
  if (!(value > 0)) throw new DecodeError(path, 'a positive number', describe(input))
  return value
}

/** a field that does not decode is left out, with a warning */
function maybe<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return (input, path, warn) => {
    if (input == null) return undefined
    try {
      return decoder(input, path, warn)
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error
      warn(`Theme ${error.message}; the portal's own value stays`)
      return undefined
    }
  }
}

/** the fields that decoded (a loop, not Object.fromEntries: the device floor is Chromium 53) */
function defined<T extends object>(value: T): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  const out: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value)) if (entry !== undefined) out[key] = entry
  return out as never
}

/** a section that is missing or not an object is left out (logged) */
const section = <T extends object>(decoder: Decoder<T>): Decoder<Partial<T>> =>
  optional(withFallback(decoder as Decoder<Partial<T>>, {}), {})

const fonts = section(
  object({
    family: maybe(string),
    size: maybe(positive),
    lineHeight: maybe(positive),
    xsmall: maybe(positive),
    small: maybe(positive),
    medium: maybe(positive),
    large: maybe(positive),
    xlarge: maybe(positive),
  }),
)
const colours = section(
  object({
    primary: maybe(colour),
    onPrimary: maybe(colour),
    surface: maybe(colour),
    onSurface: maybe(colour),
    border: maybe(colour),
  }),
)
const options = section(
  object({ animate: maybe(bool), outline: maybe(bool), shadow: maybe(bool), scale: maybe(positive) }),
)

export const themeFile: Decoder<ThemeFile> = (input, path, warn) => {
  const decoded = object({ font: fonts, color: colours, options })(input, path, warn)
  return { font: defined(decoded.font), color: defined(decoded.color), options: defined(decoded.options) }
}
