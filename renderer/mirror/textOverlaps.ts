// Which drawn texts overlap (textBoxes.ts finds where they are). No pixi.js here: the browser tests'
// node side imports it.

/** two texts overlap when their boxes share at least this much in both directions (px): touching is not */
export const TEXT_OVERLAP_MIN_PX = 2

export type TextBox = {
  text: string
  /** the index of the layer it is drawn in (the background, the screen, each overlay layer); -1 outside */
  layer: number
  x: number
  y: number
  width: number
  height: number
}

/** Pairs of texts of one layer drawn over each other (a layer above hides what it covers: not compared). */
export function overlappingTexts(
  boxes: readonly TextBox[],
  minPx = TEXT_OVERLAP_MIN_PX,
): [TextBox, TextBox][] {
  const pairs: [TextBox, TextBox][] = []
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.layer !== b.layer) continue
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      if (across >= minPx && down >= minPx) pairs.push([a, b])
    }
  })
  return pairs
}
