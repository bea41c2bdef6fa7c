import type { Renderer } from 'pixi.js'
import { canvasTextTextures } from './canvasText'
import { BASE_FONT_SIZE, textStyle, type TextStyleSpec } from './styles'

const WHITE = 0xffffff

export type PreparedText = { text: string; style: TextStyleSpec }

/**
 * Idle text preparation (perf/README.md "Levers"): rasterises and uploads the texture of texts that
 * are about to be shown (the row a list shows next) while nothing else happens, so the key press that
 * shows them finds the texture ready: canvas texts share one texture per (string, style), counted by
 * reference (text/canvasText.ts). Each call keeps its set alive until the next call. Only single-line
 * labels without measured fitting match what Label draws (Label draws white text and tints it).
 */
export class TextPrep {
  private _held: string[] = []

  constructor(private readonly _renderer: () => Renderer | null) {}

  prepare(items: readonly PreparedText[]): void {
    const renderer = this._renderer()
    if (!renderer) return
    const textures = canvasTextTextures()
    const next: string[] = []
    for (const item of items) {
      const style = textStyle({
        ...item.style,
        size: item.style.size ?? BASE_FONT_SIZE,
        align: item.style.align ?? 'left',
        color: WHITE,
      })
      const { key, texture } = textures.acquire(item.text, style)
      next.push(key)
      // upload now, not in the frame that first draws it
      renderer.texture.initSource(texture.source)
    }
    for (const key of this._held) textures.release(key)
    this._held = next
  }

  /** Lets the held textures go (back to the canvas texts' pool). */
  release(): void {
    this.prepare([])
  }
}
