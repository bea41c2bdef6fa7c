import type { TextRun } from './markup'

// Pixi 8 draws mixed bold/italic inside one wrapped Text through its tag styles ("<b>…</b>" looked up
// in style.tagStyles). Its tag parser has no escaping: a message that literally says "<b>" would turn
// bold. Our tag names therefore start with a private-use character that is stripped from message
// text first, so no message can ever spell one of our tags. Tags only switch styles: nothing is run.

const MARK = '\ue000'
export const TAG_BOLD = `${MARK}b`
export const TAG_ITALIC = `${MARK}i`
export const TAG_BOLD_ITALIC = `${MARK}bi`

const strip = (text: string): string => (text.includes(MARK) ? text.split(MARK).join('') : text)

/** True when every run has the same style: the paragraph can be one plain Label. */
export function isUniform(runs: readonly TextRun[]): boolean {
  const first = runs[0]
  return runs.every((run) => run.bold === first?.bold && run.italic === first.italic)
}

/** The paragraph's text without styles. */
export function plainText(runs: readonly TextRun[]): string {
  return runs.map((run) => run.text).join('')
}

/** The paragraph as Pixi tag markup with our private tag names. */
export function taggedText(runs: readonly TextRun[]): string {
  let out = ''
  for (const run of runs) {
    const text = strip(run.text)
    const tag = run.bold ? (run.italic ? TAG_BOLD_ITALIC : TAG_BOLD) : run.italic ? TAG_ITALIC : null
    out += tag === null ? text : `<${tag}>${text}</${tag}>`
  }
  return out
}
