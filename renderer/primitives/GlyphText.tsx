import type { PixiGlyphRun } from '../text/pixiGlyphs'

export type GlyphTextProps = {
  run: PixiGlyphRun
  /** what it reads (a glyph run has no text): for the text boxes tests check (mirror/textBoxes.ts) */
  label: string
  x: number
  y: number
  alpha: number
  tint: number
  visible: boolean
}

/**
 * A text drawn from the glyph atlas (text/glyphAtlas.ts): a GlyphRunView whose quads are the run's glyph
 * bitmaps, white and coloured by tint as Label's canvas text is. A new run (another string or style)
 * only replaces the quads: nothing is rasterised or uploaded unless a glyph is new to the atlas.
 */
export function GlyphText({ run, label, x, y, alpha, tint, visible }: GlyphTextProps) {
  return <pixiGlyphRunView run={run} label={label} x={x} y={y} alpha={alpha} tint={tint} visible={visible} />
}
