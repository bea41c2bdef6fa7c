// The fleet scenarios (issue 20): a hotel of TVs against the demo backend after a power cut, behind a
// rate-limiting proxy, while the backend is out for ten minutes, and in steady state. Each run starts a
// fresh demo backend (real HTTP on loopback) and a fresh fleet on a fresh virtual clock.
import { ACTION_POLL_INTERVAL_MS } from '../../services/actions'
import { startDemoBackend } from '../node/serve'
import { createDemoState } from '../state'
import { createFleetTv, type FleetTv, type Network } from './fleetTv'
import {
  allHomeAfterS,
  meanRps,
  MS_PER_HOUR,
  peak,
  perDevicePerHour,
  seededRandom,
  type RequestRecord,
} from './metrics'
import { createSimClock } from './simClock'

/** Wednesday 14 May 2025, 12:30 in Istanbul: the demo hotel's test instant (src/mocks/testing). */
const EPOCH = Date.UTC(2025, 4, 14, 9, 30)
const MINUTE = 60_000
/** the virtual clock's grid: fine against one-second figures, coarse enough to batch the fleet's I/O */
const SIM_RESOLUTION_MS = 10
/** AC back → portal starting: hcap sets run hotel mode with instant_power 1 (adapters spec §9 setup). */
export const BOOT_SPREAD_MS = { min: 8_000, max: 20_000 }
/** the backend outage the issue asks about */
export const OUTAGE_MS = 10 * MINUTE

export type ScenarioOptions = {
  name: string
  tvs: number
  seed: number
  /** issue 20's random poll phase; false: every TV polls one full interval after its first poll */
  pollPhase: boolean
  pollIntervalMs?: number
  /** the proxy's limit in requests per second; null: the backend takes everything */
  limitRps: number | null
  /** the backend refuses connections for this long from the power restore (it boots slower) */
  outageAtRestoreMs?: number
  /** the backend refuses connections for OUTAGE_MS this long after the restore, while TVs run */
  outageWhileRunningAfterMs?: number
  /** how long to run after the restore */
  hours: number
}

export type ScenarioResult = {
  name: string
  tvs: number
  restore: {
    peakRps: number
    peakAtS: number
    servedPeakRps: number
    requests: number
    limited: number
    down: number
    allHomeAfterS: number | null
    stuck: number
    reloads: number
  }
  outage: { failedRequests: number; peakAfterRps: number; stillHome: number } | null
  steady: { fromH: number; toH: number; perDevicePerHour: number; meanRps: number; peakRps: number }
  realSeconds: number
}

function admission() {
  let second = -1
  let count = 0
  return (at: number): number => {
    const now = Math.floor(at / 1000)
    if (now !== second) {
      second = now
      count = 0
    }
    return ++count
  }
}

