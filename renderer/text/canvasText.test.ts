import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CanvasTextGenerator, CanvasTextMetrics, Texture, TextStyle, fontStringFromTextStyle } from 'pixi.js'
import { textStyle, type TextStyleSpec } from './styles'
import * as metrics from './textMetrics'
import type { TextLook, TextMeasure } from './textMetrics'
import {
  CANVAS_TEXT_PIPE,
  CanvasText,
  CanvasTextTextures,
  POOLED_CANVASES_PER_SIZE,
  drawMeasured,
  setCanvasTextTextures,
  textKey,
} from './canvasText'

// Node has no canvas: a context that records what is drawn, with every character 10 px wide.
const CHAR_WIDTH = 10

type Drawn = { font: string; fill: string; text: string; x: number; y: number }

/** '#rrggbb' and '#rrggbbaa' (pixi's) at full alpha name the same colour */
const normalise = (fill: unknown, alpha: number) =>
  `${String(fill).slice(0, 7).toLowerCase()}@${alpha * (String(fill).length === 9 ? parseInt(String(fill).slice(7), 16) / 255 : 1)}`

function recordingContext() {
  const drawn: Drawn[] = []
  const context = {
    font: '',
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    globalAlpha: 1,
    textBaseline: 'alphabetic',
    shadowColor: '',
    lineWidth: 1,
    resetTransform: () => undefined,
    setTransform: () => undefined,
    scale: () => undefined,
    clearRect: vi.fn(),
    fillText(text: string, x: number, y: number) {
      drawn.push({ font: context.font, fill: normalise(context.fillStyle, context.globalAlpha), text, x, y })
    },
    strokeText: () => undefined,
    measureText: (text: string) => ({
      width: text.length * CHAR_WIDTH,
      actualBoundingBoxLeft: 0,
      actualBoundingBoxRight: text.length * CHAR_WIDTH,
      actualBoundingBoxAscent: 15,
      actualBoundingBoxDescent: 5,
    }),
  }
  return { drawn, context }
}

type MetricsInternals = {
  _experimentalLetterSpacingSupported?: boolean
  _fonts: Record<string, { ascent: number; descent: number; fontSize: number }>
}
const metricsInternals = CanvasTextMetrics as unknown as MetricsInternals
type Generator = {
  _renderTextToCanvas(
    style: TextStyle,
    padding: number,
    resolution: number,
    canvasAndContext: unknown,
    measured: unknown,
  ): void
}

beforeEach(() => {
  // no CanvasRenderingContext2D in Node to ask
  metricsInternals._experimentalLetterSpacingSupported = false
})

/** The pixi TextStyle the portal made for a spec before (text/styles.ts up to the sixteenth session). */
const pixiStyle = (spec: TextStyleSpec) =>
  new TextStyle({
    fontFamily: ['Noto Sans', 'sans-serif'],
    fontSize: spec.size ?? 18,
    fontWeight: spec.weight ?? 'normal',
    fontStyle: spec.italic === true ? 'italic' : 'normal',
    fill: spec.color ?? 0xffffff,
    align: spec.align ?? 'left',
    ...(spec.lineHeight !== undefined ? { lineHeight: spec.lineHeight } : {}),
  })
const look = (spec: TextStyleSpec): TextLook => ({
  ...textStyle(spec),
  fontFamily: ['Noto Sans', 'sans-serif'],
  font: metrics.fontString({ ...textStyle(spec), fontFamily: ['Noto Sans', 'sans-serif'] }),
})

type PixiRun = { text: string; spec: TextStyleSpec }

/** What pixi's generator and drawMeasured each draw of `measured` (its runs given by spec) in `spec`. */
function bothDraw(
  measured: Omit<TextMeasure, 'runsByLine'> & { runsByLine?: PixiRun[][] },
  spec: TextStyleSpec,
) {
  const ours = recordingContext()
  const { runsByLine: specRuns, ...lines } = measured
  const runsByLine = specRuns?.map((line) => line.map((run) => ({ text: run.text, look: look(run.spec) })))
  drawMeasured(
    ours.context as unknown as CanvasRenderingContext2D,
    { ...lines, ...(runsByLine ? { runsByLine } : {}) },
    look(spec),
  )
  const pixiRuns = measured.runsByLine?.map((line) =>
    line.map((run) => ({ text: run.text, style: pixiStyle(run.spec) })),
  )
  const pixi = recordingContext()
  ;(CanvasTextGenerator as unknown as Generator)._renderTextToCanvas(
    pixiStyle(spec),
    0,
    1,
    { canvas: { width: 256, height: 128 }, context: pixi.context },
    { ...measured, ...(pixiRuns ? { runsByLine: pixiRuns } : {}) },
  )
  return { ours: ours.drawn, pixi: pixi.drawn }
}

