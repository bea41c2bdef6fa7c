import { useLayoutEffect, useRef } from 'react'
import { useRenderer, type WidgetKeyHandler } from '../../../renderer'
import type { ScopeKeyHandler, ScopeKeys } from '../../../src/services/overlays'

/** keys for the whole focus scope of an overlay (back, digits), while the overlay is mounted; registered in
 * a layout effect, with the focus, so a key that follows the focus change at once is not lost */
export function useScopeKeys(scopeKeys: ScopeKeys, scope: string, handler: ScopeKeyHandler): void {
  const latest = useRef(handler)
  latest.current = handler
  useLayoutEffect(() => scopeKeys.register(scope, (key) => latest.current(key)), [scopeKeys, scope])
}

/** left/right (and other widget keys) of one focused node: a select, a time part, a switch */
export function useWidgetKeys(id: string, handler: WidgetKeyHandler): void {
  const { keys } = useRenderer()
  const latest = useRef(handler)
  latest.current = handler
  useLayoutEffect(() => keys.register(id, (key) => latest.current(key)), [keys, id])
}
