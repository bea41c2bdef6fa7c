import type { MeasureContext, StyledRun, TextLook } from './textLook'

// Where text/textMetrics.ts breaks a text into lines, as pixi 8.22 did (its textTokenization, wordWrap
// and tagged word wrap) for white space kept as written ('pre') and no letter spacing: a line breaks
// before a word that would not fit, and a word wider than the line breaks between grapheme clusters.
// The property tests in textMetrics.test.ts hold both to pixi's answers.

// Tokens as pixi's textTokenization cut them: words, each breaking space and each newline apart, a word
// also ending after a hyphen or dash that a letter follows.
/** a newline token: '\n', '\r', or '\r\n' (by its first code unit, as pixi) */
const isNewline = (char: string | undefined) =>
  char !== undefined && (char.charCodeAt(0) === 10 || char.charCodeAt(0) === 13)
const BREAKING_SPACES = new Set([
  9, 32, 8192, 8193, 8194, 8195, 8196, 8197, 8198, 8200, 8201, 8202, 8287, 12288,
])
const isBreakingSpace = (char: string | undefined) =>
  char !== undefined && char !== '' && BREAKING_SPACES.has(char.charCodeAt(0))
const BREAK_AFTER = new Set([45, 8208, 8211, 8212, 173])

export function tokenize(text: string): string[] {
  const tokens: string[] = []
  let word = ''
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? ''
    const next = text[i + 1]
    if (isBreakingSpace(char) || isNewline(char)) {
      if (word) tokens.push(word)
      word = ''
      if (char === '\r' && next === '\n') {
        tokens.push('\r\n')
        i++
      } else tokens.push(char)
      continue
    }
    word += char
    if (BREAK_AFTER.has(char.charCodeAt(0)) && next && !isBreakingSpace(next) && !isNewline(next)) {
      tokens.push(word)
      word = ''
    }
  }
  if (word) tokens.push(word)
  return tokens
}

function trimRight(text: string): string {
  let end = text.length
  while (end > 0 && isBreakingSpace(text[end - 1])) end--
  return end < text.length ? text.slice(0, end) : text
}

// Grapheme clusters, for breaking a word too wide for its line. The segmenter is made when a word is
// first broken: ICU's rules cost tens of milliseconds to load on a TV (perf/README.md, tenth session).
let segmenter: { segment(text: string): Iterable<{ segment: string }> } | null | undefined
function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    const Segmenter = (Intl as { Segmenter?: new () => NonNullable<typeof segmenter> }).Segmenter
    segmenter = typeof Segmenter === 'function' ? new Segmenter() : null
  }
  if (!segmenter) return Array.from(text)
  const out: string[] = []
  for (const part of segmenter.segment(text)) out.push(part.segment)
  return out
}

/** pixi's wordWrap for white space 'pre' and no letter spacing: the lines, joined by '\n'. */
export function wrap(text: string, look: TextLook, measuring: MeasureContext): string {
  const widths = new Map<string, number>()
  const width = (token: string): number => {
    let known = widths.get(token)
    if (known === undefined) {
      known = measuring.measureText(token).width
      widths.set(token, known)
    }
    return known
  }
  const max = look.wordWrapWidth
  const lines: string[] = []
  let line = ''
  let lineWidth = 0
  let canPrependSpaces = true
  const breakLine = () => {
    lines.push(trimRight(line))
    line = ''
    lineWidth = 0
  }
  for (const token of tokenize(text)) {
    if (isNewline(token)) {
      breakLine()
      canPrependSpaces = true
      continue
    }
    const tokenWidth = width(token)
    if (tokenWidth > max) {
      if (line !== '') breakLine()
      if (look.breakWords) {
        for (const char of graphemes(token)) {
          const charWidth = width(char)
          if (charWidth + lineWidth > max) {
            breakLine()
            canPrependSpaces = false
          }
          line += char
          lineWidth += charWidth
        }
      } else {
        lines.push(trimRight(token))
        canPrependSpaces = false
        line = ''
        lineWidth = 0
      }
      continue
    }
    if (tokenWidth + lineWidth > max) {
      canPrependSpaces = false
      breakLine()
    }
    if (line.length > 0 || !isBreakingSpace(token) || canPrependSpaces) {
      line += token
      lineWidth += tokenWidth
    }
  }
  const last = trimRight(line)
  if (last.length > 0) lines.push(last)
  return lines.join('\n')
}

