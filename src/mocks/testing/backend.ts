import { getResponse } from 'msw'
import { createHandlers } from '../handlers'
import { createDemoState } from '../state'
import type { DemoState } from '../state'

/** A fixed instant for tests: Wednesday 14 May 2025, 12:30 in Istanbul. */
export const TEST_NOW = Date.UTC(2025, 4, 14, 9, 30)

export type Reply<T = unknown> = { status: number; body: T; headers: Headers; text: string }

/**
 * The demo backend in-process, no network: requests go straight through msw's getResponse. The
 * clock is manual (`advance`) and fault delays resolve at once.
 */
export function createTestBackend(start = TEST_NOW) {
  let now = start
  const state: DemoState = createDemoState(() => now, { sleep: async () => {} })
  const handlers = createHandlers(state)

  async function fetchRaw(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await getResponse(handlers, new Request(`http://localhost${path}`, init))
    if (!response) throw new Error(`no handler for ${init.method ?? 'GET'} ${path}`)
    return response
  }

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const init: RequestInit = { method, headers: { 'Content-Type': 'application/json', ...headers } }
    if (body !== undefined) init.body = JSON.stringify(body)
    const response = await fetchRaw(path, init)
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text === '' ? null : JSON.parse(text)
    } catch {
      // not JSON: the raw text stays in body
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text }
  }

  return {
    state,
    now: () => now,
    advance(ms: number): void {
      now += ms
    },
    fetchRaw,
    get: <T = unknown>(path: string, headers?: Record<string, string>) =>
      call<T>('GET', path, undefined, headers),
    post: <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, body),
    del: <T = unknown>(path: string) => call<T>('DELETE', path),
  }
}

export type TestBackend = ReturnType<typeof createTestBackend>
