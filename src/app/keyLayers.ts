// The feature key layers of the dispatch (src/app/keys.ts gives the precedence): each feature's keys
// registration folded into one observer, one scope dispatch and one global handler, in feature order.
import type { KeyEvent, RemoteKey } from '../../bridges/contract'
import type { ScopeKeys } from '../services/overlays'
import type { Feature, KeyHandler } from './features/contract'

export type KeyLayers = {
  raw: (event: KeyEvent) => void
  observe: KeyHandler
  scoped: KeyHandler
  global: KeyHandler
}

export function featureKeyLayers(
  features: readonly Feature[],
  overlayScopes: ScopeKeys,
  activeScope: () => string,
): KeyLayers {
  const keys = features.map((feature) => feature.keys ?? {})
  const raws = keys.flatMap((layer) => (layer.raw ? [layer.raw] : []))
  const observers = keys.flatMap((layer) => (layer.observe ? [layer.observe] : []))
  const globals = keys.flatMap((layer) => (layer.global ? [layer.global] : []))
  const scopes = keys.flatMap((layer) => Object.entries(layer.scopes ?? {}))
  const first = (handlers: readonly KeyHandler[], key: RemoteKey) => handlers.some((handle) => handle(key))
  return {
    raw: (event) => raws.forEach((see) => see(event)),
    observe: (key) => first(observers, key),
    // an overlay's own scope keys (registered by its scene) before a feature's keys for the same scope
    scoped: (key) => {
      const scope = activeScope()
      if (overlayScopes.dispatch(scope, key)) return true
      return scopes.some(([name, handle]) => name === scope && handle(key))
    },
    global: (key) => first(globals, key),
  }
}
