import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  FRAME_BINS,
  frameStats,
  histogram,
  frameEndStats,
  latencyStats,
  median,
  oursOf,
  percentile,
  ratioInterval,
  ratioIntervals,
  ratios,
  summarise,
  timeline,
  INTERVAL_MIN_RUNS,
} from '../../perf/lib/stats.mjs'
import { consoleSummary } from '../../perf/report.mjs'
import { budgetsFrom, budgetsPass, checkBudgets, mergeBudgets } from '../../perf/lib/budgets.mjs'

describe('perf harness statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    expect(percentile(sorted, 50)).toBe(50)
    expect(percentile(sorted, 95)).toBe(100)
    expect(percentile(sorted, 10)).toBe(10)
    expect(percentile([], 50)).toBeNaN()
  })

  it('summarises frame intervals: percentiles and shares over 20 and 33.4 ms', () => {
    const stats = frameStats([16.7, 16.7, 16.7, 33.3, 50])
    expect(stats.frame_p50_ms).toBe(16.7)
    expect(stats.frame_p95_ms).toBe(50)
    expect(stats.frames_over_20ms_pct).toBe(40)
    // 33.3 is one dropped frame at 60 Hz, not over the 30 Hz line
    expect(stats.frames_over_33ms_pct).toBe(20)
    expect(stats.raf_frames).toBe(5)
  })

  it('gives null latencies when no key was answered', () => {
    expect(latencyStats([])).toEqual({ input_p50_ms: null, input_p95_ms: null, input_max_ms: null })
    expect(latencyStats([30, 10, 20])).toEqual({ input_p50_ms: 20, input_p95_ms: 30, input_max_ms: 30 })
  })

  it('names the frame-end latencies apart, null when a page recorded none', () => {
    expect(frameEndStats(undefined)).toEqual({ input_end_p50_ms: null, input_end_p95_ms: null })
    expect(frameEndStats([40, 20, 30])).toEqual({ input_end_p50_ms: 30, input_end_p95_ms: 40 })
  })

  it('takes medians over numbers only', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    expect(median([null, undefined, Number.NaN])).toBeNull()
  })

  it('summarises runs per scenario, throttle and peer, skipping nulls', () => {
    const summary = summarise([
      {
        peer: 'pixi',
        throttle: 1,
        metrics: { 'guide.keys': { frame_p95_ms: 30, draw_calls_per_frame: 10 } },
      },
      {
        peer: 'pixi',
        throttle: 1,
        metrics: { 'guide.keys': { frame_p95_ms: 50, draw_calls_per_frame: 12 } },
      },
      {
        peer: 'pixi',
        throttle: 1,
        metrics: { 'guide.keys': { frame_p95_ms: 40, draw_calls_per_frame: 11 } },
      },
      {
        peer: 'dom',
        throttle: 1,
        metrics: { 'guide.keys': { frame_p95_ms: 20, draw_calls_per_frame: null } },
      },
    ])
    expect(summary['guide.keys']?.['1']?.['pixi']?.['frame_p95_ms']).toEqual({
      median: 40,
      min: 30,
      max: 50,
      n: 3,
    })
    expect(summary['guide.keys']?.['1']?.['dom']?.['draw_calls_per_frame']).toBeNull()
  })

  it('divides ours by each peer, ours being the portal or else the plain Pixi page', () => {
    expect(oursOf(['dom', 'pixi:lever', 'pixi'])).toBe('pixi')
    expect(oursOf(['portal', 'dom'])).toBe('portal')
    expect(oursOf(['dom', 'lightning'])).toBeNull()
    const summary = summarise([
      { peer: 'pixi', throttle: 4, metrics: { s: { a: 30, b: 5 } } },
      { peer: 'dom', throttle: 4, metrics: { s: { a: 20, b: 0 } } },
      { peer: 'pixi:lever', throttle: 4, metrics: { s: { a: 15, b: 5 } } },
    ])
    const out = ratios(summary)
    expect(out['s']?.['4']?.['dom']?.['a']).toBe(1.5)
    expect(out['s']?.['4']?.['dom']?.['b']).toBeNull() // division by zero is not a ratio
    expect(out['s']?.['4']?.['pixi:lever']?.['a']).toBe(2)
    expect(out['s']?.['4']?.['pixi']).toBeUndefined()
  })

  it('gives a ratio a 95 % bootstrap interval that holds the ratio, narrows with agreeing runs and repeats', () => {
    const ours = [110, 120, 100, 130, 115, 105, 125, 118, 112, 122]
    const peer = [100, 98, 102, 101, 99, 100, 97, 103, 100, 100]
    const interval = ratioInterval(ours, peer)
    expect(interval).not.toBeNull()
    const [low, high] = interval ?? [0, 0]
    const point = (median(ours) ?? 0) / (median(peer) ?? 1)
    expect(low).toBeLessThanOrEqual(point)
    expect(high).toBeGreaterThanOrEqual(point)
    expect(low).toBeGreaterThan(1) // ours is slower in every resample: told apart
    expect(ratioInterval(ours, peer)).toEqual(interval) // seeded: the same numbers, the same interval
    // an A/A: the same spread on both sides holds 1
    const [aaLow, aaHigh] = ratioInterval(ours, [...ours].reverse()) ?? [0, 0]
    expect(aaLow).toBeLessThan(1)
    expect(aaHigh).toBeGreaterThan(1)
    // identical runs: no spread at all
    expect(ratioInterval([2, 2, 2, 2, 2], [1, 1, 1, 1, 1])).toEqual([2, 2])
  })

  it('gives no interval under the fewest runs, and skips what is not a number', () => {
    const few = Array.from({ length: INTERVAL_MIN_RUNS - 1 }, () => 1)
    expect(ratioInterval(few, [1, 1, 1, 1, 1, 1])).toBeNull()
    expect(ratioInterval([1, 1, 1, 1, 1, null], [...few, null, null])).toBeNull()
    expect(ratioInterval([1, 1, 1, 1, 1], [0, 0, 0, 0, 0])).toBeNull()
  })

  it('puts the interval beside each ratio of the run, and the console prints it', () => {
    const runs = [1, 2, 3, 4, 5].flatMap((k) => [
      { peer: 'pixi', throttle: 4, metrics: { s: { input_p95_ms: 20 + k, frame_p95_ms: 5 } } },
      { peer: 'dom', throttle: 4, metrics: { s: { input_p95_ms: 10 + k / 10, frame_p95_ms: null } } },
    ])
    const intervals = ratioIntervals(runs)
    expect(intervals['s']?.['4']?.['dom']?.['frame_p95_ms']).toBeNull()
    const [low, high] = intervals['s']?.['4']?.['dom']?.['input_p95_ms'] ?? [0, 0]
    expect(low).toBeGreaterThan(2)
    expect(high).toBeLessThan(2.6)
    const summary = summarise(runs)
    const text = consoleSummary({
      summary,
      ratios: ratios(summary),
      ratio_intervals: intervals,
      skipped: [],
      problems: [],
    })
    expect(text).toContain(`${(23 / 10.3).toFixed(2)}× (${low.toFixed(2)}–${high.toFixed(2)})`)
    // a results.json from before the intervals still prints
    expect(consoleSummary({ summary, ratios: ratios(summary), skipped: [], problems: [] })).toContain(
      `${(23 / 10.3).toFixed(2)}×`,
    )
  })

  it('bins frame intervals, the last bin open-ended', () => {
    expect(histogram([0, 10, 17.5, 20, 600], [0, 17.5, 34])).toEqual([2, 2, 1])
    expect(histogram([16.7, 33.3, 50, 1000], FRAME_BINS).reduce((a, b) => a + b, 0)).toBe(4)
    expect(timeline([16.7, 33.3])).toEqual([
      [17, 16.7],
      [50, 33.3],
    ])
  })
})

