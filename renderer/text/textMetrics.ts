// How a text is measured and broken into lines, for the labels' fitting (text/fit.ts), the message
// paragraphs (text/paragraphs.ts) and the canvas texts (text/canvasText.ts). This was pixi's TextStyle
// and CanvasTextMetrics (issue 19: with them, their tag parser, tokeniser and LRU cache left the boot
// file). It measures what pixi measured, the same way, for what the portal draws: one font per text or
// per run, no letter spacing, stroke or shadow, white space kept as written ('pre'), words broken only
// where wider than the line. The unit tests hold it to pixi 8.22's answers for the same input.

export type TextAlign = 'left' | 'center' | 'right'

/** A font's ascent and descent over a tall string, as pixi measured them (ascent + descent = size). */
export type FontMetrics = { ascent: number; descent: number; fontSize: number }

/**
 * What a text is drawn in: a font and how its lines are laid out. Made once per distinct spec
 * (text/styles.ts) and shared: `key` says which, and equal keys draw equal text.
 */
export type TextLook = {
  readonly key: string
  /** the CSS font, as pixi wrote it (fontStringFromTextStyle) */
  readonly font: string
  readonly fontSize: number
  readonly fontWeight: string
  readonly fontStyle: 'normal' | 'italic'
  readonly fontFamily: readonly string[]
  readonly align: TextAlign
  /** 0: the font's own height */
  readonly lineHeight: number
  readonly wordWrap: boolean
  readonly wordWrapWidth: number
  readonly breakWords: boolean
  readonly fill: number
  /** looks a tag switches to in tagged text (text/richText.ts), by tag name */
  readonly tags?: Readonly<Record<string, TextLook>>
}

export type StyledRun = { text: string; look: TextLook }

/** A measured text: its lines, their widths, and its size (pixi's CanvasTextMetrics fields). */
export type TextMeasure = {
  readonly width: number
  readonly height: number
  readonly lines: readonly string[]
  readonly lineWidths: readonly number[]
  readonly maxLineWidth: number
  /** the distance between baselines (the look's line height, or the font's size) */
  readonly lineHeight: number
  readonly fontProperties: FontMetrics
  /** tagged text only: each line's runs, ascent and height */
  readonly runsByLine?: readonly (readonly StyledRun[])[]
  readonly lineAscents?: readonly number[]
  readonly lineHeights?: readonly number[]
}

const GENERIC_FAMILIES = ['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']