/** `lines` of these widths measured in a 20 px font (ascent 15, descent 5), `lineHeight` apart */
function measuredLines(
  lines: string[],
  lineWidths: number[],
  lineHeight: number,
): Omit<TextMeasure, 'runsByLine'> {
  const maxLineWidth = Math.max(...lineWidths)
  const fontProperties = { ascent: 15, descent: 5, fontSize: 20 }
  const height = Math.max(lineHeight, 20) + (lines.length - 1) * lineHeight
  return { lines, lineWidths, maxLineWidth, lineHeight, fontProperties, width: maxLineWidth, height }
}

describe('drawMeasured draws what pixi’s canvas text generator drew', () => {
  it.each(['left', 'center', 'right'] as const)(
    'lines aligned %s, with the half-leading of a line taller than the font',
    (align) => {
      const style = { size: 20, lineHeight: 30, align }
      const measured = measuredLines(['Room service', 'is open', ''], [120, 70, 0], 30)
      const { ours, pixi } = bothDraw(measured, style)
      expect(ours).toHaveLength(3)
      expect(ours).toEqual(pixi)
    },
  )

  it('a line no taller than its font: no shift, the baseline at the ascent', () => {
    const style = { size: 20, color: 0xc9a45c }
    const { ours, pixi } = bothDraw(measuredLines(['مرحبا'], [50], 18), style)
    expect(ours.map((run) => [run.fill, run.text, run.x, run.y])).toEqual([['#c9a45c@1', 'مرحبا', 0, 15]])
    expect(ours).toEqual(pixi)
  })

  it('a paragraph mixing bold and italic, run by run, each in its own font', () => {
    const base = { size: 20, align: 'center' as const }
    const bold = { size: 20, weight: 'bold' as const }
    const italic = { size: 20, italic: true }
    for (const spec of [base, bold, italic])
      metricsInternals._fonts[fontStringFromTextStyle(pixiStyle(spec))] = {
        ascent: 15,
        descent: 5,
        fontSize: 20,
      }
    const measured = {
      lines: ['Breakfast until 11', 'daily'],
      lineWidths: [180, 50],
      maxLineWidth: 180,
      lineHeight: 24,
      fontProperties: { ascent: 15, descent: 5, fontSize: 20 },
      width: 180,
      height: 48,
      runsByLine: [
        [
          { text: 'Breakfast ', spec: bold },
          { text: 'until ', spec: base },
          { text: '11', spec: italic },
        ],
        [{ text: 'daily', spec: base }],
      ],
      lineAscents: [15, 15],
      lineHeights: [24, 24],
    }
    const { ours, pixi } = bothDraw(measured, base)
    expect(ours.map((run) => [run.text, run.x, run.y])).toEqual([
      ['Breakfast ', 0, 15],
      ['until ', 100, 15],
      ['11', 160, 15],
      ['daily', 65, 39],
    ])
    expect(ours).toEqual(pixi)
  })
})

/** measured text: `width` a character, ascent 15 and descent 5 (so 20 px a line) */
const MEASURED_CHAR_WIDTH = 10.1
function measureWith(width: number) {
  metrics.setMeasureContext({
    font: '',
    measureText: (text: string) =>
      ({
        width: text.length * width,
        actualBoundingBoxLeft: 0,
        actualBoundingBoxRight: text.length * width,
        actualBoundingBoxAscent: 15,
        actualBoundingBoxDescent: 5,
      }) as TextMetrics,
  })
}

/** Fake canvases: sizes kept, the contexts recording. */
function fakeCanvases() {
  const made: Array<{ width: number; height: number; drawn: Drawn[] }> = []
  const createCanvas = () => {
    const { drawn, context } = recordingContext()
    const canvas = { width: 0, height: 0, drawn, getContext: () => context }
    made.push(canvas)
    return canvas as unknown as HTMLCanvasElement
  }
  return { made, createCanvas }
}

