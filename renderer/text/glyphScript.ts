// Which texts the glyph atlas may draw (text/glyphAtlas.ts): scripts whose glyphs sit side by side with
// no shaping beyond pair kerning — Latin, Greek, Cyrillic, digits, punctuation and common symbols. Text
// with anything else (Arabic, Hebrew and CJK, which the script fonts and bidi handling serve; combining
// marks, bidi and zero-width controls, emoji sequences, surrogate pairs) keeps Pixi's canvas text, which
// shapes the whole string.

// [first, last] code point ranges, inclusive.
const ATLAS_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00ac], // Latin-1 punctuation (0xAD, the soft hyphen, is invisible and breaks words)
  [0x00ae, 0x024f], // Latin-1 letters, Latin Extended-A and -B
  [0x0370, 0x0377], // Greek
  [0x037a, 0x037f],
  [0x0384, 0x038a],
  [0x038c, 0x038c],
  [0x038e, 0x03a1],
  [0x03a3, 0x03ff],
  [0x0400, 0x0482], // Cyrillic (0x0483–0x0489 are combining)
  [0x048a, 0x04ff],
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese precomposed letters)
  [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
  [0x2030, 0x205e], // per mille, primes, guillemets
  [0x20a0, 0x20c0], // currency signs
  [0x2100, 0x214f], // letterlike symbols (№, ™)
  [0x2190, 0x21ff], // arrows
  [0x2200, 0x22ff], // mathematical operators
  [0x25a0, 0x25ff], // geometric shapes
  [0x2600, 0x26ff], // miscellaneous symbols (★)
  [0x2713, 0x2717], // check marks and crosses
]

function inAtlasRanges(code: number): boolean {
  for (const [low, high] of ATLAS_RANGES) {
    if (code < low) return false
    if (code <= high) return true
  }
  return false
}

/** true when every character of `text` (line breaks aside) is one the glyph atlas draws. */
export function drawsFromAtlas(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x0a) continue
    if (!inAtlasRanges(code)) return false
  }
  return true
}
