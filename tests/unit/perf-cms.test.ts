import { describe, expect, it } from 'vitest'
import { TICK_WINDOW_MS, framesBetweenTicks } from '../../perf/suites/cms.mjs'

describe('perf cms suite: idle between autoplay ticks', () => {
  it('counts no frame drawn within a tick window (its slide and the cover it brought in)', () => {
    const steps = [1000, 3000]
    const frames = [1000, 1016, 1200, 1000 + TICK_WINDOW_MS, 3050]
    expect(framesBetweenTicks({ steps, frames }, 0, 5000)).toBe(0)
  })

  it('counts frames drawn between ticks, and only inside the measured stretch', () => {
    const steps = [1000, 3000]
    const frames = [500, 2500, 2600, 4500, 6000]
    expect(framesBetweenTicks({ steps, frames }, 0, 5000)).toBe(4)
    expect(framesBetweenTicks({ steps, frames }, 2000, 5000)).toBe(3)
  })
})
