import { describe, expect, it } from 'vitest'
import { StaggeredDestroyer } from './staggeredDestroy'
import { LruBudget } from './LruBudget'

function setup(perTick = 2) {
  const ticks: Array<() => void> = []
  const destroyed: number[] = []
  const destroyer = new StaggeredDestroyer<number>({
    destroy: (value) => destroyed.push(value),
    perTick,
    schedule: (task) => ticks.push(task),
  })
  const tick = () => ticks.shift()?.()
  return { destroyer, destroyed, ticks, tick }
}

describe('StaggeredDestroyer', () => {
  it('destroys nothing when a value is queued, only on the next tick', () => {
    const { destroyer, destroyed } = setup()
    destroyer.enqueue(1)
    expect(destroyed).toEqual([])
  })

  it('destroys at most perTick values per tick, oldest first', () => {
    const { destroyer, destroyed, tick } = setup(2)
    for (const value of [1, 2, 3, 4, 5]) destroyer.enqueue(value)
    tick()
    expect(destroyed).toEqual([1, 2])
  })

  it('keeps scheduling ticks until the queue is empty, then stops', () => {
    const { destroyer, destroyed, ticks, tick } = setup(2)
    for (const value of [1, 2, 3, 4, 5]) destroyer.enqueue(value)
    tick()
    tick()
    tick()
    expect(destroyed).toEqual([1, 2, 3, 4, 5])
    expect(ticks).toEqual([])
  })

  it('schedules one tick for many values queued at once', () => {
    const { destroyer, ticks } = setup()
    for (const value of [1, 2, 3]) destroyer.enqueue(value)
    expect(ticks.length).toBe(1)
  })

  it('flush destroys everything now', () => {
    const { destroyer, destroyed } = setup(1)
    for (const value of [1, 2, 3]) destroyer.enqueue(value)
    destroyer.flush()
    expect(destroyed).toEqual([1, 2, 3])
    expect(destroyer.pending).toBe(0)
  })

  it('a destroy that throws does not stall the rest of the queue', () => {
    const ticks: Array<() => void> = []
    const destroyed: number[] = []
    const destroyer = new StaggeredDestroyer<number>({
      destroy: (value) => {
        if (value === 1) throw new Error('boom')
        destroyed.push(value)
      },
      perTick: 5,
      schedule: (task) => ticks.push(task),
    })
    destroyer.enqueue(1)
    destroyer.enqueue(2)
    expect(() => ticks.shift()?.()).toThrow('boom')
    ticks.shift()?.()
    expect(destroyed).toEqual([2])
  })

  it('receives evictions from an LruBudget and spreads them over ticks', () => {
    const { destroyer, destroyed, tick } = setup(1)
    const cache = new LruBudget<number>({ budgetBytes: 10, destroyer })
    for (let i = 0; i < 4; i++) cache.set(`k${i}`, i, 10)
    expect(destroyer.pending).toBe(3)
    tick()
    expect(destroyed).toEqual([0])
  })
})
