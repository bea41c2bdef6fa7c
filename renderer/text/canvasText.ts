import type { PixiReactElementProps } from '@pixi/react'
import {
  CanvasSource,
  ExtensionType,
  Rectangle,
  Sprite,
  Texture,
  type InstructionSet,
  type Renderer,
  type SpriteOptions,
} from 'pixi.js'
import { inkOrAdvance, measureText, type TextLook, type TextMeasure } from './textMetrics'

// Text the glyph atlas does not draw (Arabic, Hebrew and Chinese, which the browser must shape; text
// wrapped at a width; a message paragraph mixing bold and italic), rasterised on a canvas and drawn as a
// sprite. It replaces pixi's canvas Text (issue 19: Text, its text system and pipe and its canvas
// generator are no longer in the boot file), and draws what pixi's drew, where it
// drew it: the lines and their widths measured as pixi measured them (text/textMetrics.ts), each line
// placed as pixi's CanvasTextGenerator placed it (its alignment, the half-leading shift, the ascent). The
// portal draws text with no stroke, shadow, gradient, letter spacing or padding (text/styles.ts), so
// none of those is drawn here. Like pixi's, a texture is shared by every view showing the same string
// in the same look, counted by reference, and canvases with their GPU textures are pooled by size.

/** A pooled canvas and the texture source that uploads it. */
type Slot = { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D; source: CanvasSource }
type Shared = { texture: Texture; slot: Slot; refs: number }

/** Released canvases kept per size, for the next text of that size (their GPU textures with them). */
export const POOLED_CANVASES_PER_SIZE = 8

const nextPow2 = (value: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, value)))

/** The identity of what a texture shows: equal keys draw equal pixels. */
export const textKey = (text: string, style: TextLook): string => `${text}\u0000${style.key}`

/** '#rrggbb' of a fill's colour */
const cssColour = (colour: number): string => `#${(colour & 0xffffff).toString(16).padStart(6, '0')}`

/** `alignWidth - lineWidth` as pixi's generator offsets a right or centred line */
function alignOffset(lineWidth: number, alignWidth: number, align: string): number {
  if (align === 'right') return alignWidth - lineWidth
  if (align === 'center') return (alignWidth - lineWidth) / 2
  return 0
}

/**
 * Draws `measured` on `context` as pixi's CanvasTextGenerator does for a style without stroke, shadow,
 * padding or letter spacing: each line at its alignment offset, its baseline at the line's top plus the
 * ascent (plus half the leading where the line height exceeds the font's); a tagged text run by run.
 */
export function drawMeasured(
  context: CanvasRenderingContext2D,
  measured: TextMeasure,
  style: TextLook,
): void {
  context.setTransform(1, 0, 0, 1, 0, 0)
  context.textBaseline = 'alphabetic'
  // as pixi: no letter spacing where the engine has the property (a context may keep another text's)
  if ('letterSpacing' in context) (context as { letterSpacing: string }).letterSpacing = '0px'
  context.globalAlpha = 1
  const { lineWidths, maxLineWidth } = measured
  const { runsByLine, lineAscents, lineHeights } = measured
  if (runsByLine && runsByLine.length > 0 && lineAscents && lineHeights) {
    let top = 0
    runsByLine.forEach((runs, line) => {
      let x = alignOffset(lineWidths[line] ?? 0, maxLineWidth, style.align)
      const baseline = top + (lineAscents[line] ?? 0)
      for (const run of runs) {
        context.font = run.look.font
        const width = inkOrAdvance(run.text, context)
        context.fillStyle = cssColour(run.look.fill)
        context.fillText(run.text, x, baseline)
        x += width
      }
      top += lineHeights[line] ?? 0
    })
    return
  }
  context.font = style.font
  context.fillStyle = cssColour(style.fill)
  const { lines, lineHeight, fontProperties } = measured
  const shift = Math.max(0, (lineHeight - fontProperties.fontSize) / 2)
  lines.forEach((text, line) => {
    const x = alignOffset(lineWidths[line] ?? 0, maxLineWidth, style.align)
    context.fillText(text, x, line * lineHeight + fontProperties.ascent + shift)
  })
}

