import { createContext, memo, useCallback, useContext, useMemo } from 'react'
import { Box, Img, Label, Mirror, useDir, useIsFocused, WindowList, type TimerClock } from '../../renderer'
import { theme } from '../theme'
import { useCurrentIndex } from '../../renderer/react/useCurrentIndex'
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
}

type GridData = { items: readonly PosterItem[]; column: number; focused: boolean }
const GridContext = createContext<GridData>({ items: [], column: 0, focused: false })

const PITCH = GRID.posterWidth + GRID.columnGap

const Poster = memo(function Poster(props: { item: PosterItem; column: number; ring: number | null }) {
  const { item, column, ring } = props
  const dir = useDir()
  return (
    <pixiContainer x={dir.x(column * PITCH, GRID.posterWidth)}>
      {ring !== null ? (
        <Box
          x={-4}
          y={-4}
          width={GRID.posterWidth + 8}
          height={GRID.posterHeight + 8}
          radius={10}
          fill={ring}
        />
      ) : null}
      <Img
        url={item.poster}
        width={GRID.posterWidth}
        height={GRID.posterHeight}
        fit="cover"
        radius={6}
        fallbackLabel={item.title}
      />
      <Label
        text={item.title}
        x={dir.rtl ? GRID.posterWidth : 0}
        y={GRID.posterHeight + GRID.titleGap}
        size={theme.fontSize.xsmall}
        color={ring === theme.primary ? theme.onSurface : theme.muted}
        maxWidth={GRID.posterWidth}
        mirror={false}
      />
    </pixiContainer>
  )
})

// One row of posters. Rows are memoised by WindowList on (row, active); the row reads the items and the
// highlighted column from context, and each poster is memoised, so a key press redraws two posters.
const PosterRow = memo(function PosterRow({ row, active }: { row: number; active: boolean }) {
  const { items, column, focused } = useContext(GridContext)
  const first = row * GRID.columns
  const cells = items.slice(first, first + GRID.columns)
  return (
    <>
      {cells.map((item, c) => (
        <Poster
          key={c}
          item={item}
          column={c}
          ring={active && c === column ? (focused ? theme.primary : theme.border) : null}
        />
      ))}
    </>
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
  const data = useMemo(() => ({ items, column, focused }), [items, column, focused])
  const renderRow = useCallback((r: number, active: boolean) => <PosterRow row={r} active={active} />, [])
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
    <GridContext.Provider value={data}>
      <Mirror x={props.x ?? GRID.x} y={props.y ?? GRID.y} width={GRID_WIDTH}>
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
          {...(props.clock ? { clock: props.clock } : {})}
        />
      </Mirror>
    </GridContext.Provider>
  )
}
