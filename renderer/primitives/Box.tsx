import { useCallback } from 'react'
import type { Graphics } from 'pixi.js'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'

export type BoxProps = {
  x?: number
  y?: number
  width: number
  height: number
  fill?: number
  fillAlpha?: number
  radius?: number
  border?: { width: number; color: number; alpha?: number }
  alpha?: number
  visible?: boolean
  role?: string
  name?: string
}

/** A filled, optionally rounded and bordered rectangle: one Graphics, redrawn only when its look changes. */
export function Box(props: BoxProps) {
  const {
    x = 0,
    y = 0,
    width,
    height,
    fill,
    fillAlpha = 1,
    radius = 0,
    border,
    alpha = 1,
    visible = true,
  } = props
  useInvalidateOnCommit()
  useMirrorNode(undefined, props.role, props.name)
  const borderWidth = border?.width ?? 0
  const borderColor = border?.color ?? 0
  const borderAlpha = border?.alpha ?? 1
  const draw = useCallback(
    (g: Graphics) => {
      g.clear()
      if (radius > 0) g.roundRect(0, 0, width, height, radius)
      else g.rect(0, 0, width, height)
      if (fill !== undefined) g.fill({ color: fill, alpha: fillAlpha })
      if (borderWidth > 0)
        g.stroke({ width: borderWidth, color: borderColor, alpha: borderAlpha, alignment: 1 })
    },
    [width, height, radius, fill, fillAlpha, borderWidth, borderColor, borderAlpha],
  )
  return <pixiGraphics x={x} y={y} alpha={alpha} visible={visible} draw={draw} />
}
