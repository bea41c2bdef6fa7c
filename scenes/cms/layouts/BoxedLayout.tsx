import { useEffect, useLayoutEffect } from 'react'
import { Box, Img, Mirror, useDir, useRenderer } from '../../../renderer'
import { cmsAction, parseCssColour } from '../../../src/services/cms'
import { usePortal } from '../../shared/portalContext'
import { theme } from '../../theme'
import { ActionButton, CMS_ACTION_ID, CMS_DESCRIPTION_ID, ItemText } from '../ItemParts'
import type { LayoutProps } from './shared'

const BOX = { x: 140, y: 90, width: 1000, height: 540 }
const PAD = 40
const IMAGE = { width: 420, height: 236 }
const TEXT_X = PAD + IMAGE.width + PAD
const TEXT_WIDTH = BOX.width - TEXT_X - PAD
/** the page editor's overlay when it names none: the picture stays visible, the box stays readable */
const DEFAULT_OVERLAY = { color: 0x000000, alpha: 0.45 }
const BOX_ALPHA = 0.94

/**
 * portal spec §2 CMS detail layout "boxed" (§3 layout_type boxed): the item's background full screen
 * behind its overlay colour, and the item in a box filled with its layout_gradient colour.
 */
export function BoxedLayout({ found, target, ports }: LayoutProps) {
  const { item, carousel } = found
  const { background } = usePortal()
  const { focus } = useRenderer()
  const hasAction = cmsAction(item) !== null
  const picture = item.background ?? item.cover?.large ?? null
  // the background layer (portal spec §2 Overlays); the next navigation clears it (§2 Route guard)
  useEffect(() => {
    if (picture) background.show({ images: [picture], video: null })
  }, [background, picture])
  useLayoutEffect(() => {
    focus.focus(hasAction ? CMS_ACTION_ID : CMS_DESCRIPTION_ID)
  }, [focus, hasAction, item])
  const overlay = parseCssColour(item.overlay) ?? DEFAULT_OVERLAY
  const fill = parseCssColour(item.layout_gradient)
  return (
    <pixiContainer label="cms-boxed">
      {picture ? null : <Box width={1280} height={720} fill={theme.surface} />}
      <Box width={1280} height={720} fill={overlay.color} fillAlpha={overlay.alpha} />
      <Mirror x={BOX.x} y={BOX.y} width={BOX.width}>
        <Box
          width={BOX.width}
          height={BOX.height}
          radius={24}
          fill={fill?.color ?? theme.surfaceRaised}
          fillAlpha={BOX_ALPHA}
          border={{ width: 1, color: theme.border }}
          role="region"
          name={item.title}
        />
        <BoxImage url={item.cover?.medium ?? null} title={item.title} />
        <ItemText
          item={item}
          x={TEXT_X}
          y={PAD}
          width={TEXT_WIDTH}
          descriptionHeight={BOX.height - 2 * PAD}
        />
        <ActionButton
          item={item}
          place={{ target, carousel }}
          ports={ports}
          x={PAD}
          y={PAD + IMAGE.height + 40}
          width={IMAGE.width}
        />
      </Mirror>
    </pixiContainer>
  )
}

/** inside the box's Mirror: placed in the box's width */
function BoxImage({ url, title }: { url: string | null; title: string }) {
  const dir = useDir()
  return (
    <Img
      url={url}
      x={dir.x(PAD, IMAGE.width)}
      y={PAD}
      {...IMAGE}
      fit="cover"
      radius={14}
      fallbackLabel={title}
    />
  )
}
