// The JSON transport: base URL and headers from the platform (adapters spec §7), no credentials, a
// request timeout, per-call abort, and every failure as an ApiError handed to the interceptor (§8).
import { systemClock, type Clock } from '../time/clock'
import { silentLog, type ApiLog } from './apiLog'
import { decode, type Decoder } from './decode'
import { ApiError } from './errors'
import { JSON_HEADERS } from './headers'

/** Our own choice (the spec's "Default progress timeout 5000 ms" is a UI progress bar, not a request
 * timeout): long enough for a slow hotel backend to build a full channel list over a busy LAN. */
export const REQUEST_TIMEOUT_MS = 15_000

export type ResponseLike = { ok: boolean; status: number; text(): Promise<string> }
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>
/** Resolves to false (a 404, adapters spec §8) or throws the error. */
export type Interceptor = (error: ApiError, call?: CallOptions) => false

export type Query = Record<string, string | number | boolean | null | undefined>
export type CallOptions = {
  signal?: AbortSignal
  timeoutMs?: number
  /** a background call (a retry the guest did not ask for): a failure is logged, never shown */
  silent?: boolean
}
export type RequestOptions = CallOptions & {
  query?: Query
  /** root of decode error paths, e.g. 'channels' gives `channels[3].sort` */
  name?: string
}

export type HttpDeps = {
  baseUrl: () => Promise<string> | string
  headers: () => Record<string, string>
  fetch?: FetchLike
  timeoutMs?: number
  clock?: Clock
  interceptor?: Interceptor
  log?: ApiLog
}

export type Http = {
  get<T>(path: string, decoder: Decoder<T>, options?: RequestOptions): Promise<T | false>
  post<T>(path: string, body: unknown, decoder: Decoder<T>, options?: RequestOptions): Promise<T | false>
}

export function createHttp(deps: HttpDeps): Http {
  const clock = deps.clock ?? systemClock
  const log = deps.log ?? silentLog
  // Called unbound: some TV browsers throw 'Illegal invocation' on a detached window.fetch.
  const fetchFn: FetchLike = deps.fetch ?? ((url, init) => globalThis.fetch(url, init))

  async function exchange(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions,
    signal: AbortSignal,
  ): Promise<{ ok: boolean; status: number; text: string }> {
    const url = buildUrl(await deps.baseUrl(), path, options.query)
    const init: RequestInit = {
      method,
      headers: { ...JSON_HEADERS, ...deps.headers() },
      credentials: 'omit',
      signal,
    }
    if (method !== 'GET') init.body = JSON.stringify(body ?? {})
    const response = await fetchFn(url, init)
    return { ok: response.ok, status: response.status, text: await response.text() }
  }

  async function send<T>(
    method: string,
    path: string,
    body: unknown,
    decoder: Decoder<T>,
    options: RequestOptions,
  ) {
    const label = `${method} ${path}`
    const timeoutMs = options.timeoutMs ?? deps.timeoutMs ?? REQUEST_TIMEOUT_MS
    const { signal } = options
    if (signal?.aborted) throw new ApiError('aborted', label, `${label} was aborted`)
    const controller = new AbortController()
    let timedOut = false
    const onAbort = () => controller.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const timer = clock.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    try {
      const { ok, status, text } = await exchange(method, path, body, options, controller.signal).catch(
        (error: unknown) => {
          // a refused base URL (baseUrl.ts) is itself the answer, not a transport failure
          if (error instanceof ApiError) throw error
          if (timedOut) {
            const message = `connect ETIMEDOUT: ${label} took over ${timeoutMs} ms`
            throw new ApiError('timeout', label, message, { code: 'ETIMEDOUT', cause: error })
          }
          if (signal?.aborted) throw new ApiError('aborted', label, `${label} was aborted`, { cause: error })
          const message = error instanceof Error ? error.message : String(error)
          throw new ApiError('network', label, message, { cause: error })
        },
      )
      if (!ok) {
        throw new ApiError('http', label, `${label} failed with status ${status}`, {
          status,
          body: parseBody(text),
        })
      }
      const json = parseJson(text, label)
      const result = decodeBody(decoder, json, options.name ?? path, label, log)
      if (!result.ok)
        throw new ApiError('decode', label, result.error.message, { cause: result.error, body: json })
      return result.value
    } finally {
      clock.clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    decoder: Decoder<T>,
    options: RequestOptions = {},
  ) {
    try {
      return await send(method, path, body, decoder, options)
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError('network', `${method} ${path}`, String(error), { cause: error })
      if (!deps.interceptor) throw apiError
      return deps.interceptor(apiError, options)
    }
  }

  return {
    get: (path, decoder, options) => request('GET', path, undefined, decoder, options),
    post: (path, body, decoder, options) => request('POST', path, body, decoder, options),
  }
}

export function buildUrl(base: string, path: string, query: Query = {}): string {
  const absolute = /^https?:\/\//i.test(path)
    ? path
    : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value != null) params.append(key, String(value))
  const search = params.toString()
  return search ? `${absolute}${absolute.includes('?') ? '&' : '?'}${search}` : absolute
}

/** The decoder's result; a decoder that throws anything but a DecodeError (a bug, a stack overflow) is a
 * decode error of this call too, never a network failure (issue 20, fuzzing). */
function decodeBody<T>(decoder: Decoder<T>, json: unknown, root: string, label: string, log: ApiLog) {
  try {
    return decode(decoder, json, root, (message, detail) => log.warn(`${label}: ${message}`, detail))
  } catch (error) {
    const message = `${label}: response could not be decoded (${error instanceof Error ? error.message : String(error)})`
    throw new ApiError('decode', label, message, { cause: error, body: json })
  }
}

/** An empty 2xx body is null; anything else must be JSON. */
function parseJson(text: string, label: string): unknown {
  if (text.trim() === '') return null
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ApiError('decode', label, `${label}: response is not JSON`, { cause: error, body: text })
  }
}

/** Error bodies are `{ message }` JSON or plain text (docs/BACKEND-API.md). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** One signal for a group of calls (the router's media requests): abort() cancels those in flight and
 * arms a fresh signal for the next ones. */
export function createAbortGroup(): { readonly signal: AbortSignal; abort(): void } {
  let controller = new AbortController()
  return {
    get signal() {
      return controller.signal
    },
    abort() {
      controller.abort()
      controller = new AbortController()
    },
  }
}
