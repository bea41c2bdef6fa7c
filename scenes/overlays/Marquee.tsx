import { useLayoutEffect, useRef } from 'react'
import type { Container } from 'pixi.js'
import { useStore } from 'zustand'
import { Box, Label, useRenderer } from '../../renderer'
import { LAYER, type MarqueeRequest, type OverlayManager } from '../../src/services/overlays'
import { theme } from '../theme'

const BANNER_HEIGHT = 56
/** design px per ms at speed 1.0 (the request's speed is 1–10 divided by 10, portal spec §5) */
export const MARQUEE_PX_PER_MS = 1

/**
 * portal spec §2 Marquee banner: the text crosses the screen `repeat` times at `speed`, then the
 * banner closes ('ended'); Back closes it early. Motion is a tween on the frame loop, not React state.
 */
export function Marquee({ overlays }: { overlays: OverlayManager }) {
  const entry = useStore(overlays.store, (state) => state.overlays.marquee)
  if (!entry || entry.phase !== 'active') return null
  return (
    <MarqueeBanner
      key={entry.id}
      request={entry.request as MarqueeRequest}
      onEnded={() => overlays.close('marquee', 'ended')}
    />
  )
}

function MarqueeBanner({ request, onEnded }: { request: MarqueeRequest; onEnded: () => void }) {
  const { animate, rtl } = useRenderer()
  const text = useRef<Container>(null)
  const ended = useRef(onEnded)
  ended.current = onEnded
  useLayoutEffect(() => {
    const maybeNode = text.current
    if (!maybeNode) return
    const node: Container = maybeNode
    const width = node.getLocalBounds().width
    const distance = 1280 + width
    let loops = 0
    let handle = run()
    function run() {
      // right to left in most languages; left to right in Arabic and Hebrew, where the text (anchored at
      // its right edge) comes in from the left
      return animate({
        from: rtl ? 0 : 1280,
        to: rtl ? distance : -width,
        durationMs: distance / (request.speed * MARQUEE_PX_PER_MS),
        easing: (t) => t,
        // the scrolling text is the message: it moves with the theme's motion off too
        essential: true,
        onUpdate: (x) => {
          node.x = x
        },
        onComplete: () => {
          loops += 1
          if (loops >= request.repeat) ended.current()
          else handle = run()
        },
      })
    }
    return () => handle.cancel()
  }, [animate, request, rtl])
  return (
    <pixiContainer label="marquee" zIndex={LAYER.marquee}>
      <Box
        width={1280}
        height={BANNER_HEIGHT}
        fill={theme.onPrimary}
        fillAlpha={0.92}
        role="marquee"
        name={request.data}
      />
      <pixiContainer ref={text} x={rtl ? 0 : 1280} y={BANNER_HEIGHT / 2}>
        <Label
          text={request.data}
          anchorY={0.5}
          size={theme.fontSize.medium}
          color={theme.primary}
          mirror={false}
        />
      </pixiContainer>
    </pixiContainer>
  )
}
