import { afterEach, describe, expect, it } from 'vitest'
import { SHIPPED_FAMILY } from './notoSans'
import { drawWithoutShippedFaces, FONT_FAMILY, styleKey, textStyle } from './styles'

describe('text styles without the shipped faces (they missed the boot font timeout)', () => {
  afterEach(() => drawWithoutShippedFaces(false))

  it('draws from the families after the shipped one, under keys of their own', () => {
    const spec = { size: 24, weight: 'bold' as const }
    const usual = textStyle(spec)
    const usualKey = styleKey(spec)
    expect(usual.fontFamily).toEqual(FONT_FAMILY)
    drawWithoutShippedFaces(true)
    const fallback = textStyle(spec)
    expect(fallback).not.toBe(usual)
    expect(fallback.fontFamily).toEqual(FONT_FAMILY.slice(1))
    expect(fallback.fontFamily).not.toContain(SHIPPED_FAMILY)
    expect(styleKey(spec)).not.toBe(usualKey)
    // the same spec shares one style while the mode lasts
    expect(textStyle(spec)).toBe(fallback)
  })

  it('once the faces are in, gives every spec a new style with the shipped family again', () => {
    const spec = { size: 20 }
    drawWithoutShippedFaces(true)
    const fallback = textStyle(spec)
    drawWithoutShippedFaces(false)
    const usual = textStyle(spec)
    expect(usual).not.toBe(fallback)
    expect(usual.fontFamily).toEqual(FONT_FAMILY)
    expect(styleKey(spec)).toBe('20|normal||16777215|left||')
  })
})