describe('perf budgets', () => {
  const summary = summarise([
    { peer: 'pixi', throttle: 4, metrics: { 'guide.keys': { frame_p95_ms: 120, js_gzip_kb: null } } },
  ])

  it('passes a median within its limit and fails one over it', () => {
    const results = checkBudgets(summary, [
      { scenario: 'guide.keys', throttle: 4, peer: 'pixi', metric: 'frame_p95_ms', max: 150 },
    ])
    expect(results[0]?.status).toBe('ok')
    expect(budgetsPass(results)).toBe(true)
    const over = checkBudgets(summary, [
      { scenario: 'guide.keys', throttle: 4, peer: 'pixi', metric: 'frame_p95_ms', max: 100 },
    ])
    expect(over[0]).toMatchObject({ status: 'over', value: 120 })
    expect(budgetsPass(over)).toBe(false)
  })

  it('skips what the run did not include but fails a measured metric without a number', () => {
    const results = checkBudgets(summary, [
      { scenario: 'guide.keys', throttle: 6, peer: 'pixi', metric: 'frame_p95_ms', max: 1 },
      { scenario: 'portal.home', throttle: 4, peer: 'portal', metric: 'frame_p95_ms', max: 1 },
      { scenario: 'guide.keys', throttle: 4, peer: 'pixi', metric: 'js_gzip_kb', max: 150 },
      { scenario: 'guide.keys', throttle: 4, peer: 'pixi', metric: 'no_such_metric', max: 1 },
    ])
    expect(results.map((result) => result.status)).toEqual(['skipped', 'skipped', 'missing', 'missing'])
    expect(budgetsPass(results)).toBe(false)
  })

  it('sets limits from measured medians with headroom, rounded up to two significant digits', () => {
    const budgets = budgetsFrom(
      summary,
      [
        { scenario: 'guide.keys', peer: 'pixi', metric: 'frame_p95_ms', throttles: [4, 6] },
        { scenario: 'guide.keys', peer: 'pixi', metric: 'js_gzip_kb', throttles: [4] },
      ],
      1.5,
    )
    // 120 × 1.5 = 180; the 6x cell and the null metric were not measured: no budget
    expect(budgets).toEqual([
      { scenario: 'guide.keys', throttle: 4, peer: 'pixi', metric: 'frame_p95_ms', max: 180 },
    ])
    // a 'like' pick takes the other scenario's limit, whatever it measured itself
    const held = budgetsFrom(
      summarise([
        { peer: 'pixi', throttle: 4, metrics: { guide: { frame_p95_ms: 100 } } },
        { peer: 'portal', throttle: 4, metrics: { live: { frame_p95_ms: 400 } } },
      ]),
      [
        { scenario: 'guide', peer: 'pixi', metric: 'frame_p95_ms', throttles: [4, 6] },
        {
          scenario: 'live',
          peer: 'portal',
          metric: 'frame_p95_ms',
          throttles: [4, 6],
          like: { scenario: 'guide', peer: 'pixi' },
        },
      ],
      1.5,
    )
    expect(held).toEqual([
      { scenario: 'guide', throttle: 4, peer: 'pixi', metric: 'frame_p95_ms', max: 150 },
      { scenario: 'live', throttle: 4, peer: 'portal', metric: 'frame_p95_ms', max: 150 },
    ])
    const rounded = budgetsFrom(
      summarise([{ peer: 'pixi', throttle: 1, metrics: { s: { m: 0.1234, z: 0 } } }]),
      [
        { scenario: 's', peer: 'pixi', metric: 'm', throttles: [1] },
        { scenario: 's', peer: 'pixi', metric: 'z', throttles: [1], floor: 1 },
        { scenario: 's', peer: 'pixi', metric: 'm', throttles: [1], headroom: 10 },
      ],
      1,
    )
    expect(rounded.map((budget) => budget.max)).toEqual([0.13, 1, 1.3])
  })

  it('a partial run rewrites only the scenarios it measured; a like pick falls back to the file', () => {
    const picks = [
      { scenario: 'guide.keys', peer: 'pixi', metric: 'frame_p95_ms', throttles: [1, 4] },
      {
        scenario: 'live.keys',
        peer: 'portal',
        metric: 'frame_p95_ms',
        throttles: [1, 4],
        like: { scenario: 'guide.keys', peer: 'pixi' },
      },
      { scenario: 'home.menu', peer: 'pixi', metric: 'frame_p95_ms', throttles: [1] },
    ]
    const previous = [
      { scenario: 'guide.keys', throttle: 1, peer: 'pixi', metric: 'frame_p95_ms', max: 84 },
      { scenario: 'guide.keys', throttle: 4, peer: 'pixi', metric: 'frame_p95_ms', max: 150 },
      { scenario: 'live.keys', throttle: 1, peer: 'portal', metric: 'frame_p95_ms', max: 99 },
      { scenario: 'home.menu', throttle: 1, peer: 'pixi', metric: 'frame_p95_ms', max: 70 },
    ]
    // a run of live and home only: live takes the file's guide limits, home its own measurement
    const summary = summarise([
      { peer: 'portal', throttle: 1, metrics: { 'live.keys': { frame_p95_ms: 500 } } },
      { peer: 'portal', throttle: 4, metrics: { 'live.keys': { frame_p95_ms: 500 } } },
      { peer: 'pixi', throttle: 1, metrics: { 'home.menu': { frame_p95_ms: 20 } } },
    ])
    const fresh = budgetsFrom(summary, picks, 1.5, previous)
    expect(fresh).toEqual([
      { scenario: 'live.keys', throttle: 1, peer: 'portal', metric: 'frame_p95_ms', max: 84 },
      { scenario: 'live.keys', throttle: 4, peer: 'portal', metric: 'frame_p95_ms', max: 150 },
      { scenario: 'home.menu', throttle: 1, peer: 'pixi', metric: 'frame_p95_ms', max: 30 },
    ])
    expect(mergeBudgets(previous, fresh, Object.keys(summary), picks)).toEqual([
      previous[0],
      previous[1],
      ...fresh,
    ])
    // a run without live: its like pick writes nothing, the file's live limits stay once
    const homeOnly = summarise([
      { peer: 'pixi', throttle: 1, metrics: { 'home.menu': { frame_p95_ms: 20 } } },
    ])
    const homeFresh = budgetsFrom(homeOnly, picks, 1.5, previous)
    expect(homeFresh).toEqual([
      { scenario: 'home.menu', throttle: 1, peer: 'pixi', metric: 'frame_p95_ms', max: 30 },
    ])
    expect(mergeBudgets(previous, homeFresh, Object.keys(homeOnly), picks)).toEqual([
      ...previous.slice(0, 3),
      ...homeFresh,
    ])
  })
})

describe('perf harness on prebuilt pages (a lent GPU machine)', () => {
  it('refuses the base peer when no base page was built beside the others, before it launches anything', () => {
    const empty = mkdtempSync(join(tmpdir(), 'perf-prebuilt-'))
    try {
      const run = spawnSync(process.execPath, ['perf/run.mjs'], {
        env: {
          ...process.env,
          PERF_PREBUILT: '1',
          PERF_BUILD_DIR: empty,
          PERF_SUITES: 'guide',
          PERF_PEERS: 'pixi,base',
          PERF_BASE: 'HEAD',
        },
        encoding: 'utf8',
        timeout: 30_000,
      })
      expect(run.status).not.toBe(0)
      expect(run.stderr).toContain(`PERF_PREBUILT: the base peer needs ${join(empty, 'base', 'commit.txt')}`)
      expect(run.stdout).not.toContain('built in')
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
