// The fleet simulation's arithmetic (issue 20): requests per second at peak, requests per device per
// hour, and when the last TV reached Home. Pure functions over what the simulation recorded.

export const MS_PER_SECOND = 1000
export const MS_PER_HOUR = 3_600_000

/** One request as the fleet saw it leave a TV. */
export type RequestRecord = {
  /** virtual ms */
  at: number
  tv: number
  path: string
  /** served: the backend answered; limited: the proxy answered 503; down: the backend was unreachable */
  outcome: 'served' | 'limited' | 'down'
}

/** Requests per whole second of [from, to): index i counts the requests of second from + i·1000. */
export function perSecond(times: readonly number[], from: number, to: number): number[] {
  const buckets = new Array<number>(Math.max(0, Math.ceil((to - from) / MS_PER_SECOND))).fill(0)
  for (const at of times) {
    if (at < from || at >= to) continue
    const index = Math.floor((at - from) / MS_PER_SECOND)
    buckets[index] = (buckets[index] ?? 0) + 1
  }
  return buckets
}

/** The busiest second: its count and its start, in ms from `from` (0 when there were none). */
export function peak(times: readonly number[], from: number, to: number): { rps: number; atMs: number } {
  const buckets = perSecond(times, from, to)
  let best = 0
  for (let i = 1; i < buckets.length; i++) if ((buckets[i] ?? 0) > (buckets[best] ?? 0)) best = i
  return { rps: buckets[best] ?? 0, atMs: buckets.length ? best * MS_PER_SECOND : 0 }
}

/** The mean rate over [from, to), in requests per second. */
export function meanRps(times: readonly number[], from: number, to: number): number {
  const count = times.filter((at) => at >= from && at < to).length
  return to > from ? (count * MS_PER_SECOND) / (to - from) : 0
}

/** Requests each device made per hour over [from, to). */
export function perDevicePerHour(count: number, devices: number, from: number, to: number): number {
  return devices > 0 && to > from ? (count * MS_PER_HOUR) / devices / (to - from) : 0
}

/** The q-quantile (0..1) of the values, nearest rank; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank] as number
}

/** Seconds from `from` until every TV had reached Home; null while some never did. */
export function allHomeAfterS(homeAt: ReadonlyArray<number | null>, from: number): number | null {
  let last = from
  for (const at of homeAt) {
    if (at === null) return null
    last = Math.max(last, at)
  }
  return (last - from) / MS_PER_SECOND
}

/** A small deterministic PRNG (mulberry32): the same fleet on every run for one seed. */
export { seededRandom } from './random.mjs'
