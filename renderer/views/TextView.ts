import { Container } from 'pixi.js'
import { CanvasText } from '../text/canvasText'
import { GlyphRunView } from '../text/glyphRunView'
import { labelRun, labelText, type LabelText, type LabelTextSpec } from '../text/labelText'
import type { PixiGlyphRun } from '../text/pixiGlyphs'
import { needsScriptFont, weightBucket } from '../text/scriptFonts'
import type { ViewServices } from './services'

const WHITE = 0xffffff
/** tells the texts of one mirror node apart in its cut record (ViewServices.cut) */
let nextCutKey = 0

export type TextViewSpec = LabelTextSpec & { x?: number; y?: number; visible?: boolean }

/**
 * primitives/Label as an imperative view (a list row's text): the same drawing decisions
 * (text/labelText.ts: style, measured ellipsis, bidi, glyph atlas run or canvas text, white text
 * coloured by tint), the same wait for an Arabic, Hebrew or Chinese face. `set` changes display objects
 * only where the result differs from what is shown: a colour change is a tint, an unchanged string
 * redraws nothing.
 */
export class TextView {
  readonly node = new Container()
  private _glyphs: GlyphRunView | null = null
  private _canvas: CanvasText | null = null
  private _shown: { run: PixiGlyphRun | null; label: LabelText; colour: number } | null = null
  private _key = ''
  private _spec: TextViewSpec | null = null
  private _unsubscribe: (() => void) | null = null
  private readonly _cutKey = `text-view-${nextCutKey++}`
  /** what the mirror was last told this text draws cut (null: whole, or not shown) */
  private _cut: string | null = null

  constructor(private readonly _services: ViewServices) {}

  set(spec: TextViewSpec): void {
    this._spec = spec
    const { glyphs, rtl } = this._services
    const ready = this._fontsReady(spec.text, spec.weight)
    this.node.position.set(spec.x ?? 0, spec.y ?? 0)
    this.node.visible = (spec.visible ?? true) && ready
    const colour = spec.color ?? WHITE
    // Only the colour or the position changed (a row's highlight moving): a tint, no text work at all.
    const key = layoutKey(spec, ready)
    if (key !== this._key || !this._shown) {
      this._key = key
      this._draw(labelText(spec, rtl, ready, glyphs))
    }
    if (this._glyphs) this._glyphs.tint = colour
    if (this._canvas) this._canvas.tint = colour
    if (this._shown) this._shown.colour = colour
    const label = this._shown?.label
    this._reportCut(this.node.visible && label?.cut ? label.shown : null)
  }

  /** Shows nothing until the next `set` (a row's empty cell). */
  hide(): void {
    this.node.visible = false
    this._reportCut(null)
  }

  /** What is drawn now: the string and whether it came from the glyph atlas (tests, devtools). */
  get drawn(): { text: string; atlas: boolean; colour: number } | null {
    const shown = this._shown
    return shown ? { text: shown.label.shown, atlas: shown.run !== null, colour: shown.colour } : null
  }

  destroy(): void {
    this._unsubscribe?.()
    this._unsubscribe = null
    this._reportCut(null)
    this.node.destroy({ children: true })
  }

  private _reportCut(shown: string | null): void {
    if (shown === this._cut) return
    this._cut = shown
    this._services.cut?.(this._cutKey, shown)
  }

  private _draw(label: LabelText): void {
    const run = labelRun(this._services.glyphs, label)
    this._shown = { run, label, colour: label.colour }
    if (run) {
      if (this._canvas) this._canvas.visible = false
      const glyphs = (this._glyphs ??= this.node.addChild(new GlyphRunView()))
      glyphs.visible = true
      glyphs.run = run
      // what it reads, for the text boxes tests check (mirror/textBoxes.ts); a canvas Text has its own
      glyphs.label = label.shown
      return
    }
    if (this._glyphs) this._glyphs.visible = false
    const text = (this._canvas ??= this.node.addChild(new CanvasText()))
    text.visible = true
    text.content = { text: label.shown, style: label.style }
    text.anchor.set(label.anchor, label.anchorY)
  }

  /** Label's useScriptFontsReady: not ready starts the load and sets the text again once it settles. */
  private _fontsReady(text: string, weight: string | undefined): boolean {
    const fonts = this._services.fonts
    this._unsubscribe?.()
    this._unsubscribe = null
    if (!fonts || !needsScriptFont(text)) return true
    const bucket = weightBucket(weight)
    if (fonts.ready(text, bucket)) return true
    this._unsubscribe = fonts.subscribe(() => {
      const spec = this._spec
      if (!spec || spec.text !== text || !fonts.ready(text, bucket)) return
      this.set(spec)
      this._services.changed()
    })
    void fonts.load(text, bucket)
    return false
  }
}

/** everything but the colour that decides what labelText answers (the layout direction is the view's) */
const layoutKey = (spec: TextViewSpec, ready: boolean): string =>
  [
    spec.text,
    spec.size,
    spec.weight,
    spec.italic,
    spec.align,
    spec.wrapWidth,
    spec.lineHeight,
    spec.anchorX,
    spec.anchorY,
    spec.maxWidth,
    spec.maxLines,
    spec.maxHeight,
    spec.minSize,
    spec.dir,
    ready,
  ].join('\u0000')
