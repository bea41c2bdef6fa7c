import { describe, expect, it } from 'vitest'
import {
  autoplayIndex,
  carouselMount,
  carouselWindow,
  nextAutoplayAt,
  rowsWindow,
  visibleCount,
} from './carouselMath'

// portal spec §9: item window 4 (none at 3 or fewer); row window 2; autoplay 2 s
describe('carousel window', () => {
  it('shows 4 items when it has more than 3', () => {
    expect(visibleCount(10)).toBe(4)
  })

  it('shows every item when it has 3 or fewer', () => {
    expect(visibleCount(3)).toBe(3)
    expect(visibleCount(0)).toBe(0)
  })

  it('3 or fewer items are not windowed: all shown in order whatever the index', () => {
    expect(carouselWindow({ length: 3, index: 2 })).toEqual([0, 1, 2])
  })

  it('more than 3 items show 4 from the index, wrapping round the end', () => {
    expect(carouselWindow({ length: 6, index: 4 })).toEqual([4, 5, 0, 1])
  })

  it('without wrap the window stops at the last 4', () => {
    expect(carouselWindow({ length: 6, index: 4, wrap: false })).toEqual([2, 3, 4, 5])
  })

  it('mounts one extra item each side for the slide, each in its own pool slot', () => {
    const mounted = carouselMount({ length: 10, index: 0 })
    expect(mounted.map((item) => item.index)).toEqual([9, 0, 1, 2, 3, 4])
    expect(new Set(mounted.map((item) => item.key)).size).toBe(6)
  })

  it('an unwindowed carousel mounts its items only', () => {
    expect(carouselMount({ length: 2, index: 0 }).map((item) => item.index)).toEqual([0, 1])
  })
})

describe('CMS rows window', () => {
  it('shows the focused row and the next', () => {
    expect(rowsWindow(5, 1)).toEqual([1, 2])
  })

  it('shows the last two rows at the end', () => {
    expect(rowsWindow(5, 4)).toEqual([3, 4])
  })

  it('a single row shows alone', () => {
    expect(rowsWindow(1, 0)).toEqual([0])
  })
})

describe('autoplay', () => {
  it('steps one item every 2 s', () => {
    expect(autoplayIndex({ length: 6, startIndex: 0, startedAtMs: 1000, nowMs: 5500 })).toBe(2)
  })

  it('wraps round to the first item', () => {
    expect(autoplayIndex({ length: 6, startIndex: 5, startedAtMs: 0, nowMs: 2000 })).toBe(0)
  })

  it('a late timer skips ahead instead of drifting', () => {
    expect(autoplayIndex({ length: 10, startIndex: 0, startedAtMs: 0, nowMs: 9000 })).toBe(4)
  })

  it('a carousel of 3 or fewer does not move', () => {
    expect(autoplayIndex({ length: 3, startIndex: 1, startedAtMs: 0, nowMs: 60_000 })).toBe(1)
  })

  it('the next step is due at the next 2 s boundary from the start', () => {
    expect(nextAutoplayAt({ startedAtMs: 1000, nowMs: 4200 })).toBe(5000)
  })
})
