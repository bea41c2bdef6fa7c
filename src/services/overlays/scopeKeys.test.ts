import { describe, expect, it } from 'vitest'
import { createScopeKeys } from './scopeKeys'

describe('scope keys', () => {
  it('asks only the handler of the given scope', () => {
    const keys = createScopeKeys()
    const seen: string[] = []
    keys.register('overlay:interact', (key) => (seen.push(key), key === 'back'))
    expect(keys.dispatch('overlay:interact', 'back')).toBe(true)
    expect(keys.dispatch('overlay:interact', 'up')).toBe(false)
    expect(keys.dispatch('root', 'back')).toBe(false)
    expect(seen).toEqual(['back', 'up'])
  })

  it("an older registration's undo leaves a newer handler in place", () => {
    const keys = createScopeKeys()
    const undoOld = keys.register('s', () => false)
    keys.register('s', () => true)
    undoOld()
    expect(keys.dispatch('s', 'enter')).toBe(true)
  })
})
