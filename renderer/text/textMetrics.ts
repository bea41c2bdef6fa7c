// How a text is measured and broken into lines, for the labels' fitting (text/fit.ts), the message
// paragraphs (text/paragraphs.ts) and the canvas texts (text/canvasText.ts). This was pixi's TextStyle
// and CanvasTextMetrics (issue 19: with them, their tag parser, tokeniser and LRU cache left the boot
// file). It measures what pixi measured, the same way, for what the portal draws: one font per text or
// per run, no letter spacing, stroke or shadow, white space kept as written ('pre'), words broken only
// where wider than the line (text/textWrap.ts). The unit tests hold it to pixi 8.22's answers.

import type { FontMetrics, MeasureContext, StyledRun, TextLook, TextMeasure } from './textLook'
import { wrap, wrapRuns } from './textWrap'

export type { FontMetrics, MeasureContext, StyledRun, TextAlign, TextLook, TextMeasure } from './textLook'

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

const NEWLINE = /(?:\r\n|\r|\n)/

/** A line's width as pixi measured it: its advance or its ink, whichever is wider. */
export function inkOrAdvance(text: string, measuring: MeasureContext): number {
  const metrics = measuring.measureText(text)
  const ink = (metrics.actualBoundingBoxRight ?? 0) + (metrics.actualBoundingBoxLeft ?? 0)
  return Math.max(metrics.width, ink)
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
