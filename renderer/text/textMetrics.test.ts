import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CanvasTextMetrics, TextStyle, fontStringFromTextStyle } from 'pixi.js'
import type { TextRun } from './markup'
import { richStyle } from './paragraphs'
import { TAG_BOLD, TAG_BOLD_ITALIC, TAG_ITALIC, taggedText } from './richText'
import { FONT_FAMILY, textStyle, type TextStyleSpec } from './styles'
import { tokenize } from './textWrap'
import {
  MAX_CACHED_MEASURES,
  measureText,
  parseTags,
  setMeasureContext,
  type TextMeasure,
} from './textMetrics'

// text/textMetrics.ts took the place of pixi 8.22's TextStyle and CanvasTextMetrics (issue 19). These
// hold it to pixi's answers: the same texts, in the same styles, measured by both on one context whose
// characters have known widths (Node has no canvas), must give the same lines, widths and heights.

/** A context whose glyph widths depend on the character and the font (bold and italic are wider). */
function fakeContext() {
  const context = {
    font: '',
    measureText(text: string) {
      const bold = / bold /.test(context.font) ? 1.15 : 1
      const size = Number(/(\d+)px/.exec(context.font)?.[1] ?? 10) / 10
      let width = 0
      for (const char of text) {
        const code = char.codePointAt(0) ?? 0
        width += (code === 32 ? 3 : code < 128 ? 4 + (code % 7) : 9 + (code % 3)) * size * bold
      }
      // an italic text's ink reaches past its advance (pixi measures the wider)
      const ink = /italic/.test(context.font) && text.length > 0 ? width + 1.5 * size : width - 0.5
      return {
        width,
        actualBoundingBoxLeft: 0.25,
        actualBoundingBoxRight: ink - 0.25,
        actualBoundingBoxAscent: 14 * size,
        actualBoundingBoxDescent: 4 * size,
      }
    },
  }
  return context
}

type PixiMetrics = {
  __canvas?: unknown
  __context?: unknown
  _experimentalLetterSpacingSupported?: boolean
  _fonts: Record<string, unknown>
  _measurementCache: { clear(): void }
}
const pixi = CanvasTextMetrics as unknown as PixiMetrics

beforeAll(() => {
  const context = fakeContext()
  pixi.__context = context
  pixi.__canvas = { getContext: () => context }
  pixi._experimentalLetterSpacingSupported = false
  pixi._fonts = {}
  pixi._measurementCache.clear()
  setMeasureContext(fakeContext() as unknown as CanvasRenderingContext2D)
})
afterAll(() => {
  pixi.__context = undefined
  pixi.__canvas = undefined
  pixi._fonts = {}
  pixi._measurementCache.clear()
  setMeasureContext(null)
})

/** The TextStyle the portal built for a spec before (text/styles.ts up to the sixteenth session). */
function pixiStyle(spec: TextStyleSpec): TextStyle {
  return new TextStyle({
    fontFamily: [...FONT_FAMILY],
    fontSize: spec.size ?? 18,
    fontWeight: spec.weight ?? 'normal',
    fontStyle: spec.italic === true ? 'italic' : 'normal',
    fill: spec.color ?? 0xffffff,
    align: spec.align ?? 'left',
    wordWrap: spec.wrapWidth !== undefined,
    wordWrapWidth: spec.wrapWidth ?? 0,
    breakWords: spec.wrapWidth !== undefined,
    ...(spec.lineHeight !== undefined ? { lineHeight: spec.lineHeight } : {}),
  })
}

/** …and its rich style for message paragraphs (text/paragraphs.ts richStyle, before). */
function pixiRichStyle(spec: TextStyleSpec): TextStyle {
  const style = pixiStyle(spec).clone()
  style.tagStyles = {
    [TAG_BOLD]: { fontWeight: 'bold' },
    [TAG_ITALIC]: { fontStyle: 'italic' },
    [TAG_BOLD_ITALIC]: { fontWeight: 'bold', fontStyle: 'italic' },
  }
  return style
}

type PixiMeasure = CanvasTextMetrics & {
  runsByLine?: Array<Array<{ text: string; style: TextStyle }>>
  lineAscents?: number[]
  lineHeights?: number[]
}

const plain = (measure: TextMeasure | PixiMeasure) => ({
  width: measure.width,
  height: measure.height,
  lines: [...measure.lines],
  lineWidths: [...measure.lineWidths],
  maxLineWidth: measure.maxLineWidth,
  lineHeight: measure.lineHeight,
  fontProperties: { ...measure.fontProperties },
})

// what the portal's texts hold: words, spaces of several kinds, newlines, hyphens and dashes, accents,
// Arabic, CJK and an emoji (two code units), combining marks
const CHARS = [
  'a',
  'b',
  'W',
  'i',
  'm',
  ' ',
  ' ',
  '\n',
  '\r\n',
  '-',
  '—',
  'é',
  'e\u0301',
  'ق',
  'ل',
  '中',
  '文',
  '😀',
  '\u3000',
  '\t',
  '.',
  '7',
]
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 40 }).map((parts) => parts.join(''))
const spec = fc.record(
  {
    size: fc.constantFrom(14, 18, 22, 30),
    weight: fc.constantFrom('normal' as const, 'bold' as const, '600' as const),
    italic: fc.boolean(),
    align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
    wrapWidth: fc.integer({ min: 1, max: 320 }),
    lineHeight: fc.constantFrom(24, 30, 40),
  },
  { requiredKeys: ['size', 'weight', 'align'] },
)

