import { useRectMask } from '../react/useRectMask'
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import type { Container } from 'pixi.js'
import { SCROLL_ANIMATION_MS, type TweenHandle } from '../anim'
import { Focusable } from '../react/Focusable'
import type { WidgetKey } from '../react/keyHandlers'
import { useCurrentIndex } from '../react/useCurrentIndex'
import { useRenderer } from '../react/context'
import { useDir } from '../layout/direction'
import { LIST_IMAGE_QUIET_MS, LoadGateContext, QuietGate } from '../textures/loadGate'
import { useTextureCache } from '../textures/textureCacheContext'
import type { TimerClock } from '../time/timerClock'
import {
  LIST_ACTIVE_SLOT,
  LIST_PAGE_ROWS,
  LIST_ROWS,
  page,
  rowsToMount,
  step,
  windowStart,
} from './windowMath'
import { RowPool, type CreateRow } from './rowPool'
import type { Source } from '../react/source'

const DEFAULT_MARGIN = 1

export type WindowListProps = {
  id: string
  length: number
  index: number
  onIndexChange: (index: number) => void
  onSelect?: (index: number) => void
  /** the rows as React elements (memoised on (index, active)); give this or `createRow` */
  renderRow?: (index: number, active: boolean) => ReactNode
  /**
   * The rows as imperative views instead (lists/rowPool.ts; perf/README.md "Issue 19: input latency
   * levers", imperative rows): one per pool slot, made once, bound by plain calls when a slot's
   * (index, active) changes. A key press moves the window and binds the rows in the key handler, before
   * `onIndexChange`: React renders no row. A new `createRow` makes the pool again. The rows outside the
   * window are bound after the key's frame (StageOptions.deferListMargins, lists/rowPool.ts).
   */
  createRow?: CreateRow
  /**
   * With `createRow`: the scene's data of shown rows changed by itself (a guide arriving, a favourite).
   * Called once per pool with `refresh`, which binds again the rows showing `index` (all when
   * undefined); returns the unsubscribe.
   */
  subscribe?: (refresh: (index?: number) => void) => () => void
  /**
   * With `createRow`: the store the index lives in, followed by the list itself (`index` is then
   * ignored): a change of the index, from a key press or elsewhere, moves and binds the rows and names
   * the active row in the mirror with no React render of the list or of the scene holding it.
   */
  indexSource?: IndexSource
  /** accessible name of row `index` in the scene mirror */
  rowName?: (index: number) => string
  rowHeight: number
  width: number
  x?: number
  y?: number
  rows?: number
  activeSlot?: number
  pageRows?: number
  wrap?: boolean
  margin?: number
  name?: string
  /**
   * How the margin rows outside the window are hidden. 'mask' (default): a rectangle clip, drawn with the
   * GPU's scissor test (renderer/stage/scissorClip.ts). 'none': no clipping; the scene draws opaque bands
   * over the rows above and below the window (PERF-NOTES.md measured them cheaper than the stencil mask
   * the clip used to be).
   */
  clip?: 'mask' | 'none'
  /**
   * Draw each row once into a texture and redraw it only when its index or active state changes
   * (perf/README.md: draw calls per frame 175 → ~12). Only for rows whose look depends on nothing but
   * (index, active): a row that changes by itself (an image loading later) would show a stale texture.
   */
  cacheRows?: boolean
  /**
   * The strip of rows as its own Pixi render group (default: the stage's `listRenderGroups`, else
   * false). Pixi v8 rebuilds a render group's whole instruction set when anything in it changes
   * structure (a child added or removed, `visible` flipped, a batched Graphics such as a glyph-atlas
   * label redrawn) and re-uploads the vertices of every batched child whose transform changed. As its
   * own group the list's changes rebuild only the list's instructions, a change elsewhere on the screen
   * (a counter in a heading) no longer walks the rows, and a scroll step moves one group transform that
   * the GPU applies instead of re-transforming every row's vertices on the CPU. Measured, it did not
   * pay on the Live TV list (cached rows: more script per frame in three guide runs), so it is off by
   * default (perf/README.md "Issue 19: input latency levers").
   */
  renderGroup?: boolean
  /** the timers of the image-load gate (default: the clock the stage was given) */
  clock?: TimerClock
  /**
   * Keys the list does not move by itself (left, right), asked before the focus engine: a list whose
   * rows hold several items (a poster grid) moves within the row; false lets focus leave the list.
   */
  onKey?: (key: WidgetKey) => boolean
}

type RowProps = {
  slot: number
  index: number
  active: boolean
  render: (index: number, active: boolean) => ReactNode
  cache: boolean
  place: (slot: number, node: Container | null) => void
}

// Rows are memoised on (index, active): a key press re-renders the two rows whose active state changed
// plus the rows that entered the window, never the whole list (PERF-NOTES.md: fixed pool). Their y is
// not a prop: WindowList sets it on the pooled containers after each commit, so a scroll costs no
// React update of the rows that only moved (perf/README.md "Live guide levers, round 3").
const noRow = (): ReactNode => null

