// Budget check of the perf harness (unit tested in tests/unit/perf-harness.test.ts): perf/budgets.json
// lists limits on medians; `npm run perf -- --check` fails when a measured median exceeds its limit.

/**
 * budgets: [{ scenario, throttle, peer, metric, max }]; summary as from stats.summarise. A budget whose
 * scenario, throttle or peer was not part of this run is 'skipped' (a partial run checks what it ran);
 * one that was run but has no number is a failure ('missing'), as is a median over its max.
 */
export function checkBudgets(summary, budgets) {
  return budgets.map((budget) => {
    const { scenario, throttle, peer, metric, max } = budget
    const byPeer = summary[scenario]?.[String(throttle)]
    const key = `${scenario} @ ${throttle}x ${peer} ${metric}`
    if (!byPeer || !byPeer[peer]) return { key, budget, status: 'skipped', value: null }
    const value = byPeer[peer][metric]?.median
    if (typeof value !== 'number') return { key, budget, status: 'missing', value: null }
    return { key, budget, status: value <= max ? 'ok' : 'over', value }
  })
}

/** True when no checked budget failed. */
export const budgetsPass = (results) =>
  results.every((result) => result.status === 'ok' || result.status === 'skipped')

/**
 * Budgets from measured medians: each limit is the worst median seen times headroom (runs drift by
 * 10–30 % on a shared machine, PERF-NOTES.md; a pick may set its own, e.g. 1.1 for bundle size),
 * never below the pick's floor, rounded up to 2 significant digits. A pick with `like: { scenario, peer }`
 * is not measured into a limit: it gets the limit written for that other scenario and peer (the real
 * Live TV guide held to the guide fixture's budgets, issue 6), so it must come after that pick; when
 * this run did not measure the model, its limit in `previous` (the file's budgets) is used.
 */
export function budgetsFrom(summary, picks, headroom = 1.5, previous = []) {
  const roundUp = (value) => {
    if (value <= 0) return 0
    const scale = 10 ** (Math.floor(Math.log10(value)) - 1)
    // toPrecision: 58 × 0.1 is 5.800000000000001 in floating point; the file should say 5.8
    return Number((Math.ceil(value / scale) * scale).toPrecision(12))
  }
  const out = []
  for (const pick of picks) {
    const { scenario, peer, metric, throttles, floor = 0 } = pick
    if (pick.like) {
      // a scenario this run did not measure keeps the file's limits (mergeBudgets), not a second copy
      if (!summary[scenario]) continue
      for (const throttle of throttles) {
        const same = (budget) =>
          budget.scenario === pick.like.scenario &&
          budget.peer === pick.like.peer &&
          budget.metric === metric &&
          budget.throttle === throttle
        // this run's limit for the model scenario, else the file's (a partial run did not measure it)
        const model = out.find(same) ?? previous.find(same)
        if (model) out.push({ scenario, throttle, peer, metric, max: model.max })
      }
      continue
    }
    for (const throttle of throttles) {
      const value = summary[scenario]?.[String(throttle)]?.[peer]?.[metric]?.median
      if (typeof value !== 'number') continue
      const max = Math.max(floor, roundUp(value * (pick.headroom ?? headroom)))
      out.push({ scenario, throttle, peer, metric, max })
    }
  }
  return out
}

/**
 * The budgets file after a run that measured only `ranScenarios`: their budgets are this run's
 * (`fresh`), every other scenario keeps its limits from `previous`, in the picks' order.
 */
export function mergeBudgets(previous, fresh, ranScenarios, picks) {
  const ran = new Set(ranScenarios)
  const merged = [...previous.filter((budget) => !ran.has(budget.scenario)), ...fresh]
  const order = (budget) => {
    const at = picks.findIndex((pick) => pick.scenario === budget.scenario && pick.metric === budget.metric)
    return at < 0 ? picks.length : at
  }
  return merged
    .map((budget, index) => ({ budget, index }))
    .sort(
      (a, b) =>
        order(a.budget) - order(b.budget) || a.budget.throttle - b.budget.throttle || a.index - b.index,
    )
    .map(({ budget }) => budget)
}
