// The demo hotel backend in-process for the fault matrix (issue 20): its msw handlers answer the portal's
// own fetch, faults are injected the way `POST /__demo/faults` does it, and the v2 host's dictionaries
// come from locales/ on disk (in the browser Vite serves them; a fault on their path still applies
// first). Time is vitest's fake clock: a fault's delay and the request timeout run on it, so "slow"
// costs no real time. Test support only.
import { readFileSync } from 'node:fs'
import { getResponse } from 'msw'
import { createHandlers } from '../../../src/mocks/handlers'
import { createDemoState, type DemoState, type FaultInput } from '../../../src/mocks/state'

export const ORIGIN = 'http://hotel.local'
const LOCALES = /^\/v2\/locales\/([A-Za-z_]+)\.json$/

function localeFile(path: string): Response | null {
  const match = LOCALES.exec(path)
  if (!match) return null
  try {
    const text = readFileSync(new URL(`../../../locales/${match[1]}.json`, import.meta.url), 'utf8')
    return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } })
  } catch {
    return new Response('{"message":"Not found"}', { status: 404 })
  }
}

export type NodeBackend = {
  state: DemoState
  /** the page's fetch: rejects like a browser on a dropped connection or an abort */
  fetch: (url: string, init?: RequestInit) => Promise<Response>
  /** the real reply body of a call (no fault), for truncated and wrong-shape bodies */
  bodyOf(method: string, path: string, body?: unknown): Promise<string>
  inject(fault: FaultInput): void
  clearFaults(): void
}

export function createNodeBackend(): NodeBackend {
  // Date.now is vitest's fake Date: the demo guide, bills and flights follow the test's clock
  const state = createDemoState(() => Date.now())
  const handlers = createHandlers(state)

  const fetch = (url: string, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const { signal } = init
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
      if (signal?.aborted) return abort()
      signal?.addEventListener('abort', abort, { once: true })
      const request = new Request(new URL(url, ORIGIN), { ...init, signal: null })
      getResponse(handlers, request).then((response) => {
        if (!response) return resolve(localeFile(request.url.slice(ORIGIN.length)) ?? notFound())
        // status 0 (msw's Response.error()): the connection dropped, as fetch reports it
        if (response.type === 'error') return reject(new TypeError('Failed to fetch'))
        resolve(response)
      }, reject)
    })

  return {
    state,
    fetch,
    async bodyOf(method, path, body) {
      const init: RequestInit = { method, headers: { 'Content-Type': 'application/json' } }
      if (body !== undefined) init.body = JSON.stringify(body)
      return (await fetch(`${ORIGIN}${path}`, init)).text()
    },
    inject: (fault) => void state.faults.add(fault),
    clearFaults: () => state.faults.reset(),
  }
}

const notFound = () => new Response('{"message":"Not found"}', { status: 404 })
