import { memo } from 'react'
import { Box, Img, Label, mirrorX, useDir } from '../../renderer'
import type { CmsItem } from '../../src/api/types'
import { CMS_CARD_WIDTH } from '../../src/services/cms'
import { theme } from '../theme'

export const CARD_IMAGE_HEIGHT = 200
export const CARD_HEIGHT = 256
const TEXT_X = 4
const FOCUS_RING = 4

/**
 * A card of a CMS row (portal spec §9: 350 px wide): the cover at its small size (350×200) through the
 * texture cache, the title and one line under it (the price, else the subtitle). `caption` is worked out
 * by the row so a card re-renders only when what it shows changes.
 */
export const CmsCard = memo(function CmsCard({
  item,
  caption,
  focused,
}: {
  item: CmsItem
  caption: string
  focused: boolean
}) {
  const { rtl } = useDir()
  // the card lies inside a carousel item already placed for the direction: mirror within the card
  const x = (at: number, width = 0) => mirrorX(at, width, CMS_CARD_WIDTH, rtl)
  return (
    <>
      <Img
        url={item.cover?.small ?? null}
        width={CMS_CARD_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        fit="cover"
        radius={10}
        fallbackLabel={item.title}
      />
      {/* inside the cover: the carousel's window clips anything drawn outside its cards */}
      <Box
        x={FOCUS_RING / 2}
        y={FOCUS_RING / 2}
        width={CMS_CARD_WIDTH - FOCUS_RING}
        height={CARD_IMAGE_HEIGHT - FOCUS_RING}
        radius={10}
        border={{ width: FOCUS_RING, color: theme.primary }}
        visible={focused}
      />
      <Label
        text={item.title}
        x={x(TEXT_X)}
        y={CARD_IMAGE_HEIGHT + 10}
        maxWidth={CMS_CARD_WIDTH - 2 * TEXT_X}
        size={theme.fontSize.base}
        weight="bold"
        color={focused ? theme.primary : theme.onSurface}
        mirror={false}
      />
      {caption ? (
        <Label
          text={caption}
          x={x(TEXT_X)}
          y={CARD_IMAGE_HEIGHT + 36}
          maxWidth={CMS_CARD_WIDTH - 2 * TEXT_X}
          size={theme.fontSize.small}
          color={theme.muted}
          mirror={false}
        />
      ) : null}
    </>
  )
})
