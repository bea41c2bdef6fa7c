import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { Box, Label, VideoRect, useDir, useRenderer, type ScreenRect } from '../../../renderer'
import { useT } from '../../../src/i18n/react'
import { describeError } from '../../../src/services/logger'
import { cmsAction } from '../../../src/services/cms'
import { usePortal } from '../../shared/portalContext'
import { theme } from '../../theme'
import { ActionButton, CMS_ACTION_ID, CMS_DESCRIPTION_ID, ItemText } from '../ItemParts'
import { Breadcrumb, type LayoutProps } from './shared'

const MARGIN = 60
const VIDEO = { x: MARGIN, y: 110, width: 720, height: 405 }
const TEXT_X = VIDEO.x + VIDEO.width + 40
const TEXT_WIDTH = 1280 - MARGIN - TEXT_X
const ACTION_Y = 560

/**
 * portal spec §2 CMS detail layout "video" (§3 CMS item video, content_type video): the item's video
 * plays looping in a window of the screen (the TV window behind the transparent canvas), the text beside
 * it. Leaving the layout stops it: a navigation leaves playing media alone (§2 Route guard aborts only
 * requests).
 */
export function VideoLayout({ found, target, title, ports }: LayoutProps) {
  const { item, carousel } = found
  const t = useT()
  const dir = useDir()
  const { focus } = useRenderer()
  const { media } = usePortal()
  const [failed, setFailed] = useState(false)
  const hasAction = cmsAction(item) !== null
  const video = item.video

  useEffect(() => {
    if (!video) return
    let live = true
    void ports
      .resolveUrl(video)
      .then((url) => media.play(url, { loop: true }))
      .catch((error: unknown) => {
        ports.log.warn(`CMS video ${video}: ${describeError(error)}`, error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
      void media.stop()
      void media.setWindow(null)
    }
  }, [media, ports, video])
  const place = useCallback((rect: ScreenRect) => void media.setWindow({ ...rect, index: 0 }), [media])
  useLayoutEffect(() => {
    focus.focus(hasAction ? CMS_ACTION_ID : CMS_DESCRIPTION_ID)
  }, [focus, hasAction, item])

  const bottom = VIDEO.y + VIDEO.height
  return (
    <pixiContainer label="cms-video">
      {/* the surface around the video window; the window itself stays transparent */}
      <Box width={1280} height={VIDEO.y} fill={theme.surface} fillAlpha={0.96} />
      <Box
        y={VIDEO.y}
        x={dir.x(0, VIDEO.x)}
        width={VIDEO.x}
        height={VIDEO.height}
        fill={theme.surface}
        fillAlpha={0.96}
      />
      <Box
        x={dir.x(VIDEO.x + VIDEO.width, 1280 - VIDEO.x - VIDEO.width)}
        y={VIDEO.y}
        width={1280 - VIDEO.x - VIDEO.width}
        height={VIDEO.height}
        fill={theme.surface}
        fillAlpha={0.96}
      />
      <Box y={bottom} width={1280} height={720 - bottom} fill={theme.surface} fillAlpha={0.96} />
      <Breadcrumb text={`${title} · ${carousel.name}`} x={dir.x(MARGIN)} />
      <VideoRect
        x={dir.x(VIDEO.x, VIDEO.width)}
        y={VIDEO.y}
        width={VIDEO.width}
        height={VIDEO.height}
        onPlace={place}
        name={item.title}
      />
      {failed || !video ? (
        <Label
          text={t('errors.mediaNotAvailable')}
          x={dir.x(VIDEO.x, VIDEO.width) + VIDEO.width / 2}
          y={VIDEO.y + VIDEO.height / 2}
          anchorX={0.5}
          anchorY={0.5}
          size={theme.fontSize.medium}
          color={theme.muted}
          role="status"
        />
      ) : null}
      <ItemText
        item={item}
        x={TEXT_X}
        y={VIDEO.y}
        width={TEXT_WIDTH}
        descriptionHeight={(hasAction ? ACTION_Y - 24 : 680) - VIDEO.y}
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