/** The CSS font of a look, as pixi's fontStringFromTextStyle wrote it: families quoted unless generic. */
export function fontString(
  look: Pick<TextLook, 'fontStyle' | 'fontWeight' | 'fontSize' | 'fontFamily'>,
): string {
  const families = look.fontFamily.map((name) => {
    const family = name.trim()
    return /(["'])[^'"]+\1/.test(family) || GENERIC_FAMILIES.includes(family) ? family : `"${family}"`
  })
  return `${look.fontStyle} normal ${look.fontWeight} ${look.fontSize}px ${families.join(',')}`
}

// The measuring context: an OffscreenCanvas where there is one, else a small canvas (as pixi's).
type MeasureContext = Pick<CanvasRenderingContext2D, 'font' | 'measureText'>
let measureContext: MeasureContext | null = null

function context(): MeasureContext {
  if (measureContext) return measureContext
  let made: MeasureContext | null
  try {
    made = new OffscreenCanvas(0, 0).getContext('2d', { willReadFrequently: true })
  } catch {
    made = null
  }
  if (!made?.measureText) {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 10
    made = canvas.getContext('2d', { willReadFrequently: true })
  }
  if (!made) throw new Error('text metrics: no 2D context to measure with')
  measureContext = made
  return made
}

/** Measures with `next` from now on (tests: a context in Node); null forgets it, and every cache. */
export function setMeasureContext(next: MeasureContext | null): void {
  measureContext = next
  fonts.clear()
  measures.clear()
}

/** pixi's METRICS_STRING and BASELINE_SYMBOL: the font's tallest ink */
const METRICS_STRING = '|ÉqÅM'
const fonts = new Map<string, FontMetrics>()

/** The font's ascent and descent (pixi's measureFont); a size of 0 where the engine has no ink boxes. */
export function measureFont(font: string): FontMetrics {
  const hit = fonts.get(font)
  if (hit) return hit
  const measuring = context()
  measuring.font = font
  const metrics = measuring.measureText(METRICS_STRING)
  const ascent = metrics.actualBoundingBoxAscent ?? 0
  const descent = metrics.actualBoundingBoxDescent ?? 0
  const properties = { ascent, descent, fontSize: ascent + descent }
  fonts.set(font, properties)
  return properties
}

/** measureFont, with the look's size as its ascent where the engine measured nothing (as pixi). */
function fontOf(look: TextLook): FontMetrics {
  const properties = measureFont(look.font)
  if (properties.fontSize === 0) {
    properties.fontSize = look.fontSize
    properties.ascent = look.fontSize
    properties.descent = 0
  }
  return properties
}

/** A line's width as pixi measured it: its advance or its ink, whichever is wider. */
export function inkOrAdvance(text: string, measuring: MeasureContext): number {
  const metrics = measuring.measureText(text)
  const ink = (metrics.actualBoundingBoxRight ?? 0) + (metrics.actualBoundingBoxLeft ?? 0)
  return Math.max(metrics.width, ink)
}

// Tokens as pixi's textTokenization cut them: words, each breaking space and each newline apart, a word
// also ending after a hyphen or dash that a letter follows.
const NEWLINE = /(?:\r\n|\r|\n)/
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
function wrap(text: string, look: TextLook, measuring: MeasureContext): string {
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

/** Tagged text (text/richText.ts) as runs: each tag the look knows switches to its look until closed. */
export function parseTags(text: string, look: TextLook): StyledRun[] {
  const tags = look.tags
  if (!tags || !text.includes('<')) return [{ text, look }]
  const runs: StyledRun[] = []
  const stack: Array<{ name: string; look: TextLook }> = []
  let current = ''
  let i = 0
  const flush = () => {
    if (current) runs.push({ text: current, look: stack[stack.length - 1]?.look ?? look })
    current = ''
  }
  while (i < text.length) {
    const char = text[i] ?? ''
    const close = char === '<' ? text.indexOf('>', i) : -1
    const reopen = close === -1 ? -1 : text.indexOf('<', i + 1)
    if (close === -1 || (reopen !== -1 && reopen < close)) {
      current += char
      i++
      continue
    }
    const content = text.slice(i + 1, close)
    const name = content.startsWith('/') ? content.slice(1).trim() : content.trim()
    const tagLook = tags[name]
    if (content.startsWith('/') ? stack[stack.length - 1]?.name === name : tagLook !== undefined) {
      flush()
      if (content.startsWith('/')) stack.pop()
      // a look of its own per tag opened, as pixi merged a new style for each: runs of two tags are
      // never joined into one, so each is measured (its italic overhang too) on its own
      else if (tagLook) stack.push({ name, look: { ...tagLook } })
    } else current += text.slice(i, close + 1)
    i = close + 1
  }
  flush()
  return runs
}

/** pixi's tagged word wrap (white space 'pre', no letter spacing): runs split into lines of runs. */
function wrapRuns(lineRuns: readonly StyledRun[], look: TextLook, measuring: MeasureContext): StyledRun[][] {
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

function measureTagged(text: string, look: TextLook, wraps: boolean): TextMeasure {
  const measuring = context()
  const byLine: StyledRun[][] = []
  let current: StyledRun[] = []
  for (const run of parseTags(text, look)) {
    for (const part of run.text.split(/(\r\n|\r|\n)/)) {
      if (part === '\r\n' || part === '\r' || part === '\n') {
        byLine.push(current)
        current = []
      } else if (part.length > 0) current.push({ text: part, look: run.look })
    }
  }
  if (current.length > 0 || byLine.length === 0) byLine.push(current)
  const runsByLine = wraps ? byLine.flatMap((runs) => wrapRuns(runs, look, measuring)) : byLine
  const base = fontOf(look)
  const lines: string[] = []
  const lineWidths: number[] = []
  const lineAscents: number[] = []
  const lineHeights: number[] = []
  let maxLineWidth = 0
  for (const runs of runsByLine) {
    let lineWidth = 0
    let ascent = base.ascent
    let descent = base.descent
    let lineText = ''
    for (const run of runs) {
      const runFont = measureFont(run.look.font)
      measuring.font = run.look.font
      lineWidth += inkOrAdvance(run.text, measuring)
      ascent = Math.max(ascent, runFont.ascent)
      descent = Math.max(descent, runFont.descent)
      lineText += run.text
    }
    lines.push(lineText)
    lineWidths.push(lineWidth)
    lineAscents.push(ascent)
    lineHeights.push(look.lineHeight || ascent + descent)
    maxLineWidth = Math.max(maxLineWidth, lineWidth)
  }
  const total = lineHeights.reduce((sum, height) => sum + height, 0)
  return {
    width: maxLineWidth,
    height: Math.max(total, lineHeights[0] ?? 0),
    lines,
    lineWidths,
    maxLineWidth,
    lineHeight: look.lineHeight || base.fontSize,
    fontProperties: base,
    runsByLine,
    lineAscents,
    lineHeights,
  }
}

/** Measurements kept (pixi kept 1,000 in an LRU cache; this map forgets the oldest first). */
export const MAX_CACHED_MEASURES = 1000
const measures = new Map<string, TextMeasure>()

/**
 * `text` measured in `look` (pixi's CanvasTextMetrics.measureText): wrapped at the look's width when
 * `wraps`; tagged text run by run where the look has tags. Cached by text, look and wrapping.
 */
export function measureText(text: string, look: TextLook, wraps: boolean = look.wordWrap): TextMeasure {
  const key = `${text}-${look.key}-wordWrap-${wraps}`
  const hit = measures.get(key)
  if (hit) {
    measures.delete(key)
    measures.set(key, hit)
    return hit
  }
  let measured: TextMeasure
  if (look.tags && text.includes('<')) measured = measureTagged(text, look, wraps)
  else {
    const fontProperties = fontOf(look)
    const measuring = context()
    measuring.font = look.font
    const lines = (wraps ? wrap(text, look, measuring) : text).split(NEWLINE)
    const lineWidths = lines.map((line) => inkOrAdvance(line, measuring))
    const maxLineWidth = Math.max(0, ...lineWidths)
    const lineHeight = look.lineHeight || fontProperties.fontSize
    measured = {
      width: maxLineWidth,
      height: Math.max(lineHeight, fontProperties.fontSize) + (lines.length - 1) * lineHeight,
      lines,
      lineWidths,
      maxLineWidth,
      lineHeight,
      fontProperties,
    }
  }
  measures.set(key, measured)
  if (measures.size > MAX_CACHED_MEASURES) {
    const oldest = measures.keys().next().value
    if (oldest !== undefined) measures.delete(oldest)
  }
  return measured
}
