import { describe, expect, it, vi } from 'vitest'
import { Container } from 'pixi.js'
import { RowPool, type PoolSpec, type RowView, type RowViewContext } from './rowPool'

type Bound = { slot: number; index: number; active: boolean }

/** Rows that record their binds; `same` makes bind report that nothing it draws changed. */
function setup(options: { cache?: boolean; same?: boolean; length?: number; deferMargins?: boolean } = {}) {
  const binds: Bound[] = []
  const contexts: RowViewContext[] = []
  const destroyed: number[] = []
  let made = 0
  const strip = new Container()
  const invalidate = vi.fn()
  // afterFrame: the test runs the queued work itself, as the task after the key's frame would
  const queued: Array<() => void> = []
  const afterFrame = options.deferMargins ? (work: () => void) => queued.push(work) : undefined
  const runAfterFrame = () => queued.splice(0).forEach((work) => work())
  const pool = new RowPool(
    strip,
    (context) => {
      const slot = made++
      contexts.push(context)
      const view: RowView = {
        node: new Container({ label: `row ${slot}` }),
        bind: (index, active) => {
          binds.push({ slot, index, active })
          return options.same === true ? false : undefined
        },
        destroy: () => destroyed.push(slot),
      }
      return view
    },
    { textures: { acquire: vi.fn(), has: () => false }, gate: null, rtl: false },
    invalidate,
    afterFrame,
  )
  const spec = (index: number): PoolSpec => ({
    length: options.length ?? 100,
    rows: 7,
    activeSlot: 3,
    index,
    wrap: true,
    margin: 1,
    rowHeight: 64,
    width: 500,
    cache: options.cache ?? false,
  })
  return {
    pool,
    strip,
    binds,
    contexts,
    destroyed,
    invalidate,
    spec,
    made: () => made,
    queued,
    runAfterFrame,
  }
}

