import { Text, type Renderer, type Texture } from 'pixi.js'
import { BASE_FONT_SIZE, textStyle, type TextStyleSpec } from './styles'

const WHITE = 0xffffff

/** The part of Pixi's canvas text system this uses (pixi.js 8.22, AbstractTextSystem). */
type CanvasTextSystem = {
  getManagedTexture(text: Text): Texture
  decreaseReferenceCount(textKey: string): void
}

export type PreparedText = { text: string; style: TextStyleSpec }

/**
 * Idle text preparation (perf/README.md "Levers"): rasterises and uploads the texture of texts that
 * are about to be shown (the row a list shows next) while nothing else happens, so the key press that
 * shows them finds the texture ready: Pixi shares one text texture per (string, style, resolution),
 * counted by reference. Each call keeps its set alive until the next call. Only single-line labels
 * without measured fitting match what Label draws (Label draws white text and tints it).
 */
export class TextPrep {
  private _held: string[] = []

  constructor(private readonly _renderer: () => Renderer | null) {}

  prepare(items: readonly PreparedText[]): void {
    const renderer = this._renderer()
    const system = (renderer as unknown as { canvasText?: CanvasTextSystem } | null)?.canvasText
    if (!renderer || !system) return
    const next: string[] = []
    for (const item of items) {
      const style = textStyle({
        ...item.style,
        size: item.style.size ?? BASE_FONT_SIZE,
        align: item.style.align ?? 'left',
        color: WHITE,
      })
      const text = new Text({ text: item.text, style, resolution: 1 })
      const texture = system.getManagedTexture(text)
      next.push(text.styleKey)
      // upload now, not in the frame that first draws it
      renderer.texture.initSource(texture.source)
      text.destroy()
    }
    for (const key of this._held) system.decreaseReferenceCount(key)
    this._held = next
  }

  /** Lets the held textures go (back to Pixi's texture pool). */
  release(): void {
    this.prepare([])
  }
}
