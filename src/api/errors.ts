// The one error type of the API layer. The interceptor (adapters spec §8) and the common error handler
// (portal spec §7 "All failures go to a common error handler") switch on `kind` and `status`.

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'decode' | 'validation' | 'aborted'

/** Texts the spec gives for failures at this layer (portal spec §5 and §3 Config). */
export const API_MESSAGES = {
  configNotObject: 'Configurations could not be fetching as expected',
  noMenu: 'The platform must contain at least 1 menu',
  noLanguage: 'The platform must contain at least 1 language',
} as const

export type ApiErrorOptions = {
  status?: number
  /** the parsed error body (JSON, or the plain text when it is not JSON) */
  body?: unknown
  /** e.g. 'ETIMEDOUT' for a request that ran past its timeout */
  code?: string
  cause?: unknown
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** the request ('GET /api/get/channels') or, for validation, what was checked ('config') */
  readonly path: string
  readonly status: number | undefined
  readonly body: unknown
  readonly code: string | undefined

  constructor(kind: ApiErrorKind, path: string, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'ApiError'
    this.kind = kind
    this.path = path
    this.status = options.status
    this.body = options.body
    this.code = options.code
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** What the guest is shown for a failed call: the error body (its `message` when it has one), else the
 * error message (adapters spec §8 "the error body or message is shown"). */
export function errorText(error: ApiError): string {
  const { body } = error
  if (typeof body === 'string' && body.trim() !== '') return body
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return error.message
}
