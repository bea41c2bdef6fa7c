import { useLayoutEffect } from 'react'
import { Backdrop, useDir, useRenderer } from '../../../renderer'
import { cmsAction, galleryOf } from '../../../src/services/cms'
import { theme } from '../../theme'
import { Gallery } from '../Gallery'
import { ActionButton, CMS_ACTION_ID, CMS_DESCRIPTION_ID, ItemText } from '../ItemParts'
import { Breadcrumb, type LayoutProps } from './shared'

const MARGIN = 60
const IMAGE = { width: 640, height: 360 }
const TEXT_X = MARGIN + IMAGE.width + 40
const TEXT_WIDTH = 1280 - MARGIN - TEXT_X
const TOP = 100
const ACTION_Y = 600

/** portal spec §2 CMS detail layout "default": the gallery on one side, the text and the action on the other. */
export function DefaultLayout({ found, target, title, ports }: LayoutProps) {
  const { item, carousel } = found
  const dir = useDir()
  const { focus } = useRenderer()
  const hasAction = cmsAction(item) !== null
  useLayoutEffect(() => {
    focus.focus(hasAction ? CMS_ACTION_ID : CMS_DESCRIPTION_ID)
  }, [focus, hasAction, item])
  return (
    <pixiContainer label="cms-default">
      <Backdrop fill={theme.surface} fillAlpha={0.96} />
      <Breadcrumb text={`${title} · ${carousel.name}`} x={dir.x(MARGIN)} />
      <Gallery images={galleryOf(item)} title={item.title} x={MARGIN} y={TOP} {...IMAGE} />
      <ItemText
        item={item}
        x={TEXT_X}
        y={TOP}
        width={TEXT_WIDTH}
        descriptionHeight={(hasAction ? ACTION_Y - 24 : 680) - TOP}
      />
      <ActionButton
        item={item}
        place={{ target, carousel }}
        ports={ports}
        x={TEXT_X}
        y={ACTION_Y}
        width={TEXT_WIDTH}
      />
    </pixiContainer>
  )
}
