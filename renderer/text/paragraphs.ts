import { detectDirection } from './bidi'
import { parseMarkup, type TextRun } from './markup'
import { canvasMeasurer } from './measure'
import { TAG_BOLD, TAG_BOLD_ITALIC, TAG_ITALIC, isUniform, plainText, taggedText } from './richText'
import { styleKey, textStyle, type TextStyleSpec } from './styles'
import { measureText, type TextLook } from './textMetrics'

// A message body laid out for ScrollText: parseMarkup's paragraphs stacked top to bottom, each measured
// once with the style it will be drawn in, so the window knows its content height before drawing.

export type Paragraph = {
  key: number
  y: number
  runs: TextRun[]
  plain: string
  /** tagged text (text/richText.ts) for a mixed-style paragraph drawn as one canvas text; null: a Label */
  tagged: string | null
  rtl: boolean
}

const richStyles = new Map<string, TextLook>()
/** rich looks kept (one per message style in use); past this the map starts again */
const MAX_RICH_STYLES = 32

/** The look with our private bold/italic tags (each the same look, bolder or slanted), one per spec. */
export function richStyle(spec: TextStyleSpec): TextLook {
  const key = styleKey(spec)
  let style = richStyles.get(key)
  if (!style) {
    style = Object.freeze({
      ...textStyle(spec),
      key: `${key}|rich`,
      tags: {
        [TAG_BOLD]: textStyle({ ...spec, weight: 'bold' }),
        [TAG_ITALIC]: textStyle({ ...spec, italic: true }),
        [TAG_BOLD_ITALIC]: textStyle({ ...spec, weight: 'bold', italic: true }),
      },
    })
    if (richStyles.size > MAX_RICH_STYLES) richStyles.clear()
    richStyles.set(key, style)
  }
  return style
}

/**
 * Paragraphs stack with a gap. A paragraph in one style (or right-to-left: tagged runs are drawn left
 * to right, which would break bidi order) is a Label; a left-to-right paragraph mixing bold and italic
 * is one wrapped canvas text with tag looks (text/canvasText.ts).
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
      tagged !== null ? measureText(tagged, richStyle(spec)).height : canvasMeasurer(own).height(plain)
    paragraphs.push({ key, y, runs, plain, tagged, rtl })
    y += height + gap
  })
  return { paragraphs, height: Math.max(0, y - gap) }
}
