import { describe, expect, it } from 'vitest'
import { press } from '../input/testRemote'
import { FocusEngine } from './FocusEngine'
import { addRow, createFixture, rect } from './testFixture'

describe('container navigation', () => {
  it('a row moves right to its next child', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    f.engine.focus('r0')
    expect(f.engine.move('right')).toBe(true)
    expect(f.engine.focusedId()).toBe('r1')
  })

  it('siblings follow their order option before registration order', () => {
    const f = createFixture()
    f.add('r', { kind: 'row' })
    f.add('b', { parentId: 'r', order: 1 })
    f.add('a', { parentId: 'r', order: 0 })
    f.engine.focus('a')
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('b')
  })

  it('a wrapping row moves from its last child to its first', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0, { wrap: true })
    f.engine.focus('r2')
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('r0')
  })

  it('a move the row cannot make bubbles to the parent column', () => {
    const f = createFixture()
    f.add('page', { kind: 'column' })
    addRow(f, 'a', 3, 0, { parentId: 'page' })
    addRow(f, 'b', 3, 100, { parentId: 'page' })
    f.engine.focus('a2')
    f.engine.move('down')
    expect(f.engine.focusedId()).toBe('b0')
  })

  it('a grid moves down by its column count', () => {
    const f = createFixture()
    f.add('g', { kind: 'grid', columns: 3 })
    for (let i = 0; i < 6; i++) f.add(`g${i}`, { parentId: 'g' })
    f.engine.focus('g1')
    f.engine.move('down')
    expect(f.engine.focusedId()).toBe('g4')
  })

  it('skips unfocusable leaves and empty containers', () => {
    const f = createFixture()
    f.add('r', { kind: 'row' })
    f.add('a', { parentId: 'r' })
    f.add('off', { parentId: 'r', focusable: false })
    f.add('empty', { parentId: 'r', kind: 'column' })
    f.add('b', { parentId: 'r' })
    f.engine.focus('a')
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('b')
  })

  it('focusing a container focuses its first focusable descendant', () => {
    const f = createFixture()
    f.add('page', { kind: 'column' })
    addRow(f, 'r', 2, 0, { parentId: 'page' })
    expect(f.engine.focus('page')).toBe(true)
    expect(f.engine.focusedId()).toBe('r0')
  })

  it('a rememberLast container restores its last focused child when re-entered', () => {
    const f = createFixture()
    f.add('page', { kind: 'column' })
    addRow(f, 'a', 3, 0, { parentId: 'page', rememberLast: true })
    addRow(f, 'b', 3, 100, { parentId: 'page' })
    f.engine.focus('a2')
    press(f.engine, 'down', 'up')
    expect(f.engine.focusedId()).toBe('a2')
  })

  it('a container without rememberLast is re-entered at its first child', () => {
    const f = createFixture()
    f.add('page', { kind: 'column' })
    addRow(f, 'a', 3, 0, { parentId: 'page' })
    addRow(f, 'b', 3, 100, { parentId: 'page' })
    f.engine.focus('a2')
    press(f.engine, 'down', 'up')
    expect(f.engine.focusedId()).toBe('a0')
  })

  it('children registered before their parent (React effect order) navigate once it arrives', () => {
    const f = createFixture()
    f.add('x', { parentId: 'r' })
    f.add('y', { parentId: 'r' })
    f.add('r', { kind: 'row', wrap: true })
    f.engine.focus('y')
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('x')
  })
})

describe('overrides', () => {
  it('an override sends the move to the named node', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    f.add('far', { rect: rect(0, 500), overrides: {} })
    f.add('r1', { parentId: 'r', rect: rect(120, 0), overrides: { down: 'far' } })
    f.engine.focus('r1')
    f.engine.move('down')
    expect(f.engine.focusedId()).toBe('far')
  })

  it('a null override blocks the move', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    f.add('r1', { parentId: 'r', rect: rect(120, 0), overrides: { right: null } })
    f.engine.focus('r1')
    expect(f.engine.move('right')).toBe(false)
    expect(f.engine.focusedId()).toBe('r1')
  })

  it('an override on a container applies when a move bubbles through it', () => {
    const f = createFixture()
    addRow(f, 'r', 2, 0, { overrides: { right: 'other' } })
    f.add('other', { rect: rect(0, 300) })
    f.engine.focus('r1')
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('other')
  })
})

describe('spatial fallback', () => {
  it('moves between containers no parent connects, by direction search', () => {
    const f = createFixture()
    addRow(f, 'top', 3, 0)
    addRow(f, 'bottom', 3, 200)
    f.engine.focus('top1')
    f.engine.move('down')
    expect(f.engine.focusedId()).toBe('bottom1')
  })

  it('entering a rememberLast container by direction search restores its last child', () => {
    const f = createFixture()
    addRow(f, 'top', 3, 0, { rememberLast: true })
    addRow(f, 'bottom', 3, 200)
    f.engine.focus('top2')
    press(f.engine, 'down', 'left', 'left', 'up')
    expect(f.engine.focusedId()).toBe('top2')
  })

  it('returns false when nothing lies in that direction', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    f.engine.focus('r0')
    expect(f.engine.move('up')).toBe(false)
  })

  it('considers only nodes of the active scope', () => {
    const f = createFixture()
    f.add('a', { rect: rect(0, 0), scope: 'overlay' })
    f.add('b', { rect: rect(0, 100) })
    f.add('c', { rect: rect(0, 200), scope: 'overlay' })
    f.engine.openScope('overlay')
    f.engine.move('down')
    expect(f.engine.focusedId()).toBe('c')
  })

  it('uses the field of view option', () => {
    const f = createFixture({ fieldOfViewDeg: 60 })
    f.add('a', { rect: rect(0, 0) })
    f.add('diagonal', { rect: rect(200, 200) })
    f.engine.focus('a')
    expect(f.engine.move('right')).toBe(false)
  })
})

