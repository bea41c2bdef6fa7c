import type { Texture } from 'pixi.js'
import type { PixiGlyphAtlas } from '../text/pixiGlyphs'
import type { ScriptFonts } from '../text/scriptFonts'
import type { LoadGate } from '../textures/loadGate'
import type { TextureCache } from '../textures/TextureCache'

/**
 * What an imperative view needs of the stage: what the React primitives take from the renderer's
 * contexts (RendererContext, TextureCacheContext, LoadGateContext, the layout direction), handed over
 * once when the view is made. No React here: a view is bound and redrawn by plain calls.
 */
export type ViewServices = {
  /** the glyph atlas labels draw from (absent: canvas text, as Label without one) */
  glyphs?: PixiGlyphAtlas | undefined
  /** Arabic, Hebrew and Chinese faces (absent: every text draws at once) */
  fonts?: Pick<ScriptFonts, 'ready' | 'load' | 'subscribe'> | undefined
  textures: Pick<TextureCache<Texture>, 'acquire' | 'has'>
  /** the list's image-load gate (null: load at once) */
  gate: LoadGate | null
  /** the layout is right-to-left: anchors mirror (Label's useDir().anchorX) */
  rtl: boolean
  /**
   * The view's pixels changed by themselves, after its last bind (a texture or a font arrived): the
   * owner redraws a cached row and asks the frame loop for a frame.
   */
  changed: () => void
  /**
   * The scene mirror's record of what the view's texts draw where they cut theirs (SceneMirror.setCut on
   * the list the row is in): `key` tells the texts apart, `shown` null when a text is drawn whole again
   * or hidden. Absent: nobody records cuts.
   */
  cut?: ((key: string, shown: string | null) => void) | undefined
}
