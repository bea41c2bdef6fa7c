import { CanvasTextMetrics } from 'pixi.js'
import { fitLabel, type LabelFit, type LabelFitSpec, type Measurer } from './fit'
import { styleKey, textStyle, type TextStyleSpec } from './styles'

// Measuring text is the expensive half of a label (PERF-NOTES.md: turning strings into text textures is
// ~44 % of main-thread JS). Pixi's CanvasTextMetrics keeps its own bounded cache of measurements; the
// decisions made from them (where the ellipsis goes, which size fits) are cached here by text + style +
// limits, so a recycled list row or a re-render never measures again.

const MAX_CACHED_FITS = 1024
const fits = new Map<string, LabelFit>()

/** Measures in the given style with Pixi's canvas metrics (what the text will really be drawn as). */
export function pixiMeasurer(spec: TextStyleSpec): Measurer {
  const style = textStyle(spec)
  const wraps = spec.wrapWidth !== undefined
  let lineHeight: number | null = null
  return {
    width: (text) => CanvasTextMetrics.measureText(text || ' ', style, undefined, false).width,
    lines: (text) => CanvasTextMetrics.measureText(text || ' ', style, undefined, wraps).lines,
    height: (text) => CanvasTextMetrics.measureText(text || ' ', style, undefined, wraps).height,
    get lineHeight() {
      lineHeight ??= CanvasTextMetrics.measureText('M', style, undefined, false).lineHeight
      return lineHeight
    },
  }
}

/** fitLabel with Pixi's measurements, cached; the result is shared: never mutate it. */
export function measuredFit(text: string, style: TextStyleSpec, spec: LabelFitSpec): LabelFit {
  const key = `${styleKey(style)}|${spec.size}|${spec.minSize}|${spec.maxWidth ?? ''}|${spec.wrapWidth ?? ''}|${spec.maxLines ?? ''}|${spec.maxHeight ?? ''}|${text}`
  const hit = fits.get(key)
  if (hit) {
    fits.delete(key)
    fits.set(key, hit)
    return hit
  }
  const fit = fitLabel(text, spec, (size) => pixiMeasurer({ ...style, size }))
  fits.set(key, fit)
  if (fits.size > MAX_CACHED_FITS) {
    const oldest = fits.keys().next().value
    if (oldest !== undefined) fits.delete(oldest)
  }
  return fit
}