describe('CanvasTextTextures', () => {
  const style = look({ size: 20 })

  beforeEach(() => measureWith(MEASURED_CHAR_WIDTH))
  afterEach(() => metrics.setMeasureContext(null))

  it('draws a text once for every view that shows it, on a canvas of powers of two, framed to the text', () => {
    const { made, createCanvas } = fakeCanvases()
    const textures = new CanvasTextTextures(createCanvas)
    const a = textures.acquire('Spa', style)
    const b = textures.acquire('Spa', style)
    expect(b.texture).toBe(a.texture)
    expect(a.key).toBe(textKey('Spa', style))
    expect(textures.references(a.key)).toBe(2)
    expect(made).toHaveLength(1)
    expect(made[0]?.drawn.map((run) => run.text)).toEqual(['Spa'])
    expect([made[0]?.width, made[0]?.height]).toEqual([32, 32])
    // the measured width rounded up, as pixi framed its text textures
    expect([a.texture.frame.width, a.texture.frame.height]).toEqual([31, 20])
    expect(a.texture.source.alphaMode).toBe('premultiply-alpha-on-upload')
  })

  it('keeps a texture while a view holds it, then hands its canvas to the next text of that size', () => {
    const { made, createCanvas } = fakeCanvases()
    const textures = new CanvasTextTextures(createCanvas)
    const spa = textures.acquire('Spa', style)
    textures.acquire('Spa', style)
    textures.release(spa.key)
    expect(spa.texture.destroyed).toBe(false)
    textures.release(spa.key)
    expect(spa.texture.destroyed).toBe(true)
    expect(textures.stats()).toEqual({ shared: 0, pooled: 1 })
    const gym = textures.acquire('Gym', style)
    expect(made).toHaveLength(1)
    expect(gym.texture.source).toBe(spa.texture.source)
    expect(made[0]?.drawn.map((run) => run.text)).toEqual(['Spa', 'Gym'])
    // a text of another size gets a canvas of its own
    textures.acquire('Restaurant', style)
    expect(made).toHaveLength(2)
    expect(made[1]?.width).toBe(128)
    // releasing what is not held changes nothing
    textures.release('nothing')
    expect(textures.stats()).toEqual({ shared: 2, pooled: 0 })
  })

  it(`pools at most ${POOLED_CANVASES_PER_SIZE} canvases of a size and lets the rest go`, () => {
    const { made, createCanvas } = fakeCanvases()
    const textures = new CanvasTextTextures(createCanvas)
    const keys = Array.from({ length: POOLED_CANVASES_PER_SIZE + 2 }, (_, i) =>
      textures.acquire(`R${i}`, style),
    )
    for (const { key } of keys) textures.release(key)
    expect(textures.stats()).toEqual({ shared: 0, pooled: POOLED_CANVASES_PER_SIZE })
    expect(made.filter((canvas) => canvas.width === 0)).toHaveLength(2)
  })
})

describe('CanvasText', () => {
  const style = look({ size: 20 })
  let textures: CanvasTextTextures

  beforeEach(() => {
    measureWith(MEASURED_CHAR_WIDTH)
    textures = new CanvasTextTextures(fakeCanvases().createCanvas)
    setCanvasTextTextures(textures)
  })
  afterEach(() => {
    setCanvasTextTextures(null)
    metrics.setMeasureContext(null)
  })

  it('draws nothing until rendered, then shows the shared texture of what it was last given', () => {
    const text = new CanvasText({ content: { text: 'Lobby', style } })
    text.content = { text: 'Bar', style }
    expect(text.text).toBe('Bar')
    expect(text.renderPipeId).toBe(CANVAS_TEXT_PIPE)
    expect(textures.stats()).toEqual({ shared: 0, pooled: 0 })
    text.syncTexture()
    expect(textures.references(textKey('Bar', style))).toBe(1)
    expect(textures.references(textKey('Lobby', style))).toBe(0)
    expect(text.texture.frame.width).toBe(31)
  })

  it('changes its texture only when the string or style does, and lets the old one go', () => {
    const text = new CanvasText({ content: { text: 'Lobby', style } })
    text.syncTexture()
    const key = textKey('Lobby', style)
    const shown = text.texture
    text.content = { text: 'Lobby', style }
    text.syncTexture()
    expect(text.texture).toBe(shown)
    expect(textures.references(key)).toBe(1)
    text.content = { text: 'Bar', style }
    text.syncTexture()
    expect(textures.references(key)).toBe(0)
    expect(textures.references(textKey('Bar', style))).toBe(1)
    text.content = null
    text.syncTexture()
    expect(text.texture).toBe(Texture.EMPTY)
    expect(textures.stats().shared).toBe(0)
  })

  it('measures its bounds as pixi’s Text did: the measured size placed by the anchor', () => {
    const text = new CanvasText({ content: { text: 'Lobby', style }, anchor: { x: 1, y: 0.5 } })
    const bounds = text.bounds
    expect(bounds.minX).toBeCloseTo(-50.5)
    expect([bounds.maxX, bounds.minY, bounds.maxY]).toEqual([0, -10, 10])
  })

  it('lets its texture go when destroyed, without destroying what another text shows', () => {
    const a = new CanvasText({ content: { text: 'Lobby', style } })
    const b = new CanvasText({ content: { text: 'Lobby', style } })
    a.syncTexture()
    b.syncTexture()
    const shared = a.texture
    a.destroy({ children: true, texture: true, textureSource: true })
    expect(shared.destroyed).toBe(false)
    expect(textures.references(textKey('Lobby', style))).toBe(1)
    b.destroy()
    expect(shared.destroyed).toBe(true)
    expect(textures.stats()).toEqual({ shared: 0, pooled: 1 })
  })
})
