import type { StoreApi } from 'zustand/vanilla'
import type { OverlayManager, RefreshState, ScopeKeys } from '../../../src/services/overlays'
import { ServiceMenu } from '../../hsm/ServiceMenu'
import { Interact } from '../Interact'
import { Keyboard } from '../Keyboard'
import { Toast } from '../Toast'
import { RefreshSpinner } from './RefreshSpinner'

/** what the dialog overlays need besides the overlay manager */
export type DialogUi = { scopeKeys: ScopeKeys; refresh: StoreApi<RefreshState> }

/** The dialog overlays (interact 102, keyboard 104, toast 108, service menu, refresh spinner): each sits
 * at its own §9 layer among the app's other overlays (no wrapping container, so zIndex orders them). */
export function DialogLayer({ overlays, ui }: { overlays: OverlayManager; ui: DialogUi }) {
  return (
    <>
      <ServiceMenu overlays={overlays} scopeKeys={ui.scopeKeys} />
      <Interact overlays={overlays} scopeKeys={ui.scopeKeys} />
      <Keyboard overlays={overlays} scopeKeys={ui.scopeKeys} />
      <Toast overlays={overlays} scopeKeys={ui.scopeKeys} />
      <RefreshSpinner store={ui.refresh} />
    </>
  )
}
