// The glyph atlas (perf/README.md "Latency levers", text): every label of the scripts that need no shaping
// (text/glyphScript.ts) is drawn as quads cut from shared canvas pages, one bitmap per (font, character,
// quarter-pixel offset). A row entering a list then costs a lookup per character, not a canvas fillText
// of the whole string and a texture upload per label (the largest cost of a key press in the profile).
//
// It reproduces Chromium's canvas text exactly, measured in the browser (perf/README.md): glyphs are
// placed at the sums of their advances plus pair kerning (measureText of the pair minus its two
// characters), which is the whole string's measured width, and Chromium rasterises canvas glyphs at
// quarter-pixel horizontal positions, so each glyph is drawn at the quarter pixel its pen position
// falls on. Vertical placement follows Pixi's canvas text (text/canvas CanvasTextGenerator): baseline at
// ascent + (lineHeight − font size) / 2 per line, the text box ceil(width) × ceil(height), anchored by it.
// Only ligatures (fi, ffi in Noto Sans) differ: a whole-string fillText joins them.
//
// No Pixi here: pages are whatever `createPage` makes of a canvas (mountStage makes textures); the
// unit tests give a fake canvas.
import { AtlasPages, type AtlasPagesOptions, type Context2D } from './atlasPages'

export type { AtlasRect } from './atlasPages'

/** Chromium draws canvas glyphs at quarter-pixel horizontal offsets (measured; see the header). */
export const SUBPIXEL_STEPS = 4
/** transparent margin around each glyph bitmap, so linear sampling never reads a neighbour */
const PAD = 1
/**
 * Laid-out texts kept per font, the most recently used (issue 19, heap: perf/README.md "Issue 19: heap and
 * first frame"). A layout again of a known text costs only map lookups (its characters and pairs are
 * measured once per font), so the cache needs to hold little more than a screen's labels; a layout holds
 * ≈ 360 bytes of heap, so 2,048 kept up to ≈ 0.7 MB per font after a long scroll.
 */
export const MAX_CACHED_LAYOUTS = 256

export type GlyphAtlasOptions<R> = AtlasPagesOptions<R> & {
  /**
   * Measure every new pair on its own, as before issue 19 (a perf page variant measures the difference);
   * default: new pairs are found from the line's width (GlyphAtlas._kerns)
   */
  pairKerning?: boolean
}

/** What measureFont (text/textMetrics.ts) says of a font (ascent + descent = fontSize). */
export type FontMetrics = { ascent: number; descent: number; fontSize: number }
export type RunStyle = {
  /** the CSS font string the text is drawn with */
  font: string
  metrics: FontMetrics
  /** 0 = the font's own (ascent + descent) */
  lineHeight: number
  align: 'left' | 'center' | 'right'
}
export type PlacedGlyph<R> = { region: R; x: number; y: number; width: number; height: number }
/** A text laid out for drawing; `width`/`height` are its box (what canvas text's texture would be). */
export type GlyphRun<R> = { glyphs: PlacedGlyph<R>[]; width: number; height: number }

/** a character's advance and ink box around its pen position; `bounds` false: the engine has no ink box */
type CharMetrics = {
  advance: number
  left: number
  right: number
  ascent: number
  descent: number
  bounds: boolean
}
type Line = { chars: string[]; pens: number[]; width: number }
type Glyph<R> = { region: R; left: number; top: number; width: number; height: number } | null
type FontState<R> = {
  chars: Map<string, CharMetrics>
  kerning: Map<string, number>
  glyphs: Map<string, Glyph<R>>
  layouts: Map<string, Line[]>
}

/** float noise of the sums of measured widths is not kerning */
const noise = (value: number): number => (Math.abs(value) < 1e-3 ? 0 : value)

const frac = (value: number, steps: number): [number, number] => {
  let whole = Math.floor(value)
  let step = Math.round((value - whole) * steps)
  if (step === steps) {
    whole += 1
    step = 0
  }
  return [whole, step]
}

export class GlyphAtlas<R> {
  private readonly _fonts = new Map<string, FontState<R>>()
  private readonly _pages: AtlasPages<R>
  private _measure: Context2D | null = null
  private _full = false

  constructor(private readonly _options: GlyphAtlasOptions<R>) {
    this._pages = new AtlasPages(_options)
  }

  /** Texts whose layout is kept, over every font (at most MAX_CACHED_LAYOUTS per font). */
  get cachedLayouts(): number {
    let count = 0
    for (const state of this._fonts.values()) count += state.layouts.size
    return count
  }

  /** Whether the layout of `text` in `font` is kept (tests, diagnostics). */
  hasLayout(text: string, font: string): boolean {
    return this._fonts.get(font)?.layouts.has(text) ?? false
  }

  /** Frees its pages (the stage drew its texts again from a new atlas: mountStage's late fonts). */
  destroy(): void {
    this._pages.destroy()
  }

