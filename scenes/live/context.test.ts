import { describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import type { LiveState } from '../../src/services/live'
import { initialLiveState } from '../../src/services/live/liveState'
import { liveSource } from './context'

describe('liveSource (what the list, its heading and the guide follow outside React)', () => {
  it('reads the selection now, and calls back only when the selection changes', () => {
    const store = createStore<LiveState>()(() => ({ ...initialLiveState(), index: 3 }))
    const source = liveSource({ store }, (state) => state.index)
    const listener = vi.fn()
    const off = source.subscribe(listener)
    expect(source.get()).toBe(3)
    store.setState({ search: 'news' })
    expect(listener).not.toHaveBeenCalled()
    store.setState({ index: 4 })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(source.get()).toBe(4)
    off()
    store.setState({ index: 5 })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
