import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
// Pure index math shared with the renderer's WindowList (no Pixi imports), so both peers mount and
// recycle exactly the same rows.
import { page, rowsToMount, step, windowStart } from '../../../renderer/lists/windowMath'
import {
  CHANNEL_WIDTH,
  COLORS,
  GRID_WIDTH,
  GRID_X,
  LIST_X,
  LIST_Y,
  PAGE_ROWS,
  PROGRESS_WIDTH,
  PROGRESS_X,
  ROW_HEIGHT,
  SCROLL_MS,
  VISIBLE_ROWS,
  channel,
  css,
} from '../shared/fixture'

const ACTIVE_SLOT = 3
const MARGIN = 1
const abs = (left: number, top: number, extra: CSSProperties = {}): CSSProperties => ({
  position: 'absolute',
  left,
  top,
  whiteSpace: 'nowrap',
  ...extra,
})
const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3

const GuideRow = memo(function GuideRow({ index, active, y }: { index: number; active: boolean; y: number }) {
  const data = channel(index)
  const text = css(active ? COLORS.activeText : COLORS.text)
  const dim = css(active ? COLORS.activeText : COLORS.dim)
  const h = ROW_HEIGHT - 4
  return (
    <div style={abs(0, 0, { transform: `translateY(${y}px)` })}>
      <div
        style={abs(0, 0, {
          width: CHANNEL_WIDTH,
          height: h,
          borderRadius: 6,
          background: css(active ? COLORS.active : COLORS.row),
        })}
      >
        <span style={abs(14, 10, { fontSize: 20, color: dim })}>{data.number}</span>
        <span style={abs(70, 8, { fontSize: 20, fontWeight: 'bold', color: text })}>{data.title}</span>
        <span style={abs(70, 34, { fontSize: 15, color: text })}>{data.now}</span>
        <span style={abs(70, 54, { fontSize: 14, color: dim })}>{data.next}</span>
        <div
          style={abs(PROGRESS_X, 40, {
            width: PROGRESS_WIDTH,
            height: 6,
            borderRadius: 3,
            background: css(COLORS.track),
            overflow: 'hidden',
          })}
        >
          <div
            style={{
              width: `${data.progress * 100}%`,
              height: '100%',
              borderRadius: 3,
              background: css(active ? COLORS.activeText : COLORS.fill),
            }}
          />
        </div>
      </div>
      {data.cells.map((cell, k) => (
        <div
          key={k}
          style={abs(GRID_X + cell.x, 0, {
            width: cell.width,
            height: h,
            borderRadius: 4,
            background: css(cell.now ? COLORS.cellNow : COLORS.cell),
            overflow: 'hidden',
          })}
        >
          <span style={abs(8, 28, { fontSize: 14, color: css(COLORS.text) })}>{cell.title}</span>
        </div>
      ))}
    </div>
  )
})

/**
 * The DOM peer: the same 7-row window, active row 4th, rows recycled by pool slot, and the same
 * 200 ms easeOutCubic scroll as a rAF tween on the strip's transform (what the Pixi peer's tween does),
 * so the two differ only in how they draw.
 */
export function Guide({ length, onCommit }: { length: number; onCommit: () => void }) {
  const [index, setIndex] = useState(0)
  const spec = { length, rows: VISIBLE_ROWS, activeSlot: ACTIVE_SLOT, index, wrap: true }
  const start = windowStart(spec)
  const mounted = rowsToMount({ ...spec, margin: MARGIN })
  const strip = useRef<HTMLDivElement>(null)
  const offset = useRef(0)
  const previousStart = useRef(start)
  const frame = useRef(0)
  useLayoutEffect(onCommit, [onCommit])
  // the harness's input latency: this commit shows the key's change (perf/lib/recorder.js)
  useLayoutEffect(() => window.__rec?.commit(), [index])

  useLayoutEffect(() => {
    const delta = start - previousStart.current
    previousStart.current = start
    const node = strip.current
    if (delta === 0 || !node) return
    cancelAnimationFrame(frame.current)
    if (Math.abs(delta) >= VISIBLE_ROWS) {
      // a page jump shows the new window at once, as WindowList does
      offset.current = 0
      node.style.transform = 'translateY(0px)'
      return
    }
    const from = offset.current + delta * ROW_HEIGHT
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

  const onKey = useCallback(
    (event: KeyboardEvent) => {
      const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
      const pages = event.key === 'PageDown' ? 1 : event.key === 'PageUp' ? -1 : 0
      if (delta === 0 && pages === 0) return
      event.preventDefault()
      setIndex((current) =>
        pages !== 0 ? page(current, pages * PAGE_ROWS, length) : step(current, delta, length, true),
      )
    },
    [length],
  )
  useEffect(() => {
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onKey])

  return (
    <>
      <span style={abs(LIST_X, 28, { fontSize: 28, fontWeight: 'bold' })}>TV Guide</span>
      <span
        style={abs(LIST_X + GRID_X + GRID_WIDTH - 200, 36, {
          width: 200,
          textAlign: 'right',
          fontSize: 18,
          color: css(COLORS.dim),
        })}
      >
        {`${index + 1} / ${length}`}
      </span>
      <div
        style={abs(LIST_X, LIST_Y, {
          width: GRID_X + GRID_WIDTH,
          height: VISIBLE_ROWS * ROW_HEIGHT,
          overflow: 'hidden',
        })}
      >
        {/* its own compositor layer, as any DOM list that scrolls by transform would have: a frame of the
            scroll re-composites the layer instead of repainting every row */}
        <div ref={strip} style={abs(0, 0, { willChange: 'transform' })}>
          {mounted.map((row) => (
            <GuideRow
              key={row.key}
              index={row.index}
              active={row.index === index}
              y={(row.position - start) * ROW_HEIGHT}
            />
          ))}
        </div>
      </div>
    </>
  )
}
