// Keys an overlay handles for its whole focus scope (back closes it, digits type into it), asked before the
// focused widget and the shell's global keys, so the shell's back handling does not grow a list per overlay.
import type { RemoteKey } from '../../../bridges/contract'

/** true when the key was consumed */
export type ScopeKeyHandler = (key: RemoteKey) => boolean

export type ScopeKeys = {
  /** one handler per scope (the latest wins); returns the undo */
  register(scope: string, handler: ScopeKeyHandler): () => void
  /** asks the handler of `scope` (the active focus scope) */
  dispatch(scope: string, key: RemoteKey): boolean
}

export function createScopeKeys(): ScopeKeys {
  const handlers = new Map<string, ScopeKeyHandler>()
  return {
    register(scope, handler) {
      handlers.set(scope, handler)
      return () => {
        if (handlers.get(scope) === handler) handlers.delete(scope)
      }
    },
    dispatch: (scope, key) => handlers.get(scope)?.(key) ?? false,
  }
}
