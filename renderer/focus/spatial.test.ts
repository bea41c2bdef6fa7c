import { describe, expect, it } from 'vitest'
import { findInDirection, isInFieldOfView, spatialScore } from './spatial'
import type { SpatialCandidate } from './spatial'
import type { Direction, Rect } from './types'

const rect = (x: number, y: number, width = 100, height = 100): Rect => ({ x, y, width, height })
const find = (from: Rect, candidates: Record<string, Rect>, direction: Direction, fov = 180) =>
  findInDirection(
    from,
    Object.entries(candidates).map(([id, r]): SpatialCandidate => ({ id, rect: r })),
    direction,
    fov,
  )

describe('field of view', () => {
  it('at 180° accepts any centre in the open half-plane ahead', () => {
    expect(isInFieldOfView(rect(0, 0), rect(10, 500), 'right', 180)).toBe(true)
  })

  it('at 180° rejects a centre exactly level with the source across the move', () => {
    expect(isInFieldOfView(rect(0, 0), rect(0, 300), 'right', 180)).toBe(false)
  })

  it('rejects a centre behind the source', () => {
    expect(isInFieldOfView(rect(0, 0), rect(-200, 0), 'right', 180)).toBe(false)
  })

  it('a narrower field of view is a cone around the direction', () => {
    expect(isInFieldOfView(rect(0, 0), rect(100, 90), 'right', 90)).toBe(true)
    expect(isInFieldOfView(rect(0, 0), rect(100, 110), 'right', 90)).toBe(false)
  })

  it('rejects a candidate with the same centre', () => {
    expect(isInFieldOfView(rect(0, 0), rect(0, 0), 'up', 180)).toBe(false)
  })
})

describe('direction search shapes', () => {
  // 3×3 grid of 100×100 cells with 20 px gaps
  const grid: Record<string, Rect> = {}
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) grid[`${row}${col}`] = rect(col * 120, row * 120)
  const centre = rect(120, 120)
  const others = Object.fromEntries(Object.entries(grid).filter(([id]) => id !== '11'))

  it('grid: each direction from the centre cell reaches the adjacent cell, not a diagonal', () => {
    expect(find(centre, others, 'up')).toBe('01')
    expect(find(centre, others, 'down')).toBe('21')
    expect(find(centre, others, 'left')).toBe('10')
    expect(find(centre, others, 'right')).toBe('12')
  })

  it('grid: from a corner the move stays on its row or column', () => {
    const corner = rect(0, 0)
    const rest = Object.fromEntries(Object.entries(grid).filter(([id]) => id !== '00'))
    expect(find(corner, rest, 'right')).toBe('01')
    expect(find(corner, rest, 'down')).toBe('10')
  })

  // L-shape: a column of three on the left, a foot of three along the bottom row
  const lShape: Record<string, Rect> = {
    c0: rect(0, 0, 100, 80),
    c1: rect(0, 100, 100, 80),
    c2: rect(0, 200, 100, 80),
    f1: rect(120, 200, 100, 80),
    f2: rect(240, 200, 100, 80),
  }
  const without = (id: string) => Object.fromEntries(Object.entries(lShape).filter(([key]) => key !== id))

  it('L-shape: right from the top of the column reaches the nearest foot tile', () => {
    expect(find(lShape.c0 as Rect, without('c0'), 'right')).toBe('f1')
  })

  it('L-shape: up from the end of the foot reaches the nearest column tile above it', () => {
    expect(find(lShape.f2 as Rect, without('f2'), 'up')).toBe('c1')
  })

  it('L-shape: down along the column stays in the column', () => {
    expect(find(lShape.c0 as Rect, without('c0'), 'down')).toBe('c1')
  })

  it('offset row: down picks the overlapping card whose centre is nearest across', () => {
    const from = rect(120, 0)
    const below = { a: rect(50, 150), b: rect(170, 150), c: rect(290, 150) }
    expect(find(from, below, 'down')).toBe('b')
  })

  it('far-but-aligned beats near-but-diagonal for left/right (the beam always wins)', () => {
    const from = rect(0, 0)
    expect(find(from, { aligned: rect(500, 0), diagonal: rect(130, 120) }, 'right')).toBe('aligned')
  })

  it('far-but-aligned beats near-but-diagonal for up/down when it starts before the diagonal one ends', () => {
    const from = rect(0, 0)
    expect(find(from, { aligned: rect(0, 190), diagonal: rect(150, 120) }, 'down')).toBe('aligned')
  })

  it('near-but-diagonal wins for up/down when the aligned one lies wholly beyond it', () => {
    const from = rect(0, 0)
    expect(find(from, { aligned: rect(0, 600), diagonal: rect(150, 120) }, 'down')).toBe('diagonal')
  })

  it('nothing in that direction: the search finds no target', () => {
    expect(find(rect(0, 0), { left: rect(-200, 0), above: rect(0, -200) }, 'right')).toBeNull()
  })

  it('weights the primary-axis gap over the cross-axis offset', () => {
    const from = rect(0, 0)
    expect(spatialScore(from, rect(110, 0), 'right')).toBe(13 * 10 * 10)
    expect(spatialScore(from, rect(100, 10), 'right')).toBe(10 * 10)
  })

  it('ties keep the candidate met first', () => {
    const from = rect(100, 0)
    expect(find(from, { first: rect(0, 150), second: rect(200, 150) }, 'down')).toBe('first')
  })
})
