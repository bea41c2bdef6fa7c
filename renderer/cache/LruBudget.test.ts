import { describe, expect, it } from 'vitest'
import { LruBudget } from './LruBudget'

function setup(budgetBytes = 100) {
  const destroyed: string[] = []
  const cache = new LruBudget<string>({
    budgetBytes,
    destroyer: { enqueue: (value) => destroyed.push(value) },
  })
  return { cache, destroyed }
}

describe('LruBudget', () => {
  it('get returns what set stored', () => {
    const { cache } = setup()
    cache.set('a', 'A', 10)
    expect(cache.get('a')).toBe('A')
  })

  it('evicts the least recently used value when over budget', () => {
    const { cache, destroyed } = setup()
    cache.set('a', 'A', 40)
    cache.set('b', 'B', 40)
    cache.set('c', 'C', 40)
    expect(cache.has('a')).toBe(false)
    expect(destroyed).toEqual(['A'])
  })

  it('get makes a value most recently used', () => {
    const { cache } = setup()
    cache.set('a', 'A', 40)
    cache.set('b', 'B', 40)
    cache.get('a')
    cache.set('c', 'C', 40)
    expect(cache.has('a')).toBe(true)
    expect(cache.has('b')).toBe(false)
  })

  it('touch makes a value most recently used', () => {
    const { cache } = setup()
    cache.set('a', 'A', 40)
    cache.set('b', 'B', 40)
    cache.touch('a')
    cache.set('c', 'C', 40)
    expect(cache.has('b')).toBe(false)
  })

  it('a pinned value is never evicted', () => {
    const { cache } = setup()
    cache.set('a', 'A', 60)
    cache.pin('a')
    cache.set('b', 'B', 60)
    cache.set('c', 'C', 60)
    expect(cache.has('a')).toBe(true)
  })

  it('unpinning lets an over-budget cache evict', () => {
    const { cache, destroyed } = setup()
    cache.set('a', 'A', 60)
    cache.pin('a')
    cache.set('b', 'B', 60)
    cache.pin('b')
    cache.unpin('a')
    expect(destroyed).toEqual(['A'])
  })

  it('pins count: a value pinned twice stays pinned after one unpin', () => {
    const { cache } = setup()
    cache.set('a', 'A', 60)
    cache.pin('a')
    cache.pin('a')
    cache.unpin('a')
    cache.set('b', 'B', 60)
    expect(cache.has('a')).toBe(true)
  })

  it('the value just set survives its own set even when alone over budget', () => {
    const { cache } = setup()
    cache.set('big', 'BIG', 500)
    expect(cache.get('big')).toBe('BIG')
  })

  it('replacing a key destroys the old value and counts the new bytes', () => {
    const { cache, destroyed } = setup()
    cache.set('a', 'A1', 10)
    cache.set('a', 'A2', 30)
    expect(destroyed).toEqual(['A1'])
    expect(cache.stats().bytes).toBe(30)
  })

  it('replacing a key keeps its pins', () => {
    const { cache } = setup()
    cache.set('a', 'A1', 60)
    cache.pin('a')
    cache.set('a', 'A2', 60)
    cache.set('b', 'B', 60)
    expect(cache.get('a')).toBe('A2')
  })

  it('delete refuses a pinned value', () => {
    const { cache } = setup()
    cache.set('a', 'A', 10)
    cache.pin('a')
    expect(cache.delete('a')).toBe(false)
  })

  it('lowering the budget evicts at once', () => {
    const { cache, destroyed } = setup()
    cache.set('a', 'A', 40)
    cache.set('b', 'B', 40)
    cache.budgetBytes = 50
    expect(destroyed).toEqual(['A'])
  })

  it('clear destroys every unpinned value', () => {
    const { cache, destroyed } = setup()
    cache.set('a', 'A', 10)
    cache.set('b', 'B', 10)
    cache.pin('b')
    cache.clear()
    expect(destroyed).toEqual(['A'])
    expect(cache.stats().count).toBe(1)
  })

  it('stats report bytes, count, evictions and pinned entries', () => {
    const { cache } = setup()
    cache.set('a', 'A', 60)
    cache.set('b', 'B', 30)
    cache.pin('b')
    cache.set('c', 'C', 60)
    expect(cache.stats()).toEqual({ bytes: 90, count: 2, evictions: 1, pinned: 1 })
  })
})
