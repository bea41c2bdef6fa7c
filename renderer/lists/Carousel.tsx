import { useRectMask } from '../react/useRectMask'
import { memo, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import type { Container } from 'pixi.js'
import { SCROLL_ANIMATION_MS, type TweenHandle } from '../anim'
import { useDir } from '../layout/direction'
import { mirrorX } from '../layout/positions'
import { Focusable } from '../react/Focusable'
import { useRenderer } from '../react/context'
import { useCurrentIndex } from '../react/useCurrentIndex'
import type { TimerClock } from '../time/timerClock'
import { Autoplay } from './autoplay'
import { CAROUSEL_ITEMS, carouselMount, isWindowed, visibleCount } from './carouselMath'
import { step } from './windowMath'

export type CarouselProps = {
  /** focus node id: the carousel is one focus node and moves its own index with left/right */
  id: string
  length: number
  /** first item shown, and the one focused */
  index: number
  onIndexChange: (index: number) => void
  onSelect?: (index: number) => void
  renderItem: (index: number, focused: boolean) => ReactNode
  /** accessible name of item `index` in the scene mirror */
  itemName?: (index: number) => string
  itemWidth: number
  itemHeight: number
  gap?: number
  x?: number
  y?: number
  /** portal spec §4: step every 2 s (windowed carousels only) */
  autoplay?: boolean
  /** the autoplay's timers (default: the clock the stage was given) */
  clock?: TimerClock
  intervalMs?: number
  name?: string
}

type ItemProps = {
  index: number
  focused: boolean
  x: number
  render: (index: number, focused: boolean) => ReactNode
}

// memoised on (index, focused, x): a step re-renders the items whose slot or focus changed
const Item = memo(function Item({ index, focused, x, render }: ItemProps) {
  return <pixiContainer x={x}>{render(index, focused)}</pixiContainer>
})

/** Signed shortest distance from `from` to `to` round a ring of `length` (a wrap is one step). */
const ringDelta = (from: number, to: number, length: number): number => {
  const d = (((to - from) % length) + length) % length
  return d > length / 2 ? d - length : d
}

/**
 * A row of items, 4 at a time when there are more than 3 (portal spec §9), sliding by one item with a
 * tween; display objects exist only for the visible items plus one each side, recycled by slot.
 */
export function Carousel(props: CarouselProps) {
  const { id, length, index, itemWidth, itemHeight, gap = 16, x = 0, y = 0, renderItem, itemName } = props
  const { keys, mirror, animate, clock } = useRenderer()
  const dir = useDir()
  const latest = useRef(props)
  latest.current = props
  const current = useCurrentIndex(index)
  const windowed = isWindowed(length)
  const pitch = itemWidth + gap
  const width = visibleCount(length) * pitch - gap
  const start = windowed ? index : 0
  const mounted = useMemo(() => carouselMount({ length, index }), [length, index])

  const strip = useRef<Container>(null)
  const viewport = useRef<Container>(null)
  const slide = useRef<TweenHandle | null>(null)
  const previousStart = useRef(start)
  useLayoutEffect(() => {
    const node = strip.current
    const delta = length > 0 ? ringDelta(previousStart.current, start, length) : 0
    previousStart.current = start
    if (delta === 0 || !node) return
    slide.current?.cancel()
    const sign = dir.rtl ? -1 : 1
    if (Math.abs(delta) >= CAROUSEL_ITEMS) {
      node.x = 0
      return
    }
    slide.current = animate({
      from: node.x + sign * delta * pitch,
      to: 0,
      durationMs: SCROLL_ANIMATION_MS,
      onUpdate: (value) => (node.x = value),
    })
  }, [start, length, pitch, dir.rtl, animate])
  useEffect(() => () => slide.current?.cancel(), [])

  // the margin items wait outside the window: a rectangle mask hides them
  useRectMask(viewport, width, itemHeight)

  const autoplay = useRef<Autoplay | null>(null)
  useEffect(() => {
    if (!props.autoplay) return
    const player = new Autoplay(
      props.clock ?? clock,
      (i) => latest.current.onIndexChange(i),
      props.intervalMs,
    )
    autoplay.current = player
    player.start(latest.current.length, latest.current.index)
    return () => {
      player.stop()
      autoplay.current = null
    }
  }, [props.autoplay, props.clock, props.intervalMs, clock])
  useEffect(() => autoplay.current?.sync(length, index), [length, index])

  useEffect(
    () =>
      keys.register(id, (key) => {
        const p = latest.current
        if (key === 'enter') {
          p.onSelect?.(p.index)
          return p.onSelect !== undefined
        }
        if (key !== 'left' && key !== 'right') return false
        // right-to-left layouts put the next item on the left
        const forward = (key === 'right') !== dir.rtl
        const wraps = isWindowed(p.length)
        const from = current.current
        const next = step(from, forward ? 1 : -1, p.length, wraps)
        // a short carousel (all items shown) lets focus leave at its ends
        if (next < 0 || next === from) return false
        current.current = next
        p.onIndexChange(next)
        return true
      }),
    [keys, id, dir.rtl, current],
  )

  useLayoutEffect(() => {
    if (length > 0 && itemName) mirror.update(id, { name: `${props.name ?? id}: ${itemName(index)}` })
  }, [mirror, id, index, length, itemName, props.name])

  return (
    <Focusable
      id={id}
      x={dir.x(x, width)}
      y={y}
      width={width}
      height={itemHeight}
      role="listbox"
      name={props.name ?? id}
    >
      {(focused) => (
        <pixiContainer ref={viewport}>
          <pixiContainer ref={strip}>
            {mounted.map((item) => (
              <Item
                key={item.key}
                index={item.index}
                focused={focused && item.index === index}
                x={mirrorX((item.position - start) * pitch, itemWidth, width, dir.rtl)}
                render={renderItem}
              />
            ))}
          </pixiContainer>
        </pixiContainer>
      )}
    </Focusable>
  )
}
