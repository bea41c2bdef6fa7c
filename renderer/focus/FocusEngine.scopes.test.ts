import { describe, expect, it } from 'vitest'
import { addRow, createFixture } from './testFixture'

function withOverlay() {
  const f = createFixture()
  addRow(f, 'menu', 3, 600)
  addRow(f, 'dialog', 2, 300, { scope: 'dialog' })
  f.engine.focus('menu2')
  return f
}

// portal spec §4 Overlays: each overlay has its own focus scope; the previous one is saved and
// restored except on abort.
describe('scopes', () => {
  it('openScope makes the scope active and focuses its first focusable', () => {
    const f = withOverlay()
    f.engine.openScope('dialog')
    expect(f.engine.activeScope()).toBe('dialog')
    expect(f.engine.focusedId()).toBe('dialog0')
  })

  it('openScope focuses the node named in its focus option', () => {
    const f = withOverlay()
    f.engine.openScope('dialog', { focus: 'dialog1' })
    expect(f.engine.focusedId()).toBe('dialog1')
  })

  it('nodes of a scope below the active one cannot be focused', () => {
    const f = withOverlay()
    f.engine.openScope('dialog')
    expect(f.engine.focus('menu0')).toBe(false)
  })

  it('closeScope restores the focus saved when the scope opened', () => {
    const f = withOverlay()
    f.engine.openScope('dialog')
    f.engine.move('right')
    f.engine.closeScope('dialog')
    expect(f.engine.activeScope()).toBe('root')
    expect(f.engine.focusedId()).toBe('menu2')
  })

  it('closeScope with abort does not restore the saved focus', () => {
    const f = withOverlay()
    f.engine.openScope('dialog')
    f.engine.closeScope('dialog', { abort: true })
    expect(f.engine.activeScope()).toBe('root')
    expect(f.engine.focusedId()).toBeNull()
  })

  it('nested scopes restore in reverse order', () => {
    const f = withOverlay()
    addRow(f, 'toast', 1, 0, { scope: 'toast' })
    f.engine.openScope('dialog', { focus: 'dialog1' })
    f.engine.openScope('toast')
    f.engine.closeScope('toast')
    expect(f.engine.focusedId()).toBe('dialog1')
    f.engine.closeScope('dialog')
    expect(f.engine.focusedId()).toBe('menu2')
  })

  it('closing a scope below the top leaves the active scope and focus alone', () => {
    const f = withOverlay()
    addRow(f, 'toast', 1, 0, { scope: 'toast' })
    f.engine.openScope('dialog')
    f.engine.openScope('toast')
    f.engine.closeScope('dialog')
    expect(f.engine.activeScope()).toBe('toast')
    f.engine.closeScope('toast')
    expect(f.engine.focusedId()).toBe('menu2')
  })

  it('the root scope cannot be closed', () => {
    const f = withOverlay()
    f.engine.closeScope('root')
    expect(f.engine.activeScope()).toBe('root')
  })

  it('re-opening a scope below the top moves it to the top', () => {
    const f = withOverlay()
    addRow(f, 'toast', 1, 0, { scope: 'toast' })
    f.engine.openScope('dialog')
    f.engine.openScope('toast')
    f.engine.openScope('dialog')
    expect(f.engine.activeScope()).toBe('dialog')
    expect(f.engine.snapshot()).toMatchObject({
      scopes: [{ scope: 'root' }, { scope: 'toast' }, { scope: 'dialog' }],
    })
  })

  it('a scope opened before its nodes register focuses them once they arrive', () => {
    const f = createFixture()
    f.engine.openScope('later')
    addRow(f, 'late', 2, 0, { scope: 'later' })
    f.flush()
    expect(f.engine.focusedId()).toBe('late0')
  })

  it('a focus option naming a node not registered yet applies when it registers', () => {
    const f = createFixture()
    f.engine.openScope('later', { focus: 'late1' })
    addRow(f, 'late', 2, 0, { scope: 'later' })
    f.flush()
    expect(f.engine.focusedId()).toBe('late1')
  })

  it('the saved node unmounting while its scope is covered restores to its neighbour', () => {
    const f = createFixture()
    f.add('menu', { kind: 'row' })
    f.add('a', { parentId: 'menu' })
    const removeB = f.add('b', { parentId: 'menu' })
    f.add('c', { parentId: 'menu' })
    addRow(f, 'dialog', 1, 0, { scope: 'dialog' })
    f.engine.focus('b')
    f.engine.openScope('dialog')
    removeB()
    f.flush()
    f.engine.closeScope('dialog')
    expect(f.engine.focusedId()).toBe('c')
  })

  it('the saved node remounted under the same id while covered is restored exactly', () => {
    const f = withOverlay()
    f.engine.openScope('dialog')
    f.add('menu2', { parentId: 'menu' })()
    f.add('menu2', { parentId: 'menu' })
    f.flush()
    f.engine.closeScope('dialog')
    expect(f.engine.focusedId()).toBe('menu2')
  })

  it('a covered scope’s node unmounting does not move the active focus', () => {
    const f = withOverlay()
    f.engine.openScope('dialog')
    f.add('menu2', { parentId: 'menu' })()
    f.flush()
    expect(f.engine.focusedId()).toBe('dialog0')
  })

  it('opening a scope blurs the covered focus path', () => {
    const f = withOverlay()
    f.log.length = 0
    f.engine.openScope('dialog')
    expect(f.log).toEqual(['blur:menu2', 'blur:menu', 'focus:dialog', 'focus:dialog0'])
  })
})
