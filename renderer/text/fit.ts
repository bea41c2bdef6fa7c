// What a label draws: ellipsis by measured width, wrapping to at most N lines with an ellipsis on the
// last, and shrink-to-fit (portal spec §9: a CMS title shrinks if taller than 90 px). Pure functions
// over a Measurer, so the rules run in node tests with a fake one; text/measure.ts supplies Pixi's.

export const ELLIPSIS = '…'

export type Measurer = {
  /** width of `text` drawn on one line */
  width(text: string): number
  /** the lines `text` is drawn as: explicit line breaks, and wrapping when the style wraps */
  lines(text: string): string[]
  /** height of `text` as drawn, all lines */
  height(text: string): number
  /** height one line adds */
  lineHeight: number
}

/**
 * `text` cut at the longest prefix that fits `maxWidth` with an ellipsis (binary search: log n
 * measurements). Unchanged when it fits, unless `force` (a clamped line that has more after it).
 */
export function ellipsize(
  text: string,
  maxWidth: number,
  width: (text: string) => number,
  force = false,
): string {
  if (!force && width(text) <= maxWidth) return text
  // code points, so a cut never splits a surrogate pair
  const chars = Array.from(text)
  const cut = (n: number): string => chars.slice(0, n).join('').trimEnd() + ELLIPSIS
  let low = 0
  let high = force ? chars.length : chars.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (width(cut(mid)) <= maxWidth) low = mid
    else high = mid - 1
  }
  return cut(low)
}

/** The first `maxLines` lines; when text is left over, the last one ends with an ellipsis. */
export function clampLines(lines: string[], maxLines: number, maxWidth: number, measure: Measurer): string[] {
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, Math.max(1, maxLines))
  const last = kept.length - 1
  kept[last] = ellipsize(kept[last] ?? '', maxWidth, (text) => measure.width(text), true)
  return kept
}

/** Largest size from `size` down to `minSize`, in `step`s, at which `fits` holds (else `minSize`). */
export function shrinkToFit(
  size: number,
  minSize: number,
  step: number,
  fits: (size: number) => boolean,
): number {
  for (let candidate = size; candidate > minSize; candidate -= step) if (fits(candidate)) return candidate
  return Math.min(size, minSize)
}

export type LabelFitSpec = {
  size: number
  /** smallest size shrink-to-fit may use */
  minSize: number
  /** single-line labels are cut with an ellipsis past this width */
  maxWidth?: number
  /** lines wrap at this width; undefined = no wrapping */
  wrapWidth?: number
  maxLines?: number
  /** shrink the font stepwise until the text is no taller than this */
  maxHeight?: number
}

export type LabelFit = {
  lines: string[]
  size: number
  /** part of the text is not drawn: a line ends in an ellipsis it did not have, or lines were dropped */
  cut: boolean
}

export const SHRINK_STEP = 2

/** The lines and font size a label draws. `measureAt(size)` measures in the label's style at `size`. */
export function fitLabel(text: string, spec: LabelFitSpec, measureAt: (size: number) => Measurer): LabelFit {
  let size = spec.size
  let maxLines = spec.maxLines
  if (spec.maxHeight !== undefined) {
    const limit = spec.maxHeight
    size = shrinkToFit(spec.size, spec.minSize, SHRINK_STEP, (s) => measureAt(s).height(text) <= limit)
    const measure = measureAt(size)
    // still too tall at the smallest size: keep the lines that fit and end them with an ellipsis
    if (measure.height(text) > limit) {
      const fitting = Math.max(1, Math.floor(limit / measure.lineHeight))
      maxLines = Math.min(maxLines ?? fitting, fitting)
    }
  }
  const measure = measureAt(size)
  if (spec.wrapWidth !== undefined) {
    const lines = measure.lines(text)
    const clamped =
      maxLines !== undefined && lines.length > maxLines
        ? clampLines(lines, maxLines, spec.wrapWidth, measure)
        : null
    return { lines: clamped ?? lines, size, cut: clamped !== null }
  }
  const maxWidth = spec.maxWidth
  let lines = text.split('\n')
  let cut = false
  if (maxLines !== undefined && lines.length > maxLines) {
    lines = clampLines(lines, maxLines, maxWidth ?? Infinity, measure)
    cut = true
  }
  if (maxWidth !== undefined)
    lines = lines.map((line) => {
      const shown = ellipsize(line, maxWidth, (t) => measure.width(t))
      if (shown !== line) cut = true
      return shown
    })
  return { lines, size, cut }
}
