import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Container, Texture } from 'pixi.js'
import { batcherHarness, withoutWebGL } from '../stage/batcherHarness'
import { boxShape } from './boxShape'
import { rectMesh, rectsMesh, roundRectMesh } from './meshes'
import { ShapePipe, ShapeView, type Shape, type ShapeElement } from './shapeView'

// The pipe is checked against pixi's own DefaultBatcher, as GlyphRunPipe is: what it packs into the
// batch's attribute and index buffers is what the GPU draws. (The batcher's shader asks a WebGL test
// context for the fragment precision; node has none, and pixi then takes mediump.)
withoutWebGL(beforeAll, afterAll)

/** the pipe over pixi's batcher (renderer/stage/batcherHarness.ts) */
const harness = () =>
  batcherHarness<ShapeView, ShapeElement, ShapePipe>((renderer) => new ShapePipe(renderer))

/** a view in a parent whose transform pixi would have computed */
function view(shape: Shape, x = 0, y = 0): ShapeView {
  const parent = new Container({ isRenderGroup: true })
  const shapeView = parent.addChild(new ShapeView({ shape }))
  shapeView.groupTransform.translate(x, y)
  return shapeView
}

const white = (width: number, height: number): Shape => [
  { mesh: rectMesh(width, height), color: 0xffffff, alpha: 1 },
]

describe('ShapeView', () => {
  it('is bounded by its meshes', () => {
    const bounds = new ShapeView({ shape: boxShape({ width: 80, height: 30, radius: 6, fill: 0 }) }).bounds
    expect([bounds.minX, bounds.minY, bounds.maxX, bounds.maxY]).toEqual([0, 0, 80, 30])
    expect(new ShapeView().bounds.width).toBe(0)
  })

  it('reports a new shape as a view update, the same shape as none', () => {
    const shape = white(10, 10)
    const shapeView = view(shape)
    shapeView.didViewUpdate = false
    shapeView.shape = shape
    expect(shapeView.didViewUpdate).toBe(false)
    shapeView.shape = white(10, 10)
    expect(shapeView.didViewUpdate).toBe(true)
  })
})

describe('ShapePipe', () => {
  it('packs each part as one element with the white texture, placed in its group, in its colour and alpha', () => {
    const { build, vertex, batcher, added } = harness()
    const shapeView = view(
      [
        { mesh: rectMesh(100, 40), color: 0x336699, alpha: 1 },
        { mesh: rectMesh(10, 10, 5, 5), color: 0xff0000, alpha: 0.5 },
      ],
      100,
      50,
    )
    build(shapeView)
    expect(added).toHaveLength(2)
    expect(added.every((element) => element.texture === Texture.WHITE)).toBe(true)
    expect([0, 1, 2, 3].map((i) => vertex(i).slice(0, 2))).toEqual([
      [100, 50],
      [200, 50],
      [200, 90],
      [100, 90],
    ])
    // ABGR: the first part opaque 0x336699, the second red at half alpha
    expect(vertex(0)[4]).toBe(0xff996633)
    expect(vertex(4)[4]).toBe(0x7f0000ff)
    expect(vertex(4).slice(0, 2)).toEqual([105, 55])
    // the second element's triangles index its own vertices
    expect([...batcher.indexBuffer.slice(6, 12)]).toEqual([4, 5, 6, 4, 6, 7])
  })

  it("multiplies a part's colour by the view's tint and its alpha by the view's", () => {
    const { build, vertex } = harness()
    const shapeView = view(white(10, 10))
    // the group colour pixi computes from the tint 0x336699 (BGR), at half alpha
    shapeView.groupColor = 0x996633
    shapeView.groupAlpha = 0.5
    build(shapeView)
    expect(vertex(0)[4]).toBe(0x7f996633)
  })

  it('writes a shape of the same structure over the old one in place: no new instructions', () => {
    const { pipe, build, vertex } = harness()
    const shapeView = view(boxShape({ width: 100, height: 40, radius: 8, fill: 0xffffff }))
    build(shapeView)
    shapeView.shape = boxShape({ width: 140, height: 40, radius: 8, fill: 0xffffff })
    expect(pipe.validateRenderable(shapeView)).toBe(false)
    pipe.updateRenderable(shapeView)
    const xs = Array.from({ length: roundRectMesh(140, 40, 8).positions.length / 2 }, (_, i) => vertex(i)[0]!)
    expect(Math.max(...xs)).toBe(140)
  })

  it('asks for new instructions when the parts, the vertex count or the triangles change', () => {
    const { pipe, build } = harness()
    const shapeView = view(boxShape({ width: 100, height: 40, radius: 8, fill: 0xffffff }))
    build(shapeView)
    shapeView.shape = boxShape({ width: 100, height: 40, radius: 12, fill: 0xffffff })
    expect(pipe.validateRenderable(shapeView)).toBe(true)
    build(shapeView)
    shapeView.shape = boxShape({
      width: 100,
      height: 40,
      radius: 12,
      fill: 0,
      border: { width: 2, color: 0 },
    })
    expect(pipe.validateRenderable(shapeView)).toBe(true)
  })

  it('repacks a tint without new meshes', () => {
    const { pipe, build, vertex } = harness()
    const shapeView = view(white(10, 10))
    build(shapeView)
    shapeView.groupColor = 0x0000ff
    pipe.updateRenderable(shapeView)
    expect(vertex(0)[4]).toBe(0xff0000ff)
  })

  it('an update of another structure that skipped validation makes new elements and asks its group for new instructions', () => {
    const { pipe, build } = harness()
    const shapeView = view(white(10, 10))
    build(shapeView)
    const group = shapeView.parentRenderGroup
    group.structureDidChange = false
    shapeView.shape = [...white(10, 10), ...white(5, 5)]
    pipe.updateRenderable(shapeView)
    expect(group.structureDidChange).toBe(true)
    expect(shapeView._gpuData[1]?.elements).toHaveLength(2)
  })

  it('packs a mesh of many vertices (a QR code), every vertex sampling the white texture at 0, 0', () => {
    const { build, vertex } = harness()
    const runs = Array.from({ length: 300 }, (_, i) => ({ x: i * 2, y: 0, width: 1, height: 1 }))
    build(view([{ mesh: rectsMesh(runs), color: 0, alpha: 1 }]))
    expect(vertex(4 * 299 + 2)).toEqual([599, 1, 0, 0, 0xff000000])
  })

  it('draws nothing for an empty shape or an empty part', () => {
    const { build, added } = harness()
    build(view([]), view(white(0, 10)))
    expect(added).toHaveLength(0)
  })
})
