import { useMemo } from 'react'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { boxShape } from '../shapes/boxShape'

const WHITE = 0xffffff

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

/** A filled, optionally rounded and bordered rectangle: one ShapeView, its meshes made again only when its look changes. */
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
  // A box without a border is drawn white and coloured by tint, as Label's text is: a fill change (focus
  // moving over a row, a button's look) then costs a colour attribute, not a new geometry and a rebuild
  // of the render group's instructions (perf/README.md "Issue 19: input latency levers").
  const tinted = fill !== undefined && borderWidth === 0
  const paint = tinted ? WHITE : fill
  const shape = useMemo(
    () =>
      boxShape({
        width,
        height,
        radius,
        fill: paint,
        fillAlpha,
        border: { width: borderWidth, color: borderColor, alpha: borderAlpha },
      }),
    [width, height, radius, paint, fillAlpha, borderWidth, borderColor, borderAlpha],
  )
  return (
    <pixiShapeView x={x} y={y} alpha={alpha} visible={visible} tint={tinted ? fill : WHITE} shape={shape} />
  )
}
