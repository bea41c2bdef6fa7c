import { useLayoutEffect } from 'react'
import { useStore } from 'zustand'
import { Focusable, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import {
  OVERLAY_LAYER,
  type OverlayManager,
  type ScopeKeys,
  type ServiceMenuAction,
} from '../../src/services/overlays'
import { useScopeKeys } from '../overlays/interact/hooks'
import { SCREEN } from '../overlays/interact/layout'
import { Button, DialogFrame, FRAME_PADDING, OverlayScope, overlayScope } from '../shared'
import { theme } from '../theme'

const SCOPE = overlayScope('serviceMenu')
const WIDTH = 520
const PADDING = FRAME_PADDING
const BUTTON_HEIGHT = 56
const GAP = 14
const HEADING = 60
export const serviceMenuItemId = (action: ServiceMenuAction) => `hsm-${action}`

/**
 * portal spec §2 Overlays: Hotel Service Menu with Update Room Status, Change Room Number, Clear User
 * Data. Choosing closes the menu with the action; src/app/dialogs.ts runs it. Back closes the menu.
 */
export function ServiceMenu({ overlays, scopeKeys }: { overlays: OverlayManager; scopeKeys: ScopeKeys }) {
  const entry = useStore(overlays.store, (state) => state.overlays.serviceMenu)
  if (!entry || entry.phase !== 'active') return null
  const { actions } = entry.request as { actions: readonly ServiceMenuAction[] }
  return (
    <OverlayScope kind="serviceMenu">
      <Menu key={entry.id} actions={actions} overlays={overlays} scopeKeys={scopeKeys} />
    </OverlayScope>
  )
}

function Menu({
  actions,
  overlays,
  scopeKeys,
}: {
  actions: readonly ServiceMenuAction[]
  overlays: OverlayManager
  scopeKeys: ScopeKeys
}) {
  const t = useT()
  const { focus } = useRenderer()
  const first = actions[0]
  useLayoutEffect(() => {
    if (first) focus.focus(serviceMenuItemId(first))
  }, [focus, first])
  useScopeKeys(scopeKeys, SCOPE, (key) =>
    key === 'back' || key === 'exit' ? overlays.close('serviceMenu', 'cancelled') : false,
  )
  const height = 2 * PADDING + HEADING + actions.length * (BUTTON_HEIGHT + GAP)
  return (
    <DialogFrame
      x={(SCREEN.width - WIDTH) / 2}
      y={(SCREEN.height - height) / 2}
      label="service-menu"
      zIndex={OVERLAY_LAYER.serviceMenu}
      width={WIDTH}
      height={height}
      radius={16}
      border={{ width: 2, color: theme.primary }}
      name={t('hsm.title')}
      heading={t('hsm.title')}
    >
      <Focusable
        id="hsm-actions"
        kind="column"
        x={PADDING}
        y={PADDING + HEADING}
        width={WIDTH - 2 * PADDING}
        height={actions.length * (BUTTON_HEIGHT + GAP)}
        role="menu"
        name={t('hsm.title')}
      >
        {actions.map((action, index) => (
          <Button
            key={action}
            id={serviceMenuItemId(action)}
            order={index}
            y={index * (BUTTON_HEIGHT + GAP)}
            width={WIDTH - 2 * PADDING}
            height={BUTTON_HEIGHT}
            radius={12}
            text={t(`hsm.${action}`)}
            onSelect={() => overlays.close('serviceMenu', 'confirmed', action)}
          />
        ))}
      </Focusable>
    </DialogFrame>
  )
}
