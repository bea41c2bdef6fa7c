// repeatEvery on the injectable clock (DESIGN.md "One clock"): the polls the spec keeps up (adapters
// spec §4, §9) run on, every `ms`, after a tick that throws.
import { describe, expect, it, vi } from 'vitest'
import { repeatEvery } from './clock'
import { manualClock } from './testClock'

const EVERY_MS = 10_000

describe('repeatEvery', () => {
  it('runs the tick every ms, and not after it is stopped', () => {
    const { clock, advance, pending } = manualClock()
    const tick = vi.fn()
    const stop = repeatEvery(clock, EVERY_MS, tick)
    advance(EVERY_MS - 1)
    expect(tick).not.toHaveBeenCalled()
    advance(1)
    advance(2 * EVERY_MS)
    expect(tick).toHaveBeenCalledTimes(3)
    stop()
    advance(5 * EVERY_MS)
    expect(tick).toHaveBeenCalledTimes(3)
    expect(pending()).toBe(0)
  })

  it('keeps going after a tick that throws, passing the error to failed', () => {
    const { clock, advance } = manualClock()
    const failure = new Error('the native side answered nonsense')
    const tick = vi.fn().mockImplementationOnce(() => {
      throw failure
    })
    const failed = vi.fn()
    repeatEvery(clock, EVERY_MS, tick, failed)
    expect(() => advance(EVERY_MS)).not.toThrow()
    expect(failed).toHaveBeenCalledWith(failure)
    advance(2 * EVERY_MS)
    expect(tick).toHaveBeenCalledTimes(3)
    expect(failed).toHaveBeenCalledTimes(1)
  })

  it('schedules nothing more when the tick itself stops the repeat', () => {
    const { clock, advance, pending } = manualClock()
    const tick = vi.fn(() => stop())
    const stop = repeatEvery(clock, EVERY_MS, tick)
    advance(3 * EVERY_MS)
    expect(tick).toHaveBeenCalledTimes(1)
    expect(pending()).toBe(0)
  })
})
