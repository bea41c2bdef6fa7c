import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_TIMER_DELAY_MS, systemClock } from './clock'

const DAY_MS = 24 * 60 * 60 * 1000

describe('systemClock', () => {
  afterEach(() => void vi.useRealTimers())

  it('waits a delay longer than the platform keeps (30 days) instead of firing at once', () => {
    vi.useFakeTimers()
    const fired = vi.fn()
    systemClock.setTimeout(fired, 30 * DAY_MS)
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS)
    expect(fired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(30 * DAY_MS - MAX_TIMER_DELAY_MS - 1)
    expect(fired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fired).toHaveBeenCalledOnce()
  })

  it('a long delay can be cleared, before and after its first step', () => {
    vi.useFakeTimers()
    const early = vi.fn()
    const late = vi.fn()
    const first = systemClock.setTimeout(early, 60 * DAY_MS)
    const second = systemClock.setTimeout(late, 60 * DAY_MS)
    systemClock.clearTimeout(first)
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS + 1)
    systemClock.clearTimeout(second)
    vi.advanceTimersByTime(60 * DAY_MS)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })

  it('a delay the platform keeps is the platform timer itself', () => {
    vi.useFakeTimers()
    const fired = vi.fn()
    const handle = systemClock.setTimeout(fired, 1000)
    vi.advanceTimersByTime(999)
    systemClock.clearTimeout(handle)
    vi.advanceTimersByTime(1)
    expect(fired).not.toHaveBeenCalled()
  })
})
