import { describe, expect, it } from 'vitest'
import { sameRect, toScreenRect } from './screenRect'

const page = (left: number, top: number, width: number, height: number) => ({
  bounds: { left, top, width, height },
  screen: { width, height },
})

describe('toScreenRect', () => {
  it('a full-page canvas maps canvas pixels to the same page pixels', () => {
    expect(toScreenRect({ x: 100, y: 50 }, { x: 420, y: 230 }, page(0, 0, 1280, 720))).toEqual({
      x: 100,
      y: 50,
      width: 320,
      height: 180,
    })
  })

  it('adds the offset of a canvas that does not start at the page origin', () => {
    expect(toScreenRect({ x: 0, y: 0 }, { x: 10, y: 10 }, page(20, 30, 640, 360)).x).toBe(20)
  })

  it('scales by the CSS size of the canvas over its renderer size', () => {
    const placement = {
      bounds: { left: 0, top: 0, width: 1920, height: 1080 },
      screen: { width: 1280, height: 720 },
    }
    expect(toScreenRect({ x: 640, y: 360 }, { x: 1280, y: 720 }, placement)).toEqual({
      x: 960,
      y: 540,
      width: 960,
      height: 540,
    })
  })

  it('rounds to whole pixels: TV video windows take integers', () => {
    const rect = toScreenRect({ x: 10.4, y: 10.6 }, { x: 20.5, y: 20.2 }, page(0, 0, 100, 100))
    expect(rect).toEqual({ x: 10, y: 11, width: 11, height: 9 })
  })
})

describe('sameRect', () => {
  it('tells an unchanged placement from a moved one', () => {
    const rect = { x: 1, y: 2, width: 3, height: 4 }
    expect(sameRect(rect, { ...rect })).toBe(true)
    expect(sameRect(rect, { ...rect, x: 2 })).toBe(false)
    expect(sameRect(null, rect)).toBe(false)
  })
})
