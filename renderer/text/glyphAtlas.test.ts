import { describe, expect, it } from 'vitest'
import { GlyphAtlas, MAX_CACHED_LAYOUTS, SUBPIXEL_STEPS, type RunStyle } from './glyphAtlas'
import { drawsFromAtlas } from './glyphScript'

// A fake 2D canvas: every character advances `width` (10 unless listed), the pair "AV" kerns by -2, ink
// starts half a pixel after the pen and ends a pixel before the advance (f overhangs by 3), 8 above and 2
// below the baseline. It records what is drawn and uploaded.
type Drawn = { char: string; x: number; y: number; font: string }
function fakeCanvas(widths: Record<string, number> = {}) {
  const drawn: Drawn[] = []
  const measured: string[] = []
  const uploads: Array<[number, number]> = []
  const destroyed: number[] = []
  const advance = (char: string) => widths[char] ?? 10
  const kern = (a: string, b: string) => (a + b === 'AV' ? -2 : 0)
  const measure = (text: string) => {
    measured.push(text)
    const chars = [...text]
    let width = 0
    chars.forEach((char, i) => (width += advance(char) + (i > 0 ? kern(chars[i - 1] as string, char) : 0)))
    const blank = text.trim() === ''
    return {
      width,
      actualBoundingBoxLeft: blank ? 0 : -0.5,
      actualBoundingBoxRight: blank ? 0 : width - 1 + (text.endsWith('f') ? 3 : 0),
      actualBoundingBoxAscent: blank ? 0 : 8,
      actualBoundingBoxDescent: blank ? 0 : 2,
    }
  }
  let pages = 0
  const createCanvas = () => ({
    getContext: () => ({
      font: '',
      fillStyle: '',
      textBaseline: 'alphabetic',
      measureText: measure,
      fillText(this: { font: string }, char: string, x: number, y: number) {
        drawn.push({ char, x, y, font: this.font })
      },
    }),
  })
  const createPage = () => {
    const page = pages++
    return {
      region: (x: number, y: number, width: number, height: number) => ({ page, x, y, width, height }),
      update: (dirty: unknown[]) => uploads.push([page, dirty.length]),
      destroy: () => destroyed.push(page),
    }
  }
  return { drawn, measured, uploads, destroyed, createCanvas, createPage }
}

const STYLE: RunStyle = {
  font: '18px "Noto Sans"',
  metrics: { ascent: 8, descent: 2, fontSize: 10 },
  lineHeight: 0,
  align: 'left',
}
const pens = (run: { glyphs: { x: number }[] } | null) => run?.glyphs.map((glyph) => glyph.x)

