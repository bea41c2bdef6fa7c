import { useLayoutEffect } from 'react'
import { useStore } from 'zustand'
import { FocusScopeContext, Img, Mirror, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { CMS_PANE_SCOPE, cmsAction, type CmsPane, type CmsPorts } from '../../src/services/cms'
import { LAYER, SIDE_PANEL_WIDTH } from '../../src/services/overlays'
import { Button, DialogFrame, FRAME_PADDING } from '../shared'
import { ActionButton, CMS_ACTION_ID, CMS_DESCRIPTION_ID, ItemText } from './ItemParts'

export const CMS_PANE_CLOSE_ID = 'cms-pane-close'
const INNER = SIDE_PANEL_WIDTH - 2 * FRAME_PADDING
const IMAGE_HEIGHT = 245

/**
 * The side pane layout (portal spec §2 CMS detail layouts, layout_type sidepane): the item in a 500 px
 * side panel over its list (§2 Overlays, §9 side panel 500 px), on the left (the right when the layout
 * is mirrored), in its own focus scope; back or Close returns to the row it was opened from.
 */
export function CmsSidePane({ ports, target, pane }: { ports: CmsPorts; target: string; pane: CmsPane }) {
  const t = useT()
  const { focus } = useRenderer()
  const carousel = useStore(ports.list.store, (state) => state.carousels[pane.row])
  const item = carousel?.items[pane.item]
  const hasAction = item ? cmsAction(item) !== null : false
  // opened after the pane's nodes registered (children's layout effects run first); closing restores
  // the row the guest opened it from (portal spec §4 Overlays: previous focus scope restored)
  useLayoutEffect(() => {
    focus.openScope(CMS_PANE_SCOPE, { focus: hasAction ? CMS_ACTION_ID : CMS_DESCRIPTION_ID })
    return () => focus.closeScope(CMS_PANE_SCOPE)
  }, [focus, hasAction])
  if (!carousel || !item) return null
  return (
    <FocusScopeContext.Provider value={CMS_PANE_SCOPE}>
      <Mirror width={SIDE_PANEL_WIDTH}>
        <DialogFrame
          label="cms-sidepane"
          zIndex={LAYER.sidepane}
          width={SIDE_PANEL_WIDTH}
          height={720}
          fillAlpha={0.97}
          name={item.title}
        >
          <Img
            url={item.cover?.medium ?? null}
            x={FRAME_PADDING}
            y={FRAME_PADDING}
            width={INNER}
            height={IMAGE_HEIGHT}
            fit="cover"
            radius={12}
            fallbackLabel={item.title}
          />
          <ItemText
            item={item}
            x={FRAME_PADDING}
            y={IMAGE_HEIGHT + 2 * FRAME_PADDING}
            width={INNER}
            descriptionHeight={hasAction ? 250 : 318}
            titleSize={30}
          />
          <ActionButton
            item={item}
            place={{ target, carousel }}
            ports={ports}
            x={FRAME_PADDING}
            y={572}
            width={INNER}
          />
          <Button
            id={CMS_PANE_CLOSE_ID}
            x={FRAME_PADDING}
            y={640}
            width={INNER}
            height={52}
            text={t('common.close')}
            onSelect={() => ports.list.closePane()}
          />
        </DialogFrame>
      </Mirror>
    </FocusScopeContext.Provider>
  )
}
