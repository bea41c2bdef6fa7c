import { CanvasTextMetrics, type TextStyle } from 'pixi.js'
import { detectDirection } from './bidi'
import { parseMarkup, type TextRun } from './markup'
import { pixiMeasurer } from './measure'
import { TAG_BOLD, TAG_BOLD_ITALIC, TAG_ITALIC, isUniform, plainText, taggedText } from './richText'
import { styleKey, textStyle, type TextStyleSpec } from './styles'

// A message body laid out for ScrollText: parseMarkup's paragraphs stacked top to bottom, each measured
// once with the style it will be drawn in, so the window knows its content height before drawing.

export type Paragraph = {
  key: number
  y: number
  runs: TextRun[]
  plain: string
  /** Pixi tag markup for a mixed-style paragraph drawn as one Text; null: drawn as a Label */
  tagged: string | null
  rtl: boolean
}

const richStyles = new Map<string, TextStyle>()

/** The style with our private bold/italic tags, one per base style. */
export function richStyle(spec: TextStyleSpec): TextStyle {
  const key = styleKey(spec)
  let style = richStyles.get(key)
  if (!style) {
    style = textStyle(spec).clone()
    style.tagStyles = {
      [TAG_BOLD]: { fontWeight: 'bold' },
      [TAG_ITALIC]: { fontStyle: 'italic' },
      [TAG_BOLD_ITALIC]: { fontWeight: 'bold', fontStyle: 'italic' },
    }
    if (richStyles.size > 32) richStyles.clear()
    richStyles.set(key, style)
  }
  return style
}

/**
 * Paragraphs stack with a gap. A paragraph in one style (or right-to-left: Pixi draws tagged runs left
 * to right, which would break bidi order) is a Label; a left-to-right paragraph mixing bold and italic
 * is one wrapped Text with tag styles.
 */
export function layoutParagraphs(
  markup: string,
  spec: TextStyleSpec,
  gap: number,
): { paragraphs: Paragraph[]; height: number } {
  const paragraphs: Paragraph[] = []
  let y = 0
  parseMarkup(markup).paragraphs.forEach((runs, key) => {
    const plain = plainText(runs)
    const rtl = detectDirection(plain) === 'rtl'
    const tagged = !isUniform(runs) && !rtl ? taggedText(runs) : null
    const first = runs[0]
    const own = {
      ...spec,
      weight: first?.bold ? ('bold' as const) : ('normal' as const),
      italic: first?.italic === true,
    }
    const height =
      tagged !== null
        ? CanvasTextMetrics.measureText(tagged, richStyle(spec)).height
        : pixiMeasurer(own).height(plain)
    paragraphs.push({ key, y, runs, plain, tagged, rtl })
    y += height + gap
  })
  return { paragraphs, height: Math.max(0, y - gap) }
}