export async function runScenario(options: ScenarioOptions): Promise<ScenarioResult> {
  const started = Date.now()
  const sim = createSimClock(EPOCH, SIM_RESOLUTION_MS)
  const state = createDemoState(() => sim.now(), { sleep: (ms) => sim.sleep(ms) })
  const backend = await startDemoBackend({ port: 0, state })
  const records: RequestRecord[] = []
  const network: Network = {
    mode: 'up',
    limitRps: options.limitRps,
    record: (entry) => void records.push(entry),
  }
  const random = seededRandom(options.seed)
  const locations = state.data.locations
  const admitted = admission()
  const fleet: FleetTv[] = []
  for (let index = 0; index < options.tvs; index++) {
    const mac = `02:00:00:10:${((index >> 8) & 0xff).toString(16).padStart(2, '0')}:${(index & 0xff).toString(16).padStart(2, '0')}`
    state.devices.assign({
      mac,
      location: (locations[index % locations.length] as { location: string }).location,
    })
    fleet.push(
      createFleetTv({
        index,
        mac,
        backendUrl: backend.url,
        sim,
        network,
        admitted,
        random: seededRandom(options.seed * 100_003 + index),
        pollPhase: options.pollPhase,
        pollIntervalMs: options.pollIntervalMs ?? ACTION_POLL_INTERVAL_MS,
      }),
    )
  }

  try {
    // the power comes back: every TV starts its portal after its own boot time
    const restoreAt = sim.now()
    for (const tv of fleet) {
      const delay = BOOT_SPREAD_MS.min + random() * (BOOT_SPREAD_MS.max - BOOT_SPREAD_MS.min)
      sim.setTimeout(() => tv.powerOn(), delay)
    }
    if (options.outageAtRestoreMs) {
      network.mode = 'refused'
      sim.setTimeout(() => (network.mode = 'up'), options.outageAtRestoreMs)
    }
    const outageAt =
      options.outageWhileRunningAfterMs === undefined ? null : restoreAt + options.outageWhileRunningAfterMs
    if (outageAt !== null) {
      sim.setTimeout(() => (network.mode = 'refused'), outageAt - restoreAt)
      sim.setTimeout(() => (network.mode = 'up'), outageAt - restoreAt + OUTAGE_MS)
    }
    // run in steps so the fleet's state can be read between them
    const end = restoreAt + options.hours * MS_PER_HOUR
    const restoreWindowEnd = restoreAt + 30 * MINUTE
    await sim.run(restoreWindowEnd)
    const homeAt = fleet.map((tv) => tv.homeAt())
    const restoreTimes = records.filter((r) => r.at < restoreWindowEnd)
    const served = restoreTimes.filter((r) => r.outcome === 'served').map((r) => r.at)
    const restorePeak = peak(
      restoreTimes.filter((r) => r.outcome !== 'down').map((r) => r.at),
      restoreAt,
      restoreWindowEnd,
    )
    const restore = {
      peakRps: restorePeak.rps,
      peakAtS: restorePeak.atMs / 1000,
      servedPeakRps: peak(served, restoreAt, restoreWindowEnd).rps,
      requests: restoreTimes.length,
      limited: restoreTimes.filter((r) => r.outcome === 'limited').length,
      down: restoreTimes.filter((r) => r.outcome === 'down').length,
      allHomeAfterS: allHomeAfterS(homeAt, restoreAt),
      stuck: fleet.filter((tv) => tv.state() === 'error').length,
      reloads: fleet.reduce((sum, tv) => sum + tv.reloads(), 0),
    }
    await sim.run(end)
    let outage: ScenarioResult['outage'] = null
    if (outageAt !== null) {
      const back = outageAt + OUTAGE_MS
      outage = {
        failedRequests: records.filter((r) => r.at >= outageAt && r.at < back).length,
        peakAfterRps: peak(
          records.filter((r) => r.outcome === 'served').map((r) => r.at),
          back,
          back + 10 * MINUTE,
        ).rps,
        stillHome: fleet.filter((tv) => tv.state() === 'home').length,
      }
    }
    // steady state: the last two hours, after every retry of the restore is over
    const steadyFrom = Math.max(restoreAt + MS_PER_HOUR, end - 2 * MS_PER_HOUR)
    const steadyTimes = records.filter((r) => r.at >= steadyFrom && r.at < end).map((r) => r.at)
    const steady = {
      fromH: (steadyFrom - restoreAt) / MS_PER_HOUR,
      toH: (end - restoreAt) / MS_PER_HOUR,
      perDevicePerHour: perDevicePerHour(steadyTimes.length, fleet.length, steadyFrom, end),
      meanRps: meanRps(steadyTimes, steadyFrom, end),
      peakRps: peak(steadyTimes, steadyFrom, end).rps,
    }
    return {
      name: options.name,
      tvs: options.tvs,
      restore,
      outage,
      steady,
      realSeconds: (Date.now() - started) / 1000,
    }
  } finally {
    for (const tv of fleet) tv.powerOff()
    await backend.close()
  }
}
