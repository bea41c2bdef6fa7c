// Types of stats.mjs for the unit tests (tests/unit/perf-harness.test.ts).
export type Stat = { median: number; min: number; max: number; n: number }
export type Summary = Record<string, Record<string, Record<string, Record<string, Stat | null>>>>
export type Run = {
  peer: string
  throttle: number
  metrics: Record<string, Record<string, number | null> | null>
}
export function percentile(sorted: number[], p: number): number
export function frameStats(intervals: number[]): Record<string, number>
export function latencyStats(latencies: number[]): Record<string, number | null>
export function frameEndStats(latencies: number[] | undefined): Record<string, number | null>
export function median(values: Array<number | null | undefined>): number | null
export function summarise(runs: Run[]): Summary
export function oursOf(peers: string[]): string | null
export function ratios(
  summary: Summary,
): Record<string, Record<string, Record<string, Record<string, number | null>>>>
export const BOOTSTRAP_RESAMPLES: number
export const INTERVAL_MIN_RUNS: number
export function ratioInterval(
  ours: Array<number | null>,
  peer: Array<number | null>,
  options?: { resamples?: number; seed?: number },
): [number, number] | null
export function ratioIntervals(
  runs: Run[],
): Record<string, Record<string, Record<string, Record<string, [number, number] | null>>>>
export function histogram(values: number[], edges: number[]): number[]
export const FRAME_BINS: number[]
export function timeline(intervals: number[]): Array<[number, number]>
