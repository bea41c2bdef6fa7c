// Right-to-left text (Arabic, Hebrew: portal spec §1 interface languages). The canvas shapes and orders
// Arabic and Hebrew letters by itself, but the paragraph's base direction comes from the 2D context,
// which Pixi leaves at its default (left-to-right; `ctx.direction` does not exist before Chromium 77,
// so it cannot be set on the oldest TVs either). With a left-to-right base, the neutral characters and
// Latin words of an RTL sentence land on the wrong side ("!مرحبا", "Hotel" before the Arabic). Each
// line of RTL text is therefore wrapped in an explicit right-to-left embedding (U+202B … U+202C),
// which every engine's bidi algorithm honours and which draws with zero width.

export type TextDirection = 'ltr' | 'rtl'

export const RLE = '\u202b'
export const PDF = '\u202c'

// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic Extended; the Hebrew and Arabic
// presentation forms; the historic RTL scripts of the supplementary planes.
const RTL_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0590, 0x08ff],
  [0xfb1d, 0xfdff],
  [0xfe70, 0xfefe],
  [0x10800, 0x10fff],
  [0x1e800, 0x1efff],
]
// Digits, punctuation, symbols and marks: they take the direction of the text around them. Arabic-Indic
// digits sit inside the Arabic block but are numbers, not letters.
const NEUTRAL_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x0040],
  [0x005b, 0x0060],
  [0x007b, 0x00bf],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x0300, 0x036f],
  [0x0660, 0x066d],
  [0x06f0, 0x06f9],
  [0x2000, 0x2bff],
  [0x3000, 0x303f],
  [0xfe00, 0xfe0f],
  [0xff00, 0xff20],
]

const within = (code: number, ranges: ReadonlyArray<readonly [number, number]>): boolean => {
  for (const [low, high] of ranges) if (code >= low && code <= high) return true
  return false
}

/** Base direction from the first strong character (Unicode bidi rules P2–P3); 'ltr' when none. */
export function detectDirection(text: string): TextDirection {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (within(code, RTL_RANGES) && !within(code, NEUTRAL_RANGES)) return 'rtl'
    if (!within(code, NEUTRAL_RANGES)) return 'ltr'
  }
  return 'ltr'
}

/** Joins lines for drawing; RTL lines each get their own embedding, since Pixi draws line by line. */
export function joinLines(lines: readonly string[], direction: TextDirection): string {
  if (direction === 'ltr') return lines.join('\n')
  return lines.map((line) => (line === '' ? line : RLE + line + PDF)).join('\n')
}
