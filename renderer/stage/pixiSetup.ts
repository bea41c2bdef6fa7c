import { extend } from '@pixi/react'
import { Container, GlLimitsSystem, Sprite, extensions } from 'pixi.js'
// With skipExtensionImports Pixi loads no environment extensions: import exactly what we draw with.
// No 'pixi.js/events' (DESIGN.md: no pointer machinery) and no 'pixi.js/app' (its TickerPlugin runs a
// loop; we render on demand). No graphics entry either: flat shapes are drawn by ShapeView
// (renderer/shapes/shapeView.ts). No text entry: texts are glyph runs (renderer/text/glyphRunView.ts) or
// canvas texts drawn as sprites (renderer/text/canvasText.ts).
// The built page's Content-Security-Policy has no 'unsafe-eval' (issue 20, scripts/csp.mjs): Pixi then
// refuses to start unless its code-generating parts (uniform sync, UBOs, particles) are swapped for these
// precompiled ones.
import 'pixi.js/unsafe-eval'
import { CanvasText, CanvasTextPipe } from '../text/canvasText'
import { GlyphRunPipe, GlyphRunView } from '../text/glyphRunView'
import { ScissorClipPipe } from './scissorClip'
import { ShapePipe, ShapeView } from '../shapes/shapeView'

// The one extend() catalogue (STYLE.md, pixi-react row).
extend({ Container, Sprite, CanvasText, GlyphRunView, ShapeView })
// The portal's own render pipes join the WebGL renderer's before the stage makes one (this module runs
// once): rectangle clips drawn with the scissor test (renderer/react/useRectMask.ts); texts drawn from
// the glyph atlas (renderer/text/glyphRunView.ts), and boxes, borders, the spinner and QR codes
// (renderer/shapes/shapeView.ts), each batched as elements of their own; texts the atlas does not draw,
// sprites whose texture is drawn as they render (renderer/text/canvasText.ts).
extensions.add(
  ...([ScissorClipPipe, GlyphRunPipe, ShapePipe, CanvasTextPipe] as unknown as Parameters<
    typeof extensions.add
  >),
)

type LimitsProto = { contextChange(this: { maxBatchableTextures: number }): void }
/** the cap, kept on the class: the production build's limits system reads it too, and at one texture
 * skips its test shader (scripts/pixi-trim.mjs) */
const limits = GlLimitsSystem as unknown as { batchCap: number | null }
let patched = false

/**
 * PERF-NOTES.md: the default batch shader branches over up to 16 textures per pixel, 2.8–3.7x slower
 * under SwiftShader and on Mali-400-class GPUs than a batch capped to one texture. There is no public
 * option, so the limits system is wrapped before init. A device capability, not a constant.
 */
export function capBatchTextures(max: number | null): void {
  limits.batchCap = max
  if (patched) return
  patched = true
  const proto = GlLimitsSystem.prototype as unknown as LimitsProto
  const original = proto.contextChange
  proto.contextChange = function (this: { maxBatchableTextures: number }) {
    original.call(this)
    const cap = limits.batchCap
    if (cap !== null) this.maxBatchableTextures = Math.max(1, Math.min(this.maxBatchableTextures, cap))
  }
}
