import { useMemo } from 'react'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { moduleSize, qrSymbol, type QrErrorLevel } from './qrModules'
import { rectMesh, rectsMeshes } from '../shapes/meshes'

export type QrCodeProps = {
  /** what the code encodes (a URL, Wi-Fi credentials) */
  text: string
  x?: number
  y?: number
  /** side of the square, quiet zone included, design px */
  size: number
  /** light margin around the symbol in modules (default 2; readers want some) */
  quietZone?: number
  level?: QrErrorLevel
  darkColor?: number
  lightColor?: number
  /** mirrored as 'img' named by this, or by the encoded text */
  name?: string
}

/** A QR code drawn as rectangles in one ShapeView: no texture, no canvas, made again only when it changes. */
export function QrCode(props: QrCodeProps) {
  const { text, x = 0, y = 0, size, quietZone = 2, level = 'M' } = props
  const dark = props.darkColor ?? 0x000000
  const light = props.lightColor ?? 0xffffff
  useInvalidateOnCommit()
  useMirrorNode(undefined, 'img', props.name ?? text)
  const symbol = useMemo(() => qrSymbol(text, level), [text, level])

  const shape = useMemo(() => {
    const unit = moduleSize(size, symbol.size, quietZone)
    // centre the whole-pixel symbol in the box; the light square fills the box
    const offset = Math.floor((size - unit * symbol.size) / 2)
    const runs = symbol.runs.map((run) => ({
      x: offset + run.col * unit,
      y: offset + run.row * unit,
      width: run.length * unit,
      height: unit,
    }))
    return [
      { mesh: rectMesh(size, size), color: light, alpha: 1 },
      ...rectsMeshes(runs).map((mesh) => ({ mesh, color: dark, alpha: 1 })),
    ]
  }, [symbol, size, quietZone, dark, light])
  return <pixiShapeView x={x} y={y} shape={shape} />
}
