// Layout arithmetic in design pixels (DESIGN.md: fixed 1280×720 design space): stacking boxes in a row
// or column with a gap, and mirroring a horizontal position for right-to-left languages. Pure numbers,
// used by Row, Column, Mirror and useDir, and by scenes that place things by hand.

/** x of a box of `width` at `x` inside a container of `containerWidth`, mirrored when rtl. */
export function mirrorX(x: number, width: number, containerWidth: number, rtl: boolean): number {
  return rtl ? containerWidth - x - width : x
}

/** Offsets of boxes of the given sizes placed one after another with `gap` between them. */
export function stackPositions(sizes: readonly number[], gap: number, start = 0): number[] {
  const positions: number[] = []
  let at = start
  for (const size of sizes) {
    positions.push(at)
    at += size + gap
  }
  return positions
}

/** Total length of a stack: the sizes plus the gaps between them. */
export function stackLength(sizes: readonly number[], gap: number): number {
  let total = 0
  for (const size of sizes) total += size
  return sizes.length > 0 ? total + gap * (sizes.length - 1) : 0
}

/**
 * Widths of buttons sized to their captions: each caption's measured width plus `padding` on both
 * sides, no narrower than `min` and no wider than `max` (a longer caption is cut with an ellipsis).
 */
export function fittedWidths(
  textWidths: readonly number[],
  { padding, min, max }: { padding: number; min: number; max: number },
): number[] {
  return textWidths.map((width) => Math.min(max, Math.max(min, Math.ceil(width + 2 * padding))))
}

/**
 * The first box a strip of boxes (`positions` and `sizes` along it) shows in a view `viewLength` long
 * once box `index` is brought into view, moving as little as it can from `first`: the strip shifts
 * back to show a box before the first, on to show a box whose end is past the view's.
 */
export function revealFirst(
  positions: readonly number[],
  sizes: readonly number[],
  index: number,
  first: number,
  viewLength: number,
): number {
  if (index < first) return index
  let next = first
  const end = (positions[index] ?? 0) + (sizes[index] ?? 0)
  while (next < index && end - (positions[next] ?? 0) > viewLength) next++
  return next
}

/** Whether box `index` lies wholly in the view when the strip shows from box `first`. */
export function shownFrom(
  positions: readonly number[],
  sizes: readonly number[],
  index: number,
  first: number,
  viewLength: number,
): boolean {
  if (index < first) return false
  return (positions[index] ?? 0) + (sizes[index] ?? 0) - (positions[first] ?? 0) <= viewLength
}

/**
 * `sizes` made to fit `length` with `gap` between them: when they are longer, the longest are cut to
 * one common size, the largest that fits (never below `min`: then the row is longer than `length`);
 * when they fit, they are kept.
 */
export function fitWithin(sizes: readonly number[], length: number, gap: number, min = 0): number[] {
  const room = length - gap * Math.max(0, sizes.length - 1)
  let total = 0
  for (const size of sizes) total += size
  if (total <= room) return [...sizes]
  // the cap: boxes below it keep their size, the rest share what is left equally
  const sorted = [...sizes].sort((a, b) => a - b)
  let below = 0
  let cap = 0
  for (let i = 0; i < sorted.length; i++) {
    cap = (room - below) / (sorted.length - i)
    if (cap <= (sorted[i] ?? 0)) break
    below += sorted[i] ?? 0
  }
  const at = Math.max(min, Math.floor(cap))
  return sizes.map((size) => Math.min(size, at))
}
