import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react'
// Pure index math shared with the renderer's WindowList (no Pixi imports), so both peers mount and
// recycle exactly the same rows.
import { page, rowsToMount, step, windowStart } from '../../../renderer/lists/windowMath'
import type { Channel } from '../../../src/api/types'
import { css } from '../shared/fixture'
import {
  GUIDE,
  GUIDE_COLORS,
  GUIDE_HEADER,
  GUIDE_ROW,
  SettledList,
  guideLineUp,
  guideNow,
  guideNumber,
} from '../shared/guide'

const abs = (left: number, top: number, extra: CSSProperties = {}): CSSProperties => ({
  position: 'absolute',
  left,
  top,
  whiteSpace: 'nowrap',
  ...extra,
})
const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3
const R = GUIDE_ROW

type RowProps = { index: number; channel: Channel; active: boolean; y: number; guide: boolean; logo: boolean }

/** ChannelRow (scenes/live/ChannelList.tsx) in DOM: number, logo, title, programme and its progress. */
const GuideRow = memo(function GuideRow({ index, channel, active, y, guide, logo }: RowProps) {
  const now = guide ? guideNow(index, Date.now()) : null
  const text = css(active ? GUIDE_COLORS.activeText : GUIDE_COLORS.text)
  const dim = css(active ? GUIDE_COLORS.activeText : GUIDE_COLORS.dim)
  const { logo: box, progress } = R
  return (
    <div
      style={abs(0, 0, {
        transform: `translateY(${y}px)`,
        width: GUIDE.width,
        height: R.boxHeight,
        borderRadius: R.radius,
        background: css(active ? GUIDE_COLORS.active : GUIDE_COLORS.row),
      })}
    >
      <span style={abs(R.number.x, R.number.y, { fontSize: R.number.size, color: dim })}>
        {guideNumber(channel)}
      </span>
      {logo ? (
        <img src={channel.logo} alt="" style={abs(box.x, box.y, { width: box.width, height: box.height })} />
      ) : (
        <div
          style={abs(box.x, box.y, {
            width: box.width,
            height: box.height,
            background: css(GUIDE_COLORS.placeholder),
          })}
        />
      )}
      <span
        style={abs(R.title.x, R.title.y, {
          fontSize: R.title.size,
          fontWeight: 'bold',
          color: text,
          maxWidth: R.title.maxWidth,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        })}
      >
        {channel.title}
      </span>
      {now ? (
        <>
          <span
            style={abs(R.programme.x, R.programme.y, {
              fontSize: R.programme.size,
              color: dim,
              maxWidth: R.programme.maxWidth,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            })}
          >
            {now.title}
          </span>
          <div
            style={abs(progress.x, progress.y, {
              width: progress.width,
              height: progress.height,
              borderRadius: progress.height / 2,
              background: css(GUIDE_COLORS.track),
              overflow: 'hidden',
            })}
          >
            <div
              style={{
                width: `${now.progress * 100}%`,
                height: '100%',
                borderRadius: progress.height / 2,
                background: css(active ? GUIDE_COLORS.activeText : GUIDE_COLORS.fill),
              }}
            />
          </div>
        </>
      ) : null}
    </div>
  )
})

/**
 * The DOM peer of the Live TV list: the same 7-row window, active row 4th, rows recycled by pool slot,
 * the same 200 ms easeOutCubic scroll as a rAF tween on the strip's transform, the same guide and logo
 * rules (SettledList), so the peers differ only in how they draw.
 */
export function Guide({ length, onCommit }: { length: number; onCommit: () => void }) {
  const [index, setIndex] = useState(0)
  const current = useRef(0)
  const [, setSettled] = useState(0)
  const settled = useMemo(() => new SettledList(length, () => setSettled((n) => n + 1)), [length])
  const channels = useMemo(() => guideLineUp(length), [length])
  const spec = { length, rows: GUIDE.rows, activeSlot: GUIDE.activeSlot, index, wrap: true }
  const start = windowStart(spec)
  const mounted = rowsToMount({ ...spec, margin: GUIDE.margin })
  const shown = useRef(mounted)
  shown.current = mounted
  const strip = useRef<HTMLDivElement>(null)
  const offset = useRef(0)
  const previousStart = useRef(start)
  const frame = useRef(0)
  useLayoutEffect(onCommit, [onCommit])
  // the harness's input latency: this commit shows the key's change (perf/lib/recorder.js)
  useLayoutEffect(() => window.__rec?.commit(), [index])
  useEffect(() => {
    settled.start(
      0,
      shown.current.map((row) => row.index),
    )
    return () => settled.dispose()
  }, [settled])

  useLayoutEffect(() => {
    const delta = start - previousStart.current
    previousStart.current = start
    const node = strip.current
    if (delta === 0 || !node) return
    cancelAnimationFrame(frame.current)
    if (Math.abs(delta) >= GUIDE.rows) {
      // a page jump shows the new window at once, as WindowList does
      offset.current = 0
      node.style.transform = 'translateY(0px)'
      return
    }
    const from = offset.current + delta * GUIDE.rowHeight
    const began = performance.now()
    const apply = (value: number) => {
      offset.current = value
      node.style.transform = `translateY(${value}px)`
    }
    apply(from)
    const tick = (now: number) => {
      const t = Math.min(1, (now - began) / GUIDE.scrollMs)
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
      const from = current.current
      const next = pages !== 0 ? page(from, pages * GUIDE.pageRows, length) : step(from, delta, length, true)
      current.current = next
      settled.moved(next, () => shown.current.map((row) => row.index))
      setIndex(next)
    },
    [length, settled],
  )
  useEffect(() => {
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onKey])

  return (
    <>
      <span
        style={abs(GUIDE.x, GUIDE_HEADER.titleY, { fontSize: GUIDE_HEADER.titleSize, fontWeight: 'bold' })}
      >
        {GUIDE_HEADER.title}
      </span>
      <span
        style={abs(GUIDE.x + GUIDE.width - 200, GUIDE_HEADER.countY, {
          width: 200,
          textAlign: 'right',
          fontSize: GUIDE_HEADER.countSize,
          color: css(GUIDE_COLORS.dim),
        })}
      >
        {`${index + 1} / ${length}`}
      </span>
      <div
        style={abs(GUIDE.x, GUIDE.y, {
          width: GUIDE.width,
          height: GUIDE.rows * GUIDE.rowHeight,
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
              channel={channels[row.index]!}
              active={row.index === index}
              y={(row.position - start) * GUIDE.rowHeight}
              guide={settled.hasGuide(row.index)}
              logo={settled.hasLogo(row.index)}
            />
          ))}
        </div>
      </div>
    </>
  )
}