/**
 * The shared, counted text textures and their pool. A texture lives while a view or a preparation
 * holds it; the last release returns its canvas (and GPU texture) to the pool for a text of that size.
 */
export class CanvasTextTextures {
  private readonly _shared = new Map<string, Shared>()
  private readonly _pool = new Map<string, Slot[]>()

  constructor(
    private readonly _createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
  ) {}

  /** The texture of `text` in `style`, drawn now if no view holds it; release it with `release(key)`. */
  acquire(text: string, style: TextLook): { key: string; texture: Texture } {
    const key = textKey(text, style)
    const hit = this._shared.get(key)
    if (hit) {
      hit.refs += 1
      return { key, texture: hit.texture }
    }
    // as pixi's generator: an empty text is measured (and drawn) as one space
    const measured = measureText(text || ' ', style)
    const width = Math.ceil(Math.max(1, measured.width))
    const height = Math.ceil(Math.max(1, measured.height))
    const slot = this._slot(nextPow2(width), nextPow2(height))
    slot.context.clearRect(0, 0, slot.canvas.width, slot.canvas.height)
    drawMeasured(slot.context, measured, style)
    slot.source.update()
    const texture = new Texture({ source: slot.source, frame: new Rectangle(0, 0, width, height) })
    this._shared.set(key, { texture, slot, refs: 1 })
    return { key, texture }
  }

  release(key: string): void {
    const shared = this._shared.get(key)
    if (!shared || --shared.refs > 0) return
    this._shared.delete(key)
    shared.texture.destroy(false)
    const { canvas } = shared.slot
    const pool = this._pool.get(`${canvas.width}x${canvas.height}`) ?? []
    if (pool.length < POOLED_CANVASES_PER_SIZE) {
      pool.push(shared.slot)
      this._pool.set(`${canvas.width}x${canvas.height}`, pool)
    } else {
      shared.slot.source.destroy()
      canvas.width = canvas.height = 0
    }
  }

  /** Views holding each texture (tests). */
  references(key: string): number {
    return this._shared.get(key)?.refs ?? 0
  }

  /** Textures held, and canvases waiting in the pool (tests, devtools). */
  stats(): { shared: number; pooled: number } {
    let pooled = 0
    for (const slots of this._pool.values()) pooled += slots.length
    return { shared: this._shared.size, pooled }
  }

  private _slot(width: number, height: number): Slot {
    const pooled = this._pool.get(`${width}x${height}`)?.pop()
    if (pooled) return pooled
    const canvas = this._createCanvas()
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('canvas text: no 2D context')
    const source = new CanvasSource({
      resource: canvas,
      resolution: 1,
      alphaMode: 'premultiply-alpha-on-upload',
      transparent: true,
      autoGarbageCollect: false,
    })
    return { canvas, context, source }
  }
}

let textures: CanvasTextTextures | null = null
/** The textures every canvas text shares (one set per page, as pixi's text system kept one). */
export function canvasTextTextures(): CanvasTextTextures {
  return (textures ??= new CanvasTextTextures())
}

/** Tests: the shared set to use from now on (one with fake canvases, in Node); null makes a real one. */
export function setCanvasTextTextures(next: CanvasTextTextures | null): void {
  textures = next
}

/** What a canvas text shows: set together, so a change of both draws once. */
export type CanvasTextContent = { readonly text: string; readonly style: TextLook }

/** the render pipe's name (pixi looks a view's pipe up by its `renderPipeId`) */
export const CANVAS_TEXT_PIPE = 'canvasText'

