import { memo, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
// Pure index math and the autoplay schedule shared with the renderer's Carousel (no Pixi imports), so
// both peers mount, recycle and autoplay exactly the same items.
import { carouselMount } from '../../../renderer/lists/carouselMath'
import { Autoplay } from '../../../renderer/lists/autoplay'
import { step } from '../../../renderer/lists/windowMath'
import { systemClock } from '../../../src/time/clock'
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_LENGTH,
  CAROUSEL_X,
  CAROUSEL_Y,
  COLORS,
  POSTER_GAP,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  SCROLL_MS,
  css,
  posterColor,
  posterTitle,
} from '../shared/fixture'

const ITEMS = 4
const PITCH = POSTER_WIDTH + POSTER_GAP
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

const Poster = memo(function Poster({ index, focused, x }: { index: number; focused: boolean; x: number }) {
  return (
    <div
      style={abs(0, 0, {
        transform: `translateX(${x}px)`,
        width: POSTER_WIDTH,
        height: POSTER_HEIGHT,
        borderRadius: 8,
        boxSizing: 'border-box',
        background: css(posterColor(index)),
        border: focused ? `4px solid ${css(COLORS.active)}` : 'none',
      })}
    >
      <span
        style={abs(16, POSTER_HEIGHT - 48, { fontSize: 22, fontWeight: 'bold', color: css(COLORS.text) })}
      >
        {posterTitle(index)}
      </span>
      <span
        style={abs(16, 16, { fontSize: 16, color: css(COLORS.dim) })}
      >{`${index + 1} / ${CAROUSEL_LENGTH}`}</span>
    </div>
  )
})

/** The DOM peer of the renderer's Carousel: 4 posters, one margin each side, a 200 ms slide, autoplay. */
export function CarouselScene({ onCommit }: { onCommit: () => void }) {
  const [index, setIndex] = useState(0)
  const mounted = carouselMount({ length: CAROUSEL_LENGTH, index })
  const strip = useRef<HTMLDivElement>(null)
  const offset = useRef(0)
  const previous = useRef(index)
  const frame = useRef(0)
  const autoplay = useRef<Autoplay | null>(null)
  useLayoutEffect(onCommit, [onCommit])
  useLayoutEffect(() => window.__rec?.commit(), [index])

  useLayoutEffect(() => {
    const delta = ringDelta(previous.current, index, CAROUSEL_LENGTH)
    previous.current = index
    const node = strip.current
    if (delta === 0 || !node) return
    cancelAnimationFrame(frame.current)
    const from = offset.current + delta * PITCH
    const began = performance.now()
    const apply = (value: number) => {
      offset.current = value
      node.style.transform = `translateX(${value}px)`
    }
    apply(from)
    const tick = (now: number) => {
      const t = Math.min(1, (now - began) / SCROLL_MS)
      apply(from * (1 - easeOutCubic(t)))
      if (t < 1) frame.current = requestAnimationFrame(tick)
    }
    frame.current = requestAnimationFrame(tick)
  }, [index])

  useEffect(() => {
    const player = new Autoplay(systemClock, setIndex, CAROUSEL_AUTOPLAY_MS)
    autoplay.current = player
    player.start(CAROUSEL_LENGTH, 0)
    const onKey = (event: KeyboardEvent) => {
      const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (delta === 0) return
      event.preventDefault()
      setIndex((current) => step(current, delta, CAROUSEL_LENGTH, true))
    }
    document.addEventListener('keydown', onKey)
    return () => {
      player.stop()
      document.removeEventListener('keydown', onKey)
    }
  }, [])
  useEffect(() => autoplay.current?.sync(CAROUSEL_LENGTH, index), [index])

  return (
    <>
      <span style={abs(CAROUSEL_X, 120, { fontSize: 28, fontWeight: 'bold', color: css(COLORS.text) })}>
        Highlights
      </span>
      <div
        style={abs(CAROUSEL_X, CAROUSEL_Y, {
          width: ITEMS * PITCH - POSTER_GAP,
          height: POSTER_HEIGHT,
          overflow: 'hidden',
        })}
      >
        <div ref={strip} style={abs(0, 0, { willChange: 'transform' })}>
          {mounted.map((item) => (
            <Poster
              key={item.key}
              index={item.index}
              focused={item.index === index}
              x={(item.position - index) * PITCH}
            />
          ))}
        </div>
      </div>
    </>
  )
}
