// Test doubles for the API layer (node has no timers we want to wait on and no backend): a manual clock
// and a scripted fetch. Used by src/api/*.test.ts; not exported from index.ts.
import type { Clock } from '../time/clock'
import { manualClock } from '../time/fakes'
import type { FetchLike, ResponseLike } from './http'

export type FakeClock = Clock & {
  /** moves time forward, firing due timers in order */
  advance(ms: number): void
  pending(): number
}

/** The project's manual clock (src/time/fakes.ts) in the flat shape the API tests use. */
export function createFakeClock(start = 0): FakeClock {
  const { clock, advance, pending } = manualClock(start)
  return { ...clock, advance, pending }
}

export function jsonResponse(status: number, body: unknown): ResponseLike {
  return textResponse(status, JSON.stringify(body))
}

export function textResponse(status: number, text: string): ResponseLike {
  return { ok: status >= 200 && status < 300, status, text: async () => text }
}

export type FetchCall = { url: string; init: RequestInit }
export type FakeFetch = FetchLike & { calls: FetchCall[] }

/** Answers with `respond`, or never (until the request's signal aborts) when it returns 'hang'. */
export function createFakeFetch(
  respond: (call: FetchCall) => ResponseLike | 'hang' | Promise<ResponseLike>,
): FakeFetch {
  const calls: FetchCall[] = []
  const fetch = (url: string, init: RequestInit) => {
    const call = { url, init }
    calls.push(call)
    return new Promise<ResponseLike>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
      if (init.signal?.aborted) return abort()
      init.signal?.addEventListener('abort', abort, { once: true })
      const answer = respond(call)
      if (answer !== 'hang') Promise.resolve(answer).then(resolve, reject)
    })
  }
  return Object.assign(fetch, { calls })
}
