import { describe, expect, it } from 'vitest'
import {
  fittedWidths,
  fitWithin,
  mirrorX,
  revealFirst,
  shownFrom,
  stackLength,
  stackPositions,
} from './positions'

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

describe('buttons sized to their captions', () => {
  it('pads each caption and keeps the width between min and max', () => {
    expect(fittedWidths([40, 100.2, 400], { padding: 16, min: 96, max: 220 })).toEqual([96, 133, 220])
  })
})

describe('a strip of boxes of different sizes, shifted to show one', () => {
  // boxes 100, 150, 80, 200 and 120 long with a gap of 10, in a view 300 long
  const sizes = [100, 150, 80, 200, 120]
  const positions = stackPositions(sizes, 10)

  it('stays put while the box is in view', () => {
    expect(revealFirst(positions, sizes, 1, 0, 300)).toBe(0)
    expect(shownFrom(positions, sizes, 1, 0, 300)).toBe(true)
    expect(shownFrom(positions, sizes, 2, 0, 300)).toBe(false)
  })

  it('moves on as little as it takes to show a box past the end', () => {
    // box 2 ends at 360: showing from box 1 (at 110) it ends at 250
    expect(revealFirst(positions, sizes, 2, 0, 300)).toBe(1)
    // box 3 ends at 560: from box 2 (at 270) it is 290 long
    expect(revealFirst(positions, sizes, 3, 1, 300)).toBe(2)
    expect(shownFrom(positions, sizes, 3, 2, 300)).toBe(true)
    expect(shownFrom(positions, sizes, 4, 2, 300)).toBe(false)
  })

  it('moves back to a box before the first', () => {
    expect(revealFirst(positions, sizes, 0, 3, 300)).toBe(0)
    expect(shownFrom(positions, sizes, 0, 3, 300)).toBe(false)
  })

  it('a box longer than the view is shown from its start', () => {
    expect(revealFirst([0, 110], [100, 500], 1, 0, 300)).toBe(1)
  })
})

describe('a row of boxes made to fit its length', () => {
  it('keeps boxes that fit', () => {
    expect(fitWithin([100, 200, 150], 500, 10)).toEqual([100, 200, 150])
  })

  it('cuts the longest to one common size, the largest that fits', () => {
    // 100 + 300 + 250 = 650 in 500 - 20 = 480: 100 kept, the other two share 380
    expect(fitWithin([100, 300, 250], 500, 10)).toEqual([100, 190, 190])
    // all of them cut when even the shortest is over the share
    expect(fitWithin([200, 300, 250], 320, 10)).toEqual([100, 100, 100])
  })

  it('never below min', () => {
    expect(fitWithin([200, 300], 100, 10, 80)).toEqual([80, 80])
  })
})
