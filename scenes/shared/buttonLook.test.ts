import { describe, expect, it } from 'vitest'
import { theme } from '../theme'
import { buttonLook } from './buttonLook'

describe('buttonLook', () => {
  it('a raised button is the raised surface with surface text when not focused', () => {
    expect(buttonLook('raised', { focused: false })).toEqual({
      fill: theme.surfaceRaised,
      textColor: theme.onSurface,
      alpha: 1,
    })
  })

  it('a focused raised button turns primary with primary text', () => {
    expect(buttonLook('raised', { focused: true })).toEqual({
      fill: theme.primary,
      textColor: theme.onPrimary,
      alpha: 1,
    })
  })

  it('a disabled button is dimmed whether focused or not', () => {
    expect(buttonLook('raised', { focused: true, disabled: true }).alpha).toBe(0.5)
    expect(buttonLook('raised', { focused: false, disabled: true }).alpha).toBe(0.5)
  })

  it('a raised button has no border', () => {
    expect(buttonLook('raised', { focused: false }).border).toBeUndefined()
  })

  it('a chip not chosen is the flat surface with a plain border', () => {
    expect(buttonLook('chip', { focused: false, chosen: false })).toEqual({
      fill: theme.surface,
      textColor: theme.onSurface,
      alpha: 1,
      border: { width: 2, color: theme.border },
    })
  })

  it('the chosen chip is raised and bordered in primary', () => {
    const look = buttonLook('chip', { focused: false, chosen: true })
    expect(look.fill).toBe(theme.surfaceRaised)
    expect(look.border).toEqual({ width: 2, color: theme.primary })
  })

  it('focus wins the fill of a chosen chip, its border still marks the choice', () => {
    const look = buttonLook('chip', { focused: true, chosen: true })
    expect(look.fill).toBe(theme.primary)
    expect(look.textColor).toBe(theme.onPrimary)
    expect(look.border?.color).toBe(theme.primary)
  })
})
