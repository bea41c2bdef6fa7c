import { describe, expect, it } from 'vitest'
import { allHomeAfterS, meanRps, peak, perDevicePerHour, perSecond, quantile, seededRandom } from './metrics'
import { createSimClock, scopedClock } from './simClock'

describe('fleet simulation arithmetic (issue 20)', () => {
  it('counts requests per whole second of the window, ends excluded', () => {
    expect(perSecond([0, 999, 1000, 2500, 2999, 3000, -1], 0, 3000)).toEqual([2, 1, 2])
    expect(perSecond([10_500], 10_000, 12_000)).toEqual([1, 0])
  })

  it('finds the busiest second and when it was', () => {
    expect(peak([100, 1100, 1200, 1300, 2100], 0, 3000)).toEqual({ rps: 3, atMs: 1000 })
    expect(peak([], 0, 3000)).toEqual({ rps: 0, atMs: 0 })
  })

  it('gives the mean rate and the rate per device per hour', () => {
    expect(meanRps([0, 1, 2, 3], 0, 2000)).toBe(2)
    // 2 polls per device in half an hour is 4 per device per hour
    expect(perDevicePerHour(2000, 1000, 0, 1_800_000)).toBe(4)
    expect(perDevicePerHour(10, 0, 0, 1000)).toBe(0)
  })

  it('takes quantiles by nearest rank', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3)
    expect(quantile([5, 1, 3, 2, 4], 1)).toBe(5)
    expect(quantile([], 0.99)).toBe(0)
  })

  it('says when the last TV reached Home, or that one never did', () => {
    expect(allHomeAfterS([5000, 65_000, 12_000], 5000)).toBe(60)
    expect(allHomeAfterS([5000, null], 0)).toBeNull()
  })

  it('draws the same numbers for the same seed, in [0, 1)', () => {
    const a = seededRandom(20)
    const b = seededRandom(20)
    const draws = Array.from({ length: 1000 }, () => a())
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b()))
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...draws)).toBeLessThan(1)
    expect(
      meanRps(
        draws.map((d) => d * 1000),
        0,
        1000,
      ),
    ).toBe(1000)
  })
})

describe('the simulation clock', () => {
  it('fires timers in time order and waits for tracked work before moving on', async () => {
    const sim = createSimClock(0)
    const seen: string[] = []
    sim.setTimeout(() => seen.push(`b@${sim.now()}`), 20)
    sim.setTimeout(() => {
      seen.push(`a@${sim.now()}`)
      void sim.track(new Promise((resolve) => setTimeout(resolve, 5))).then(() => {
        seen.push(`io done@${sim.now()}`)
        sim.setTimeout(() => seen.push(`c@${sim.now()}`), 5)
      })
    }, 10)
    const cleared = sim.setTimeout(() => seen.push('never'), 12)
    sim.clearTimeout(cleared)
    await sim.run(100)
    expect(seen).toEqual(['a@10', 'io done@10', 'c@15', 'b@20'])
    expect(sim.now()).toBe(100)
  })

  it('cancels everything a TV set when it loses power, and takes no new timers', async () => {
    const sim = createSimClock(0)
    const tv = scopedClock(sim)
    let fired = 0
    tv.setTimeout(() => fired++, 10)
    tv.dispose()
    tv.setTimeout(() => fired++, 10)
    await sim.run(100)
    expect(fired).toBe(0)
    expect(sim.pending()).toBe(0)
  })
})
