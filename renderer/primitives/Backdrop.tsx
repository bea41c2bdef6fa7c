import { useLayoutEffect, useMemo, useRef } from 'react'
import type { Container } from 'pixi.js'
import { useInvalidateOnCommit } from '../react/hooks'
import { useRenderer } from '../react/context'
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../stage/mountStage'
import { setClearRects } from '../stage/scissorClip'
import { rectMesh } from '../shapes/meshes'
import type { ShapeView } from '../shapes/shapeView'

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
   * Memoise the array: a new one re-registers the holes.
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
  const surface = useRef<ShapeView>(null)
  const shape = useMemo(
    () => [{ mesh: rectMesh(DESIGN_WIDTH, DESIGN_HEIGHT), color: WHITE, alpha: fillAlpha }],
    [fillAlpha],
  )
  // the holes are a scissored clear (stage/scissorClip.ts ClearRects), where a blended erase would cost
  // every pixel of them
  const cut = useRef<Container>(null)
  useLayoutEffect(() => {
    const container = cut.current
    if (!container || holes.length === 0) return
    return setClearRects(container, holes)
  }, [holes])
  useLayoutEffect(() => {
    if (!backdrops || !node.current || !surface.current) return
    return backdrops.add({ node: node.current, surface: surface.current, fill, alpha: fillAlpha })
  }, [backdrops, fill, fillAlpha])
  return (
    <pixiContainer label="backdrop" ref={node}>
      <pixiShapeView ref={surface} tint={fill} shape={shape} />
      <pixiContainer ref={cut} />
    </pixiContainer>
  )
}
