import { useCallback } from 'react'
import { useStore } from 'zustand'
import { FocusScopeContext, useDir } from '../../renderer'
import { useT } from '../../src/i18n/react'
import {
  LAYER,
  SIDE_PANEL_WIDTH,
  overlayScope,
  type OverlayManager,
  type SideloadRequest,
} from '../../src/services/overlays'
import { SIDELOAD_TITLE_KEYS } from '../../src/services/announcer/titles'
import type { SideloadDeps } from '../../src/services/sideloads'
import { BillPanel } from './BillPanel'
import { CartPanel } from './CartPanel'
import { BluetoothPanel, MobilePanel } from './DevicePanels'
import { InternetPanel } from './InternetPanel'
import { PanelFrame } from './PanelFrame'

const SCOPE = overlayScope('sideload')
export const SIDELOAD_CLOSE_ID = 'sideload-close'

/**
 * portal spec §2 Side panel (left or right, 500 px; sideload layer 100 of §9) hosting billview, bluetooth,
 * cart, internet and mobile. Each panel's rules live in src/services/sideloads.
 */
export function Sideload({ overlays, deps }: { overlays: OverlayManager; deps: SideloadDeps }) {
  const entry = useStore(overlays.store, (state) => state.overlays.sideload)
  const close = useCallback(() => overlays.close('sideload', 'closed'), [overlays])
  if (!entry || entry.phase !== 'active') return null
  const request = entry.request as SideloadRequest
  return (
    <FocusScopeContext.Provider value={SCOPE}>
      <Host key={entry.id} request={request} deps={deps} close={close} />
    </FocusScopeContext.Provider>
  )
}

function Host({ request, deps, close }: { request: SideloadRequest; deps: SideloadDeps; close: () => void }) {
  const t = useT()
  // portal spec §5: position defaults left; Arabic and Hebrew open panels from the other side
  const dir = useDir()
  const x = dir.x(request.position === 'right' ? 1280 - SIDE_PANEL_WIDTH : 0, SIDE_PANEL_WIDTH)
  return (
    <pixiContainer x={x} label={`sideload-${request.component}`} zIndex={LAYER.sideload}>
      <PanelFrame
        title={t(SIDELOAD_TITLE_KEYS[request.component])}
        closeId={SIDELOAD_CLOSE_ID}
        closeText={t('common.close')}
        onClose={close}
      >
        {request.component === 'billview' ? (
          <BillPanel deps={deps.bill} closeId={SIDELOAD_CLOSE_ID} />
        ) : request.component === 'cart' ? (
          <CartPanel deps={deps.cart} close={close} />
        ) : request.component === 'internet' ? (
          <InternetPanel deps={deps.internet} closeId={SIDELOAD_CLOSE_ID} />
        ) : request.component === 'mobile' ? (
          <MobilePanel deps={deps.mobile} closeId={SIDELOAD_CLOSE_ID} />
        ) : (
          <BluetoothPanel deps={deps.bluetooth} />
        )}
      </PanelFrame>
    </pixiContainer>
  )
}
