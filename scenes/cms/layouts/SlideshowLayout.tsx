import { useEffect, useLayoutEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { Backdrop, Box, Focusable, Img, Label, parseMarkup, useDir, useRenderer } from '../../../renderer'
import { useT } from '../../../src/i18n/react'
import { CMS_TITLE_MAX_HEIGHT, createCmsSlideshow, galleryOf } from '../../../src/services/cms'
import { keepLtr } from '../../shared'
import { theme } from '../../theme'
import { ActionButton, useCmsFormat } from '../ItemParts'
import type { LayoutProps } from './shared'

export const CMS_SLIDESHOW_ID = 'cms-slideshow'
const BAND_Y = 520
const MARGIN = 60
const ACTION = { width: 360, y: 620 }
const TEXT_WIDTH = 1280 - 2 * MARGIN - ACTION.width - 40

/**
 * portal spec §2 CMS detail layout "image slideshow" (content_type image): the item's images full screen
 * at their large size, playing one after another (services/cms/slideshow.ts); left/right pause and move,
 * Enter plays or pauses; the title, the first line of meta and the description's start in a band below.
 */
export function SlideshowLayout({ found, target, ports }: LayoutProps) {
  const { item, carousel } = found
  const t = useT()
  const dir = useDir()
  const format = useCmsFormat()
  const { focus, keys, clock } = useRenderer()
  const images = useMemo(() => galleryOf(item), [item])
  const show = useMemo(() => createCmsSlideshow({ clock, count: images.length }), [clock, images.length])
  useEffect(() => () => show.dispose(), [show])
  const index = useStore(show.store, (state) => state.index)
  const paused = useStore(show.store, (state) => state.paused)
  useEffect(
    () =>
      keys.register(CMS_SLIDESHOW_ID, (key) => {
        if (key === 'enter') return (show.toggle(), true)
        if (key !== 'left' && key !== 'right') return false
        // the next image is on the left when the layout is mirrored
        return show.move((key === 'right') !== dir.rtl ? 1 : -1)
      }),
    [keys, show, dir.rtl],
  )
  useLayoutEffect(() => {
    focus.focus(CMS_SLIDESHOW_ID)
  }, [focus, item])
  const counter = images.length > 1 ? `${index + 1} / ${images.length}` : ''
  // the counter, and that it stands still while paused (Enter plays again)
  const status = paused ? `${counter} · ${t('common.pause')}` : counter
  // drawn: "2 / 4" stays left to right beside an Arabic or Hebrew word (scenes/shared/bidi.ts)
  const shownStatus = paused ? `${keepLtr(counter)} · ${t('common.pause')}` : counter
  const meta = format.meta(item)[0]
  // the description's start as plain text (its markup is never executed, only read)
  const description = useMemo(
    () =>
      parseMarkup(item.description)
        .paragraphs.map((runs) => runs.map((run) => run.text).join(''))
        .join(' '),
    [item.description],
  )
  return (
    <pixiContainer label="cms-slideshow">
      <Backdrop fill={theme.surface} />
      <Img
        url={images[index]?.large ?? null}
        width={1280}
        height={720}
        fit="cover"
        fallbackLabel={item.title}
      />
      <Focusable
        id={CMS_SLIDESHOW_ID}
        width={1280}
        height={BAND_Y}
        role="region"
        name={counter ? `${item.title}: ${status}` : item.title}
      />
      <Box y={BAND_Y} width={1280} height={720 - BAND_Y} fill={theme.surface} fillAlpha={0.82} />
      <Label
        text={item.title}
        x={dir.x(MARGIN)}
        y={BAND_Y + 18}
        wrapWidth={TEXT_WIDTH}
        maxHeight={CMS_TITLE_MAX_HEIGHT}
        minSize={22}
        size={theme.fontSize.xlarge}
        weight="bold"
        role="heading"
      />
      {meta ? (
        <Label text={meta} x={dir.x(MARGIN)} y={BAND_Y + 112} maxWidth={TEXT_WIDTH} color={theme.primary} />
      ) : null}
      <Label
        text={description}
        x={dir.x(MARGIN)}
        y={BAND_Y + 142}
        maxWidth={TEXT_WIDTH}
        maxLines={2}
        color={theme.onSurface}
      />
      {counter ? (
        <Label
          text={shownStatus}
          x={dir.x(1280 - MARGIN)}
          y={BAND_Y + 28}
          anchorX={1}
          size={theme.fontSize.medium}
          color={theme.muted}
        />
      ) : null}
      <ActionButton
        item={item}
        place={{ target, carousel }}
        ports={ports}
        x={1280 - MARGIN - ACTION.width}
        y={ACTION.y}
        width={ACTION.width}
      />
    </pixiContainer>
  )
}
