import { describe, expect, it } from 'vitest'
import { BOOT_FONTS, SHIPPED_FAMILY, notoSansFaces, notoSansScriptSources } from './notoSans'
import { NOTO_SANS_RANGES } from './notoSansRanges'
import { needsScriptFont, parseUnicodeRange } from './scriptFonts'

/** the faces of a subset, as `weight style`: every weight TextStyleSpec can ask for, italic for markup */
const SIX_FACES = ['300 normal', '400 italic', '400 normal', '600 normal', '700 italic', '700 normal']

describe('Noto Sans faces', () => {
  it('are all registered under the one shipped family', () => {
    expect(new Set(BOOT_FONTS.map((face) => face.family))).toEqual(new Set([SHIPPED_FAMILY]))
  })

  it('cover every weight TextStyleSpec can ask for, and italic for markup <i> and <b><i>', () => {
    const variants = notoSansFaces(['latin']).map((face) => `${face.weight} ${face.style}`)
    expect(variants.sort()).toEqual(SIX_FACES)
  })

  it('come from woff2 files, never inlined into the bundle as data URLs', () => {
    for (const face of BOOT_FONTS) {
      expect(face.url).toMatch(/\.woff2(\?|$)/)
      expect(face.url).not.toMatch(/^data:/)
    }
  })

  it('give each subset its own unicode range, so other scripts fall through to the next family', () => {
    const ranges = new Set(
      notoSansFaces(['latin', 'latin-ext', 'cyrillic', 'greek']).map((f) => f.unicodeRange),
    )
    expect(ranges.size).toBe(4)
    expect(notoSansFaces(['cyrillic'])[0]?.unicodeRange).toContain('U+0400-045F')
  })

  it('boot loads the Latin subset only: six files, not the 24 of every European script', () => {
    expect(BOOT_FONTS).toHaveLength(6)
    expect(new Set(BOOT_FONTS.map((face) => face.unicodeRange))).toEqual(new Set([NOTO_SANS_RANGES.latin]))
  })

  it('the Latin subset needs no script font; every character of the other subsets does', () => {
    const codes = (range: string) =>
      parseUnicodeRange(range).flatMap(([low, high]) =>
        Array.from({ length: high - low + 1 }, (_, i) => String.fromCodePoint(low + i)),
      )
    const boot = new Set(codes(NOTO_SANS_RANGES.latin))
    for (const char of boot) expect(needsScriptFont(char), char.codePointAt(0)?.toString(16)).toBe(false)
    // what a subset shares with Latin (combining marks, punctuation) is drawn by the boot face
    for (const subset of ['latin-ext', 'cyrillic', 'greek'] as const)
      for (const char of codes(NOTO_SANS_RANGES[subset]))
        if (!boot.has(char))
          expect(needsScriptFont(char), `${subset} ${char.codePointAt(0)?.toString(16)}`).toBe(true)
  })

  it('Latin Extended, Cyrillic and Greek are script sources of the same family, six faces each', async () => {
    const sources = notoSansScriptSources()
    expect(Object.keys(sources).sort()).toEqual(['cyrillic', 'greek', 'latin-ext'])
    const cyrillic = await sources.cyrillic?.faces()
    expect(sources.cyrillic?.family).toBe(SHIPPED_FAMILY)
    expect(cyrillic?.map((face) => `${face.weight} ${face.style}`).sort()).toEqual(SIX_FACES)
    for (const face of cyrillic ?? []) expect(face.unicodeRange).toBe(NOTO_SANS_RANGES.cyrillic)
  })
})
