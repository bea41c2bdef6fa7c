import { useCallback, useMemo } from 'react'
import type { Graphics } from 'pixi.js'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { moduleSize, qrSymbol, type QrErrorLevel } from './qrModules'

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

/** A QR code drawn as rectangles in one Graphics: no texture, no canvas, redrawn only when it changes. */
export function QrCode(props: QrCodeProps) {
  const { text, x = 0, y = 0, size, quietZone = 2, level = 'M' } = props
  const dark = props.darkColor ?? 0x000000
  const light = props.lightColor ?? 0xffffff
  useInvalidateOnCommit()
  useMirrorNode(undefined, 'img', props.name ?? text)
  const symbol = useMemo(() => qrSymbol(text, level), [text, level])

  const draw = useCallback(
    (g: Graphics) => {
      const unit = moduleSize(size, symbol.size, quietZone)
      // centre the whole-pixel symbol in the box; the light square fills the box
      const offset = Math.floor((size - unit * symbol.size) / 2)
      g.clear()
      g.rect(0, 0, size, size).fill(light)
      for (const run of symbol.runs)
        g.rect(offset + run.col * unit, offset + run.row * unit, run.length * unit, unit)
      g.fill(dark)
    },
    [symbol, size, quietZone, dark, light],
  )
  return <pixiGraphics x={x} y={y} draw={draw} />
}
