import { useLayoutEffect, useRef } from 'react'
import { useApplication } from '@pixi/react'
import type { Container } from 'pixi.js'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { sameRect, toScreenRect, type ScreenRect } from './screenRect'

export type VideoRectProps = {
  /** the video's rectangle in design px, relative to the parent container */
  x?: number
  y?: number
  width: number
  height: number
  /**
   * Receives the rectangle in page CSS pixels whenever it changes (mount, props, window resize). The
   * app wires it to the platform bridge's setWindow; the renderer never imports bridges (STYLE.md).
   */
  onPlace: (rect: ScreenRect) => void
  /** mirrored as a 'region' with this name when given */
  name?: string
}

/**
 * Places the video behind the canvas. Draws nothing: the canvas is transparent, so the video shows
 * through wherever the scene leaves this rectangle empty.
 */
export function VideoRect(props: VideoRectProps) {
  const { x = 0, y = 0, width, height } = props
  const { app } = useApplication()
  const node = useRef<Container>(null)
  const onPlace = useRef(props.onPlace)
  onPlace.current = props.onPlace
  useInvalidateOnCommit()
  useMirrorNode(undefined, props.name === undefined ? undefined : 'region', props.name)

  useLayoutEffect(() => {
    let placed: ScreenRect | null = null
    const place = () => {
      const container = node.current
      if (!container || !app?.renderer) return
      // the stage transform (scale to the screen, letterbox offset) is in the global matrix
      const topLeft = container.toGlobal({ x: 0, y: 0 })
      const bottomRight = container.toGlobal({ x: width, y: height })
      const rect = toScreenRect(topLeft, bottomRight, {
        bounds: app.canvas.getBoundingClientRect(),
        screen: app.screen,
      })
      if (sameRect(placed, rect)) return
      placed = rect
      onPlace.current(rect)
    }
    place()
    // mountStage rescales the stage in its own resize listener, added before this one
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [app, x, y, width, height])

  return <pixiContainer ref={node} x={x} y={y} />
}
