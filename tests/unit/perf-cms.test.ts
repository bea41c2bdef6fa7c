import { describe, expect, it } from 'vitest'
import { TICK_WINDOW_MS, framesBetweenTicks } from '../../perf/suites/cms.mjs'

describe('perf cms suite: idle between autoplay ticks', () => {
  const steps = [1000, 3000]

  it('counts no frame drawn within a tick window (its slide and the cover it brought in)', () => {
    const frames = [1000, 1016, 1200, 1600, 1000 + TICK_WINDOW_MS, 3050]
    expect(framesBetweenTicks({ steps, frames }, 0, 5000)).toBe(0)
  })

  it('counts frames drawn between ticks, and only inside the measured stretch', () => {
    const frames = [500, 1001 + TICK_WINDOW_MS, 2999, 3001 + TICK_WINDOW_MS, 6000]
    expect(framesBetweenTicks({ steps, frames }, 0, 5000)).toBe(4)
    expect(framesBetweenTicks({ steps, frames }, 2000, 5000)).toBe(3)
  })
})
