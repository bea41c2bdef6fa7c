import { memo, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
// The same window math and autoplay schedule the renderer's WindowList and Carousel use (no Pixi
// imports), so both peers mount, recycle and autoplay exactly the same rows and cards.
import { carouselMount, rowsWindow } from '../../../renderer/lists/carouselMath'
import { Autoplay } from '../../../renderer/lists/autoplay'
import { rowsToMount, step } from '../../../renderer/lists/windowMath'
import type { CmsCarousel } from '../../../src/api/types'
import { systemClock } from '../../../src/time/clock'
import { COLORS, SCROLL_MS, css } from '../shared/fixture'
import {
  CMS_CARD,
  CMS_CARD_GAP,
  CMS_MARGIN_X,
  CMS_ROW_HEIGHT,
  CMS_ROW_TITLE,
  CMS_ROWS,
  CMS_ROWS_Y,
  cmsCaption,
  cmsCarousels,
} from '../shared/cmsFixture'

const AUTOPLAY_MS = 2000
const PITCH = CMS_CARD.width + CMS_CARD_GAP
const WIDTH = 1280 - CMS_MARGIN_X
const abs = (left: number, top: number, extra: CSSProperties = {}): CSSProperties => ({
  position: 'absolute',
  left,
  top,
  whiteSpace: 'nowrap',
  ...extra,
})
const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3
const ringDelta = (from: number, to: number, length: number): number => {
  const d = (((to - from) % length) + length) % length
  return d > length / 2 ? d - length : d
}

/**
 * A 200 ms eased slide (the renderer's scroll): when `at` changes, `apply` gets the offset of where the
 * previous position was drawn, easing to 0. `distance` turns a change of `at` into pixels.
 */
function useSlide(
  at: number,
  distance: (from: number, to: number) => number,
  apply: (offset: number) => void,
) {
  const frame = useRef(0)
  const offset = useRef(0)
  const previous = useRef(at)
  useLayoutEffect(() => {
    const delta = distance(previous.current, at)
    previous.current = at
    if (delta === 0) return
    cancelAnimationFrame(frame.current)
    const from = offset.current + delta
    const began = performance.now()
    const set = (value: number) => {
      offset.current = value
      apply(value)
    }
    set(from)
    const tick = (now: number) => {
      const t = Math.min(1, (now - began) / SCROLL_MS)
      set(from * (1 - easeOutCubic(t)))
      if (t < 1) frame.current = requestAnimationFrame(tick)
    }
    frame.current = requestAnimationFrame(tick)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at])
  useEffect(() => () => cancelAnimationFrame(frame.current), [])
}

const Card = memo(function Card({
  carousel,
  index,
  x,
  focused,
}: {
  carousel: CmsCarousel
  index: number
  x: number
  focused: boolean
}) {
  const item = carousel.items[index]
  if (!item) return null
  return (
    <div style={abs(0, 0, { transform: `translateX(${x}px)`, width: CMS_CARD.width })}>
      <img
        src={item.cover?.small}
        width={CMS_CARD.width}
        height={CMS_CARD.image}
        alt=""
        style={{
          display: 'block',
          borderRadius: 10,
          objectFit: 'cover',
          outline: focused ? `4px solid ${css(COLORS.active)}` : 'none',
          outlineOffset: -4,
        }}
      />
      <span
        style={abs(4, CMS_CARD.image + 10, {
          fontSize: 18,
          fontWeight: 'bold',
          color: css(focused ? COLORS.active : COLORS.text),
        })}
      >
        {item.title}
      </span>
      <span style={abs(4, CMS_CARD.image + 36, { fontSize: 16, color: css(COLORS.dim) })}>
        {cmsCaption(item)}
      </span>
    </div>
  )
})

const Row = memo(function Row({
  carousel,
  index,
  y,
  focused,
  autoplay,
  onIndex,
}: {
  carousel: CmsCarousel
  index: number
  y: number
  focused: boolean
  autoplay: boolean
  onIndex: (index: number) => void
}) {
  const length = carousel.items.length
  const strip = useRef<HTMLDivElement>(null)
  useSlide(
    index,
    (from, to) => ringDelta(from, to, length) * PITCH,
    (value) => {
      if (strip.current) strip.current.style.transform = `translateX(${value}px)`
    },
  )
  const player = useRef<Autoplay | null>(null)
  useEffect(() => {
    if (!autoplay) return
    const autoplayer = new Autoplay(systemClock, onIndex, AUTOPLAY_MS)
    player.current = autoplayer
    autoplayer.start(length, index)
    return () => {
      autoplayer.stop()
      player.current = null
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoplay, length, onIndex])
  useEffect(() => player.current?.sync(length, index), [length, index])
  return (
    <div style={abs(0, 0, { transform: `translateY(${y}px)` })}>
      <span style={abs(0, 0, { fontSize: 22, fontWeight: 'bold', color: css(COLORS.text) })}>
        {carousel.name}
      </span>
      <div style={abs(0, CMS_ROW_TITLE, { width: WIDTH, height: CMS_CARD.height, overflow: 'hidden' })}>
        <div ref={strip} style={abs(0, 0, { willChange: 'transform' })}>
          {carouselMount({ length, index }).map((card) => (
            <Card
              key={card.key}
              carousel={carousel}
              index={card.index}
              x={(card.position - index) * PITCH}
              focused={focused && card.index === index}
            />
          ))}
        </div>
      </div>
    </div>
  )
})

/** The DOM peer of the CMS rows: 2 rows of 4 cards in view over 5 × 12, autoplay, 200 ms slides. */
export function CmsRowsScene({ onCommit }: { onCommit: () => void }) {
  const [carousels] = useState(cmsCarousels)
  const [row, setRow] = useState(0)
  const [items, setItems] = useState(() => carousels.map(() => 0))
  const setters = useRef(
    carousels.map((_, r) => (index: number) => setItems((all) => all.map((v, i) => (i === r ? index : v)))),
  )
  const strip = useRef<HTMLDivElement>(null)
  const start = Math.min(row, CMS_ROWS - 2)
  useSlide(
    start,
    (from, to) => (to - from) * CMS_ROW_HEIGHT,
    (value) => {
      if (strip.current) strip.current.style.transform = `translateY(${value}px)`
    },
  )
  const focusedRow = useRef(row)
  focusedRow.current = row
  useLayoutEffect(onCommit, [onCommit])
  useLayoutEffect(() => window.__rec?.commit(), [row, items])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault()
        setRow((current) =>
          Math.max(0, Math.min(CMS_ROWS - 1, current + (event.key === 'ArrowDown' ? 1 : -1))),
        )
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault()
        const forward = event.key === 'ArrowRight' ? 1 : -1
        const current = focusedRow.current
        setItems((all) =>
          all.map((v, i) => (i === current ? step(v, forward, carousels[i]?.items.length ?? 0, true) : v)),
        )
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [carousels])

  const visible = rowsWindow(CMS_ROWS, row)
  const mounted = rowsToMount({
    length: CMS_ROWS,
    rows: 2,
    activeSlot: 0,
    index: row,
    wrap: false,
    margin: 1,
  })
  return (
    <>
      <span style={abs(CMS_MARGIN_X, 32, { fontSize: 30, fontWeight: 'bold', color: css(COLORS.text) })}>
        Room Service
      </span>
      <div
        style={abs(CMS_MARGIN_X, CMS_ROWS_Y, {
          width: WIDTH,
          height: 2 * CMS_ROW_HEIGHT,
          overflow: 'hidden',
        })}
      >
        <div ref={strip} style={abs(0, 0, { willChange: 'transform' })}>
          {mounted.map((slot) => {
            const carousel = carousels[slot.index]
            const setter = setters.current[slot.index]
            if (!carousel || !setter) return null
            return (
              <Row
                key={slot.key}
                carousel={carousel}
                index={items[slot.index] ?? 0}
                y={(slot.position - start) * CMS_ROW_HEIGHT}
                focused={slot.index === row}
                autoplay={slot.index !== row && visible.includes(slot.index)}
                onIndex={setter}
              />
            )
          })}
        </div>
      </div>
    </>
  )
}
