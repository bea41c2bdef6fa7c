import { detectDirection, joinLines, type TextDirection } from './bidi'
import { drawsFromAtlas } from './glyphScript'
import { canvasMeasurer, measuredFit } from './measure'
import { runStyle, type PixiGlyphAtlas, type PixiGlyphRun } from './pixiGlyphs'
import { BASE_FONT_SIZE, textStyle, type TextStyleSpec } from './styles'
import type { TextLook } from './textMetrics'

// What a label draws, as pure functions over its props: both the React Label (primitives/Label.tsx) and
// the imperative TextView of list rows (views/TextView.ts) draw through these, so they cannot drift.

const WHITE = 0xffffff
const DEFAULT_MIN_SIZE = 12

export type LabelTextSpec = TextStyleSpec & {
  text: string
  /** 0 = left/top, 0.5 = centre, 1 = right/bottom; mirrored (1 - anchorX) when the layout is RTL */
  anchorX?: number
  anchorY?: number
  /** lines longer than this (design px) are cut with an ellipsis, by measured width */
  maxWidth?: number
  /** wrap to at most this many lines, the last ending with an ellipsis (wraps at wrapWidth ?? maxWidth) */
  maxLines?: number
  /** shrink the font stepwise until the text is no taller */
  maxHeight?: number
  /** smallest size shrink-to-fit may use (default 12) */
  minSize?: number
  /** paragraph direction; default: from the first strong character (Arabic, Hebrew → rtl) */
  dir?: TextDirection | 'auto'
}

export type LabelText = {
  /** the string drawn ('' while its script's font is not ready) */
  shown: string
  /** the white style it is drawn in (shared, cached: text/styles.ts); coloured by `colour` as a tint */
  style: TextLook
  colour: number
  /** horizontal anchor after the layout's direction */
  anchor: number
  anchorY: number
  /** the atlas may draw it: no wrapping left to the canvas text (no wrap width, or lines already measured) */
  atlasOk: boolean
  /** part of the text is not drawn (an ellipsis, or lines left out): the scene mirror's `data-cut` */
  cut: boolean
}

/**
 * The string, style and anchor a label draws. `rtlLayout` mirrors the anchor; `fontsReady` false (an
 * Arabic, Hebrew or Chinese text whose face is loading) draws nothing. With a glyph atlas, a single-line
 * ellipsis is measured by the atlas's own layout of the string (the layout the run then reuses) instead
 * of measuring it a second time with the canvas's text metrics (perf/README.md "Issue 19").
 */
export function labelText(
  spec: LabelTextSpec,
  rtlLayout: boolean,
  fontsReady: boolean,
  glyphs?: PixiGlyphAtlas,
): LabelText {
  const { text, maxWidth, maxLines, maxHeight, minSize = DEFAULT_MIN_SIZE } = spec
  const direction = spec.dir === 'ltr' || spec.dir === 'rtl' ? spec.dir : detectDirection(text)
  const size = spec.size ?? BASE_FONT_SIZE
  // more than one line without a wrap width wraps at maxWidth
  const wrapWidth = spec.wrapWidth ?? (maxLines !== undefined && maxLines > 1 ? maxWidth : undefined)
  const align = spec.align ?? (direction === 'rtl' && wrapWidth !== undefined ? 'right' : 'left')
  const style: TextStyleSpec = {
    ...spec,
    // measured and drawn white (the colour is a tint): one measurement and one style for every colour
    color: WHITE,
    size,
    align,
    ...(wrapWidth !== undefined ? { wrapWidth } : {}),
  }
  // Nothing to measure in the common case; otherwise measuredFit answers from its cache after the
  // first time, so a re-render or a recycled row costs a key lookup, not a measurement.
  const measure =
    fontsReady &&
    (maxWidth !== undefined ||
      maxLines !== undefined ||
      maxHeight !== undefined ||
      (direction === 'rtl' && wrapWidth !== undefined))
  const atlasWidth =
    glyphs && wrapWidth === undefined && maxHeight === undefined && drawsFromAtlas(text)
      ? (line: string, at: number) =>
          glyphs.run(line || ' ', runStyle(textStyle({ ...style, size: at })))?.width ?? null
      : undefined
  const fit = measure
    ? measuredFit(
        text,
        style,
        {
          size,
          minSize,
          ...(maxWidth !== undefined ? { maxWidth } : {}),
          ...(wrapWidth !== undefined ? { wrapWidth } : {}),
          ...(maxLines !== undefined ? { maxLines } : {}),
          ...(maxHeight !== undefined ? { maxHeight } : {}),
        },
        atlasWidth,
      )
    : null
  // RTL text always goes through joinLines: its base direction comes from the embedding (text/bidi.ts)
  const shown = !fontsReady
    ? ''
    : fit
      ? joinLines(fit.lines, direction)
      : direction === 'rtl'
        ? joinLines(text.split('\n'), direction)
        : text
  // The text is drawn white and coloured by tint: a colour change (focus moving over a row) then reuses
  // the texture instead of re-rasterising and re-uploading the text (perf harness: text textures were
  // 1.16 s of 2.72 s key-press JS, 8 of ~18 per press only for colour).
  return {
    shown,
    style: textStyle(fit ? { ...style, size: fit.size } : style),
    colour: spec.color ?? WHITE,
    anchor: rtlLayout ? 1 - (spec.anchorX ?? 0) : (spec.anchorX ?? 0),
    anchorY: spec.anchorY ?? 0,
    atlasOk: wrapWidth === undefined || fit !== null,
    cut: fit?.cut ?? false,
  }
}

/**
 * Scripts that need no shaping are drawn from the stage's glyph atlas (text/glyphAtlas.ts), unless the
 * canvas text would still wrap the text itself or the atlas is full (null: draw canvas text).
 */
export function labelRun(
  glyphs: PixiGlyphAtlas | undefined,
  label: Omit<LabelText, 'colour' | 'cut'>,
): PixiGlyphRun | null {
  return glyphs && label.atlasOk && drawsFromAtlas(label.shown)
    ? glyphs.run(label.shown, runStyle(label.style), label.anchor, label.anchorY)
    : null
}

/**
 * The width (design px) a label draws `text` at on one line in `spec`: from the glyph atlas's layout
 * where the label draws from it, else the canvas's measurement, as labelText measures for its fit. A
 * box sized to this and a label's maxWidth of at least this draws the text whole.
 */
export function labelWidth(text: string, spec: TextStyleSpec, glyphs?: PixiGlyphAtlas): number {
  const style: TextStyleSpec = { ...spec, color: WHITE, size: spec.size ?? BASE_FONT_SIZE }
  const atlas =
    glyphs && drawsFromAtlas(text)
      ? (glyphs.run(text || ' ', runStyle(textStyle(style)))?.width ?? null)
      : null
  return atlas ?? canvasMeasurer(style).width(text)
}
