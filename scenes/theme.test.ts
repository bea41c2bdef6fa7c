import { afterEach, describe, expect, it } from 'vitest'
import { applyTheme, mixColour, resetTheme, theme } from './theme'

afterEach(resetTheme)

describe('theme (portal spec §3 Theme, §9: primary colour, dark surface, base font 18 px)', () => {
  it('is the portal’s own look until a theme file is applied', () => {
    expect(theme).toMatchObject({ primary: 0xc9a45c, surface: 0x0f1720, fontSize: { base: 18 } })
  })

  it('applies the file’s colours and font sizes, keeping the portal’s value for what it leaves out', () => {
    applyTheme({ font: { size: 20, large: 32 }, color: { primary: 0x3aa6d8 }, options: {} })
    expect(theme).toMatchObject({
      primary: 0x3aa6d8,
      onPrimary: 0x14110a,
      surface: 0x0f1720,
      surfaceRaised: 0x1b2733,
      fontSize: { base: 20, large: 32, xlarge: 44 },
    })
  })

  it('derives the raised surface and muted text from the file’s surface and text colours', () => {
    applyTheme({ font: {}, color: { surface: 0x000000, onSurface: 0xffffff }, options: {} })
    expect(theme.surfaceRaised).toBe(mixColour(0x000000, 0xffffff, 0.08))
    expect(theme.muted).toBe(0x9e9e9e)
  })

  it('mixes colours per channel', () => {
    expect(mixColour(0x000000, 0xff8040, 0.5)).toBe(0x804020)
  })
})
