// The one contract every capability implements (issue #11; docs/ARCHITECTURE.md "Feature modules").
// A feature is a factory that receives the shared context and declares what it owns; the composition
// root (src/app/startPortal.tsx) starts the features in order and wires their declarations into the
// router, the key dispatch, the action executor and the inbound-message dispatch.
import type { ComponentType, ReactNode } from 'react'
import type { Bridge, KeyEvent, RemoteKey } from '../../../bridges/contract'
import type { InboundDeps } from '../../services/remote/inbound'
import type { RouteMatch, RouteName } from '../../services/router/routes'
import type { FeatureHooks, PortalContext } from '../context'

/** true when the key was consumed */
export type KeyHandler = (key: RemoteKey) => boolean

/** The keys a feature handles, per layer (src/app/keys.ts states the precedence). */
export type FeatureKeys = {
  /** sees every key the platform sends, even while navigation is off (the navigation idle check) */
  raw?: (event: KeyEvent) => void
  /** sees every accepted key before any other layer (the Hotel Service Menu sequence); true consumes it */
  observe?: KeyHandler
  /** keys of one focus scope, asked only while that scope is the active one */
  scopes?: Readonly<Record<string, KeyHandler>>
  /** shell keys that act on every screen, asked when nothing nearer the focus took the key */
  global?: KeyHandler
}

export type InboundHandlers = Pick<
  InboundDeps,
  'runAction' | 'runCommand' | 'openWeather' | 'chromecast' | 'wakeUp'
>

export type Feature = FeatureHooks & {
  /** the screens it owns: route name → the scene for that route */
  routes?: Partial<Record<RouteName, (route: RouteMatch) => ReactNode>>
  /** the overlays it mounts over every screen (each holds its own focus scope) */
  overlays?: ComponentType
  keys?: FeatureKeys
  /** the inbound message kinds it takes (adapters spec §3 Inbound message: action, rc, weather,
   * chromecast, fidelio), one handler per kind across all features */
  inbound?: Partial<InboundHandlers>
  /** once the platform bridge has started, before the boot sync (adapters spec §4 events) */
  attach?: (bridge: Bridge) => void
  /** after boot: routing is on and the start route is shown (portal spec §4 Boot) */
  start?: () => void | Promise<void>
  stop?: () => void
}

export type FeatureFactory = (ctx: PortalContext) => Feature
