import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import type { Container } from 'pixi.js'
import {
  Mirror,
  mirrorX,
  RectView,
  useDir,
  useIsFocused,
  useRenderer,
  WindowList,
  type IndexSource,
  type RowViewContext,
  type TimerClock,
} from '../../renderer'
import { theme } from '../theme'
import { windowStart } from '../../renderer/lists/windowMath'
import { GRID, GRID_WIDTH } from './layout'
import { POSTER_PITCH, PosterRowView, type PosterItem } from './posterRowView'

export type { PosterItem } from './posterRowView'

export type PosterGridProps = {
  id: string
  /** the list's accessible name; the mirror adds the highlighted title */
  name: string
  items: readonly PosterItem[]
  /**
   * The highlighted poster, kept outside React (a store's selection, renderer selectSource): the grid
   * follows it itself, so a key press moves the rows and the ring with no React render.
   */
  index: IndexSource
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

/** the focus ring's width around the highlighted poster */
const RING = 4
const RING_RADIUS = 10

/**
 * portal spec §2 VOD: the poster list as a grid — rows of posters over the renderer's WindowList, so
 * only the window's rows (plus a margin) exist and are recycled by pool slot; posters come through the
 * texture cache and start loading once the grid has stopped moving (WindowList's load gate). Up/down
 * move a row (the list), left/right a poster within the row; past the row's end focus leaves the grid.
 * The rows are imperative views (posterRowView.ts) and the focus ring one rectangle the grid places:
 * a key press binds the row entering the window and moves the ring, and React renders nothing.
 */
export function PosterGrid(props: PosterGridProps) {
  const { id, items, index: source, onIndexChange } = props
  const { loop } = useRenderer()
  const { rtl } = useDir()
  const focused = useIsFocused(id)
  const rows = Math.ceil(items.length / GRID.columns)
  // the list follows the poster's row; every poster move reaches it, so it names the new film
  const rowSource = useMemo<IndexSource>(
    () => ({
      get: () => Math.floor(source.get() / GRID.columns),
      subscribe: (listener) => source.subscribe(listener),
    }),
    [source],
  )
  const createRow = useCallback((context: RowViewContext) => new PosterRowView(context, items), [items])
  const rowName = useCallback(() => items[source.get()]?.title ?? '', [items, source])
  // a row move keeps the column (or takes the row's last poster on a short last row)
  const onRowChange = useCallback(
    (next: number) =>
      onIndexChange(Math.min(next * GRID.columns + (source.get() % GRID.columns), items.length - 1)),
    [onIndexChange, source, items.length],
  )
  const onSelect = props.onSelect
  const select = useCallback(() => onSelect?.(source.get()), [onSelect, source])
  const onKey = useCallback(
    (key: string) => {
      if (key !== 'left' && key !== 'right') return false
      const from = source.get()
      // right-to-left the first column is on the right: the keys follow what the guest sees
      const next = from + ((key === 'right') !== rtl ? 1 : -1)
      const sameRow = Math.floor(next / GRID.columns) === Math.floor(from / GRID.columns)
      if (next < 0 || next >= items.length || !sameRow) return false
      onIndexChange(next)
      return true
    },
    [rtl, source, items.length, onIndexChange],
  )

  // The ring sits where the highlighted poster is once the window has scrolled (the posters slide in
  // under it); moving it is one rectangle, so left/right redraws no row.
  const ringLayer = useRef<Container>(null)
  const ring = useRef<RectView | null>(null)
  const colour = focused ? theme.primary : theme.border
  const colourNow = useRef(colour)
  colourNow.current = colour
  useLayoutEffect(() => {
    const layer = ringLayer.current
    if (!layer) return
    const view = new RectView()
    view.size(GRID.posterWidth + 2 * RING, GRID.posterHeight + 2 * RING, RING_RADIUS)
    view.colour = colourNow.current
    layer.addChild(view.node)
    ring.current = view
    const place = () => {
      const at = source.get()
      const row = Math.floor(at / GRID.columns)
      const start = windowStart({
        length: rows,
        rows: GRID.rows,
        activeSlot: GRID.activeRow,
        index: row,
        wrap: false,
      })
      view.place(
        mirrorX((at % GRID.columns) * POSTER_PITCH, GRID.posterWidth, GRID_WIDTH, rtl) - RING,
        (row - start) * GRID.rowHeight - RING,
      )
      loop.invalidate()
    }
    place()
    const off = source.subscribe(place)
    return () => {
      off()
      ring.current = null
      view.destroy()
      loop.invalidate()
    }
  }, [source, rows, rtl, loop])
  useLayoutEffect(() => {
    if (!ring.current) return
    ring.current.colour = colour
    loop.invalidate()
  }, [colour, loop])

  return (
    <Mirror x={props.x ?? GRID.x} y={props.y ?? GRID.y} width={GRID_WIDTH}>
      <pixiContainer ref={ringLayer} visible={items.length > 0} />
      <WindowList
        id={id}
        name={props.name}
        length={rows}
        index={rowSource.get()}
        indexSource={rowSource}
        onIndexChange={onRowChange}
        {...(onSelect ? { onSelect: select } : {})}
        onKey={onKey}
        rowName={rowName}
        createRow={createRow}
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
  )
}
