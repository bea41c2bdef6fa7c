import { memo, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
// Pure index math shared with the renderer's WindowList, so both peers mount the same rows.
import { rowsToMount, windowStart } from '../../../renderer/lists/windowMath'
import { GRID, GRID_WIDTH } from '../../../scenes/vod/layout'
import { theme } from '../../../scenes/theme'
import { css, SCROLL_MS } from '../shared/fixture'
import { vodCount, vodItems } from '../shared/vodgrid'
import type { PosterItem } from '../../../scenes/vod/PosterGrid'

const items = vodItems(vodCount())
const ROWS = Math.ceil(items.length / GRID.columns)
const PITCH = GRID.posterWidth + GRID.columnGap
const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3
const abs = (left: number, top: number, extra: CSSProperties = {}): CSSProperties => ({
  position: 'absolute',
  left,
  top,
  ...extra,
})

const Poster = memo(function Poster({ item, x, ring }: { item: PosterItem; x: number; ring: boolean }) {
  return (
    <div style={abs(x, 0)}>
      {ring ? (
        <div
          style={abs(-4, -4, {
            width: GRID.posterWidth + 8,
            height: GRID.posterHeight + 8,
            borderRadius: 10,
            background: css(theme.primary),
          })}
        />
      ) : null}
      <img
        src={item.poster ?? ''}
        alt=""
        style={abs(0, 0, {
          width: GRID.posterWidth,
          height: GRID.posterHeight,
          objectFit: 'cover',
          borderRadius: 6,
          background: css(theme.surfaceRaised),
        })}
      />
      <span
        style={abs(0, GRID.posterHeight + GRID.titleGap, {
          width: GRID.posterWidth,
          fontSize: theme.fontSize.xsmall,
          color: css(ring ? theme.onSurface : theme.muted),
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        })}
      >
        {item.title}
      </span>
    </div>
  )
})

const PosterRow = memo(function PosterRow(props: { row: number; column: number | null; y: number }) {
  const first = props.row * GRID.columns
  return (
    <div style={abs(0, 0, { transform: `translateY(${props.y}px)` })}>
      {items.slice(first, first + GRID.columns).map((item, c) => (
        <Poster key={c} item={item} x={c * PITCH} ring={props.column === c} />
      ))}
    </div>
  )
})

/**
 * The DOM peer of the VOD poster grid: the same 3-row window over rows of 5 posters (plus a margin row
 * each side, recycled by pool slot), the active row kept in the middle, the same 200 ms scroll, the same
 * keys (up/down a row keeping the column, left/right within the row).
 */
export function VodGridScene({ onCommit }: { onCommit: () => void }) {
  const [index, setIndex] = useState(0)
  const row = Math.floor(index / GRID.columns)
  const spec = { length: ROWS, rows: GRID.rows, activeSlot: GRID.activeRow, index: row, wrap: false }
  const start = windowStart(spec)
  const mounted = rowsToMount({ ...spec, margin: 1 })
  const strip = useRef<HTMLDivElement>(null)
  const offset = useRef(0)
  const previousStart = useRef(start)
  const frame = useRef(0)
  useLayoutEffect(onCommit, [onCommit])
  useLayoutEffect(() => window.__rec?.commit(), [index])

  useLayoutEffect(() => {
    const delta = start - previousStart.current
    previousStart.current = start
    const node = strip.current
    if (delta === 0 || !node) return
    cancelAnimationFrame(frame.current)
    const from = offset.current + delta * GRID.rowHeight
    const began = performance.now()
    const apply = (value: number) => {
      offset.current = value
      node.style.transform = `translateY(${value}px)`
    }
    apply(from)
    const tick = (now: number) => {
      const t = Math.min(1, (now - began) / SCROLL_MS)
      apply(from * (1 - easeOutCubic(t)))
      if (t < 1) frame.current = requestAnimationFrame(tick)
    }
    frame.current = requestAnimationFrame(tick)
  }, [start])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = event.key
      if (!['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(key)) return
      event.preventDefault()
      setIndex((current) => {
        const column = current % GRID.columns
        const r = Math.floor(current / GRID.columns)
        if (key === 'ArrowDown' || key === 'ArrowUp') {
          const next = Math.min(Math.max(0, r + (key === 'ArrowDown' ? 1 : -1)), ROWS - 1)
          return Math.min(next * GRID.columns + column, items.length - 1)
        }
        const next = current + (key === 'ArrowRight' ? 1 : -1)
        const same = Math.floor(next / GRID.columns) === r
        return next >= 0 && next < items.length && same ? next : current
      })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <div style={abs(0, 0, { width: 1280, height: 720, background: css(theme.surface) })}>
      <div
        style={abs(GRID.x, GRID.y, {
          width: GRID_WIDTH,
          height: GRID.rows * GRID.rowHeight,
          overflow: 'hidden',
        })}
      >
        <div ref={strip} style={abs(0, 0, { willChange: 'transform' })}>
          {mounted.map((r) => (
            <PosterRow
              key={r.key}
              row={r.index}
              column={r.index === row ? index % GRID.columns : null}
              y={(r.position - start) * GRID.rowHeight}
            />
          ))}
        </div>
      </div>
    </div>
  )
}
