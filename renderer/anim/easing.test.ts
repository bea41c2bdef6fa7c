import { describe, expect, it } from 'vitest'
import {
  easeInCubic,
  easeInOutCubic,
  easeInOutQuad,
  easeInQuad,
  easeOutCubic,
  easeOutQuad,
  linear,
} from './easing'

const curves = { linear, easeInQuad, easeOutQuad, easeInOutQuad, easeInCubic, easeOutCubic, easeInOutCubic }

describe.each(Object.entries(curves))('%s', (_name, ease) => {
  it('starts at 0 and ends at 1', () => {
    expect(ease(0)).toBeCloseTo(0, 10)
    expect(ease(1)).toBeCloseTo(1, 10)
  })

  it('never moves backwards', () => {
    let previous = 0
    for (let t = 0; t <= 1.0001; t += 0.01) {
      const value = ease(Math.min(t, 1))
      expect(value).toBeGreaterThanOrEqual(previous - 1e-12)
      previous = value
    }
  })
})

describe('curve shapes', () => {
  it('ease-out curves are ahead of linear at the midpoint', () => {
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5)
    expect(easeOutQuad(0.5)).toBeGreaterThan(0.5)
  })

  it('ease-in curves are behind linear at the midpoint', () => {
    expect(easeInCubic(0.5)).toBeLessThan(0.5)
  })

  it('ease-in-out curves pass through the midpoint and are symmetric', () => {
    expect(easeInOutQuad(0.5)).toBeCloseTo(0.5)
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1)
  })
})
