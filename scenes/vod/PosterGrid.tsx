import { createContext, memo, useCallback, useContext, useRef } from 'react'
import type { Container } from 'pixi.js'
import {
  Box,
  Img,
  Label,
  Mirror,
  mirrorX,
  useDir,
  useIsFocused,
  WindowList,
  type TimerClock,
} from '../../renderer'
import { theme } from '../theme'
import { windowStart } from '../../renderer/lists/windowMath'
import { useCurrentIndex } from '../../renderer/react/useCurrentIndex'
import { useRowRecache } from '../live/rowCache'
import { GRID, GRID_WIDTH } from './layout'

/** What a poster shows: the product passes films, the perf harness its own 2,000 items. */
export type PosterItem = { id: number; title: string; poster: string | null }

export type PosterGridProps = {
  id: string
  /** the list's accessible name; the mirror adds the highlighted title */
  name: string
  items: readonly PosterItem[]
  /** the highlighted poster */
  index: number
  onIndexChange: (index: number) => void
  onSelect?: (index: number) => void
  x?: number
  y?: number
  /** the timers of the poster-load gate (default: the stage's clock) */
  clock?: TimerClock
  /** each row drawn once into a texture (WindowList cacheRows; perf/README.md "VOD grid") */
  cacheRows?: boolean
  /** 'mask' (the default): a scissor clip to the window; 'none': no clip (the perf page's `?bands`
   * variant then draws an opaque band over the margin row above the window) */
  clip?: 'mask' | 'none'
}

/** the films, for the rows WindowList renders through its stable row renderer */
const ItemsContext = createContext<readonly PosterItem[]>([])

const PITCH = GRID.posterWidth + GRID.columnGap
/** the focus ring's width around the highlighted poster */
const RING = 4

// One row of posters: pictures, then titles. Rows are memoised by WindowList on (row, active) and
// read only the films (context), so a key press re-renders the rows entering the window and nothing
// else; the focus ring is drawn by the grid, not the row. With `cacheRows` the row is one texture,
// redrawn when a poster's picture arrives (useRowRecache watches the pictures' layer): a cached row does
// not see its children change by itself (PERF-NOTES.md).
const PosterRow = memo(function PosterRow({ row }: { row: number }) {
  const items = useContext(ItemsContext)
  const dir = useDir()
  const pictures = useRef<Container>(null)
  const root = useRowRecache(pictures)
  const first = row * GRID.columns
  const cells = items.slice(first, first + GRID.columns)
  const xOf = (c: number) => dir.x(c * PITCH, GRID.posterWidth)
  return (
    <pixiContainer ref={root}>
      <pixiContainer ref={pictures}>
        {cells.map((item, c) => (
          <Img
            key={c}
            url={item.poster}
            x={xOf(c)}
            width={GRID.posterWidth}
            height={GRID.posterHeight}
            fit="cover"
            radius={6}
            fallbackLabel={item.title}
          />
        ))}
      </pixiContainer>
      {cells.map((item, c) => (
        <Label
          key={c}
          text={item.title}
          x={dir.rtl ? xOf(c) + GRID.posterWidth : xOf(c)}
          y={GRID.posterHeight + GRID.titleGap}
          size={theme.fontSize.xsmall}
          color={theme.muted}
          maxWidth={GRID.posterWidth}
          mirror={false}
        />
      ))}
    </pixiContainer>
  )
})

/**
 * portal spec §2 VOD: the poster list as a grid — rows of posters over the renderer's WindowList, so
 * only the window's rows (plus a margin) exist and are recycled by pool slot; posters come through the
 * texture cache and start loading once the grid has stopped moving (WindowList's load gate). Up/down
 * move a row (the list), left/right a poster within the row; past the row's end focus leaves the grid.
 */
export function PosterGrid(props: PosterGridProps) {
  const { id, items, index, onIndexChange } = props
  const dir = useDir()
  const focused = useIsFocused(id)
  const rows = Math.ceil(items.length / GRID.columns)
  const row = Math.floor(index / GRID.columns)
  const column = index % GRID.columns
  const renderRow = useCallback((r: number) => <PosterRow row={r} />, [])
  // the ring sits where the highlighted poster is once the window has scrolled (the posters slide in
  // under it): moving it is one Box, so left/right redraws no row
  const start = windowStart({
    length: rows,
    rows: GRID.rows,
    activeSlot: GRID.activeRow,
    index: row,
    wrap: false,
  })
  const rowName = useCallback(() => items[index]?.title ?? '', [items, index])
  // the poster last asked for: a second press before the first has committed steps from it
  const current = useCurrentIndex(index)
  const move = useCallback(
    (next: number) => {
      current.current = next
      onIndexChange(next)
    },
    [current, onIndexChange],
  )
  // a row move keeps the column (or takes the row's last poster on a short last row)
  const onRowChange = useCallback(
    (next: number) =>
      move(Math.min(next * GRID.columns + (current.current % GRID.columns), items.length - 1)),
    [move, current, items.length],
  )
  const onSelect = props.onSelect
  const select = useCallback(() => onSelect?.(current.current), [onSelect, current])
  const onKey = useCallback(
    (key: string) => {
      if (key !== 'left' && key !== 'right') return false
      const from = current.current
      // right-to-left the first column is on the right: the keys follow what the guest sees
      const next = from + ((key === 'right') !== dir.rtl ? 1 : -1)
      const sameRow = Math.floor(next / GRID.columns) === Math.floor(from / GRID.columns)
      if (next < 0 || next >= items.length || !sameRow) return false
      move(next)
      return true
    },
    [dir.rtl, current, items.length, move],
  )
  return (
    <ItemsContext.Provider value={items}>
      <Mirror x={props.x ?? GRID.x} y={props.y ?? GRID.y} width={GRID_WIDTH}>
        {items.length > 0 ? (
          <Box
            x={mirrorX(column * PITCH, GRID.posterWidth, GRID_WIDTH, dir.rtl) - RING}
            y={(row - start) * GRID.rowHeight - RING}
            width={GRID.posterWidth + 2 * RING}
            height={GRID.posterHeight + 2 * RING}
            radius={10}
            fill={focused ? theme.primary : theme.border}
          />
        ) : null}
        <WindowList
          id={id}
          name={props.name}
          length={rows}
          index={row}
          onIndexChange={onRowChange}
          {...(onSelect ? { onSelect: select } : {})}
          onKey={onKey}
          rowName={rowName}
          renderRow={renderRow}
          rowHeight={GRID.rowHeight}
          width={GRID_WIDTH}
          rows={GRID.rows}
          activeSlot={GRID.activeRow}
          wrap={false}
          cacheRows={props.cacheRows === true}
          clip={props.clip ?? 'mask'}
          {...(props.clock ? { clock: props.clock } : {})}
        />
      </Mirror>
    </ItemsContext.Provider>
  )
}
