// Pure statistics of the perf harness (unit tested in tests/unit/perf-harness.test.ts): percentiles,
// frame-interval and latency summaries, medians over runs, ours ÷ peer ratios, histograms, timelines.
import { seededRandom } from '../../src/mocks/fleet/random.mjs'

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]
}

/** Frame pacing of a scenario from its requestAnimationFrame intervals (ms). */
export function frameStats(intervals) {
  const sorted = [...intervals].sort((a, b) => a - b)
  const over = (ms) => (100 * intervals.filter((value) => value > ms).length) / Math.max(1, intervals.length)
  return {
    frame_p50_ms: percentile(sorted, 50),
    frame_p95_ms: percentile(sorted, 95),
    frame_p99_ms: percentile(sorted, 99),
    frames_over_20ms_pct: over(20),
    // 33.4: two 60 Hz vsync periods; an interval of exactly 33.3 ms is one dropped frame, not two
    frames_over_33ms_pct: over(33.4),
    raf_frames: intervals.length,
  }
}

/** Input latency (key event → next drawn frame that shows it), ms. null metrics where none was seen. */
export function latencyStats(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const value = (p) => (sorted.length ? percentile(sorted, p) : null)
  return { input_p50_ms: value(50), input_p95_ms: value(95), input_max_ms: value(100) }
}

/**
 * The same keys to the end of the main-thread frame that shows them, every peer's rendering included
 * (perf/lib/recorder.js `frameEnd`, perf/README.md "Metrics").
 */
export function frameEndStats(latencies) {
  const { input_p50_ms, input_p95_ms } = latencyStats(latencies ?? [])
  return { input_end_p50_ms: input_p50_ms, input_end_p95_ms: input_p95_ms }
}

export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Runs → summary[scenario][throttle][peer][metric] = { median, min, max, n }. A run is
 * { peer, throttle, metrics: { scenario: { metric: number | null } } }; null values (not applicable or
 * not measured for that peer) are skipped, and a metric with no number at all is null.
 */
export function summarise(runs) {
  const summary = collect(runs)
  for (const byThrottle of Object.values(summary))
    for (const byPeer of Object.values(byThrottle))
      for (const metrics of Object.values(byPeer))
        for (const [name, values] of Object.entries(metrics)) {
          const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value))
          metrics[name] = numbers.length
            ? {
                median: median(numbers),
                min: Math.min(...numbers),
                max: Math.max(...numbers),
                n: numbers.length,
              }
            : null
        }
  return summary
}

/** Runs → values[scenario][throttle][peer][metric] = every run's value, in run order. */
function collect(runs) {
  const out = {}
  for (const run of runs) {
    for (const [scenario, metrics] of Object.entries(run.metrics)) {
      if (!metrics) continue
      const cell = (((out[scenario] ??= {})[run.throttle] ??= {})[run.peer] ??= {})
      for (const [name, value] of Object.entries(metrics)) (cell[name] ??= []).push(value)
    }
  }
  return out
}

/** Resamples per ratio interval, and the fewest runs per peer that get one. */
export const BOOTSTRAP_RESAMPLES = 2000
export const INTERVAL_MIN_RUNS = 5

/**
 * A 95 % bootstrap interval of median(ours) ÷ median(peer): each side's runs resampled with replacement,
 * independently, BOOTSTRAP_RESAMPLES times; the 2.5th and 97.5th percentiles of the ratios. null with
 * fewer than INTERVAL_MIN_RUNS numbers on either side. An interval that holds 1 says the two medians
 * are not told apart by these runs (an A/A of the guide's first frame gave 1.13× over 10 runs each).
 */
export function ratioInterval(ours, peer, { resamples = BOOTSTRAP_RESAMPLES, seed = 1 } = {}) {
  const a = ours.filter((value) => typeof value === 'number' && Number.isFinite(value))
  const b = peer.filter((value) => typeof value === 'number' && Number.isFinite(value))
  if (a.length < INTERVAL_MIN_RUNS || b.length < INTERVAL_MIN_RUNS) return null
  const random = seededRandom(seed)
  // one scratch array for every resample, sorted in place (numeric sort): a full run has thousands of
  // ratios, each resampled BOOTSTRAP_RESAMPLES times
  const scratch = new Float64Array(Math.max(a.length, b.length))
  const resample = (values) => {
    const drawn = scratch.subarray(0, values.length)
    for (let k = 0; k < drawn.length; k++) drawn[k] = values[Math.floor(random() * values.length)]
    drawn.sort()
    const middle = drawn.length >> 1
    return drawn.length % 2 ? drawn[middle] : (drawn[middle - 1] + drawn[middle]) / 2
  }
  const found = []
  for (let k = 0; k < resamples; k++) {
    const top = resample(a)
    const bottom = resample(b)
    if (bottom !== 0) found.push(top / bottom)
  }
  if (found.length === 0) return null
  found.sort((x, y) => x - y)
  return [percentile(found, 2.5), percentile(found, 97.5)]
}

/** ratioInterval for every ratio that ratios() gives: [scenario][throttle][peer][metric] = [low, high] | null. */
export function ratioIntervals(runs) {
  return againstOurs(collect(runs), (ours, theirs) => ratioInterval(ours ?? [], theirs))
}

/**
 * out[scenario][throttle][peer][metric] = value(ours, theirs) for every peer but ours (oursOf) of a
 * tree laid out as summarise's, with ours' entry for that metric (undefined when ours has none).
 */
function againstOurs(tree, value) {
  const out = {}
  for (const [scenario, byThrottle] of Object.entries(tree))
    for (const [throttle, byPeer] of Object.entries(byThrottle)) {
      const ours = oursOf(Object.keys(byPeer))
      if (!ours) continue
      for (const [peer, metrics] of Object.entries(byPeer)) {
        if (peer === ours) continue
        const cell = (((out[scenario] ??= {})[throttle] ??= {})[peer] ??= {})
        for (const [name, theirs] of Object.entries(metrics)) cell[name] = value(byPeer[ours][name], theirs)
      }
    }
  return out
}

/** Our peer in a scenario: the real portal, else the Pixi page without a variant query. */
export function oursOf(peers) {
  return peers.find((peer) => peer === 'portal') ?? peers.find((peer) => peer === 'pixi') ?? null
}

/**
 * ours ÷ peer for every metric both measured: ratios[scenario][throttle][peer][metric]. Below 1 means
 * ours is lower (better for every time, count and size metric the harness records).
 */
export function ratios(summary) {
  return againstOurs(summary, (ours, theirs) => {
    const a = ours?.median
    const b = theirs?.median
    return typeof a === 'number' && typeof b === 'number' && b !== 0 ? a / b : null
  })
}

/** Counts of values per bin: edges [e0, e1, …] make bins [e0,e1) … and a last bin [eN, ∞). */
export function histogram(values, edges) {
  const counts = edges.map(() => 0)
  for (const value of values) {
    let bin = 0
    while (bin + 1 < edges.length && value >= edges[bin + 1]) bin += 1
    counts[bin] += 1
  }
  return counts
}

/** Frame-interval histogram bins (ms), around the 60 Hz vsync multiples. */
export const FRAME_BINS = [0, 17.5, 34, 51, 68, 101, 151, 251, 501]

/** A timeline from intervals: [t, interval] with t the cumulative time at each frame's end. */
export function timeline(intervals) {
  let t = 0
  return intervals.map((interval) => {
    t += interval
    return [Math.round(t), Math.round(interval * 10) / 10]
  })
}
