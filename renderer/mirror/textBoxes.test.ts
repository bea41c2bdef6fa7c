import { Container, Sprite, Texture, TextureSource } from 'pixi.js'
import { describe, expect, it } from 'vitest'
import { setRectClip } from '../stage/scissorClip'
import { boxShape } from '../shapes/boxShape'
import { ShapeView } from '../shapes/shapeView'
import { GlyphRunView } from '../text/glyphRunView'
import { SCREEN_LAYER_LABEL, drawnBoxes, textBoxes } from './textBoxes'
import { overlappingTexts, coveredTexts, type TextBox } from './textOverlaps'

/** a text of `width`×`height` px at (x, y): one glyph quad, as Label's glyph runs draw */
function text(label: string, x: number, y: number, width = 100, height = 20): GlyphRunView {
  const view = new GlyphRunView()
  view.run = { glyphs: [{ region: Texture.WHITE, x: 0, y: 0, width, height }], width, height }
  view.label = label
  view.position.set(x, y)
  return view
}

/** stage → root → [background, screen, overlay], as App draws them */
function stage() {
  const root = new Container()
  const background = root.addChild(new Container())
  const screen = root.addChild(new Container({ label: SCREEN_LAYER_LABEL }))
  const overlay = root.addChild(new Container())
  const top = new Container()
  top.addChild(root)
  return { top, background, screen, overlay }
}

const names = (pairs: [TextBox, TextBox][]) => pairs.map(([a, b]) => `${a.text} / ${b.text}`)

describe('textBoxes and overlappingTexts', () => {
  it('finds every text drawn with its screen box and layer', () => {
    const { top, screen, overlay } = stage()
    const row = screen.addChild(new Container({ x: 50, y: 10 }))
    row.addChild(text('Channels', 10, 5))
    overlay.addChild(text('Settings', 300, 400, 80, 24))
    expect(textBoxes(top)).toEqual([
      { text: 'Channels', layer: 1, x: 60, y: 15, width: 100, height: 20 },
      { text: 'Settings', layer: 2, x: 300, y: 400, width: 80, height: 24 },
    ])
  })

  it('cuts a text at the screen’s edge when given the screen', () => {
    const { top, screen } = stage()
    screen.addChild(text('Drinks', 60, 700, 80, 28))
    expect(textBoxes(top, { width: 1280, height: 720 }).map((box) => box.height)).toEqual([20])
    expect(textBoxes(top).map((box) => box.height)).toEqual([28])
  })

  it('leaves out a text that is hidden, faded out or clipped away, and cuts one at its clip', () => {
    const { top, screen } = stage()
    screen.addChild(text('hidden', 0, 0)).visible = false
    const faded = screen.addChild(new Container({ alpha: 0 }))
    faded.addChild(text('faded', 0, 0))
    const list = screen.addChild(new Container({ x: 0, y: 100 }))
    setRectClip(list, 200, 50)
    list.addChild(text('below the window', 0, 60))
    list.addChild(text('half in', 0, 40))
    expect(textBoxes(top).map(({ text: t, height }) => [t, height])).toEqual([['half in', 10]])
  })

  it('two texts of one layer that share more than a sliver overlap; touching, or in different layers, not', () => {
    const { top, screen, overlay } = stage()
    screen.addChild(text('Weather', 0, 0))
    screen.addChild(text('Sunny', 98, 0)) // 2 px across, 20 down: overlaps
    screen.addChild(text('Cloudy', 0, 20)) // touches Weather's bottom edge
    screen.addChild(text('Rain', 0, 39, 100, 20)) // 1 px into Cloudy: a sliver
    overlay.addChild(text('Dialog', 0, 0)) // over Weather, but a layer above
    expect(names(overlappingTexts(textBoxes(top)))).toEqual(['Weather / Sunny'])
  })

  it('a picture drawn after a text of its layer, over it, hides it; one drawn before it, a white placeholder or one a layer below does not', () => {
    const { top, background, screen } = stage()
    /** a picture of `width`×`height` px at (x, y) */
    const picture = (label: string, x: number, y: number, width = 100, height = 60, texture?: Texture) =>
      Object.assign(
        new Sprite({
          texture: texture ?? new Texture({ source: new TextureSource({ width, height }) }),
          x,
          y,
        }),
        { label },
      )
    background.addChild(picture('backdrop', 0, 0, 1280, 720))
    screen.addChild(picture('poster', 0, 0)) // drawn before the caption on it: meant
    screen.addChild(text('On the poster', 10, 20))
    screen.addChild(text('Title', 200, 0))
    screen.addChild(picture('logo', 250, 5, 40, 10)) // drawn over the title
    screen.addChild(text('Below', 400, 0))
    screen.addChild(picture('placeholder', 400, 0, 100, 20, Texture.WHITE))
    const drawn = drawnBoxes(top)
    expect(drawn.map((box) => `${box.kind} ${box.text}`)).toEqual([
      'image backdrop',
      'image poster',
      'text On the poster',
      'text Title',
      'image logo',
      'text Below',
    ])
    expect(coveredTexts(drawn).map(([a, b]) => `${a.text} / ${b.text}`)).toEqual(['Title / logo'])
  })

  it('a filled box drawn over a text of its layer hides it; a border (a focus ring) or a faint veil does not', () => {
    const { top, screen } = stage()
    const box = (label: string, x: number, y: number, look: Parameters<typeof boxShape>[0]) =>
      Object.assign(new ShapeView({ shape: boxShape(look), x, y }), { label })
    screen.addChild(box('button', 0, 0, { width: 200, height: 50, radius: 8, fill: 0x223344 }))
    screen.addChild(text('OK', 20, 15)) // on its button: meant
    screen.addChild(
      box('ring', -3, -3, { width: 206, height: 56, radius: 10, border: { width: 3, color: 0xc9a45c } }),
    )
    screen.addChild(box('veil', 0, 0, { width: 300, height: 50, fill: 0, fillAlpha: 0.2 }))
    screen.addChild(text('Price', 300, 15))
    screen.addChild(box('panel', 250, 0, { width: 200, height: 60, radius: 4, fill: 0x111111 }))
    const drawn = drawnBoxes(top)
    expect(drawn.filter((b) => b.kind === 'box').map((b) => b.text)).toEqual(['button', 'panel'])
    expect(coveredTexts(drawn).map(([a, b]) => `${a.text} / ${b.text}`)).toEqual(['Price / panel'])
  })

  it('a text a box hides whole is listed too (a list scrolled under an opaque band: it should clip instead)', () => {
    const { top, screen } = stage()
    screen.addChild(text('Breakfast', 60, 40)) // scrolled up under the band
    screen.addChild(text('Lunch', 60, 90)) // half under the band's lower edge
    screen.addChild(
      Object.assign(new ShapeView({ shape: boxShape({ width: 1280, height: 100, fill: 0x0b1118 }) }), {
        label: 'band',
      }),
    )
    const drawn = drawnBoxes(top)
    expect(coveredTexts(drawn).map(([a, b]) => `${a.text} / ${b.text}`)).toEqual([
      'Breakfast / band',
      'Lunch / band',
    ])
  })
})
