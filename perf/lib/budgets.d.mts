// Types of budgets.mjs for the unit tests (tests/unit/perf-harness.test.ts).
import type { Summary } from './stats.mjs'
export type Budget = { scenario: string; throttle: number; peer: string; metric: string; max: number }
export type BudgetResult = {
  key: string
  budget: Budget
  status: 'ok' | 'over' | 'missing' | 'skipped'
  value: number | null
}
export type BudgetPick = {
  scenario: string
  peer: string
  metric: string
  throttles: number[]
  floor?: number
  headroom?: number
  /** take that scenario's limit instead of measuring one (it must be picked earlier) */
  like?: { scenario: string; peer: string }
}
export function checkBudgets(summary: Summary, budgets: Budget[]): BudgetResult[]
export function budgetsPass(results: BudgetResult[]): boolean
export function budgetsFrom(
  summary: Summary,
  picks: BudgetPick[],
  headroom?: number,
  previous?: Budget[],
): Budget[]
export function mergeBudgets(
  previous: Budget[],
  fresh: Budget[],
  ranScenarios: string[],
  picks: BudgetPick[],
): Budget[]
