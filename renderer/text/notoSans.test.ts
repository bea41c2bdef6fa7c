import { describe, expect, it } from 'vitest'
import { BOOT_FONTS, SHIPPED_FAMILY, notoSansFaces } from './notoSans'

describe('Noto Sans faces', () => {
  it('are all registered under the one shipped family', () => {
    expect(new Set(BOOT_FONTS.map((face) => face.family))).toEqual(new Set([SHIPPED_FAMILY]))
  })

  it('cover every weight TextStyleSpec can ask for, and italic for markup <i> and <b><i>', () => {
    const variants = notoSansFaces(['latin']).map((face) => `${face.weight} ${face.style}`)
    expect(variants.sort()).toEqual([
      '300 normal',
      '400 italic',
      '400 normal',
      '600 normal',
      '700 italic',
      '700 normal',
    ])
  })

  it('come from woff2 files, never inlined into the bundle as data URLs', () => {
    for (const face of BOOT_FONTS) {
      expect(face.url).toMatch(/\.woff2(\?|$)/)
      expect(face.url).not.toMatch(/^data:/)
    }
  })

  it('give each subset its own unicode range, so other scripts fall through to the next family', () => {
    const ranges = new Set(BOOT_FONTS.map((face) => face.unicodeRange))
    expect(ranges.size).toBe(4)
    expect(notoSansFaces(['cyrillic'])[0]?.unicodeRange).toContain('U+0400-045F')
  })
})