describe('focus, select and events', () => {
  it('an arrow with nothing focused focuses the scope’s first focusable', () => {
    const f = createFixture()
    addRow(f, 'r', 2, 0)
    expect(f.engine.move('down')).toBe(true)
    expect(f.engine.focusedId()).toBe('r0')
  })

  it('focus() refuses an unknown id', () => {
    expect(new FocusEngine().focus('nope')).toBe(false)
  })

  it('select calls onSelect of the focused node', () => {
    const f = createFixture()
    f.add('a')
    f.engine.focus('a')
    expect(f.engine.select()).toBe(true)
    expect(f.log).toContain('select:a')
  })

  it('select returns false when the focused node has no onSelect', () => {
    const engine = new FocusEngine()
    engine.register({ id: 'a', getRect: () => rect(0, 0) })
    engine.focus('a')
    expect(engine.select()).toBe(false)
  })

  it('disabled: move and select return false and change nothing', () => {
    const f = createFixture()
    addRow(f, 'r', 2, 0)
    f.engine.focus('r0')
    f.engine.disable()
    expect(press(f.engine, 'right', 'enter')).toEqual([false, false])
    expect(f.engine.focusedId()).toBe('r0')
    expect(f.engine.isEnabled()).toBe(false)
  })

  it('enable() restores navigation', () => {
    const f = createFixture()
    addRow(f, 'r', 2, 0)
    f.engine.focus('r0')
    f.engine.disable()
    f.engine.enable()
    expect(f.engine.move('right')).toBe(true)
  })

  it('blurs the old path before focusing the new one, containers outermost first', () => {
    const f = createFixture()
    f.add('page', { kind: 'column' })
    addRow(f, 'a', 1, 0, { parentId: 'page' })
    addRow(f, 'b', 1, 100, { parentId: 'page' })
    f.engine.focus('a0')
    f.log.length = 0
    f.engine.move('down')
    expect(f.log).toEqual(['blur:a0', 'blur:a', 'focus:b', 'focus:b0'])
  })

  it('subscribers hear each focus change until they unsubscribe', () => {
    const f = createFixture()
    addRow(f, 'r', 3, 0)
    const heard: Array<string | null> = []
    const unsubscribe = f.engine.subscribe((id) => heard.push(id))
    f.engine.focus('r0')
    unsubscribe()
    f.engine.focus('r1')
    expect(heard).toEqual(['r0'])
  })

  it('snapshot gives the tree as JSON', () => {
    const f = createFixture()
    addRow(f, 'r', 2, 0, { rememberLast: true })
    f.engine.focus('r1')
    expect(f.engine.snapshot()).toEqual({
      enabled: true,
      focused: 'r1',
      scopes: [{ scope: 'root', saved: null }],
      tree: {
        root: [
          {
            id: 'r',
            kind: 'row',
            lastChild: 'r1',
            children: [
              { id: 'r0', kind: 'leaf' },
              { id: 'r1', kind: 'leaf' },
            ],
          },
        ],
      },
    })
  })
})

describe('right-to-left layouts', () => {
  /** a row whose first child is drawn on the right, as Mirror/Row lay it out in Arabic and Hebrew */
  function mirroredRow(f: ReturnType<typeof createFixture>, count: number) {
    f.add('r', { kind: 'row', rect: rect(0, 0, count * 120, 50) })
    for (let i = 0; i < count; i++) f.add(`r${i}`, { parentId: 'r', rect: rect((count - 1 - i) * 120, 0) })
  }

  it('left moves to the next child of a row laid out right to left', () => {
    const f = createFixture()
    mirroredRow(f, 3)
    f.engine.focus('r0')
    f.engine.move('left')
    expect(f.engine.focusedId()).toBe('r1')
    f.engine.move('right')
    expect(f.engine.focusedId()).toBe('r0')
  })

  it('right at the first child of a mirrored row is not taken by the row', () => {
    const f = createFixture()
    mirroredRow(f, 3)
    f.engine.focus('r0')
    expect(f.engine.move('right')).toBe(false)
    expect(f.engine.focusedId()).toBe('r0')
  })
})

describe('accessible names', () => {
  it('keeps each node’s name and tells when the focused node is renamed', () => {
    const f = createFixture()
    addRow(f, 'r', 2, 0)
    const renamed: string[] = []
    f.engine.onFocusedRename((id, name) => renamed.push(`${id}:${name}`))
    f.engine.setName('r0', 'News')
    f.engine.setName('r1', 'Sports')
    f.engine.focus('r0')
    expect(f.engine.nameOf(f.engine.focusedId())).toBe('News')
    f.engine.setName('r1', 'Sports 2')
    f.engine.setName('r0', 'News: Row 2')
    expect(renamed).toEqual(['r0:News: Row 2'])
    f.engine.setName('r0', null)
    expect(f.engine.nameOf('r0')).toBe('')
  })
})