/** An index kept outside React (react/source.ts). */
export type IndexSource = Source<number>

const Row = memo(function Row({ slot, index, active, render, cache, place }: RowProps) {
  const node = useRef<Container | null>(null)
  const drawn = useRef<string | null>(null)
  const ref = useCallback(
    (container: Container | null) => {
      node.current = container
      place(slot, container)
    },
    [place, slot],
  )
  useLayoutEffect(() => {
    const container = node.current
    if (!container || !cache) return
    container.cacheAsTexture(true)
    return () => {
      drawn.current = null
      container.cacheAsTexture(false)
    }
  }, [cache])
  // A cached row is redrawn into its texture only when what it shows changed, not when it only moved.
  useLayoutEffect(() => {
    const key = `${index}:${active}`
    if (!cache || drawn.current === key) return
    drawn.current = key
    node.current?.updateCacheTexture()
  })
  return <pixiContainer ref={ref}>{render(index, active)}</pixiContainer>
})

/**
 * An n-row window over a list of any length, the active row at a fixed slot; display objects exist
 * only for the window plus a margin, recycled by pool slot. Up/down move one row, ch_up/ch_down a
 * page (wrapping), with a smooth scroll. The list is one focus node; it owns its own up/down.
 */
export function WindowList(props: WindowListProps) {
  const { id, length, rowHeight, width, x = 0, y = 0, renderRow, rowName } = props
  const source = props.createRow ? props.indexSource : undefined
  const index = source ? source.get() : props.index
  const rows = props.rows ?? LIST_ROWS
  const activeSlot = props.activeSlot ?? LIST_ACTIVE_SLOT
  const wrap = props.wrap ?? true
  const margin = props.margin ?? DEFAULT_MARGIN
  const renderer = useRenderer()
  const { keys, mirror, animate, loop, clock: stageClock, listRenderGroups, glyphs, fonts } = renderer
  const deferMargins = renderer.deferListMargins ?? true
  const { rtl } = useDir()
  const textures = useTextureCache()
  const { createRow, subscribe } = props
  const cache = props.cacheRows === true
  const strip = useRef<Container>(null)
  const renderGroup = props.renderGroup ?? listRenderGroups ?? false
  const latest = useRef(props)
  latest.current = props
  const current = useCurrentIndex(index)
  const spec = { length, rows, activeSlot, index, wrap }
  const start = windowStart(spec)
  const mounted = useMemo(
    () => rowsToMount({ length, rows, activeSlot, index, wrap, margin }),
    [length, rows, activeSlot, index, wrap, margin],
  )
  // Children in pool-slot order, which never changes: React then never moves a row container (a move
  // is a removeChild + addChild and a rebuild of the list's render instructions in Pixi).
  const bySlot = useMemo(() => mounted.slice().sort((a, b) => a.key - b.key), [mounted])
  const scroll = useRef<TweenHandle | null>(null)
  useEffect(() => () => scroll.current?.cancel(), [])

  // Images inside the rows start loading once the list has been still for LIST_IMAGE_QUIET_MS
  // (renderer/textures/loadGate.ts); the gate is closed by every move the list makes itself.
  const clock = props.clock ?? stageClock
  const gate = useMemo(() => new QuietGate(clock, LIST_IMAGE_QUIET_MS), [clock])
  useEffect(() => () => gate.dispose(), [gate])

  // Row positions: set on the pooled containers after every commit (rows are not re-rendered to move).
  const slots = useRef(new Map<number, Container>())
  const place = useCallback((slot: number, node: Container | null) => {
    if (node) slots.current.set(slot, node)
    else slots.current.delete(slot)
  }, [])
  useLayoutEffect(() => {
    for (const row of mounted) {
      const node = slots.current.get(row.key)
      if (node) node.y = (row.position - start) * rowHeight
    }
    loop.invalidate()
  }, [mounted, start, rowHeight, loop])

  // The window clips its margin rows with a scissor rectangle (no stencil pass, nothing per pixel).
  const viewport = useRef<Container>(null)
  useRectMask(viewport, width, rows * rowHeight, props.clip !== 'none')

  // Scroll: the strip jumps back to where the previous window was drawn, then eases to its place.
  const previousStart = useRef(start)
  const scrollTo = useCallback(
    (to: number) => {
      const delta = to - previousStart.current
      previousStart.current = to
      const node = strip.current
      if (delta === 0 || !node) return
      scroll.current?.cancel()
      if (Math.abs(delta) >= rows) {
        node.y = 0 // a page jump shows the new window at once
        return
      }
      // Continue from wherever a running scroll had got to, shifted by the rows the window moved.
      scroll.current = animate({
        from: node.y + delta * rowHeight,
        to: 0,
        durationMs: SCROLL_ANIMATION_MS,
        onUpdate: (value) => {
          node.y = value
        },
      })
    },
    [rows, rowHeight, animate],
  )

  // Imperative rows: the pool lives as long as its row factory and the services the rows were made with.
  const pool = useRef<RowPool | null>(null)
  const poolSpec = (at: number) => ({
    length,
    rows,
    activeSlot,
    index: at,
    wrap,
    margin,
    rowHeight,
    width,
    cache,
  })
  const syncPool = useRef(poolSpec)
  syncPool.current = poolSpec
  useLayoutEffect(() => {
    const node = strip.current
    if (!createRow || !node) return
    // margin rows bound after the key's frame, in a task of their own (lists/rowPool.ts; perf/README.md
    // "Issue 19, fourth session": keys input p95 26.2 → 23.1 ms at 4x)
    const afterFrame = deferMargins
      ? (work: () => void) => {
          const off = loop.observe(() => {
            off()
            clock.setTimeout(work, 0)
          })
        }
      : undefined
    // the rows' texts say in the list's mirror node what they draw where they cut their text, as Labels do
    const cut = (key: string, shown: string | null) => mirror.setCut(id, key, shown)
    const services = { glyphs, fonts, textures, gate, rtl, cut }
    const made = new RowPool(node, createRow, services, () => loop.invalidate(), afterFrame)
    pool.current = made
    made.sync(syncPool.current(current.current))
    const unsubscribe = subscribe?.((at) => made.refresh(at))
    return () => {
      unsubscribe?.()
      pool.current = null
      made.destroy()
    }
  }, [
    createRow,
    subscribe,
    glyphs,
    fonts,
    textures,
    gate,
    rtl,
    loop,
    clock,
    deferMargins,
    current,
    mirror,
    id,
  ])
  // every commit: the window follows the index prop (a key press has already placed it: no rebind)
  useLayoutEffect(() => {
    pool.current?.sync(syncPool.current(index))
  })
  useLayoutEffect(() => scrollTo(start), [start, scrollTo])

  useEffect(
    () =>
      keys.register(id, (key) => {
        const p = latest.current
        const pageRows = p.pageRows ?? LIST_PAGE_ROWS
        const w = p.wrap ?? true
        if (key === 'enter') {
          p.onSelect?.(p.index)
          return p.onSelect !== undefined
        }
        const from = current.current
        const moves: Partial<Record<typeof key, number>> = {
          up: step(from, -1, p.length, w),
          down: step(from, 1, p.length, w),
          ch_up: page(from, -pageRows, p.length),
          ch_down: page(from, pageRows, p.length),
        }
        const next = moves[key]
        if (next === undefined) return p.onKey?.(key) ?? false
        // At the end of a non-wrapping list up/down fall through to spatial navigation.
        if (next < 0 || next === from) return key === 'ch_up' || key === 'ch_down'
        current.current = next
        gate.busy()
        // Imperative rows move and bind here, before React hears of the key (no render of the rows). With
        // an index source they move in its listener instead, which onIndexChange runs in this same task.
        if (pool.current && !(p.createRow && p.indexSource))
          scrollTo(pool.current.sync(syncPool.current(next)))
        p.onIndexChange(next)
        return true
      }),
    [keys, id, current, gate, scrollTo],
  )

  // The mirror names the list's active row so tests and screen readers follow the selection.
  const nameRow = useCallback(
    (at: number) => {
      if (length > 0 && rowName) mirror.update(id, { name: `${props.name ?? id}: ${rowName(at)}` })
    },
    [mirror, id, length, rowName, props.name],
  )
  useLayoutEffect(() => nameRow(index), [nameRow, index])

  // An index followed outside React: the window moves (already placed if the change was this list's
  // own key press) and the mirror names the new row, with no render.
  useLayoutEffect(() => {
    if (!source) return
    return source.subscribe(() => {
      const at = source.get()
      current.current = at
      if (pool.current) scrollTo(pool.current.sync(syncPool.current(at)))
      nameRow(at)
    })
  }, [source, current, scrollTo, nameRow])

  return (
    <Focusable
      id={id}
      x={x}
      y={y}
      width={width}
      height={rows * rowHeight}
      role="listbox"
      name={props.name ?? id}
    >
      <LoadGateContext.Provider value={gate}>
        <pixiContainer ref={viewport}>
          <pixiContainer ref={strip} isRenderGroup={renderGroup}>
            {createRow
              ? null
              : bySlot.map((row) => (
                  <Row
                    key={row.key}
                    slot={row.key}
                    index={row.index}
                    active={row.index === index}
                    render={renderRow ?? noRow}
                    cache={cache}
                    place={place}
                  />
                ))}
          </pixiContainer>
        </pixiContainer>
      </LoadGateContext.Provider>
    </Focusable>
  )
}
