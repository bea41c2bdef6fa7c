// A small deterministic generator (mulberry32), shared by the fleet simulator (this folder) and the
// perf harness's bootstrap intervals (perf/lib/stats.mjs): the same seed gives the same numbers on
// every run. Plain JavaScript so the harness runs it in Node without a TypeScript loader.

/** numbers in [0, 1), the same sequence for the same seed */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
