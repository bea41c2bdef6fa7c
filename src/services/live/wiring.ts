// The live session bound to the running portal: the API client, the page's storage and fetch, the
// backend's base URL for origin-relative media paths. The composition root calls this once.
import type { ApiClient } from '../../api/client'
import type { Clock } from '../../time/clock'
import type { Channel, Config, Guest } from '../../api/types'
import type { Logger } from '../logger'
import type { MediaController } from '../media/types'
import type { OverlayManager } from '../overlays'
import { createLiveTv, type LiveDeps, type LiveDevice } from './liveTv'
import type { FetchJson } from './dvr'
import { resolveMediaUrl } from './mediaUrl'

export type PortalLiveDeps = {
  /** the portal's clock (DESIGN.md "One clock"): the switch delay, saves, retries and guide resyncs */
  clock: Clock
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

export { resolveMediaUrl }

export function createPortalLiveTv(deps: PortalLiveDeps) {
  const fetchJson: FetchJson = async (url, init) => {
    const response = await deps.fetch(url, init)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return response.json() as Promise<unknown>
  }
  return createLiveTv({
    clock: deps.clock,
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
