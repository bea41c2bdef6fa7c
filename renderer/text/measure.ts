import { fitLabel, type LabelFit, type LabelFitSpec, type Measurer } from './fit'
import { styleKey, textStyle, type TextStyleSpec } from './styles'
import { measureText } from './textMetrics'

// Measuring text is the expensive half of a label (PERF-NOTES.md: turning strings into text textures is
// ~44 % of main-thread JS). text/textMetrics.ts keeps its own bounded cache of measurements; the
// decisions made from them (where the ellipsis goes, which size fits) are cached here by text + style +
// limits, so a recycled list row or a re-render never measures again.

const MAX_CACHED_FITS = 1024
const fits = new Map<string, LabelFit>()

/** Measures in the given style with the canvas's metrics (what the text will really be drawn as). */
export function canvasMeasurer(spec: TextStyleSpec): Measurer {
  const style = textStyle(spec)
  const wraps = spec.wrapWidth !== undefined
  let lineHeight: number | null = null
  return {
    width: (text) => measureText(text || ' ', style, false).width,
    lines: (text) => [...measureText(text || ' ', style, wraps).lines],
    height: (text) => measureText(text || ' ', style, wraps).height,
    get lineHeight() {
      lineHeight ??= measureText('M', style, false).lineHeight
      return lineHeight
    },
  }
}

/**
 * A line's width as another layout measures it (the glyph atlas's own layout of the string, which the
 * label then draws from its cache), or null where it cannot (the atlas is full).
 */
export type LineWidth = (line: string, size: number) => number | null

/** `base` with its widths from `width` where it answers: the other measurements stay the canvas's. */
function withWidths(base: Measurer, width: LineWidth, size: number): Measurer {
  return {
    width: (text) => width(text, size) ?? base.width(text),
    lines: (text) => base.lines(text),
    height: (text) => base.height(text),
    get lineHeight() {
      return base.lineHeight
    },
  }
}

/**
 * fitLabel with the canvas's measurements, cached; the result is shared: never mutate it. `lineWidth` measures
 * single lines instead (a label drawn from the glyph atlas: perf/README.md "Issue 19", imperative rows).
 */
export function measuredFit(
  text: string,
  style: TextStyleSpec,
  spec: LabelFitSpec,
  lineWidth?: LineWidth,
): LabelFit {
  const key = `${lineWidth ? 'atlas|' : ''}${styleKey(style)}|${spec.size}|${spec.minSize}|${spec.maxWidth ?? ''}|${spec.wrapWidth ?? ''}|${spec.maxLines ?? ''}|${spec.maxHeight ?? ''}|${text}`
  const hit = fits.get(key)
  if (hit) {
    fits.delete(key)
    fits.set(key, hit)
    return hit
  }
  const fit = fitLabel(text, spec, (size) =>
    lineWidth
      ? withWidths(canvasMeasurer({ ...style, size }), lineWidth, size)
      : canvasMeasurer({ ...style, size }),
  )
  fits.set(key, fit)
  if (fits.size > MAX_CACHED_FITS) {
    const oldest = fits.keys().next().value
    if (oldest !== undefined) fits.delete(oldest)
  }
  return fit
}
