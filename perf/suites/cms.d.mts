// Types of the pure parts of perf/suites/cms.mjs (tested in tests/unit/perf-cms.test.ts).
export declare const TICK_WINDOW_MS: number
export declare function framesBetweenTicks(
  log: { steps: readonly number[]; frames: readonly number[] },
  from: number,
  to: number,
  windowMs?: number,
): number
export declare function cmsSuites(config: unknown, helpers: unknown): Record<string, unknown>