/** pixi's tagged word wrap (white space 'pre', no letter spacing): runs split into lines of runs. */
export function wrapRuns(
  lineRuns: readonly StyledRun[],
  look: TextLook,
  measuring: MeasureContext,
): StyledRun[][] {
  const widths = new Map<string, number>()
  const width = (token: string, tokenLook: TextLook): number => {
    const key = `${token}|${tokenLook.key}`
    let known = widths.get(key)
    if (known === undefined) {
      measuring.font = tokenLook.font
      known = measuring.measureText(token).width
      widths.set(key, known)
    }
    return known
  }
  // tokens, each marked where it continues the word of the run before (no space between)
  const tokens: Array<{ token: string; look: TextLook; continues: boolean }> = []
  let lastWasWord = false
  for (const run of lineRuns) {
    let first = true
    for (const token of tokenize(run.text)) {
      const space = isBreakingSpace(token) || isNewline(token)
      tokens.push({ token, look: run.look, continues: first && lastWasWord && !space })
      lastWasWord = !space
      first = false
    }
  }
  const groupEnd = (start: number): number => {
    let end = start + 1
    while (end < tokens.length && tokens[end]?.continues) end++
    return end
  }
  const max = look.wordWrapWidth
  const result: StyledRun[][] = []
  let line: StyledRun[] = []
  let lineWidth = 0
  let canPrependSpaces = true
  let building: StyledRun | null = null
  const flush = () => {
    if (building && building.text.length > 0) line.push(building)
    building = null
  }
  const trimLast = () => {
    const last = line[line.length - 1]
    if (!last) return
    last.text = trimRight(last.text)
    if (last.text.length === 0) line.pop()
  }
  const newLine = () => {
    flush()
    trimLast()
    result.push(line)
    line = []
    lineWidth = 0
    canPrependSpaces = false
  }
  const append = (text: string, tokenLook: TextLook) => {
    if (building?.look === tokenLook) building.text += text
    else {
      flush()
      building = { text, look: tokenLook }
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const { token, look: tokenLook, continues } = tokens[i] ?? { token: '', look, continues: false }
    const tokenWidth = width(token, tokenLook)
    const end = continues ? i + 1 : groupEnd(i)
    let groupWidth = tokenWidth
    if (!continues)
      for (let j = i + 1; j < end; j++) groupWidth += width(tokens[j]?.token ?? '', tokens[j]?.look ?? look)
    if (!continues && groupWidth > max) {
      if (lineWidth > 0) newLine()
      if (look.breakWords) {
        for (let j = i; j < end; j++) {
          const part = tokens[j]
          if (!part) continue
          for (const char of graphemes(part.token)) {
            const charWidth = width(char, part.look)
            if (charWidth + lineWidth > max) newLine()
            append(char, part.look)
            lineWidth += charWidth
          }
        }
      } else {
        flush()
        result.push(tokens.slice(i, end).map((part) => ({ text: part.token, look: part.look })))
        canPrependSpaces = false
      }
      i = end - 1
    } else if (!continues && groupWidth + lineWidth > max) {
      if (isBreakingSpace(token)) {
        canPrependSpaces = false
        continue
      }
      newLine()
      building = { text: token, look: tokenLook }
      lineWidth = tokenWidth
    } else if (continues && !look.breakWords) {
      append(token, tokenLook)
      lineWidth += tokenWidth
    } else {
      if (lineWidth === 0 && isBreakingSpace(token) && !canPrependSpaces) continue
      append(token, tokenLook)
      lineWidth += tokenWidth
    }
  }
  flush()
  trimLast()
  if (line.length > 0 || result.length === 0) result.push(line)
  return result
}
