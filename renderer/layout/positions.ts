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
