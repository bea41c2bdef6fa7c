// npm run fleet: a hotel of headless TVs (the portal's own API layer, boot, sync, retries and action
// poll on a virtual clock) against the demo backend over real HTTP, through a power cut, a
// rate-limited backend and a ten-minute outage. Prints the figures docs/RELIABILITY.md quotes.
//   npm run fleet                       all scenarios, 1,000 TVs
//   npm run fleet -- --tvs 200          a smaller hotel
//   npm run fleet -- --only restore     scenarios whose name contains the text
import { parseArgs } from 'node:util'
import { OUTAGE_MS, runScenario, type ScenarioOptions, type ScenarioResult } from './scenarios'

/** docs/RELIABILITY.md "Scale": the rate the hotel's backend (or its proxy) is set to take. */
export const PEAK_LIMIT_RPS = 250
const HOUR = 3_600_000

const { values } = parseArgs({
  options: {
    tvs: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '20' },
    only: { type: 'string', default: '' },
  },
})
const tvs = Number(values.tvs)
const seed = Number(values.seed)

const SCENARIOS: ScenarioOptions[] = [
  { name: 'restore, poll phase off (before)', tvs, seed, pollPhase: false, limitRps: null, hours: 3 },
  { name: 'restore', tvs, seed, pollPhase: true, limitRps: null, hours: 3 },
  {
    name: `restore, proxy limit ${PEAK_LIMIT_RPS} rps`,
    tvs,
    seed,
    pollPhase: true,
    limitRps: PEAK_LIMIT_RPS,
    hours: 2,
  },
  {
    name: 'restore, backend out 10 min',
    tvs,
    seed,
    pollPhase: true,
    limitRps: null,
    outageAtRestoreMs: OUTAGE_MS,
    hours: 2,
  },
  {
    name: 'outage 10 min while running',
    tvs,
    seed,
    pollPhase: true,
    limitRps: null,
    outageWhileRunningAfterMs: HOUR,
    hours: 3,
  },
]

const fixed = (value: number | null, digits = 0) => (value === null ? 'never' : value.toFixed(digits))

function print(result: ScenarioResult): void {
  const { restore: r, steady: s, outage: o } = result
  console.log(`\n## ${result.name} (${result.tvs} TVs, ${result.realSeconds.toFixed(0)} s real)`)
  console.log(
    `  restore: peak ${r.peakRps} req/s at +${r.peakAtS} s (served peak ${r.servedPeakRps}), ` +
      `${r.requests} requests in 30 min (${r.limited} answered 503 by the proxy, ${r.down} to a dead backend), ` +
      `all on Home after ${fixed(r.allHomeAfterS, 1)} s, ${r.reloads} reloads, ${r.stuck} on the error screen`,
  )
  if (o)
    console.log(
      `  outage: ${o.failedRequests} requests failed during it, ${o.stillHome} TVs still on Home, ` +
        `peak ${o.peakAfterRps} req/s in the 10 min after it`,
    )
  console.log(
    `  steady (hours ${s.fromH}–${s.toH}): ${fixed(s.perDevicePerHour, 2)} requests per device per hour, ` +
      `mean ${fixed(s.meanRps, 2)} req/s, peak ${s.peakRps} req/s`,
  )
}

const chosen = SCENARIOS.filter((scenario) => scenario.name.includes(values.only ?? ''))
console.log(`Fleet simulation: ${tvs} TVs, seed ${seed}, action poll every 30 min (portal spec §7)`)
for (const scenario of chosen) print(await runScenario(scenario))
