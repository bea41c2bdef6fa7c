import { describe, expect, it } from 'vitest'
import { maxScroll, nextScroll } from './scrollStep'

describe('maxScroll', () => {
  it('is the content overflowing the window', () => {
    expect(maxScroll(900, 300)).toBe(600)
  })

  it('is zero when the content fits', () => {
    expect(maxScroll(100, 300)).toBe(0)
  })
})

describe('nextScroll', () => {
  it('moves one step down', () => {
    expect(nextScroll(0, 1, 200, 600)).toBe(200)
  })

  it('stops at the end of the content instead of scrolling past it', () => {
    expect(nextScroll(500, 1, 200, 600)).toBe(600)
  })

  it('answers null at the end, so the key can move focus instead', () => {
    expect(nextScroll(600, 1, 200, 600)).toBeNull()
    expect(nextScroll(0, -1, 200, 600)).toBeNull()
  })

  it('moves one step up, not above the top', () => {
    expect(nextScroll(150, -1, 200, 600)).toBe(0)
  })
})
