import { describe, expect, it, vi } from 'vitest'
import { Texture } from 'pixi.js'
import { setMeasureContext } from '../text/textMetrics'
import { CanvasText, CanvasTextTextures, setCanvasTextTextures } from '../text/canvasText'
import { GlyphRunView } from '../text/glyphRunView'
import { labelText } from '../text/labelText'
import type * as PixiGlyphs from '../text/pixiGlyphs'
import type { PixiGlyphAtlas } from '../text/pixiGlyphs'
import { TextView } from './TextView'
import type { ViewServices } from './services'

// the font metrics of a style need a canvas: what the atlas is given is not what these tests are about
vi.mock('../text/pixiGlyphs', async (importOriginal) => ({
  ...(await importOriginal<typeof PixiGlyphs>()),
  runStyle: () => ({}),
}))

/** An atlas whose characters are all 10 px wide: one quad per character. */
function fakeAtlas() {
  const run = vi.fn((text: string) => ({
    glyphs: [...text].map((_, i) => ({ region: Texture.WHITE, x: i * 10, y: 0, width: 10, height: 20 })),
    width: Math.max(1, text.length * 10),
    height: 20,
  }))
  return { run, glyphs: { run } as unknown as PixiGlyphAtlas }
}

function services(over: Partial<ViewServices> = {}): ViewServices {
  return {
    textures: { acquire: vi.fn(), has: () => false },
    gate: null,
    rtl: false,
    changed: vi.fn(),
    ...over,
  }
}

describe('labelText', () => {
  it('cuts a single line at maxWidth by the atlas layout, without measuring it again on a canvas', () => {
    const { glyphs } = fakeAtlas()
    const measure = vi.fn((text: string) => ({ width: text.length * 10 }) as TextMetrics)
    setMeasureContext({ font: '', measureText: measure })
    try {
      const label = labelText({ text: 'Channel Number One', maxWidth: 100 }, false, true, glyphs)
      expect(label.shown).toBe('Channel N…') // 10 characters of 10 px: 100 px fits 100
      expect(measure).not.toHaveBeenCalled()
    } finally {
      setMeasureContext(null)
    }
  })

  it('draws every colour in one white style (the colour is a tint)', () => {
    const a = labelText({ text: 'x', color: 0xff0000 }, false, true)
    const b = labelText({ text: 'x', color: 0x00ff00 }, false, true)
    expect(a.style).toBe(b.style)
    expect([a.colour, b.colour]).toEqual([0xff0000, 0x00ff00])
  })

  it('mirrors the horizontal anchor in a right-to-left layout', () => {
    expect(labelText({ text: 'x' }, true, true).anchor).toBe(1)
    expect(labelText({ text: 'x', anchorX: 0.25 }, true, true).anchor).toBe(0.75)
  })

  it('draws nothing while the script font is not ready', () => {
    expect(labelText({ text: 'שלום' }, false, false).shown).toBe('')
  })
})

