import { useMemo } from 'react'
import { useDir } from '../layout/direction'
import { useRenderer } from '../react/context'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { useScriptFontsReady } from '../react/useScriptFonts'
import { detectDirection, joinLines, type TextDirection } from '../text/bidi'
import { measuredFit } from '../text/measure'
import { BASE_FONT_SIZE, textStyle, type TextStyleSpec } from '../text/styles'
import { drawsFromAtlas } from '../text/glyphScript'
import { runStyle } from '../text/pixiGlyphs'
import { GlyphText } from './GlyphText'

const WHITE = 0xffffff

export type LabelProps = TextStyleSpec & {
  text: string
  x?: number
  y?: number
  /** 0 = left/top, 0.5 = centre, 1 = right/bottom; mirrored (1 - anchorX) when the layout is RTL */
  anchorX?: number
  anchorY?: number
  alpha?: number
  visible?: boolean
  /** lines longer than this (design px) are cut with an ellipsis, by measured width */
  maxWidth?: number
  /** wrap to at most this many lines, the last ending with an ellipsis (wraps at wrapWidth ?? maxWidth) */
  maxLines?: number
  /** portal spec §9 (CMS title, 90 px): shrink the font stepwise until the text is no taller */
  maxHeight?: number
  /** smallest size shrink-to-fit may use (default 12) */
  minSize?: number
  /** paragraph direction; default: from the first strong character (Arabic, Hebrew → rtl) */
  dir?: TextDirection | 'auto'
  /** mirror role; labels are mirrored as 'text' by default so tests and screen readers read them */
  role?: string
  mirror?: boolean
}

const DEFAULT_MIN_SIZE = 12

/**
 * Text on the canvas: shared cached styles, measured ellipsis, wrapping to N lines, shrink-to-fit,
 * right-to-left text drawn with the right base direction and anchored at its right edge in RTL layouts.
 */
export function Label(props: LabelProps) {
  const { text, x = 0, y = 0, anchorX = 0, anchorY = 0, alpha = 1, visible = true } = props
  const { maxWidth, maxLines, maxHeight, minSize = DEFAULT_MIN_SIZE } = props
  const layout = useDir()
  const { glyphs } = useRenderer()
  useInvalidateOnCommit()
  useMirrorNode(undefined, props.mirror === false ? undefined : (props.role ?? 'text'), text)
  // an Arabic, Hebrew or Chinese text waits for its face: drawn (and measured) before it, the fallback
  // glyphs would stay in the shared text texture (text/scriptFonts.ts)
  const fontsReady = useScriptFontsReady(text, props.weight)
  const direction = props.dir === 'ltr' || props.dir === 'rtl' ? props.dir : detectDirection(text)
  const size = props.size ?? BASE_FONT_SIZE
  // more than one line without a wrap width wraps at maxWidth
  const wrapWidth = props.wrapWidth ?? (maxLines !== undefined && maxLines > 1 ? maxWidth : undefined)
  const align = props.align ?? (direction === 'rtl' && wrapWidth !== undefined ? 'right' : 'left')
  const spec: TextStyleSpec = { ...props, size, align, ...(wrapWidth !== undefined ? { wrapWidth } : {}) }
  // Nothing to measure in the common case; otherwise measuredFit answers from its cache after the
  // first time, so a re-render or a recycled row costs a key lookup, not a measurement.
  const measure =
    fontsReady &&
    (maxWidth !== undefined ||
      maxLines !== undefined ||
      maxHeight !== undefined ||
      (direction === 'rtl' && wrapWidth !== undefined))
  const fit = measure
    ? measuredFit(text, spec, {
        size,
        minSize,
        ...(maxWidth !== undefined ? { maxWidth } : {}),
        ...(wrapWidth !== undefined ? { wrapWidth } : {}),
        ...(maxLines !== undefined ? { maxLines } : {}),
        ...(maxHeight !== undefined ? { maxHeight } : {}),
      })
    : null
  // RTL text always goes through joinLines: its base direction comes from the embedding (text/bidi.ts)
  const shown = !fontsReady
    ? ''
    : fit
      ? joinLines(fit.lines, direction)
      : direction === 'rtl'
        ? joinLines(text.split('\n'), direction)
        : text
  // The text texture is drawn white and coloured by tint: a colour change (focus moving over a row)
  // then reuses the texture instead of re-rasterising and re-uploading the text (perf harness: text
  // textures were 1.16 s of 2.72 s key-press JS, 8 of ~18 per press only for colour).
  const colour = spec.color ?? WHITE
  const style = textStyle({ ...(fit ? { ...spec, size: fit.size } : spec), color: WHITE })
  const anchor = layout.anchorX(anchorX)
  // Scripts that need no shaping are drawn from the stage's glyph atlas (text/glyphAtlas.ts), unless
  // Pixi would still wrap the text itself (a wrap width without measured lines) or the atlas is full.
  const atlasRun = useMemo(
    () =>
      glyphs && (wrapWidth === undefined || fit !== null) && drawsFromAtlas(shown)
        ? glyphs.run(shown, runStyle(style), anchor, anchorY)
        : null,
    [glyphs, wrapWidth, fit, shown, style, anchor, anchorY],
  )
  if (atlasRun)
    return (
      <GlyphText run={atlasRun} x={x} y={y} alpha={alpha} tint={colour} visible={visible && fontsReady} />
    )
  return (
    <pixiText
      text={shown}
      style={style}
      x={x}
      y={y}
      anchor={{ x: anchor, y: anchorY }}
      alpha={alpha}
      tint={colour}
      visible={visible && fontsReady}
      resolution={1}
    />
  )
}
