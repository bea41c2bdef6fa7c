// The shared context the composition root builds once and hands to every feature (issue #11): clock,
// logger, API client, overlay manager, focus engine, bridge, router and the registry through which a
// feature reaches the services another feature provides.
import type { Bridge, KeyEvent } from '../../bridges/contract'
import type { FocusEngine, StageHandle } from '../../renderer'
import type { Clock } from '../time/clock'
import type { Translator } from '../i18n/i18n'
import type { Logger } from '../services/logger'
import type { OverlayManager, ScopeKeys } from '../services/overlays'
import type { Router } from '../services/router/router'
import type { SyncDeps } from '../services/sync'
import type { Stores } from '../stores'
import type { PortalApi } from './api'
import type { ActionHandler } from '../services/actions'

/**
 * The services features provide to each other. Each feature adds what it provides with declaration
 * merging (`declare module '../context' { interface PortalServices { media: MediaController } }`), so
 * `ctx.services.need('media')` is typed without a central list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PortalServices {}

export type ServiceRegistry = {
  provide<K extends keyof PortalServices>(key: K, value: PortalServices[K]): void
  /** the service, or a clear error naming what is missing (a feature ordered after its provider) */
  need<K extends keyof PortalServices>(key: K): PortalServices[K]
  /** the service if it is running (remote services start after boot and may fail) */
  find<K extends keyof PortalServices>(key: K): PortalServices[K] | undefined
}

export function createServiceRegistry(): ServiceRegistry {
  const services = new Map<keyof PortalServices, unknown>()
  return {
    provide(key, value) {
      if (services.has(key)) throw new Error(`The service "${String(key)}" is provided twice`)
      services.set(key, value)
    },
    need(key) {
      if (!services.has(key)) throw new Error(`No feature provides the service "${String(key)}" (yet)`)
      return services.get(key) as PortalServices[typeof key]
    },
    find: (key) => services.get(key) as PortalServices[typeof key] | undefined,
  }
}

/** What the context knows of a started feature: the hooks that run across all of them. The full
 * contract (`Feature` in features/contract.ts) extends it; kept here so the two files do not import
 * each other. */
export type FeatureHooks = {
  name: string
  /** the remote actions it answers (portal spec §4 Remote actions), by action type */
  actions?: Readonly<Record<string, ActionHandler>>
  /** portal spec §2 Route guard: what each navigation resets, in feature order */
  beforeNavigate?: () => void
  /** portal spec §4 Guest session: what a check-out clears */
  onCheckOut?: () => void | Promise<void>
}

export type Translate = (key: string, options?: Record<string, unknown>) => string

export type PortalContext = {
  win: Window
  clock: Clock
  log: Logger
  /** the shared stores of this portal (README "Layout": where state lives) */
  stores: Stores
  stage: StageHandle
  focus: FocusEngine
  api: PortalApi
  overlays: OverlayManager
  /** overlay scopes' own keys (back closes, digits type), registered by the overlay scenes */
  scopeKeys: ScopeKeys
  translator: Translator
  /** a translation in the current interface language */
  t: Translate
  /** the platform bridge once boot has started it */
  bridge: () => Bridge | null
  router: Router
  /** router.push that logs a refused navigation instead of throwing */
  go: (path: string) => void
  /** dispatches a key as if the remote sent it (remote commands, adapters spec §3 rc) */
  pressKey: (event: KeyEvent) => boolean
  /** the dependencies of the sync calls (portal spec §4 Sync) */
  syncDeps: () => SyncDeps
  services: ServiceRegistry
  /** the features started so far, in order (for hooks that run across all of them) */
  features: () => readonly FeatureHooks[]
}
