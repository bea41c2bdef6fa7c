import { borderMesh, roundRectMesh } from './meshes'
import type { Shape, ShapePart } from './shapeView'

/** A box's look: a fill and a border inside its edge, both optional. */
export type BoxLook = {
  width: number
  height: number
  radius?: number
  /** 0xRRGGBB; none: no fill */
  fill?: number | undefined
  fillAlpha?: number
  border?: { width: number; color: number; alpha?: number } | undefined
}

/** The parts of a box: its fill, then its border over it (what primitives/Box and views/RectView draw). */
export function boxShape({ width, height, radius = 0, fill, fillAlpha = 1, border }: BoxLook): Shape {
  const parts: ShapePart[] = []
  if (fill !== undefined)
    parts.push({ mesh: roundRectMesh(width, height, radius), color: fill, alpha: fillAlpha })
  if (border && border.width > 0)
    parts.push({
      mesh: borderMesh(width, height, radius, border.width),
      color: border.color,
      alpha: border.alpha ?? 1,
    })
  return parts
}
