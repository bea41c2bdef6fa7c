// The fault matrix of issue 20: every backend call × every fault the demo backend's /__demo/faults can
// inject. A row names a call, the request its fault targets, when the portal makes it (during the boot,
// before the router is ready, or after) and the service that owns it: `run` drives that service the way
// its screen or timer does and says, in a few words, what the guest is shown. Test support only.
import { vi } from 'vitest'
import { REQUEST_TIMEOUT_MS } from '../../../src/api/http'
import type { FaultInput } from '../../../src/mocks/state'
import type { NodeBackend } from './backend'
import type { NodePortal } from './portal'

export const FAULTS = [
  'down',
  'slow',
  '500',
  '401',
  '402',
  '406',
  '426',
  'malformed',
  'truncated',
  'wrong shape',
] as const
export type FaultKind = (typeof FAULTS)[number]

/** the replies that are not the backend's failure but a body the client cannot use */
export const BODY_FAULTS: readonly FaultKind[] = ['malformed', 'truncated', 'wrong shape']

/** JSON no parser takes (single quotes, trailing commas): a broken proxy or serializer */
export const MALFORMED_BODY = "{'items': [1, 2,], }"
/** beyond the portal's request timeout (src/api/http.ts) */
export const SLOW_DELAY_MS = REQUEST_TIMEOUT_MS + 5000

export type CellEnv = {
  portal: NodePortal
  backend: NodeBackend
  /** moves the fake clock, letting promises run between timers */
  settle(ms: number): Promise<void>
  /** awaits work that may wait on the clock (a slow reply, a retry), moving the clock meanwhile */
  wait<T>(work: Promise<T>): Promise<T>
}

export type Row = {
  call: string
  /** docs/BACKEND-API.md "Essential and optional calls" (checked against src/api/callClass.ts) */
  callClass: 'essential' | 'optional'
  /** boot: made during the boot, before the router is ready (the splash is up); ready: after */
  when: 'boot' | 'ready'
  /** the request the fault answers: path exact or prefix*, method, JSON body match */
  target: { method: string; path: string; match?: Record<string, unknown> }
  /** the real request whose reply is cut (truncated) or wrapped (wrong shape); default: target */
  sample?: { method: string; path: string; body?: unknown }
  /** the owning service, driven as its screen or timer does; what the guest is shown, in words */
  run(env: CellEnv): Promise<string>
  /** what `run` says with a healthy backend */
  healthy: string
  /** what it says when the call fails (any fault), unless `per` names the fault */
  failed: string
  per?: Partial<Record<FaultKind, string>>
  /** the stored data after a failure equals the data before the cell ('before', the default) or the data
   * a healthy run leaves (the guest's own change, made locally whatever the server says) */
  stored?: 'before' | 'healthy'
  /** the storage key where a write the backend did not take waits to be sent again (services/outbox.ts):
   * after a failure it holds that write, and the rest of storage is as `stored` says */
  outbox?: string
  /** a body of any shape is taken (the spec shows no response: an acknowledgement) */
  acknowledgement?: boolean
  /** the faults whose body the client cannot tell from a good one (a number cut short is a number) */
  accepts?: readonly FaultKind[]
  /** fetched by its own loader, not the portal's API client (the v2 host's static files): no interceptor */
  ownTransport?: boolean
}

/** the fault's body is taken as a good one */
export const accepted = (row: Row, fault: FaultKind): boolean =>
  (fault === 'wrong shape' && row.acknowledgement === true) || (row.accepts?.includes(fault) ?? false)

export function expectedOwner(row: Row, fault: FaultKind): string {
  if (accepted(row, fault)) return row.per?.[fault] ?? row.healthy
  return row.per?.[fault] ?? row.failed
}

export type InterceptorOutcome = 'reload' | 'body' | 'message' | 'logged' | 'accepted'

/**
 * What the interceptor shows, from adapters spec §8 and the essential/optional reading: before the router
 * is ready an essential call that gets no reply or a 5xx starts the reload countdown and a 401/402/406/
 * 426 shows its body; an optional one is logged only (the splash is up). After ready, any error shows
 * its body or message except connect ETIMEDOUT. A body the client cannot use is logged, not shown.
 */
export function expectedInterceptor(row: Row, fault: FaultKind): InterceptorOutcome {
  if (accepted(row, fault)) return 'accepted'
  if (BODY_FAULTS.includes(fault) || row.ownTransport) return 'logged'
  const essentialAtBoot = row.when === 'boot' && row.callClass === 'essential'
  const status = Number(fault)
  if (essentialAtBoot) return fault === 'down' || fault === 'slow' || status >= 500 ? 'reload' : 'body'
  if (row.when === 'boot' || fault === 'slow') return 'logged'
  return fault === 'down' ? 'message' : 'body'
}

/** What the guest was shown, read back from the portal's notices. */
export function seenInterceptor(seen: readonly string[], failed: boolean): InterceptorOutcome {
  if (seen.some((line) => line.startsWith('blocking: ') && /reload itself/.test(line))) return 'reload'
  if (seen.some((line) => /^notice: Demo fault \d+$/.test(line))) return 'body'
  if (seen.some((line) => line === 'notice: Failed to fetch')) return 'message'
  return failed ? 'logged' : 'accepted'
}

export function faultInput(row: Row, fault: FaultKind, sample: string): FaultInput {
  const { method, path, match } = row.target
  const base: FaultInput = { method, path, status: 200, ...(match ? { match } : {}) }
  switch (fault) {
    case 'down':
      return { ...base, status: 0 }
    case 'slow':
      return { ...base, raw: sample, delayMs: SLOW_DELAY_MS }
    case 'malformed':
      return { ...base, raw: MALFORMED_BODY }
    case 'truncated':
      return { ...base, raw: sample.slice(0, Math.max(1, Math.floor(sample.length / 2))) }
    case 'wrong shape':
      return { ...base, body: wrongShape(sample) }
    default:
      return { ...base, status: Number(fault) }
  }
}

/** Valid JSON of the wrong shape: a list where an object is due, an object where a list or a value is. */
export function wrongShape(sample: string): unknown {
  let value: unknown = null
  try {
    value = JSON.parse(sample)
  } catch {
    // not JSON (an empty body): any object is the wrong shape
  }
  if (Array.isArray(value)) return { data: value }
  if (typeof value === 'object' && value !== null) return [value]
  return { value }
}

export function cellEnv(portal: NodePortal, backend: NodeBackend): CellEnv {
  const settle = (ms: number) => vi.advanceTimersByTimeAsync(ms).then(() => undefined)
  return {
    portal,
    backend,
    settle,
    async wait<T>(work: Promise<T>): Promise<T> {
      let done = false
      const watched = work.finally(() => {
        done = true
      })
      watched.catch(() => undefined)
      // a slow reply is over after REQUEST_TIMEOUT_MS; a bill retry or a cast heartbeat after a minute
      for (let elapsed = 0; !done && elapsed < 180_000; elapsed += 250) await settle(250)
      return watched
    },
  }
}