describe('textMetrics measures what pixi’s CanvasTextMetrics measured', () => {
  it('writes the same CSS font', () => {
    for (const each of [{}, { weight: 'bold' as const, italic: true, size: 30 }, { weight: '300' as const }])
      expect(textStyle(each).font).toBe(fontStringFromTextStyle(pixiStyle(each)))
  })

  it('the same lines, widths and height, wrapped or not, for any text and style', () => {
    fc.assert(
      fc.property(text, spec, fc.boolean(), (value, each, wraps) => {
        const ours = measureText(value, textStyle(each), wraps)
        const theirs = CanvasTextMetrics.measureText(value, pixiStyle(each), undefined, wraps)
        expect(plain(ours)).toEqual(plain(theirs))
      }),
      { numRuns: 600 },
    )
  })

  it('a message paragraph mixing bold and italic: the same runs on the same lines', () => {
    const run = fc.record({ text, bold: fc.boolean(), italic: fc.boolean() })
    fc.assert(
      fc.property(fc.array(run, { minLength: 1, maxLength: 5 }), spec, (runs, each) => {
        const paragraph = { ...each, wrapWidth: each.wrapWidth ?? 200 }
        const tagged = taggedText(runs as TextRun[])
        const ours = measureText(tagged, richStyle(paragraph))
        const theirs = CanvasTextMetrics.measureText(tagged, pixiRichStyle(paragraph)) as PixiMeasure
        expect(plain(ours)).toEqual(plain(theirs))
        const runsOf = (lines: ReadonlyArray<ReadonlyArray<{ text: string; font: string }>> | undefined) =>
          lines?.map((line) => line.map((part) => `${part.font}|${part.text}`))
        expect(
          runsOf(
            ours.runsByLine?.map((line) => line.map((part) => ({ text: part.text, font: part.look.font }))),
          ),
        ).toEqual(
          runsOf(
            theirs.runsByLine?.map((line) =>
              line.map((part) => ({ text: part.text, font: fontStringFromTextStyle(part.style) })),
            ),
          ),
        )
        expect(ours.lineAscents).toEqual(theirs.lineAscents)
        expect(ours.lineHeights).toEqual(theirs.lineHeights)
      }),
      { numRuns: 300 },
    )
  })

  it('reads a tag it does not know, and one left open or closed out of turn, as text', () => {
    const look = richStyle({ wrapWidth: 500 })
    const runs = parseTags(`a<${TAG_BOLD}>b</${TAG_ITALIC}>c</${TAG_BOLD}><b>d</b>e<`, look)
    expect(runs.map((part) => [part.text, part.look === look ? 'base' : 'bold'])).toEqual([
      ['a', 'base'],
      [`b</${TAG_ITALIC}>c`, 'bold'],
      ['<b>d</b>e<', 'base'],
    ])
  })

  it('cuts tokens as pixi did: spaces and newlines apart, after a hyphen that a letter follows', () => {
    expect(tokenize('Pool-side  bar\r\nopen—daily -')).toEqual([
      'Pool-',
      'side',
      ' ',
      ' ',
      'bar',
      '\r\n',
      'open—',
      'daily',
      ' ',
      '-',
    ])
  })

  it(`keeps at most ${MAX_CACHED_MEASURES} measurements, answering a repeated one from its cache`, () => {
    const look = textStyle({ size: 17 })
    const first = measureText('cached', look)
    expect(measureText('cached', look)).toBe(first)
    for (let i = 0; i < MAX_CACHED_MEASURES; i++) measureText(`filler ${i}`, look)
    expect(measureText('cached', look)).not.toBe(first)
    expect(measureText('cached', look)).toEqual(first)
  })
})

describe('grapheme clusters for words too wide for a line', () => {
  it('makes the segmenter when a word is first broken, not when the module loads (ICU costs tens of ms)', async () => {
    let made = 0
    class Segmenter {
      constructor() {
        made += 1
      }
      segment(text: string) {
        return Array.from(text).map((segment) => ({ segment }))
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Segmenter })
    vi.resetModules()
    try {
      const fresh = await import('./textMetrics')
      fresh.setMeasureContext(fakeContext() as unknown as CanvasRenderingContext2D)
      const look = textStyle({ size: 10, wrapWidth: 20 })
      fresh.measureText('ab cd', look)
      expect(made).toBe(0)
      expect(fresh.measureText('abcdefgh', look).lines).toEqual(['abc', 'de', 'fg', 'h'])
      fresh.measureText('ijklmnop', look)
      expect(made).toBe(1)
    } finally {
      vi.unstubAllGlobals()
      vi.resetModules()
    }
  })

  it('splits by code point where the engine has no Intl.Segmenter (Chromium before 87)', async () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined })
    vi.resetModules()
    try {
      const fresh = await import('./textMetrics')
      fresh.setMeasureContext(fakeContext() as unknown as CanvasRenderingContext2D)
      expect(fresh.measureText('a😀b😀', textStyle({ size: 10, wrapWidth: 12 })).lines).toEqual([
        'a',
        '😀',
        'b',
        '😀',
      ])
    } finally {
      vi.unstubAllGlobals()
      vi.resetModules()
    }
  })
})