describe('GlyphAtlas', () => {
  it('places each glyph at the sum of the advances and pair kerning before it', () => {
    const atlas = new GlyphAtlas(fakeCanvas())
    // each bitmap has its glyph's pen 1 px (padding) from its left edge
    expect(pens(atlas.run('AVA', STYLE))).toEqual([0, 8, 18].map((pen) => pen - 1))
  })

  it('measures a new line once when none of its new pairs kerns', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas(canvas)
    expect(pens(atlas.run('abc', STYLE))).toEqual([-1, 9, 19])
    // three characters, then the line: no pair measured on its own
    expect(canvas.measured.filter((text) => text.length > 1)).toEqual(['abc'])
  })

  it("takes a line's one new pair's kerning from the line's width", () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas(canvas)
    atlas.run('xA', STYLE)
    canvas.measured.length = 0
    // xA is known, AV is the one new pair: the line measures 28, its advances 30
    expect(pens(atlas.run('xAV', STYLE))).toEqual([-1, 9, 17])
    expect(canvas.measured).toEqual(['V', 'xAV'])
    canvas.measured.length = 0
    expect(pens(atlas.run('AVx', STYLE))).toEqual([-1, 7, 17])
    expect(canvas.measured).toEqual(['AVx'])
  })

  it('measures the new pairs of a line that kerns one by one, the last from the line', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas(canvas)
    expect(pens(atlas.run('bAVc', STYLE))).toEqual([-1, 9, 17, 27])
    expect(canvas.measured.filter((text) => text.length > 1)).toEqual(['bAVc', 'bA', 'AV'])
  })

  it('remembers the pairs of a line that does not kern as not kerning', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas(canvas)
    atlas.run('abc', STYLE)
    canvas.measured.length = 0
    // ab and bc are known: lines of only them measure nothing, one new pair measures the line only
    atlas.run('abc\nab', STYLE)
    expect(canvas.measured).toEqual([])
    expect(pens(atlas.run('abd', STYLE))).toEqual([-1, 9, 19])
    expect(canvas.measured).toEqual(['d', 'abd'])
  })

  it('with pairKerning measures every new pair on its own', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas({ ...canvas, pairKerning: true })
    expect(pens(atlas.run('bAVc', STYLE))).toEqual([-1, 9, 17, 27])
    expect(canvas.measured.filter((text) => text.length > 1)).toEqual(['bA', 'AV', 'Vc'])
  })

  it('draws a glyph once per font, character and quarter-pixel offset; a known string draws nothing', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas(canvas)
    atlas.run('ABBA', STYLE)
    expect(canvas.drawn.map((d) => d.char)).toEqual(['A', 'B'])
    atlas.run('BAAB', STYLE)
    atlas.run('ABBA', STYLE)
    expect(canvas.drawn).toHaveLength(2)
    atlas.run('AB', { ...STYLE, font: 'bold 18px "Noto Sans"' })
    expect(canvas.drawn.slice(2).map((d) => `${d.font}:${d.char}`)).toEqual([
      'bold 18px "Noto Sans":A',
      'bold 18px "Noto Sans":B',
    ])
  })

  it('draws a glyph between pixels at the quarter pixel its pen falls on', () => {
    const canvas = fakeCanvas({ A: 10.3, B: 10 })
    const atlas = new GlyphAtlas(canvas)
    const run = atlas.run('AB', STYLE)
    // B's pen is at 10.3: the bitmap sits at pixel 10 and holds B drawn a quarter pixel in
    expect(pens(run)).toEqual([-1, 9])
    const b = canvas.drawn.find((d) => d.char === 'B')
    expect(((b?.x ?? 0) * SUBPIXEL_STEPS) % SUBPIXEL_STEPS).toBe(1)
    // a pen at 0.9 rounds up to the next whole pixel
    const next = new GlyphAtlas(fakeCanvas({ A: 9.9 }))
    expect(pens(next.run('AB', STYLE))).toEqual([-1, 9])
  })

  it('sizes and anchors the box as Pixi canvas text: ceil(width) × line height', () => {
    const atlas = new GlyphAtlas(fakeCanvas({ A: 10.5 }))
    const run = atlas.run('AA', STYLE, 1, 0.5)
    expect([run?.width, run?.height]).toEqual([21, 10])
    // anchored at its right edge and vertical middle: the first pen is 21 px left of the origin
    expect(pens(run)?.[0]).toBe(-21 - 1)
    expect(run?.glyphs[0]?.y).toBe(-5 + 8 - (1 + 8))
  })

  it('puts lines one line height apart and aligns each within the widest', () => {
    const atlas = new GlyphAtlas(fakeCanvas())
    const run = atlas.run('AAA\nA', { ...STYLE, lineHeight: 20, align: 'right' })
    expect([run?.width, run?.height]).toEqual([30, 40])
    const last = run?.glyphs[3]
    // baseline of line 2: 20 + ascent 8 + (20 − 10) / 2; the line's one glyph at the right end
    expect(last?.y).toBe(20 + 8 + 5 - 9)
    expect(last?.x).toBe(20 - 1)
  })

  it('advances over spaces without drawing them', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas(canvas)
    const run = atlas.run('A B', STYLE)
    expect(pens(run)).toEqual([-1, 19])
    expect(canvas.drawn.map((d) => d.char)).toEqual(['A', 'B'])
  })

  it('measures a line as the wider of its advance and its ink, as Pixi does', () => {
    const atlas = new GlyphAtlas(fakeCanvas())
    expect(atlas.run('AB', STYLE)?.width).toBe(20)
    // f's ink ends 22 px after the first pen and starts 0.5 px after it: 21.5, boxed to 22
    expect(atlas.run('Af', STYLE)?.width).toBe(22)
  })

  it('returns null once no page has room, so the label draws canvas text', () => {
    const atlas = new GlyphAtlas({ ...fakeCanvas(), pageSize: 32, maxPages: 1 })
    expect(atlas.run('AB', STYLE)).not.toBeNull()
    expect(atlas.run('ABCDEFGHIJ', STYLE)).toBeNull()
    expect(atlas.run('AB', STYLE)).toBeNull()
    expect(atlas.pages).toBe(1)
  })

  it('uploads only what the pages gained, a rectangle per shelf, once per flush', () => {
    const canvas = fakeCanvas()
    // 13 × 13 px bitmaps: two to a shelf, two shelves to a 32 px page
    const atlas = new GlyphAtlas({ ...canvas, pageSize: 32 })
    atlas.run('ABCDEF', STYLE)
    expect(atlas.pages).toBe(2)
    atlas.flush()
    expect(canvas.uploads).toEqual([
      [0, 2],
      [1, 1],
    ])
    atlas.run('ABC', STYLE)
    atlas.flush()
    expect(canvas.uploads).toHaveLength(2)
    atlas.run('Z', STYLE)
    atlas.flush()
    expect(canvas.uploads.slice(2)).toEqual([[1, 1]])
  })

  it('marks as dirty exactly the span of a shelf that gained glyphs', () => {
    const rects: unknown[] = []
    const atlas = new GlyphAtlas({
      ...fakeCanvas(),
      pageSize: 64,
      createPage: () => ({ region: () => null, update: (dirty) => rects.push(...dirty), destroy: () => {} }),
    })
    atlas.run('AB', STYLE)
    atlas.flush()
    atlas.run('C', STYLE)
    atlas.flush()
    expect(rects).toEqual([
      { x: 0, y: 0, width: 26, height: 13 },
      { x: 26, y: 0, width: 13, height: 13 },
    ])
  })
})

