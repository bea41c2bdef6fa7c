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

/** A text, a picture or a filled box drawn, in draw order (renderer/mirror/textBoxes.ts drawnBoxes). */
export type DrawnBox = TextBox & { kind: 'text' | 'image' | 'box' }

/** whether two boxes share at least `minPx` in both directions */
function overlap(a: TextBox, b: TextBox, minPx: number): boolean {
  const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return across >= minPx && down >= minPx
}

/**
 * Texts a picture or a filled box of the same layer is drawn over, in part or whole (after them, in draw
 * order): [text, cover] pairs. A text drawn over one (a caption on a poster, a button's label) is what
 * the design meant and is not listed. A list that scrolls under an opaque band is listed too: it should
 * clip its window instead (a scissor rectangle, renderer/stage/scissorClip.ts), which also spares the GPU
 * the pixels drawn twice.
 */
export function coveredTexts(
  boxes: readonly DrawnBox[],
  minPx = TEXT_OVERLAP_MIN_PX,
): [DrawnBox, DrawnBox][] {
  const pairs: [DrawnBox, DrawnBox][] = []
  boxes.forEach((text, i) => {
    if (text.kind !== 'text') return
    for (const cover of boxes.slice(i + 1))
      if (cover.kind !== 'text' && cover.layer === text.layer && overlap(text, cover, minPx))
        pairs.push([text, cover])
  })
  return pairs
}

/** Pairs of texts of one layer drawn over each other (a layer above hides what it covers: not compared). */
export function overlappingTexts(
  boxes: readonly TextBox[],
  minPx = TEXT_OVERLAP_MIN_PX,
): [TextBox, TextBox][] {
  const pairs: [TextBox, TextBox][] = []
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.layer === b.layer && overlap(a, b, minPx)) pairs.push([a, b])
    }
  })
  return pairs
}
