import { describe, expect, it } from 'vitest'
import {
  LIST_ACTIVE_SLOT,
  LIST_PAGE_ROWS,
  LIST_ROWS,
  page,
  poolSizeFor,
  rowsToMount,
  slotKey,
  step,
  windowFor,
} from './windowMath'

// portal spec §9: 7 rows, active in the 4th
const list = (length: number, index: number, wrap = true) => ({
  length,
  index,
  wrap,
  rows: LIST_ROWS,
  activeSlot: LIST_ACTIVE_SLOT,
})

describe('windowFor', () => {
  it('0 items: every slot is empty', () => {
    expect(windowFor(list(0, 0))).toEqual([null, null, null, null, null, null, null])
  })

  it('1 item: shown in the first slot, the rest empty', () => {
    expect(windowFor(list(1, 0))).toEqual([0, null, null, null, null, null, null])
  })

  it('3 items: a list shorter than the window never repeats an item, even when wrapping', () => {
    expect(windowFor(list(3, 2))).toEqual([0, 1, 2, null, null, null, null])
  })

  it('7 items wrapping: the active item stays in the 4th slot', () => {
    expect(windowFor(list(7, 0))).toEqual([4, 5, 6, 0, 1, 2, 3])
  })

  it('8 items wrapping across the end: items continue from the start', () => {
    expect(windowFor(list(8, 7))).toEqual([4, 5, 6, 7, 0, 1, 2])
  })

  it('5000 items wrapping across the start: items continue from the end', () => {
    expect(windowFor(list(5000, 1))).toEqual([4998, 4999, 0, 1, 2, 3, 4])
  })

  it('5000 items not wrapping: the window stops at the start and the active row moves up', () => {
    expect(windowFor(list(5000, 1, false))).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('5000 items not wrapping: the window stops at the end', () => {
    expect(windowFor(list(5000, 4999, false))).toEqual([4993, 4994, 4995, 4996, 4997, 4998, 4999])
  })

  it('5000 items in the middle: the active item is in the 4th slot', () => {
    expect(windowFor(list(5000, 2500, false))[LIST_ACTIVE_SLOT]).toBe(2500)
  })

  it('8 items not wrapping, near the end: the window shows the last 7', () => {
    expect(windowFor(list(8, 6, false))).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('step and page', () => {
  it('step wraps past the end when wrapping', () => {
    expect(step(4999, 1, 5000, true)).toBe(0)
  })

  it('step wraps before the start when wrapping', () => {
    expect(step(0, -1, 5000, true)).toBe(4999)
  })

  it('step stops at the ends when not wrapping', () => {
    expect(step(0, -1, 8, false)).toBe(0)
    expect(step(7, 1, 8, false)).toBe(7)
  })

  it('step on an empty list gives -1', () => {
    expect(step(0, 1, 0, true)).toBe(-1)
  })

  it('page moves by 7 (ch_down)', () => {
    expect(page(10, LIST_PAGE_ROWS, 5000)).toBe(17)
  })

  it('page wraps across the end (ch_down)', () => {
    expect(page(4996, LIST_PAGE_ROWS, 5000)).toBe(3)
  })

  it('page wraps across the start (ch_up)', () => {
    expect(page(2, -LIST_PAGE_ROWS, 5000)).toBe(4995)
  })

  it('page in a list shorter than a page wraps modulo its length', () => {
    expect(page(1, LIST_PAGE_ROWS, 3)).toBe(2)
  })

  it('page in a 1-item list stays put', () => {
    expect(page(0, -LIST_PAGE_ROWS, 1)).toBe(0)
  })
})

describe('recycling', () => {
  it('slotKey is the position modulo the pool size, also for negative positions', () => {
    expect(slotKey(10, 9)).toBe(1)
    expect(slotKey(-1, 9)).toBe(8)
  })

  it('mounts the window plus the margin each side', () => {
    const rows = rowsToMount({ ...list(5000, 2500, false), margin: 1 })
    expect(rows.map((row) => row.index)).toEqual([2496, 2497, 2498, 2499, 2500, 2501, 2502, 2503, 2504])
  })

  it('the mounted rows never share a pool slot, even wrapping across the end', () => {
    const rows = rowsToMount({ ...list(5000, 4998), margin: 2 })
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length)
    expect(rows.length).toBe(poolSizeFor(LIST_ROWS, 2))
  })

  it('wrapping across the end mounts items from the start after the last', () => {
    const rows = rowsToMount({ ...list(5000, 4999), margin: 1 })
    expect(rows.map((row) => row.index)).toEqual([4995, 4996, 4997, 4998, 4999, 0, 1, 2, 3])
  })

  it('a row keeps its pool slot while the window scrolls by one', () => {
    const before = rowsToMount({ ...list(5000, 100, false), margin: 1 })
    const after = rowsToMount({ ...list(5000, 101, false), margin: 1 })
    const keyOf = (rows: typeof before, index: number) => rows.find((row) => row.index === index)?.key
    expect(keyOf(after, 100)).toBe(keyOf(before, 100))
  })

  it('8 items wrapping with a margin mount each item once', () => {
    const rows = rowsToMount({ ...list(8, 0), margin: 1 })
    expect(rows.map((row) => row.index).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('a list shorter than the window mounts just its items', () => {
    expect(rowsToMount({ ...list(3, 1), margin: 1 }).map((row) => row.index)).toEqual([0, 1, 2])
  })

  it('an empty list mounts nothing', () => {
    expect(rowsToMount({ ...list(0, 0), margin: 1 })).toEqual([])
  })
})
