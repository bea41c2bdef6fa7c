import { describe, expect, it } from 'vitest'
import { darkRuns, moduleSize, qrSymbol } from './qrModules'

describe('darkRuns', () => {
  it('merges consecutive dark modules of a row into one run', () => {
    const grid = ['##.#', '....', '####', '.#..']
    const runs = darkRuns(4, (row, col) => grid[row]?.[col] === '#')
    expect(runs).toEqual([
      { row: 0, col: 0, length: 2 },
      { row: 0, col: 3, length: 1 },
      { row: 2, col: 0, length: 4 },
      { row: 3, col: 1, length: 1 },
    ])
  })
})

describe('qrSymbol', () => {
  it('encodes a short URL as a version 2 symbol (25 × 25 modules) at level M', () => {
    expect(qrSymbol('https://hotel.example/app').size).toBe(25)
  })

  it('starts with the top-left finder pattern: a run of 7 dark modules', () => {
    expect(qrSymbol('HELLO').runs[0]).toEqual({ row: 0, col: 0, length: 7 })
  })

  it('encodes the same text to the same runs', () => {
    expect(qrSymbol('room 101')).toEqual(qrSymbol('room 101'))
  })
})

describe('moduleSize', () => {
  it('is a whole number of pixels, so module edges stay crisp', () => {
    expect(moduleSize(120, 25, 2)).toBe(4)
  })

  it('falls back to a fraction when the box is smaller than one pixel per module', () => {
    expect(moduleSize(20, 25, 2)).toBeCloseTo(20 / 29)
  })
})