describe('TextView', () => {
  it('draws an atlas run as a glyph view and a colour change as a tint, with no redraw', () => {
    const { glyphs, run } = fakeAtlas()
    const view = new TextView(services({ glyphs }))
    view.set({ text: 'News', x: 150, y: 8, color: 0xffffff })
    const drawn = view.node.children[0] as GlyphRunView
    expect(drawn).toBeInstanceOf(GlyphRunView)
    const shown = drawn.run
    expect(shown?.glyphs).toHaveLength(4)
    run.mockClear()
    view.set({ text: 'News', x: 150, y: 8, color: 0x14110a })
    expect(run).not.toHaveBeenCalled()
    expect(drawn.run).toBe(shown)
    expect(drawn.tint).toBe(0x14110a)
    expect([view.node.x, view.node.y]).toEqual([150, 8])
    view.set({ text: 'Sport', x: 150, y: 8 })
    expect(drawn.run?.glyphs).toHaveLength(5)
    expect(view.drawn).toEqual({ text: 'Sport', atlas: true, colour: 0xffffff })
  })

  it('draws canvas text where there is no atlas, and lets its texture go when destroyed', () => {
    // Node has no canvas: one that draws nothing, and text 10 px a character
    const context = { clearRect() {}, setTransform() {}, fillText() {}, measureText: () => ({ width: 10 }) }
    const textures = new CanvasTextTextures(
      () => ({ width: 0, height: 0, getContext: () => context }) as unknown as HTMLCanvasElement,
    )
    setCanvasTextTextures(textures)
    setMeasureContext({
      font: '',
      measureText: (text: string) =>
        ({
          width: text.length * 10,
          actualBoundingBoxAscent: 15,
          actualBoundingBoxDescent: 5,
        }) as TextMetrics,
    })
    try {
      const view = new TextView(services())
      view.set({ text: 'News', color: 0x9aa7b4 })
      const text = view.node.children[0] as CanvasText
      expect(text).toBeInstanceOf(CanvasText)
      expect([text.text, text.tint]).toEqual(['News', 0x9aa7b4])
      expect(view.drawn?.atlas).toBe(false)
      // drawn as it is first rendered
      expect(textures.stats().shared).toBe(0)
      text.syncTexture()
      expect(textures.stats().shared).toBe(1)
      view.destroy()
      expect(textures.stats()).toEqual({ shared: 0, pooled: 1 })
    } finally {
      setCanvasTextTextures(null)
      setMeasureContext(null)
    }
  })

  it('a Hebrew text waits for its face, then draws and says it changed', () => {
    let ready = false
    const listeners = new Set<() => void>()
    const fonts = {
      ready: () => ready,
      load: vi.fn(async () => undefined),
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    }
    const changed = vi.fn()
    const view = new TextView(services({ fonts, changed }))
    view.set({ text: 'ערוץ 2' })
    expect(view.node.visible).toBe(false)
    expect(fonts.load).toHaveBeenCalledWith('ערוץ 2', '400')
    ready = true
    listeners.forEach((listener) => listener())
    expect(view.node.visible).toBe(true)
    expect(view.drawn?.text).toContain('ערוץ 2')
    expect(changed).toHaveBeenCalledTimes(1)
    expect(listeners.size).toBe(0)
  })
})

describe('TextView cut record (the scene mirror, as Label keeps it)', () => {
  it('tells the mirror what it draws where it cuts its text, and when it is whole, hidden or gone', () => {
    const { glyphs } = fakeAtlas()
    const cut = vi.fn()
    const view = new TextView(services({ glyphs, cut }))
    view.set({ text: 'Channel Number One', maxWidth: 100 })
    expect(cut).toHaveBeenLastCalledWith(expect.any(String), 'Channel N…')
    const key = cut.mock.calls[0]?.[0]
    // a colour change draws the same cut text: nothing new to record
    view.set({ text: 'Channel Number One', maxWidth: 100, color: 0xff0000 })
    expect(cut).toHaveBeenCalledTimes(1)
    view.set({ text: 'Short', maxWidth: 100 })
    expect(cut).toHaveBeenLastCalledWith(key, null)
    view.set({ text: 'Channel Number Two', maxWidth: 100 })
    view.hide()
    expect(cut).toHaveBeenLastCalledWith(key, null)
    view.set({ text: 'Channel Number Two', maxWidth: 100 })
    view.destroy()
    expect(cut.mock.calls.map(([, shown]) => shown)).toEqual([
      'Channel N…',
      null,
      'Channel N…',
      null,
      'Channel N…',
      null,
    ])
    // each view has its own key: two texts of one node are told apart
    const other = vi.fn()
    new TextView(services({ glyphs, cut: other })).set({ text: 'Channel Number One', maxWidth: 100 })
    expect(other.mock.calls[0]?.[0]).not.toBe(key)
  })
})