  /** Pages in use (texture memory: pages × pageSize² × 4 bytes). */
  get pages(): number {
    return this._pages.count
  }

  /**
   * `text` laid out in `style`, anchored like Pixi text at (anchorX, anchorY) of its box; null when the
   * atlas is full (the caller draws canvas text instead). Lines are split at '\n', never wrapped here.
   */
  run(text: string, style: RunStyle, anchorX = 0, anchorY = 0): GlyphRun<R> | null {
    if (this._full) return null
    const font = this._font(style.font)
    const lines = this._layout(font, style.font, text)
    const { ascent, fontSize } = style.metrics
    const lineHeight = style.lineHeight || fontSize
    const shift = Math.max(0, (lineHeight - fontSize) / 2)
    let maxWidth = 0
    for (const line of lines) maxWidth = Math.max(maxWidth, line.width)
    // Pixi's text box: the widest line (at least 1 px), one line height per line (text/canvas)
    const width = Math.ceil(Math.max(1, maxWidth))
    const height = Math.ceil(Math.max(1, Math.max(lineHeight, fontSize) + (lines.length - 1) * lineHeight))
    const originX = -anchorX * width
    const originY = -anchorY * height
    const glyphs: PlacedGlyph<R>[] = []
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j] as Line
      const offset =
        style.align === 'right'
          ? maxWidth - line.width
          : style.align === 'center'
            ? (maxWidth - line.width) / 2
            : 0
      const [baseY, stepY] = frac(originY + j * lineHeight + ascent + shift, SUBPIXEL_STEPS)
      for (let i = 0; i < line.chars.length; i++) {
        const [penX, stepX] = frac(originX + offset + (line.pens[i] ?? 0), SUBPIXEL_STEPS)
        const glyph = this._glyph(font, style, line.chars[i] as string, stepX, stepY)
        if (glyph === undefined) return null
        if (glyph === null) continue
        glyphs.push({
          region: glyph.region,
          x: penX - glyph.left,
          y: baseY - glyph.top,
          width: glyph.width,
          height: glyph.height,
        })
      }
    }
    return { glyphs, width, height }
  }

  /** Uploads the glyphs added since the last call, a rectangle per shelf (before a frame is drawn). */
  flush(): void {
    this._pages.flush()
  }

  private _font(font: string): FontState<R> {
    let state = this._fonts.get(font)
    if (!state) {
      state = { chars: new Map(), kerning: new Map(), glyphs: new Map(), layouts: new Map() }
      this._fonts.set(font, state)
    }
    return state
  }

  private _context(): Context2D {
    this._measure ??= this._options.createCanvas(1, 1).getContext('2d', {
      willReadFrequently: true,
    }) as Context2D
    return this._measure
  }

  private _char(state: FontState<R>, font: string, char: string): CharMetrics {
    let metrics = state.chars.get(char)
    if (!metrics) {
      const context = this._context()
      context.font = font
      const m = context.measureText(char)
      // engines without TextMetrics ink boxes (Chromium < 77) measure only the advance
      metrics = {
        advance: m.width,
        left: m.actualBoundingBoxLeft ?? 0,
        right: m.actualBoundingBoxRight ?? m.width,
        ascent: m.actualBoundingBoxAscent ?? 0,
        descent: m.actualBoundingBoxDescent ?? 0,
        bounds: m.actualBoundingBoxRight !== undefined,
      }
      state.chars.set(char, metrics)
    }
    return metrics
  }

  /** Pair kerning: what the pair measures less its two characters (0 for most pairs). */
  private _kern(state: FontState<R>, font: string, first: string, second: string): number {
    const pair = first + second
    let kern = state.kerning.get(pair)
    if (kern === undefined) {
      const context = this._context()
      context.font = font
      kern = noise(
        context.measureText(pair).width -
          this._char(state, font, first).advance -
          this._char(state, font, second).advance,
      )
      state.kerning.set(pair, kern)
    }
    return kern
  }

  /**
   * The kerning before each character of a line (0 for the first). Pairs not met before are found from
   * one measureText of the whole line, which is the sum of the advances and the kerns: the line's
   * residual over the known part is the one unknown pair's kern, and a residual of 0 means no unknown
   * pair kerns in this line, so a new string costs one measurement instead of one per new pair (issue
   * 19's profile: pair measurements were the largest part of a key's text time early in a session).
   * Only a line whose residual is not 0 measures its unknown pairs one by one (the last one still from
   * the residual). The pairs of a line whose residual is 0 are remembered as not kerning: only two
   * kerns of opposite sign cancelling exactly in one new line would make that wrong, by that kern (a
   * fraction of a pixel at interface sizes), and not caching them measured the same lines again and again.
   * Live TV over 5,000 channels, 30 keys at 4x: measureText calls 215 → 131, of them pairs 191 → 43
   * (perf/README.md "Issue 19: input latency levers").
   */
  private _kerns(state: FontState<R>, font: string, chars: readonly string[]): number[] {
    const kerns: number[] = [0]
    const unknown: number[] = []
    let known = 0
    for (let i = 0; i < chars.length; i++) known += this._char(state, font, chars[i] as string).advance
    if (this._options.pairKerning === true) {
      for (let i = 1; i < chars.length; i++)
        kerns.push(this._kern(state, font, chars[i - 1] as string, chars[i] as string))
      return kerns
    }
    for (let i = 1; i < chars.length; i++) {
      const kern = state.kerning.get((chars[i - 1] as string) + (chars[i] as string))
      kerns.push(kern ?? 0)
      if (kern === undefined) unknown.push(i)
      else known += kern
    }
    if (unknown.length === 0) return kerns
    const context = this._context()
    context.font = font
    const residual = noise(context.measureText(chars.join('')).width - known)
    if (residual === 0) {
      for (const at of unknown) state.kerning.set((chars[at - 1] as string) + (chars[at] as string), 0)
      return kerns
    }
    let rest = residual
    unknown.forEach((at, n) => {
      const first = chars[at - 1] as string
      const second = chars[at] as string
      const kern = n === unknown.length - 1 ? noise(rest) : this._kern(state, font, first, second)
      if (n === unknown.length - 1) state.kerning.set(first + second, kern)
      kerns[at] = kern
      rest -= kern
    })
    return kerns
  }

  private _layout(state: FontState<R>, font: string, text: string): Line[] {
    const hit = state.layouts.get(text)
    if (hit) {
      // the most recently used last: the eviction below takes the least recently used
      state.layouts.delete(text)
      state.layouts.set(text, hit)
      return hit
    }
    const lines: Line[] = []
    for (const content of text.split('\n')) {
      const chars = [...content]
      const pens: number[] = []
      let pen = 0
      // the whole line's ink box, as measureText of the line reports it (0 where engines have none)
      let inkLeft = -Infinity
      let inkRight = -Infinity
      const kerns = this._kerns(state, font, chars)
      for (let i = 0; i < chars.length; i++) {
        const char = chars[i] as string
        pen += kerns[i] as number
        const metrics = this._char(state, font, char)
        pens.push(pen)
        inkLeft = Math.max(inkLeft, metrics.bounds ? metrics.left - pen : 0)
        inkRight = Math.max(inkRight, metrics.bounds ? pen + metrics.right : 0)
        pen += metrics.advance
      }
      // Pixi's line width: the advance or the ink, whichever is wider (text/textMetrics.ts inkOrAdvance)
      lines.push({ chars, pens, width: Math.max(pen, chars.length > 0 ? inkLeft + inkRight : 0) })
    }
    state.layouts.set(text, lines)
    if (state.layouts.size > MAX_CACHED_LAYOUTS) {
      const oldest = state.layouts.keys().next().value
      if (oldest !== undefined) state.layouts.delete(oldest)
    }
    return lines
  }

  /** The glyph's bitmap (null: nothing to draw, a space); undefined when no page has room left. */
  private _glyph(
    state: FontState<R>,
    style: RunStyle,
    char: string,
    stepX: number,
    stepY: number,
  ): Glyph<R> | undefined {
    const key = `${char}\u0000${stepX}\u0000${stepY}`
    const cached = state.glyphs.get(key)
    if (cached !== undefined) return cached
    const metrics = this._char(state, style.font, char)
    if ((metrics.bounds && metrics.left + metrics.right <= 0) || char.trim() === '') {
      state.glyphs.set(key, null)
      return null
    }
    // without an ink box, a quarter of the font size either side holds overhangs and italics
    const margin = metrics.bounds ? 0 : Math.ceil(style.metrics.fontSize / 4)
    const left = PAD + margin + Math.ceil(Math.max(0, metrics.left))
    const top = PAD + Math.ceil(Math.max(style.metrics.ascent, metrics.ascent))
    const width = left + Math.ceil(Math.max(metrics.advance, metrics.right)) + margin + 1 + PAD
    const height = top + Math.ceil(Math.max(style.metrics.descent, metrics.descent)) + 1 + PAD
    const place = this._pages.place(width, height)
    if (!place) {
      this._full = true
      return undefined
    }
    const { page, shelf, x, y } = place
    page.context.font = style.font
    page.context.fillText(char, x + left + stepX / SUBPIXEL_STEPS, y + top + stepY / SUBPIXEL_STEPS)
    page.dirty = true
    if (shelf.from < 0) shelf.from = x
    const glyph = { region: page.handle.region(x, y, width, height), left, top, width, height }
    state.glyphs.set(key, glyph)
    return glyph
  }
}
