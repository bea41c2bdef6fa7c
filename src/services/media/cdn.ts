// portal spec §4 CDN token, §5 CDN conversion, §7 /api/get/cdn, §9 CDN token lifetime and renewal.
//
// How a URL is rewritten (config cdn.driver names the driver; empty means no CDN):
// - only http(s) media whose path ends in a large-file extension (mp4, ts, mp3, mkv) and whose host is
//   neither the platform origin nor a private address are converted; everything else plays as given;
// - the token comes from POST /api/get/cdn {driver, expire: unix time one hour ahead, name for flussonic};
//   `.ts` is a live transport stream and takes tokenLive, the other extensions are files and take tokenLarge;
// - medianova (secure token): `?st={token}&e={expire}` appended to the query;
// - flussonic (token auth per stream): the stream name is the first path segment, `?token={token}` appended;
// - any other driver, a flussonic URL without a stream name or a token that cannot be had rejects with
//   'The CDN driver can't handle this url.' (logged with its cause).
import type { CdnToken } from '../../api/types'
import type { CdnDriver, CdnTokenRequest } from '../../api/requests'
import { CDN_TOKEN_LIFETIME_S } from '../../api/readCalls'
import type { Clock, TimerHandle } from '../../time/clock'
import { describeError, type Logger } from '../logger'
import { MEDIA_TEXTS } from './mediaErrors'
import { extensionOf } from './sourceType'

/** portal spec §4 CDN token / §9: renewed every 3,300,000 ms (before the 3600 s lifetime runs out) */
export const CDN_RENEWAL_MS = 3_300_000
/** portal spec §9 large-file extensions: the only media the CDN converts (§5) */
export const LARGE_FILE_EXTENSIONS = ['mp4', 'ts', 'mp3', 'mkv'] as const
/** portal spec §7: driver medianova or flussonic */
export const CDN_DRIVERS: readonly CdnDriver[] = ['medianova', 'flussonic']
/** the live transport among the large-file extensions (takes tokenLive) */
const LIVE_EXTENSION = 'ts'
/** tokens kept (and renewed) at most: one per driver and flussonic stream recently played */
export const MAX_CDN_TOKENS = 16
const MS_PER_SECOND = 1000

export type CdnDeps = {
  getToken: (request: CdnTokenRequest) => Promise<CdnToken | false>
  clock: Clock
  /** config cdn.driver; null or empty: no CDN */
  driver: () => string | null
  /** the platform base URL (adapters spec §7); its origin is never converted */
  platformOrigin: () => Promise<string>
  log: Logger
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^0\./]

/** RFC 1918 / loopback / link-local addresses and local names. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.local') || host.endsWith('.localhost')) return true
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return PRIVATE_V4.some((range) => range.test(host))
  if (host.includes(':')) return host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host)
  return false
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** portal spec §5: conversion only for http media of the large-file extensions, off the platform origin
 * and off private addresses. */
export function needsCdn(url: string, platformOrigin: string | null): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  if (!(LARGE_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(parsed.pathname))) return false
  if (platformOrigin !== null && parsed.origin === originOf(platformOrigin)) return false
  return !isPrivateHost(parsed.hostname)
}

type Entry = { token: CdnToken; expire: number; timer: TimerHandle | null }

export function createCdnConverter(deps: CdnDeps) {
  const { clock, log } = deps
  const tokens = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Entry>>()

  async function fetchToken(driver: CdnDriver, name: string | undefined): Promise<Entry> {
    // portal spec §7: expire is unix time one hour ahead
    const expire = Math.floor(clock.now() / MS_PER_SECOND) + CDN_TOKEN_LIFETIME_S
    const token = await deps.getToken({ driver, expire, ...(name === undefined ? {} : { name }) })
    if (!token) throw new Error('no CDN token in the answer')
    return { token, expire, timer: null }
  }

  function keep(key: string, entry: Entry, driver: CdnDriver, name: string | undefined) {
    const old = tokens.get(key)
    if (old && old.timer !== null) clock.clearTimeout(old.timer)
    tokens.delete(key)
    tokens.set(key, entry)
    entry.timer = clock.setTimeout(() => renew(key, driver, name), CDN_RENEWAL_MS)
    for (const [oldest, stale] of tokens) {
      if (tokens.size <= MAX_CDN_TOKENS) break
      if (stale.timer !== null) clock.clearTimeout(stale.timer)
      tokens.delete(oldest)
    }
  }

  function renew(key: string, driver: CdnDriver, name: string | undefined) {
    const entry = tokens.get(key)
    if (entry) entry.timer = null
    fetchToken(driver, name).then(
      (fresh) => keep(key, fresh, driver, name),
      (error: unknown) => {
        // the next play asks again; until then the old token stays (valid for another 300 s)
        log.warn(`CDN token renewal for ${key} failed: ${describeError(error)}`)
      },
    )
  }

  async function tokenFor(driver: CdnDriver, name: string | undefined): Promise<Entry> {
    const key = `${driver}:${name ?? ''}`
    const cached = tokens.get(key)
    if (cached && cached.expire * MS_PER_SECOND > clock.now()) return cached
    const running = inFlight.get(key)
    if (running) return running
    const request = fetchToken(driver, name)
      .then((entry) => {
        keep(key, entry, driver, name)
        return entry
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, request)
    return request
  }

  function refuse(url: string, why: string): never {
    log.warn(`CDN: ${why} (${url})`)
    throw new Error(MEDIA_TEXTS.cdnUnsupported)
  }

  return {
    async convert(url: string): Promise<string> {
      const configured = deps.driver()?.trim().toLowerCase() ?? ''
      if (!configured) return url
      const origin = await deps.platformOrigin().catch(() => null)
      if (!needsCdn(url, origin)) return url
      const driver = CDN_DRIVERS.find((known) => known === configured)
      if (!driver) return refuse(url, `unknown driver '${configured}'`)
      const parsed = new URL(url)
      const name = driver === 'flussonic' ? parsed.pathname.split('/').find(Boolean) : undefined
      if (driver === 'flussonic' && !name) return refuse(url, 'no flussonic stream name')
      let entry: Entry
      try {
        entry = await tokenFor(driver, name)
      } catch (error) {
        return refuse(url, `token: ${describeError(error)}`)
      }
      const token =
        extensionOf(parsed.pathname) === LIVE_EXTENSION ? entry.token.tokenLive : entry.token.tokenLarge
      if (driver === 'medianova') {
        parsed.searchParams.set('st', token)
        parsed.searchParams.set('e', String(entry.expire))
      } else parsed.searchParams.set('token', token)
      return parsed.href
    },
    /** stops the renewals */
    dispose() {
      for (const entry of tokens.values()) if (entry.timer !== null) clock.clearTimeout(entry.timer)
      tokens.clear()
    },
  }
}
