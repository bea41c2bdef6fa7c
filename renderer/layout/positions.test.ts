import { describe, expect, it } from 'vitest'
import { mirrorX, stackLength, stackPositions } from './positions'

describe('mirrorX', () => {
  it('keeps x when left-to-right', () => {
    expect(mirrorX(40, 100, 1280, false)).toBe(40)
  })

  it('measures from the right edge when right-to-left: containerWidth - x - width', () => {
    expect(mirrorX(40, 100, 1280, true)).toBe(1140)
  })

  it('mirroring twice gives the position back', () => {
    expect(mirrorX(mirrorX(25, 50, 300, true), 50, 300, true)).toBe(25)
  })
})

describe('stackPositions', () => {
  it('places boxes one after another with the gap between them', () => {
    expect(stackPositions([100, 50, 80], 10)).toEqual([0, 110, 170])
  })

  it('starts at the given offset', () => {
    expect(stackPositions([20, 20], 5, 40)).toEqual([40, 65])
  })

  it('an empty stack has no positions and no length', () => {
    expect(stackPositions([], 10)).toEqual([])
    expect(stackLength([], 10)).toBe(0)
  })

  it('length counts the gaps between boxes, not after the last', () => {
    expect(stackLength([100, 50, 80], 10)).toBe(250)
  })
})
