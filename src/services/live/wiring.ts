// The live session bound to the running portal: the API client, the page's storage and fetch, the
// backend's base URL for origin-relative media paths. The composition root calls this once.
import type { ApiClient } from '../../api/client'
import { systemClock } from '../../time/clock'
import type { Channel, Config, Guest } from '../../api/types'
import type { Logger } from '../logger'
import type { MediaController } from '../media/types'
import type { OverlayManager } from '../overlays'
import { createLiveTv, type LiveDeps, type LiveDevice } from './liveTv'
import type { FetchJson } from './dvr'

export type PortalLiveDeps = {
  client: ApiClient
  screenSignal: () => AbortSignal
  media: MediaController
  overlays: OverlayManager
  t: LiveDeps['t']
  storage: Storage
  fetch: typeof fetch
  /** the backend's base URL (the bridge's, else the page origin) */
  baseUrl: () => Promise<string>
  hotel: () => { channels: readonly Channel[]; config: Config; guest: Guest | null; device: LiveDevice }
  notify: LiveDeps['notify']
  log: Logger
}

/** portal spec §2 base path: media paths in responses are origin-relative (docs/BACKEND-API.md). */
export async function resolveMediaUrl(path: string, baseUrl: () => Promise<string>): Promise<string> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path
  const base = (await baseUrl()).replace(/\/+$/, '')
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`
}

export function createPortalLiveTv(deps: PortalLiveDeps) {
  const fetchJson: FetchJson = async (url, init) => {
    const response = await deps.fetch(url, init)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return response.json() as Promise<unknown>
  }
  return createLiveTv({
    clock: systemClock,
    log: deps.log,
    media: deps.media,
    api: deps.client,
    signal: deps.screenSignal,
    channels: () => deps.hotel().channels,
    config: () => deps.hotel().config,
    guest: () => deps.hotel().guest,
    device: () => deps.hotel().device,
    overlays: deps.overlays,
    t: deps.t,
    storage: deps.storage,
    fetchJson,
    resolveUrl: (path) => resolveMediaUrl(path, deps.baseUrl),
    notify: deps.notify,
  })
}
