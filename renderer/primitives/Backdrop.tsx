import { useCallback, useLayoutEffect, useRef } from 'react'
import type { Container, Graphics } from 'pixi.js'
import { useInvalidateOnCommit } from '../react/hooks'
import { useRenderer } from '../react/context'
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../stage/mountStage'

const WHITE = 0xffffff

/** A rectangle of the design space (1280×720), already placed for the layout direction. */
export type BackdropHole = { x: number; y: number; width: number; height: number }

export type BackdropProps = {
  /** the surface's colour, 0xRRGGBB */
  fill: number
  /** the surface's opacity (a translucent screen over the video or a background picture) */
  fillAlpha?: number
  /**
   * Rectangles left see-through to the video layer behind the canvas (a picture-in-picture, a trailer
   * over a cover): cleared to transparent over everything drawn before them, background included.
   */
  holes?: readonly BackdropHole[]
}

const NO_HOLES: readonly BackdropHole[] = []

/**
 * A screen's full-screen surface, as `<Box width={1280} height={720} …>` looks, put first in the screen.
 * The stage draws it as the frame's clear colour whenever nothing is drawn before it (stage/backdrops.ts,
 * perf/README.md "Backdrop as the clear colour"): a million blended pixels a frame fewer. Otherwise (a
 * background picture under it, a letterboxed stage, no stage in unit tests) it is drawn as a Box.
 */
export function Backdrop({ fill, fillAlpha = 1, holes = NO_HOLES }: BackdropProps) {
  useInvalidateOnCommit()
  const { backdrops } = useRenderer()
  const node = useRef<Container>(null)
  const surface = useRef<Graphics>(null)
  const drawSurface = useCallback(
    (g: Graphics) => {
      g.clear()
      g.rect(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT).fill({ color: WHITE, alpha: fillAlpha })
    },
    [fillAlpha],
  )
  const drawHoles = useCallback(
    (g: Graphics) => {
      g.clear()
      for (const hole of holes) g.rect(hole.x, hole.y, hole.width, hole.height)
      if (holes.length > 0) g.fill(WHITE)
    },
    [holes],
  )
  useLayoutEffect(() => {
    if (!backdrops || !node.current || !surface.current) return
    return backdrops.add({ node: node.current, surface: surface.current, fill, alpha: fillAlpha })
  }, [backdrops, fill, fillAlpha])
  return (
    <pixiContainer label="backdrop" ref={node}>
      <pixiGraphics ref={surface} tint={fill} draw={drawSurface} />
      {holes.length > 0 ? <pixiGraphics blendMode="erase" draw={drawHoles} /> : null}
    </pixiContainer>
  )
}
