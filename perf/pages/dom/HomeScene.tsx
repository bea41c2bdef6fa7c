import { memo, useEffect, useLayoutEffect, useState, type CSSProperties } from 'react'
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
  css,
  homeFirst,
  homeIcon,
  homeStep,
} from '../shared/fixture'

const abs = (left: number, top: number, extra: CSSProperties = {}): CSSProperties => ({
  position: 'absolute',
  left,
  top,
  whiteSpace: 'nowrap',
  ...extra,
})

const Tile = memo(function Tile({ index, focused }: { index: number; focused: boolean }) {
  const shift = focused ? -5 : 0
  return (
    <div
      style={abs(index * HOME_PITCH + shift, shift, {
        width: HOME_TILE_WIDTH,
        height: HOME_TILE_HEIGHT,
        boxSizing: 'border-box',
        borderRadius: 14,
        background: css(focused ? HOME_COLORS.tileFocused : HOME_COLORS.tile),
        border: `2px solid ${css(focused ? HOME_COLORS.borderFocused : HOME_COLORS.border)}`,
        transform: focused ? `scale(${HOME_FOCUS_SCALE})` : 'none',
        transformOrigin: '0 0',
      })}
    >
      <img
        src={homeIcon(index)}
        alt=""
        style={abs(HOME_TILE_WIDTH / 2 - HOME_ICON_SIZE / 2 - 2, HOME_ICON_Y - 2, {
          width: HOME_ICON_SIZE,
          height: HOME_ICON_SIZE,
          objectFit: 'cover',
          background: css(HOME_COLORS.border),
        })}
      />
      <span
        style={abs(8, HOME_TITLE_Y - 2, {
          width: HOME_TILE_WIDTH - 20,
          textAlign: 'center',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          fontSize: 18,
          fontWeight: 'bold',
          color: css(focused ? HOME_COLORS.textFocused : HOME_COLORS.text),
        })}
      >
        {HOME_TILES[index]}
      </span>
    </div>
  )
})

/** The DOM peer of the Home-like menu: the same layout, index state and scroll rule. */
export function HomeScene({ onCommit }: { onCommit: () => void }) {
  const [focused, setFocused] = useState(0)
  useLayoutEffect(onCommit, [onCommit])
  useLayoutEffect(() => window.__rec?.commit(), [focused])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => setFocused((current) => homeStep(current, event.key))
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const first = homeFirst(focused)
  return (
    <>
      <span style={abs(64, 96, { fontSize: 40, fontWeight: 'bold', color: css(COLORS.text) })}>
        {HOME_TEXT.greeting}
      </span>
      <span style={abs(64, 156, { fontSize: 22, color: css(COLORS.dim) })}>{HOME_TEXT.date}</span>
      <span style={abs(0, 104, { width: 1216, textAlign: 'right', fontSize: 22, color: css(COLORS.text) })}>
        {HOME_TEXT.weather}
      </span>
      <div style={abs(HOME_ROW_X - first * HOME_PITCH, HOME_ROW_Y)}>
        {HOME_TILES.map((_, index) =>
          index >= first && index < first + HOME_VISIBLE ? (
            <Tile key={index} index={index} focused={index === focused} />
          ) : null,
        )}
      </div>
    </>
  )
}
