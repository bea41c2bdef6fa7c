import type { ReactNode } from 'react'
import { FocusScopeContext } from '../../renderer'
import { overlayScope, type OverlayKind } from '../../src/services/overlays'

// Scenes name an overlay's focus scope through the kit only, so the naming rule stays in one place.
export { overlayScope }

/**
 * Mounts an overlay's subtree in the overlay's own focus scope (portal spec §2 Overlays: each overlay
 * has its own focus scope); its keys register under overlayScope(kind).
 */
export function OverlayScope({ kind, children }: { kind: OverlayKind; children?: ReactNode }) {
  return <FocusScopeContext.Provider value={overlayScope(kind)}>{children}</FocusScopeContext.Provider>
}
