import { describe, expect, it } from 'vitest'
import { FocusEngine } from './FocusEngine'
import { addRow, createFixture, rect } from './testFixture'

describe('registration', () => {
  it('re-registering an id updates the node in place', () => {
    const f = createFixture()
    f.add('a')
    f.add('a', { onSelect: () => f.log.push('new select') })
    f.engine.focus('a')
    f.engine.select()
    expect(f.log).toContain('new select')
  })

  it('an older registration’s unregister leaves the updated node alone', () => {
    const f = createFixture()
    const stale = f.add('a')
    f.add('a')
    stale()
    expect(f.engine.focus('a')).toBe(true)
  })

  it('a re-registration keeps the node’s place among its siblings', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    f.add('r0', { parentId: 'r' })
    f.engine.focus('r0')
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('r1')
  })

  it('making the focused node unfocusable moves focus to its neighbour', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    f.engine.focus('r1')
    f.add('r1', { parentId: 'r', focusable: false })
    f.flush()
    expect(f.engine.focusedId()).toBe('r2')
  })
})

describe('the focused node unmounts', () => {
  it('focus moves to the sibling that took its place', () => {
    const f = createFixture()
    f.add('r', { kind: 'row' })
    f.add('a', { parentId: 'r' })
    const removeB = f.add('b', { parentId: 'r' })
    f.add('c', { parentId: 'r' })
    f.engine.focus('b')
    removeB()
    f.flush()
    expect(f.engine.focusedId()).toBe('c')
  })

  it('the last child’s focus moves to the one before it', () => {
    const f = createFixture()
    f.add('r', { kind: 'row' })
    f.add('a', { parentId: 'r' })
    const removeB = f.add('b', { parentId: 'r' })
    f.engine.focus('b')
    removeB()
    f.flush()
    expect(f.engine.focusedId()).toBe('a')
  })

  it('an emptied container hands focus to its own neighbour', () => {
    const f = createFixture()
    f.add('page', { kind: 'column' })
    f.add('a', { parentId: 'page' })
    f.add('panel', { parentId: 'page', kind: 'row' })
    const removeOnly = f.add('only', { parentId: 'panel' })
    f.add('c', { parentId: 'page' })
    f.engine.focus('only')
    removeOnly()
    f.flush()
    expect(f.engine.focusedId()).toBe('c')
  })

  it('with its whole container gone focus goes to the scope’s first focusable', () => {
    const f = createFixture()
    f.add('first', { rect: rect(0, 0) })
    const removeRow = f.add('r', { kind: 'row' })
    const removeLeaf = f.add('x', { parentId: 'r' })
    f.engine.focus('x')
    removeRow()
    removeLeaf()
    f.flush()
    expect(f.engine.focusedId()).toBe('first')
  })

  it('with nothing left focus becomes null', () => {
    const f = createFixture()
    const remove = f.add('a')
    f.engine.focus('a')
    remove()
    f.flush()
    expect(f.engine.focusedId()).toBeNull()
  })

  it('an unmount and remount of the same id within one commit keeps focus without events', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    f.engine.focus('r1')
    f.log.length = 0
    const remount = f.add('r1', { parentId: 'r' })
    remount()
    f.add('r1', { parentId: 'r', rect: rect(120, 0) })
    f.flush()
    expect(f.engine.focusedId()).toBe('r1')
    expect(f.log).toEqual([])
  })

  it('a list unmounting row by row moves focus once', () => {
    const f = createFixture()
    f.add('keep')
    f.add('list', { kind: 'column' })
    const rows = [0, 1, 2].map((i) => f.add(`row${i}`, { parentId: 'list' }))
    f.engine.focus('row0')
    const heard: Array<string | null> = []
    f.engine.subscribe((id) => heard.push(id))
    for (const remove of rows) remove()
    f.flush()
    expect(heard).toEqual(['keep'])
  })

  it('a move right after the unmount repairs focus first', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    f.engine.focus('r0')
    f.add('r0', { parentId: 'r' })()
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('r2')
  })

  it('repair runs on the default microtask scheduler', async () => {
    const engine = new FocusEngine()
    engine.register({ id: 'a', getRect: () => rect(0, 0) })
    const remove = engine.register({ id: 'b', getRect: () => rect(0, 100) })
    engine.focus('b')
    remove()
    await Promise.resolve()
    expect(engine.focusedId()).toBe('a')
  })
})

describe('an effect re-run (unregister then register the same id in one commit)', () => {
  it('keeps the node’s place among siblings without an order', () => {
    const f = createFixture()
    f.add('r', { kind: 'row' })
    for (const id of ['a', 'b', 'c']) f.add(id, { parentId: 'r' })
    f.add('b', { parentId: 'r' })()
    f.add('b', { parentId: 'r' })
    f.flush()
    f.engine.focus('b')
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('c')
  })

  it('keeps a container’s remembered child', () => {
    const f = createFixture()
    f.add('page', { kind: 'column' })
    addRow(f, 'a', 3, 0, { parentId: 'page', rememberLast: true })
    addRow(f, 'b', 3, 100, { parentId: 'page' })
    f.engine.focus('a2')
    f.engine.move('down')
    f.add('a', { kind: 'row', parentId: 'page', rememberLast: true })()
    f.add('a', { kind: 'row', parentId: 'page', rememberLast: true })
    f.flush()
    f.engine.move('up')
    expect(f.engine.focusedId()).toBe('a2')
  })
})
