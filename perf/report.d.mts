// Types of report.mjs for the unit tests (tests/unit/perf-report.test.ts, tests/unit/perf-harness.test.ts).
export function fmt(value: number | null | undefined): string
export function renderHtml(report: {
  meta: Record<string, unknown>
  summary: Record<string, unknown>
  ratios: Record<string, unknown>
  ratio_intervals?: Record<string, unknown>
  runs: Array<Record<string, unknown>>
  slideshows: Array<Record<string, unknown>>
  memory?: Array<Record<string, unknown>>
  skipped: Array<{ suite: string; reason: string }>
  problems: string[]
}): string
export function consoleSummary(report: {
  summary: Record<string, Record<string, Record<string, Record<string, unknown>>>>
  ratios: Record<string, Record<string, Record<string, Record<string, number | null>>>>
  ratio_intervals?: Record<string, Record<string, Record<string, Record<string, [number, number] | null>>>>
  skipped: Array<{ suite: string; reason: string }>
  problems: string[]
}): string