describe('GlyphAtlas layout cache', () => {
  it('frees every page when destroyed, and then holds none', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas({ ...canvas, pageSize: 32 })
    atlas.run('abcdefgh', STYLE)
    expect(atlas.pages).toBe(2)
    atlas.destroy()
    expect(canvas.destroyed).toEqual([0, 1])
    expect(atlas.pages).toBe(0)
  })

  it('keeps the layouts of at most MAX_CACHED_LAYOUTS texts per font', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas(canvas)
    for (let i = 0; i < MAX_CACHED_LAYOUTS + 50; i++) atlas.run(`Channel ${i}`, STYLE)
    expect(atlas.cachedLayouts).toBe(MAX_CACHED_LAYOUTS)
    atlas.run('Channel 1', { ...STYLE, font: '20px "Noto Sans"' })
    expect(atlas.cachedLayouts).toBe(MAX_CACHED_LAYOUTS + 1)
  })

  it('evicts the least recently used text first', () => {
    const atlas = new GlyphAtlas(fakeCanvas())
    for (let i = 0; i < MAX_CACHED_LAYOUTS; i++) atlas.run(`Channel ${i}`, STYLE)
    atlas.run('Channel 0', STYLE) // used again: now the most recent
    atlas.run('Channel new', STYLE)
    expect(atlas.hasLayout('Channel 0', STYLE.font)).toBe(true)
    expect(atlas.hasLayout('Channel 1', STYLE.font)).toBe(false)
    expect(atlas.hasLayout('Channel 2', STYLE.font)).toBe(true)
  })

  it('lays an evicted text out the same again without measuring anything', () => {
    const canvas = fakeCanvas()
    const atlas = new GlyphAtlas(canvas)
    const first = atlas.run('AVA 0', STYLE)
    for (let i = 0; i < MAX_CACHED_LAYOUTS; i++) atlas.run(`Channel ${i}`, STYLE)
    expect(atlas.hasLayout('AVA 0', STYLE.font)).toBe(false)
    const measured = canvas.measured.length
    expect(atlas.run('AVA 0', STYLE)).toEqual(first)
    expect(canvas.measured.length).toBe(measured)
  })
})

describe('drawsFromAtlas', () => {
  it('takes Latin, Greek, Cyrillic, digits, punctuation and common symbols', () => {
    for (const text of [
      'Channel 123',
      'Ελληνικά',
      'Русский',
      'Türkçe ğış',
      'Tiếng Việt',
      '★ 20 € – “x”',
      'a\nb',
    ])
      expect(drawsFromAtlas(text)).toBe(true)
  })

  it('leaves scripts that need shaping and invisible controls to canvas text', () => {
    for (const text of [
      'مرحبا',
      'שלום',
      '中文',
      'e\u0301',
      'a\u200db',
      'x\u202bx',
      'soft\u00adhyphen',
      '😀',
      '\t',
    ])
      expect(drawsFromAtlas(text)).toBe(false)
  })
})
