// Issue 20: the backend base URL (adapters spec §7: from the platform, else the page origin) is checked
// before any call goes out: only http(s), and no credentials in it (the portal sends none, adapters §7,
// and a user:password@ URL would put them in every request and every log line). A bad one is a clear
// boot error (the error screen's detail), never a reload loop. The URL itself is not repeated in the
// message: it may be the very credential it carries.
import { ApiError } from './errors'

export const BASE_URL_MESSAGES = {
  /** portal spec §8 Service errors: '...baseUrl' */
  missing: 'Unable to get device baseUrl',
  notUrl: 'The backend base URL is not a valid URL',
  scheme: (protocol: string) => `The backend base URL must be http or https, not ${protocol}`,
  credentials: 'The backend base URL must not carry credentials',
} as const

const fail = (message: string): never => {
  throw new ApiError('validation', 'baseUrl', message)
}

/** The base URL, trimmed, or an ApiError of kind 'validation' saying what is wrong with it. */
export function checkBaseUrl(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') return fail(BASE_URL_MESSAGES.missing)
  const base = raw.trim()
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return fail(BASE_URL_MESSAGES.notUrl)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return fail(BASE_URL_MESSAGES.scheme(url.protocol))
  if (url.username !== '' || url.password !== '') return fail(BASE_URL_MESSAGES.credentials)
  return base
}
