import { describe, expect, it } from 'vitest'
import { distribution, imageLayout, videoLayout } from './fakes'
import {
  imageAt,
  isSingleStream,
  layoutAt,
  playableLayouts,
  sameDistribution,
  shouldWait,
  SIGNAGE_POLL_MS,
  SIGNAGE_RETRY_MS,
  SIGNAGE_WAIT_THRESHOLD_MS,
} from './schedule'

const DAY_MS = 24 * 60 * 60 * 1000
const LAYOUTS = [imageLayout(20, ['a', 'b', 'c'], 5), videoLayout(16, '/v.m3u8'), imageLayout(30, ['d'])]

describe('signage schedule (portal spec §4 Digital signage, §9)', () => {
  it('has the constants of §9: poll 10 s, retry 5 s, wait threshold 5 s', () => {
    expect([SIGNAGE_POLL_MS, SIGNAGE_RETRY_MS, SIGNAGE_WAIT_THRESHOLD_MS]).toEqual([10_000, 5_000, 5_000])
  })

  it('picks the layout from the time elapsed since start modulo the total duration, all day long', () => {
    const start = 1_000_000
    const seconds = [0, 0, 0]
    const wrong: number[] = []
    for (let t = 0; t < DAY_MS; t += 1000) {
      const position = layoutAt(LAYOUTS, start, start + t)
      const inLoop = (t / 1000) % 66
      const expected = inLoop < 20 ? 0 : inLoop < 36 ? 1 : 2
      if (position?.index !== expected) wrong.push(t)
      seconds[expected] = (seconds[expected] ?? 0) + 1
    }
    expect(wrong).toEqual([])
    // each layout's share of the day is its share of the loop
    expect(seconds.map((s) => Math.round((s / 86_400) * 66))).toEqual([20, 16, 30])
  })

  it('gives the offset into the layout and the time left to the next change', () => {
    expect(layoutAt(LAYOUTS, 0, 66_000 + 25_000)).toMatchObject({
      index: 1,
      offsetMs: 5_000,
      remainingMs: 11_000,
    })
  })

  it('places a start in the future inside the loop too', () => {
    expect(layoutAt(LAYOUTS, 10_000, 4_000)?.index).toBe(2)
  })

  it('has no layout when the total duration is zero', () => {
    expect(layoutAt([], 0, 5)).toBeNull()
  })

  it('waits when the layout joined part-way through has 5 s or less left', () => {
    const joined = layoutAt(LAYOUTS, 0, 15_000)
    expect(joined?.remainingMs).toBe(SIGNAGE_WAIT_THRESHOLD_MS)
    expect(joined && shouldWait(joined)).toBe(true)
    const earlier = layoutAt(LAYOUTS, 0, 14_999)
    expect(earlier && shouldWait(earlier)).toBe(false)
  })

  it('never waits over a layout reached at its beginning, however short', () => {
    const short = [imageLayout(3, ['x']), imageLayout(3, ['y'])]
    const atStart = layoutAt(short, 0, 3_000)
    expect(atStart?.index).toBe(1)
    expect(atStart && shouldWait(atStart)).toBe(false)
  })

  it('shows each image of a list for per_duration seconds, repeating the list', () => {
    const layout = imageLayout(20, ['a', 'b', 'c'], 5)
    expect(imageAt(layout, 0, 20_000)).toEqual({ index: 0, url: 'a', nextInMs: 5_000 })
    expect(imageAt(layout, 12_000, 8_000)).toEqual({ index: 2, url: 'c', nextInMs: 3_000 })
    expect(imageAt(layout, 16_000, 4_000)).toEqual({ index: 0, url: 'a', nextInMs: null })
  })

  it('shows the url when the image list is empty', () => {
    expect(imageAt({ ...imageLayout(10, []), url: '/one.png' }, 0, 10_000)?.url).toBe('/one.png')
  })

  it('runs only layouts with a duration and something to show', () => {
    const signage = distribution(0, [
      imageLayout(0, ['a']),
      imageLayout(10, []),
      videoLayout(10, ''),
      ...LAYOUTS,
    ])
    expect(playableLayouts(signage)).toEqual(LAYOUTS)
    expect(playableLayouts({ distribution: null, start: 0, layouts: LAYOUTS })).toEqual([])
  })

  it('knows a single stream layout', () => {
    expect(isSingleStream([videoLayout(30, '/s.m3u8', 'stream')])).toBe(true)
    expect(isSingleStream([videoLayout(30, '/v.m3u8', 'video')])).toBe(false)
    expect(isSingleStream(LAYOUTS)).toBe(false)
  })

  it('sees a distribution as changed only when what it shows changed', () => {
    expect(sameDistribution(distribution(0, LAYOUTS, 1), distribution(0, [...LAYOUTS], 2))).toBe(true)
    expect(sameDistribution(distribution(0, LAYOUTS), distribution(1, LAYOUTS))).toBe(false)
    expect(sameDistribution(distribution(0, LAYOUTS), null)).toBe(false)
  })
})