describe('RowPool', () => {
  it('makes one container per pool slot, once, in slot order under the strip', () => {
    const { pool, strip, spec, made } = setup()
    pool.sync(spec(10))
    pool.sync(spec(11))
    pool.sync(spec(40))
    expect(made()).toBe(9)
    expect(strip.children).toHaveLength(9)
    const slots = [...pool.shown.keys()]
    expect(slots.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('places each row at its window position by y, the active row in the 4th slot', () => {
    const { pool, spec } = setup()
    const start = pool.sync(spec(10))
    expect(start).toBe(7)
    const byIndex = new Map([...pool.shown.values()].map((row) => [row.index, row]))
    expect(byIndex.get(10)).toEqual({ index: 10, active: true, y: 3 * 64 })
    expect(byIndex.get(7)?.y).toBe(0)
    expect(byIndex.get(6)?.y).toBe(-64) // the margin row above the window
  })

  it('a one-row move binds only the row entering and the two whose active state changed', () => {
    const { pool, binds, spec } = setup()
    pool.sync(spec(10))
    binds.length = 0
    pool.sync(spec(11))
    expect(binds.map(({ index, active }) => [index, active]).sort()).toEqual([
      [10, false],
      [11, true],
      [15, false], // the margin row below the window: rows 8..14 are shown
    ])
  })

  it('syncing the same index again binds nothing', () => {
    const { pool, binds, spec } = setup()
    pool.sync(spec(10))
    binds.length = 0
    pool.sync(spec(10))
    expect(binds).toEqual([])
  })

  it('a cached row is redrawn into its texture only when its bind changed what it draws', () => {
    const drawn = setup({ cache: true })
    drawn.pool.sync(drawn.spec(10))
    const redraws = drawn.strip.children.map((child) => vi.spyOn(child, 'updateCacheTexture'))
    drawn.pool.sync(drawn.spec(11))
    expect(redraws.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(3)

    const same = setup({ cache: true, same: true })
    same.pool.sync(same.spec(10))
    const kept = same.strip.children.map((child) => vi.spyOn(child, 'updateCacheTexture'))
    same.pool.sync(same.spec(11))
    expect(kept.every((spy) => spy.mock.calls.length === 0)).toBe(true)
  })

  it("a cached row's texture is the row's box (width × rowHeight), not what it draws, and follows a resize", () => {
    const { pool, strip, spec } = setup({ cache: true })
    pool.sync(spec(10))
    // a label drawn past the box would widen measured bounds; the box is declared, nothing is walked
    for (const row of strip.children) {
      expect(row.boundsArea).toMatchObject({ x: 0, y: 0, width: 500, height: 64 })
      expect(row.getLocalBounds()).toMatchObject({ minX: 0, minY: 0, maxX: 500, maxY: 64 })
    }
    const redraws = strip.children.map((child) => vi.spyOn(child, 'updateCacheTexture'))
    pool.sync({ ...spec(10), width: 600, rowHeight: 70 })
    for (const row of strip.children) expect(row.boundsArea).toMatchObject({ width: 600, height: 70 })
    expect(redraws.every((spy) => spy.mock.calls.length >= 1)).toBe(true)

    const plain = setup({ cache: false })
    plain.pool.sync(plain.spec(10))
    for (const row of plain.strip.children) expect(row.boundsArea).toBeUndefined()
  })

  it('with afterFrame, a move binds the rows in the window now and the margin row after the frame', () => {
    const { pool, strip, binds, spec, invalidate, queued, runAfterFrame } = setup({
      cache: true,
      deferMargins: true,
    })
    pool.sync(spec(10))
    runAfterFrame()
    binds.length = 0
    const redraws = strip.children.map((child) => vi.spyOn(child, 'updateCacheTexture'))
    pool.sync(spec(11))
    // the key's frame: the two rows whose highlight changed (row 15, below the window, is not shown)
    expect(binds.map(({ index, active }) => [index, active])).toEqual([
      [10, false],
      [11, true],
    ])
    expect(redraws.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(2)
    expect(queued).toHaveLength(1)
    expect([...pool.shown.values()].map((row) => row.index)).toContain(15)
    invalidate.mockClear()
    runAfterFrame()
    expect(binds.map(({ index }) => index)).toEqual([10, 11, 15])
    expect(redraws.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(3)
    expect(invalidate).toHaveBeenCalledTimes(1)
  })

  it('a margin row still waiting is bound at once when the next move brings it into the window', () => {
    const { pool, binds, spec, queued, runAfterFrame } = setup({ deferMargins: true })
    pool.sync(spec(10))
    runAfterFrame()
    pool.sync(spec(11)) // row 15 waits
    binds.length = 0
    pool.sync(spec(12)) // rows 9..15 are the window now: 15 is bound in this move, 16 waits
    expect(binds.map(({ index, active }) => [index, active]).sort()).toEqual([
      [11, false],
      [12, true],
      [15, false],
    ])
    expect(queued).toHaveLength(1) // one task for every row waiting
    binds.length = 0
    runAfterFrame()
    expect(binds.map(({ index }) => index)).toEqual([16])
    runAfterFrame()
    expect(binds).toHaveLength(1)
  })

  it('a margin row moved away and back before the frame waits for nothing, and a refresh reaches it', () => {
    const { pool, binds, spec, runAfterFrame } = setup({ deferMargins: true })
    pool.sync(spec(10))
    runAfterFrame()
    pool.sync(spec(11)) // row 15 enters below, in the slot row 6 had: that slot waits…
    pool.sync(spec(10)) // …and the move is undone before the frame: the slot shows row 6 again
    binds.length = 0
    pool.refresh(6) // the data of row 6, above the window, changed meanwhile
    expect(binds.map(({ index }) => index)).toEqual([6])
    binds.length = 0
    runAfterFrame()
    expect(binds).toEqual([])
  })

  it('refresh(index) binds again only the row showing that index; refresh() every shown row', () => {
    const { pool, binds, spec, invalidate } = setup()
    pool.sync(spec(10))
    binds.length = 0
    invalidate.mockClear()
    pool.refresh(12)
    expect(binds.map((bind) => bind.index)).toEqual([12])
    expect(invalidate).toHaveBeenCalledTimes(1)
    binds.length = 0
    pool.refresh()
    expect(binds).toHaveLength(9)
    binds.length = 0
    pool.refresh(500) // not shown: nothing to bind, no frame
    expect(binds).toEqual([])
  })

  it('a refresh whose rows draw nothing different asks for no frame', () => {
    const { pool, spec, invalidate } = setup({ same: true })
    pool.sync(spec(10))
    invalidate.mockClear()
    pool.refresh()
    expect(invalidate).not.toHaveBeenCalled()
  })

  it("a row's changed() redraws its own cached texture and asks for a frame", () => {
    const { pool, strip, contexts, spec, invalidate } = setup({ cache: true })
    pool.sync(spec(10))
    const spies = strip.children.map((child) => vi.spyOn(child, 'updateCacheTexture'))
    invalidate.mockClear()
    contexts[2]?.changed()
    const own = strip.children.findIndex((child) => child.label === 'row 2')
    expect(spies[own]?.mock.calls).toHaveLength(1)
    expect(spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(1)
    expect(invalidate).toHaveBeenCalledTimes(1)
  })

  it('a list shorter than the pool hides the slots it does not use, and shows them again', () => {
    const { pool, spec, strip } = setup({ length: 100 })
    pool.sync(spec(10))
    pool.sync({ ...spec(1), length: 3 })
    expect(pool.shown.size).toBe(3)
    expect(strip.children.filter((child) => child.visible)).toHaveLength(3)
    pool.sync(spec(10))
    expect(pool.shown.size).toBe(9)
  })

  it('destroy destroys every row view', () => {
    const { pool, spec, destroyed } = setup()
    pool.sync(spec(10))
    pool.destroy()
    expect(destroyed.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
  })
})
