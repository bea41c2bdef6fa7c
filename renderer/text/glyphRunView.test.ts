import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Container, Rectangle, Texture, TextureSource } from 'pixi.js'
import { batcherHarness, withoutWebGL } from '../stage/batcherHarness'
import { GlyphRunPipe, GlyphRunView, type GlyphQuads } from './glyphRunView'
import type { PixiGlyphRun } from './pixiGlyphs'

// The pipe is checked against pixi's own DefaultBatcher: what it packs into the batch's attribute and
// index buffers is what the GPU draws. (The batcher's shader asks a WebGL test context for the fragment
// precision; node has none, and pixi then takes mediump.)
withoutWebGL(beforeAll, afterAll)

const page = (size = 100) => new TextureSource({ width: size, height: size })
const region = (source: TextureSource, x: number, y: number, width: number, height: number) =>
  new Texture({ source, frame: new Rectangle(x, y, width, height) })

/** a run of `n` glyphs 10 px apart, each 8×12 px, from `sources` in turn */
function run(n: number, ...sources: TextureSource[]): PixiGlyphRun {
  const pages = sources.length > 0 ? sources : [page()]
  const glyphs = Array.from({ length: n }, (_, i) => ({
    region: region(pages[i % pages.length]!, i * 8, 0, 8, 12),
    x: i * 10,
    y: 2,
    width: 8,
    height: 12,
  }))
  return { glyphs, width: n * 10, height: 14 }
}

/** the pipe over pixi's batcher (renderer/stage/batcherHarness.ts) */
const harness = () =>
  batcherHarness<GlyphRunView, GlyphQuads, GlyphRunPipe>((renderer) => new GlyphRunPipe(renderer))

/** a view in a parent whose transform and colour pixi would have computed */
function view(glyphs: PixiGlyphRun | null, x = 0, y = 0): GlyphRunView {
  const parent = new Container({ isRenderGroup: true })
  const glyphView = parent.addChild(new GlyphRunView({ run: glyphs }))
  glyphView.groupTransform.translate(x, y)
  return glyphView
}

describe('GlyphRunView', () => {
  it('is bounded by its glyphs', () => {
    const bounds = new GlyphRunView({ run: run(3) }).bounds
    expect([bounds.minX, bounds.minY, bounds.maxX, bounds.maxY]).toEqual([0, 2, 28, 14])
    expect(new GlyphRunView().bounds.width).toBe(0)
  })

  it('reports a new run as a view update, the same run as none', () => {
    const glyphs = run(2)
    const glyphView = view(glyphs)
    glyphView.didViewUpdate = false
    glyphView.run = glyphs
    expect(glyphView.didViewUpdate).toBe(false)
    glyphView.run = run(2)
    expect(glyphView.didViewUpdate).toBe(true)
  })
})

describe('GlyphRunPipe', () => {
  it("packs a run as one element: each glyph a quad at its place in the group, with its region's uvs", () => {
    const { build, vertex, batcher, added } = harness()
    const glyphView = view(run(3), 100, 50)
    // the colour pixi computes for the group from the tint 0x336699 (ABGR, full alpha)
    glyphView.groupColorAlpha = 0xff996633
    build(glyphView)
    expect(added).toHaveLength(1)
    expect(added[0]!.attributeSize).toBe(12)
    expect(added[0]!.indexSize).toBe(18)
    // the second glyph: x 10..18, y 2..14, translated by (100, 50); its region is 8..16 of a 100 px page
    const corners = [1, 2, 3, 4].map((corner) => vertex(4 + corner - 1))
    expect(corners.map(([x, y]) => [x, y])).toEqual([
      [110, 52],
      [118, 52],
      [118, 64],
      [110, 64],
    ])
    expect(corners.map(([, , u, v]) => [u, v].map((n) => Math.round(n! * 100) / 100))).toEqual([
      [0.08, 0],
      [0.16, 0],
      [0.16, 0.12],
      [0.08, 0.12],
    ])
    expect(corners[0]![4]).toBe(0xff996633)
    // two triangles per quad, from the quad's own four vertices
    expect([...batcher.indexBuffer.slice(6, 12)]).toEqual([4, 5, 6, 4, 6, 7])
  })

  it('packs one element per atlas page a run is drawn from', () => {
    const { build, added } = harness()
    const [a, b] = [page(), page()]
    build(view(run(5, a, b)))
    expect(added.map((quads) => [quads.texture.source, quads.glyphs])).toEqual([
      [a, 3],
      [b, 2],
    ])
  })

  it('writes a run of the same shape over the old one in place: no new instructions', () => {
    const { pipe, build, vertex } = harness()
    const source = page()
    const glyphView = view(run(3, source))
    build(glyphView)
    const moved = run(3, source)
    for (const glyph of moved.glyphs) glyph.y = 20
    glyphView.run = moved
    expect(pipe.validateRenderable(glyphView)).toBe(false)
    pipe.updateRenderable(glyphView)
    expect(vertex(0).slice(0, 2)).toEqual([0, 20])
  })

  it('asks for new instructions when the glyph count or the pages change', () => {
    const { pipe, build } = harness()
    const source = page()
    const glyphView = view(run(3, source))
    build(glyphView)
    glyphView.run = run(4, source)
    expect(pipe.validateRenderable(glyphView)).toBe(true)
    build(glyphView)
    glyphView.run = run(4, page())
    expect(pipe.validateRenderable(glyphView)).toBe(true)
  })

  it('repacks a tint without rewriting the quads', () => {
    const { pipe, build, vertex } = harness()
    const glyphView = view(run(2))
    build(glyphView)
    glyphView.didViewUpdate = false
    glyphView.groupColorAlpha = 0xff0000ff
    pipe.updateRenderable(glyphView)
    expect(vertex(0)[4]).toBe(0xff0000ff)
  })

  it('an update of another shape that skipped validation makes new quads and asks its group for new instructions', () => {
    const { pipe, build } = harness()
    const glyphView = view(run(2))
    build(glyphView)
    const group = glyphView.parentRenderGroup
    group.structureDidChange = false
    glyphView.run = run(5)
    pipe.updateRenderable(glyphView)
    expect(group.structureDidChange).toBe(true)
    expect(glyphView._gpuData[1]?.quads[0]?.glyphs).toBe(5)
  })

  it('draws nothing for an empty run', () => {
    const { build, added } = harness()
    build(view({ glyphs: [], width: 0, height: 0 }))
    expect(added).toHaveLength(0)
  })
})