/**
 * A text on the canvas as a sprite of its shared texture. The texture is drawn when the text is first
 * rendered with new content (as pixi's Text drew in its pipe): a text set on a hidden row, or changed
 * twice between frames, draws nothing more. Its bounds are the measured text's (as pixi's Text's were),
 * so anchors, layout and the overlap probe (mirror/textBoxes.ts) read what they read before.
 */
export class CanvasText extends Sprite {
  private _content: CanvasTextContent | null = null
  /** the key of the texture shown (held), and whether the content has changed since */
  private _key: string | null = null
  private _stale = false

  // content is set after the sprite is made: set by the base constructor, it would be wiped by this
  // class's field initialisers (@pixi/react passes every prop there)
  constructor(options: SpriteOptions & { content?: CanvasTextContent | null } = {}) {
    const { content, ...rest } = options
    super(rest)
    ;(this as { renderPipeId: string }).renderPipeId = CANVAS_TEXT_PIPE
    if (content) this.content = content
  }

  get content(): CanvasTextContent | null {
    return this._content
  }

  set content(next: CanvasTextContent | null) {
    const previous = this._content
    if (
      previous === next ||
      (previous && next && previous.text === next.text && previous.style === next.style)
    )
      return
    this._content = next
    this._stale = true
    this.onViewUpdate()
  }

  /** The string drawn (the overlap probe and tests read it). */
  get text(): string {
    return this._content?.text ?? ''
  }

  /**
   * Shows the texture of the content now (the pipe calls this as the text is rendered): found among
   * the shared ones, or drawn; the one shown before is let go.
   */
  syncTexture(): void {
    if (!this._stale) return
    this._stale = false
    const held = this._key
    const content = this._content
    if (content) {
      const { key, texture } = canvasTextTextures().acquire(content.text, content.style)
      this._key = key
      // not the texture setter: the view already said it changed, and the render is under way
      this._texture = texture
    } else {
      this._key = null
      this._texture = Texture.EMPTY
    }
    if (held !== null) canvasTextTextures().release(held)
  }

  override updateBounds(): void {
    const content = this._content
    const bounds = this._bounds
    if (!content) {
      bounds.minX = bounds.maxX = bounds.minY = bounds.maxY = 0
      return
    }
    const { width, height } = measureText(content.text || ' ', content.style)
    bounds.minX = -this.anchor.x * width
    bounds.maxX = bounds.minX + width
    bounds.minY = -this.anchor.y * height
    bounds.maxY = bounds.minY + height
  }

  override destroy(options?: Parameters<Sprite['destroy']>[0]): void {
    if (this._key !== null) canvasTextTextures().release(this._key)
    this._key = null
    this._content = null
    // the texture is shared and counted: never destroyed with the view
    super.destroy(typeof options === 'object' ? { ...options, texture: false, textureSource: false } : false)
  }
}

type SpritePipeLike = {
  addRenderable(sprite: Sprite, instructionSet: InstructionSet): void
  updateRenderable(sprite: Sprite): void
  validateRenderable(sprite: Sprite): boolean
}

/** Pixi's sprite pipe, after the text's texture is brought up to date. */
export class CanvasTextPipe {
  static extension = { type: [ExtensionType.WebGLPipes], name: CANVAS_TEXT_PIPE }

  constructor(private readonly _renderer: Renderer) {}

  private get _sprites(): SpritePipeLike {
    return (this._renderer.renderPipes as unknown as { sprite: SpritePipeLike }).sprite
  }

  addRenderable(text: CanvasText, instructionSet: InstructionSet): void {
    text.syncTexture()
    this._sprites.addRenderable(text, instructionSet)
  }

  updateRenderable(text: CanvasText): void {
    text.syncTexture()
    this._sprites.updateRenderable(text)
  }

  validateRenderable(text: CanvasText): boolean {
    text.syncTexture()
    return this._sprites.validateRenderable(text)
  }

  destroy(): void {}
}

declare module '@pixi/react' {
  interface PixiElements {
    pixiCanvasText: PixiReactElementProps<typeof CanvasText>
  }
}
