import { memo, useEffect, useLayoutEffect, useState } from 'react'
import { Box, Img, Label } from '../../../renderer/index'
import {
  COLORS,
  HOME_COLORS,
  HOME_FOCUS_SCALE,
  HOME_ICON_SIZE,
  HOME_ICON_Y,
  HOME_PITCH,
  HOME_ROW_X,
  HOME_ROW_Y,
  HOME_TEXT,
  HOME_TILES,
  HOME_TILE_HEIGHT,
  HOME_TILE_WIDTH,
  HOME_TITLE_Y,
  HOME_VISIBLE,
  homeFirst,
  homeIcon,
  homeStep,
} from '../shared/fixture'

const Tile = memo(function Tile({ index, focused }: { index: number; focused: boolean }) {
  const shift = focused ? -5 : 0
  return (
    <pixiContainer x={index * HOME_PITCH + shift} y={shift} scale={focused ? HOME_FOCUS_SCALE : 1}>
      <Box
        width={HOME_TILE_WIDTH}
        height={HOME_TILE_HEIGHT}
        radius={14}
        fill={focused ? HOME_COLORS.tileFocused : HOME_COLORS.tile}
        border={{ width: 2, color: focused ? HOME_COLORS.borderFocused : HOME_COLORS.border }}
      />
      <Img
        url={homeIcon(index)}
        x={HOME_TILE_WIDTH / 2 - HOME_ICON_SIZE / 2}
        y={HOME_ICON_Y}
        width={HOME_ICON_SIZE}
        height={HOME_ICON_SIZE}
        fit="cover"
        placeholderColor={HOME_COLORS.border}
      />
      <Label
        text={HOME_TILES[index] ?? ''}
        x={HOME_TILE_WIDTH / 2}
        y={HOME_TITLE_Y}
        anchorX={0.5}
        maxWidth={HOME_TILE_WIDTH - 20}
        size={18}
        weight="bold"
        color={focused ? HOME_COLORS.textFocused : HOME_COLORS.text}
        mirror={false}
      />
    </pixiContainer>
  )
})

/** A Home-like menu on our renderer's primitives: index state, the row scrolled as HomeMenu does. */
export function HomeScene({ onCommit }: { onCommit: (focusId: string) => void }) {
  const [focused, setFocused] = useState(0)
  useLayoutEffect(() => onCommit(''), [onCommit])
  useLayoutEffect(() => window.__rec?.commit(), [focused])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => setFocused((current) => homeStep(current, event.key))
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const first = homeFirst(focused)
  return (
    <>
      <Label
        text={HOME_TEXT.greeting}
        x={64}
        y={96}
        size={40}
        weight="bold"
        color={COLORS.text}
        mirror={false}
      />
      <Label text={HOME_TEXT.date} x={64} y={156} size={22} color={COLORS.dim} mirror={false} />
      <Label
        text={HOME_TEXT.weather}
        x={1216}
        y={104}
        anchorX={1}
        size={22}
        color={COLORS.text}
        mirror={false}
      />
      <pixiContainer x={HOME_ROW_X - first * HOME_PITCH} y={HOME_ROW_Y}>
        {HOME_TILES.map((_, index) =>
          // tiles outside the visible run draw nothing, as in HomeMenu
          index >= first && index < first + HOME_VISIBLE ? (
            <Tile key={index} index={index} focused={index === focused} />
          ) : null,
        )}
      </pixiContainer>
    </>
  )
}
