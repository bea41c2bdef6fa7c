import { memo, useCallback, useLayoutEffect, useState } from 'react'
import { Box, Carousel, Label } from '../../../renderer/index'
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_LENGTH,
  CAROUSEL_X,
  CAROUSEL_Y,
  COLORS,
  POSTER_GAP,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  posterColor,
  posterTitle,
} from '../shared/fixture'

const Poster = memo(function Poster({ index, focused }: { index: number; focused: boolean }) {
  return (
    <>
      <Box
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        radius={8}
        fill={posterColor(index)}
        {...(focused ? { border: { width: 4, color: COLORS.active } } : {})}
      />
      <Label text={posterTitle(index)} x={16} y={POSTER_HEIGHT - 48} size={22} weight="bold" mirror={false} />
      <Label
        text={`${index + 1} / ${CAROUSEL_LENGTH}`}
        x={16}
        y={16}
        size={16}
        color={COLORS.dim}
        mirror={false}
      />
    </>
  )
})
const renderItem = (index: number, focused: boolean) => <Poster index={index} focused={focused} />

/** The renderer's Carousel with autoplay: the portal's Home/CMS carousel on the same loop. */
export function CarouselScene({ onCommit }: { onCommit: (focusId: string) => void }) {
  const [index, setIndex] = useState(0)
  const onIndexChange = useCallback((next: number) => setIndex(next), [])
  useLayoutEffect(() => onCommit('carousel'), [onCommit])
  useLayoutEffect(() => window.__rec?.commit(), [index])
  return (
    <>
      <Label
        text="Highlights"
        x={CAROUSEL_X}
        y={120}
        size={28}
        weight="bold"
        color={COLORS.text}
        mirror={false}
      />
      <Carousel
        id="carousel"
        x={CAROUSEL_X}
        y={CAROUSEL_Y}
        length={CAROUSEL_LENGTH}
        index={index}
        onIndexChange={onIndexChange}
        renderItem={renderItem}
        itemWidth={POSTER_WIDTH}
        itemHeight={POSTER_HEIGHT}
        gap={POSTER_GAP}
        autoplay
        intervalMs={CAROUSEL_AUTOPLAY_MS}
      />
    </>
  )
}
