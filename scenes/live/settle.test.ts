import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { manualClock } from '../../src/time/fakes'
import { Settle, type Settled } from './settle'

type Item = { id: number; name: string }
const item = (id: number): Item => ({ id, name: `item ${id}` })
const MS = 250

function setup({ first }: { first: Item | undefined } = { first: item(1) }) {
  const store = createStore(() => ({ value: first }))
  const time = manualClock()
  const source = {
    get: () => store.getState().value,
    subscribe: (listener: () => void) => store.subscribe(listener),
  }
  const settle = new Settle(source, MS, time.clock, (a, b) => a?.id === b?.id)
  const seen: Settled<Item | undefined>[] = []
  const off = settle.subscribe(() => seen.push(settle.get()))
  const set = (value: Item | undefined) => store.setState({ value })
  return { settle, seen, set, time, off }
}

describe('Settle (the Live guide follows the highlighted channel once the list stops)', () => {
  it('starts settled on the first value', () => {
    const { settle, seen } = setup()
    expect(settle.get()).toEqual({ value: item(1), moving: false })
    expect(seen).toEqual([])
  })

  it('tells its listeners once when a move starts and once when it settles, not per change', () => {
    const { settle, seen, set, time } = setup()
    const first = settle.get().value
    set(item(2))
    time.advance(MS - 1)
    set(item(3))
    time.advance(MS - 1)
    set(item(4))
    // three changes, each before the timer ran out: one notification (moving), the settled value kept
    expect(seen).toEqual([{ value: first, moving: true }])
    expect(settle.get().value).toBe(first)
    time.advance(MS - 1)
    expect(seen).toHaveLength(1)
    time.advance(1)
    expect(seen).toEqual([
      { value: first, moving: true },
      { value: item(4), moving: false },
    ])
  })

  it('keeps the same snapshot object while nothing it shows changes', () => {
    const { settle, set } = setup()
    set(item(2))
    const moving = settle.get()
    set(item(3))
    set(item(5))
    expect(settle.get()).toBe(moving)
  })

  it('stops moving when the value comes back to the settled one before the timer', () => {
    const { settle, seen, set, time } = setup()
    const first = settle.get().value
    set(item(2))
    set(first)
    expect(settle.get()).toEqual({ value: first, moving: false })
    expect(seen.map((s) => s.moving)).toEqual([true, false])
    // the timer was cancelled: nothing more happens
    time.advance(MS * 2)
    expect(seen).toHaveLength(2)
    expect(time.pending()).toBe(0)
  })

  it('takes a refreshed value with the same id without moving, once it settles', () => {
    const { settle, seen, set, time } = setup()
    const refreshed = item(1)
    set(refreshed)
    expect(settle.get().moving).toBe(false)
    expect(seen).toEqual([])
    time.advance(MS)
    expect(settle.get().value).toBe(refreshed)
    expect(seen).toEqual([{ value: refreshed, moving: false }])
  })

  it('passes a value at once when there was none, and settles on none like any value', () => {
    const { settle, seen, set, time } = setup({ first: undefined })
    set(item(7))
    expect(settle.get()).toEqual({ value: item(7), moving: false })
    expect(time.pending()).toBe(0)
    set(undefined)
    expect(settle.get()).toEqual({ value: item(7), moving: true })
    time.advance(MS)
    expect(settle.get()).toEqual({ value: undefined, moving: false })
    expect(seen).toHaveLength(3)
  })

  it('follows the store only while listened to, and catches up with what changed meanwhile', () => {
    const { settle, set, time, off } = setup()
    off()
    set(item(2))
    expect(settle.get()).toEqual({ value: item(1), moving: false })
    expect(time.pending()).toBe(0)
    const seen: Settled<Item | undefined>[] = []
    settle.subscribe(() => seen.push(settle.get()))
    // subscribing sees the change made while nobody listened, and starts its timer
    expect(seen).toEqual([{ value: item(1), moving: true }])
    time.advance(MS)
    expect(settle.get()).toEqual({ value: item(2), moving: false })
  })

  it('cancels its timer when the last listener leaves', () => {
    const { set, time, off } = setup()
    set(item(2))
    expect(time.pending()).toBe(1)
    off()
    expect(time.pending()).toBe(0)
  })
})
