import { useEffect, useLayoutEffect, useState } from 'react'
import { Box, Focusable, Img, Label, mirrorX, useDir, useRenderer } from '../../renderer'
import type { MenuItem } from '../../src/api/types'
import { theme } from '../theme'

const TILE_WIDTH = 168
const TILE_HEIGHT = 176
const GAP = 16
const VISIBLE = 6
const ICON_SIZE = 72
/** the title's lines under the icon (28 + 72 px) and the middle of their block: 2 × 24 px end 12 px
 * above the tile's foot */
const TITLE_LINES = 2
const TITLE_LINE_HEIGHT = 24
const TITLE_MIDDLE = 140
export const HOME_MENU_ID = 'home-menu'

export function menuItemId(item: MenuItem): string {
  return `menu-${item.id}`
}

/** The home menu row: focus moves with left/right; the row scrolls to keep the focused tile visible. */
export function HomeMenu({ items, onSelect }: { items: MenuItem[]; onSelect: (item: MenuItem) => void }) {
  const { focus } = useRenderer()
  const { rtl } = useDir()
  const [focusedIndex, setFocusedIndex] = useState(0)
  useEffect(
    () =>
      focus.subscribe((id) => {
        const index = items.findIndex((item) => menuItemId(item) === id)
        if (index >= 0) setFocusedIndex(index)
      }),
    [focus, items],
  )
  // Entering Home puts focus on the first menu item (a layout effect: before the first frame shows).
  const firstId = items[0] ? menuItemId(items[0]) : null
  useLayoutEffect(() => {
    if (firstId) focus.focus(firstId)
  }, [focus, firstId])
  const first = Math.max(0, Math.min(focusedIndex - VISIBLE + 2, items.length - VISIBLE))
  const offset = first * (TILE_WIDTH + GAP)
  const rowWidth = Math.min(items.length, VISIBLE) * (TILE_WIDTH + GAP) - GAP
  return (
    <Focusable
      id={HOME_MENU_ID}
      kind="row"
      rememberLast
      width={rowWidth}
      height={TILE_HEIGHT}
      x={(1280 - rowWidth) / 2}
      y={440}
      role="menu"
      name="Menu"
    >
      {/* right to left, the first tile is on the right and the row scrolls the other way */}
      <pixiContainer>
        {items.map((item, index) => (
          <Focusable
            key={item.id}
            id={menuItemId(item)}
            order={index}
            x={mirrorX(index * (TILE_WIDTH + GAP) - offset, TILE_WIDTH, rowWidth, rtl)}
            width={TILE_WIDTH}
            height={TILE_HEIGHT}
            role="menuitem"
            name={item.title}
            onSelect={() => onSelect(item)}
          >
            {(focused) =>
              // Tiles outside the visible run stay registered for navigation but draw nothing.
              index >= first && index < first + VISIBLE ? (
                <MenuTile
                  title={item.title}
                  image={item.image}
                  focused={focused}
                  hasSubs={item.subs.length > 0}
                />
              ) : null
            }
          </Focusable>
        ))}
      </pixiContainer>
    </Focusable>
  )
}

function MenuTile({
  title,
  image,
  focused,
  hasSubs,
}: {
  title: string
  image: string
  focused: boolean
  hasSubs: boolean
}) {
  const dir = useDir()
  return (
    <pixiContainer scale={focused ? 1.06 : 1} x={focused ? -5 : 0} y={focused ? -5 : 0}>
      <Box
        width={TILE_WIDTH}
        height={TILE_HEIGHT}
        radius={14}
        fill={focused ? theme.primary : theme.surfaceRaised}
        fillAlpha={focused ? 1 : 0.88}
        border={{ width: 2, color: focused ? theme.onSurface : theme.border }}
      />
      <Img
        url={image || null}
        x={TILE_WIDTH / 2 - ICON_SIZE / 2}
        y={28}
        width={ICON_SIZE}
        height={ICON_SIZE}
        radius={ICON_SIZE / 2}
        placeholderColor={focused ? theme.onPrimary : theme.border}
        fallbackColor={focused ? theme.onPrimary : theme.primary}
      />
      {/* a hotel's title in a long language (Greek, Bulgarian, Albanian) wraps to a second line below the
          icon before it is cut; one line sits where it always did */}
      <Label
        text={title}
        x={TILE_WIDTH / 2}
        y={TITLE_MIDDLE}
        anchorX={0.5}
        anchorY={0.5}
        align="center"
        maxWidth={TILE_WIDTH - 20}
        maxLines={TITLE_LINES}
        lineHeight={TITLE_LINE_HEIGHT}
        size={theme.fontSize.base}
        weight="bold"
        color={focused ? theme.onPrimary : theme.onSurface}
        mirror={false}
      />
      {hasSubs ? (
        <Label
          text={dir.rtl ? '‹' : '›'}
          x={mirrorX(TILE_WIDTH - 20, 0, TILE_WIDTH, dir.rtl)}
          y={10}
          size={theme.fontSize.medium}
          color={focused ? theme.onPrimary : theme.muted}
          mirror={false}
        />
      ) : null}
    </pixiContainer>
  )
}
