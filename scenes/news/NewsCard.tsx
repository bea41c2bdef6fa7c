import { useStore } from 'zustand'
import { Box, Img, Label, mirrorX, useDir } from '../../renderer'
import type { NewsItem } from '../../src/api/types'
import { NEWS_CARD_WIDTH, formatNewsDate } from '../../src/services/info'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'

export const CARD_HEIGHT = 520
const IMAGE_HEIGHT = 225
const INNER = 20
const TEXT_WIDTH = NEWS_CARD_WIDTH - 2 * INNER

/** One news item as a card 400 px wide (portal spec §9: CMS card width 350 px, 400 on news). */
export function NewsCard({ item, focused }: { item: NewsItem | undefined; focused: boolean }) {
  const dir = useDir()
  const { hotel } = useStores()
  const language = useStore(hotel, (state) => state.language)
  const config = useStore(hotel, (state) => state.config)
  if (!item) return null
  // the card is laid out in its own width (a carousel item), mirrored for right-to-left languages
  const x = (left: number) => mirrorX(left, 0, NEWS_CARD_WIDTH, dir.rtl)
  return (
    <>
      <Box
        width={NEWS_CARD_WIDTH}
        height={CARD_HEIGHT}
        radius={16}
        fill={theme.surfaceRaised}
        border={{ width: focused ? 4 : 1, color: focused ? theme.primary : theme.border }}
      />
      <Img
        url={item.image || null}
        width={NEWS_CARD_WIDTH}
        height={IMAGE_HEIGHT}
        fit="cover"
        radius={16}
        fallbackLabel={item.title}
      />
      <Label
        text={item.title}
        x={x(INNER)}
        y={IMAGE_HEIGHT + 16}
        size={theme.fontSize.medium}
        weight="bold"
        maxWidth={TEXT_WIDTH}
        maxLines={2}
        mirror={false}
      />
      <Label
        text={formatNewsDate(item.date, config, language)}
        x={x(INNER)}
        y={IMAGE_HEIGHT + 80}
        size={theme.fontSize.small}
        color={theme.primary}
        maxWidth={TEXT_WIDTH}
        mirror={false}
      />
      <Label
        text={item.description}
        x={x(INNER)}
        y={IMAGE_HEIGHT + 112}
        size={theme.fontSize.base}
        color={theme.muted}
        maxWidth={TEXT_WIDTH}
        maxLines={6}
        mirror={false}
      />
    </>
  )
}
