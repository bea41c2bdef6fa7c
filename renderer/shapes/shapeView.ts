import type { PixiReactElementProps } from '@pixi/react'
import {
  ExtensionType,
  Texture,
  ViewContainer,
  multiplyHexColors,
  type Batch,
  type Batcher,
  type BatchableMeshElement,
  type ContainerOptions,
  type InstructionSet,
  type Renderer,
  type Topology,
} from 'pixi.js'
import { meshBounds, type Mesh } from './meshes'

/** the render pipe's name (pixi looks a view's pipe up by its `renderPipeId`) */
export const SHAPE_PIPE = 'shape'

/** One coloured mesh of a shape: 0xRRGGBB, alpha 0–1. */
export type ShapePart = { readonly mesh: Mesh; readonly color: number; readonly alpha: number }

/** What a ShapeView draws, in order: each part over the ones before it. Treat as immutable: a new
 * look is a new array. */
export type Shape = readonly ShapePart[]

const NO_SHAPE: Shape = []

/**
 * Flat shapes (boxes, borders, rings, a QR code's modules) as one batchable element per part: its mesh
 * in typed arrays, drawn with the white texture in the part's colour, times the view's tint and alpha.
 * What pixi's Graphics drew for the portal (renderer/shapes/meshes.ts), without its drawing API, its
 * shader and its two copies of the geometry (issue 19). A new shape of the same structure (as many
 * parts, vertices and the same triangles: a box resized, a colour changed) is written over the old one in
 * place, and the render group keeps its instructions.
 */
export class ShapeView extends ViewContainer<ShapeGpuData> {
  // on the prototype (below), as GlyphRunView's
  declare readonly renderPipeId: string
  declare batched: boolean
  // not a field initialiser: Container's constructor may already have set `shape` through the setter
  declare private _shape: Shape
  declare private _drawn: readonly ShapePart[]

  constructor({ shape = NO_SHAPE, ...options }: ShapeViewOptions = {}) {
    super(options)
    this.shape = shape
  }

  get shape(): Shape {
    return this._shape
  }

  set shape(shape: Shape) {
    if (shape === this._shape) return
    this._shape = shape
    // once per new shape, not at each repack (a tint change per key)
    this._drawn = shape.filter((part) => part.mesh.indices.length > 0)
    this.onViewUpdate()
  }

  /** the parts that draw anything (a mesh with triangles), in order: what the pipe batches */
  get drawnParts(): readonly ShapePart[] {
    return this._drawn
  }

  protected override updateBounds(): void {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
    for (const { mesh } of this._drawn ?? NO_SHAPE) {
      const part = meshBounds(mesh)
      if (!part) continue
      minX = Math.min(minX, part.minX)
      minY = Math.min(minY, part.minY)
      maxX = Math.max(maxX, part.maxX)
      maxY = Math.max(maxY, part.maxY)
    }
    if (minX === Infinity) this._bounds.set(0, 0, 0, 0)
    else this._bounds.set(minX, minY, maxX, maxY)
  }
}

Object.assign(ShapeView.prototype, { renderPipeId: SHAPE_PIPE, batched: true })

export type ShapeViewOptions = ContainerOptions & { shape?: Shape }

/** Every vertex samples the white texture's corner (0, 0): one array of zeros, shared by every element
 * and grown to the longest mesh (the batcher reads as many uvs as the element has vertices). */
let zeroUvs = new Float32Array(256)
function uvsFor(floats: number): Float32Array {
  if (zeroUvs.length < floats) zeroUvs = new Float32Array(Math.max(floats, zeroUvs.length * 2))
  return zeroUvs
}

/**
 * One part of a view as pixi's batcher packs it (a mesh element, in pixi's terms). Its fields are
 * declared, not initialised: the legacy build would define each one per instance.
 */
export class ShapeElement implements BatchableMeshElement {
  // the same for every element: on the prototype (below)
  declare readonly packAsQuad: false
  declare readonly batcherName: string
  declare readonly topology: Topology
  declare readonly indexOffset: number
  declare readonly attributeOffset: number
  declare readonly texture: Texture
  declare readonly renderable: ShapeView
  declare readonly roundPixels: 0 | 1
  declare part: ShapePart
  declare positions: Float32Array
  declare uvs: Float32Array
  declare indices: Uint16Array
  // the batcher's bookkeeping (pixi's BatchableElement); set when the batcher takes the element
  declare _batcher: Batcher
  declare _batch: Batch
  declare _textureId: number
  declare _attributeStart: number
  declare _indexStart: number

  constructor(renderable: ShapeView, part: ShapePart, roundPixels: 0 | 1) {
    Object.assign(this, { renderable, roundPixels })
    this.assign(part)
  }

  /** takes a part of the same structure (or the first one) */
  assign(part: ShapePart): void {
    const { positions, indices } = part.mesh
    this.part = part
    this.positions = positions
    this.indices = indices
    this.uvs = uvsFor(positions.length)
  }

  get attributeSize(): number {
    return this.positions.length / 2
  }
  get indexSize(): number {
    return this.indices.length
  }
  get blendMode() {
    return this.renderable.groupBlendMode
  }
  /** the part's colour times the view's tint, with the part's alpha times the view's: 0xAABBGGRR, as
   * pixi's BatchableGraphics made it */
  get color(): number {
    const rgb = this.part.color
    const bgr = (rgb >> 16) | (rgb & 0xff00) | ((rgb & 0xff) << 16)
    const view = this.renderable
    return multiplyHexColors(bgr, view.groupColor) + ((this.part.alpha * view.groupAlpha * 255) << 24)
  }
  get transform() {
    return this.renderable.groupTransform
  }
}
Object.assign(ShapeElement.prototype, {
  packAsQuad: false,
  batcherName: 'default',
  topology: 'triangle-list',
  indexOffset: 0,
  attributeOffset: 0,
  texture: Texture.WHITE,
})

/** a view's elements, one per part, and the shape assigned to them */
type ShapeGpuData = { elements: ShapeElement[]; written: Shape | null; destroy(): void }

/** whether the batcher has taken the element */
const added = (element: ShapeElement): boolean => (element._batcher as Batcher | undefined) !== undefined

function sameIndices(a: Uint16Array, b: Uint16Array): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** whether `shape` can be written over `elements`: as many parts, each as many vertices and the same
 * triangles (the batcher packs indices only when it adds an element) */
function sameStructure(elements: readonly ShapeElement[], shape: Shape): boolean {
  if (elements.length !== shape.length) return false
  return elements.every((element, i) => {
    const mesh = shape[i]!.mesh
    return element.positions.length === mesh.positions.length && sameIndices(element.indices, mesh.indices)
  })
}

/**
 * The WebGL render pipe of ShapeView: adds a view's parts to pixi's batcher. A shape of another
 * structure asks for the render group's instructions to be built again; one of the same structure, a
 * tint or an alpha only repacks the view's own attributes.
 */
export class ShapePipe {
  static extension = { type: [ExtensionType.WebGLPipes], name: SHAPE_PIPE }
  declare private readonly renderer: Renderer

  constructor(renderer: Renderer) {
    this.renderer = renderer
  }

  /** true: the render group must build its instructions again */
  validateRenderable(view: ShapeView): boolean {
    const data = this.gpuData(view)
    if (data.written === view.shape) return false
    const parts = view.drawnParts
    if (!sameStructure(data.elements, parts)) return true
    parts.forEach((part, i) => data.elements[i]!.assign(part))
    data.written = view.shape
    return false
  }

  addRenderable(view: ShapeView, instructionSet: InstructionSet): void {
    const data = this.gpuData(view)
    if (data.written !== view.shape) this.rebuild(view, data)
    const batch = this.renderer.renderPipes.batch
    for (const element of data.elements) batch.addToBatch(element, instructionSet)
  }

  updateRenderable(view: ShapeView): void {
    const data = this.gpuData(view)
    if (data.written !== view.shape) {
      const parts = view.drawnParts
      if (!sameStructure(data.elements, parts)) {
        // pixi validates a changed view before it updates one, so this is not expected; if it comes, the
        // elements are made for the new shape and its group builds its instructions at the next frame
        this.rebuild(view, data)
        const group = view.renderGroup ?? view.parentRenderGroup
        if (group) group.structureDidChange = true
        return
      }
      parts.forEach((part, i) => data.elements[i]!.assign(part))
      data.written = view.shape
    }
    for (const element of data.elements) if (added(element)) element._batcher.updateElement(element)
  }

  destroy(): void {}

  private rebuild(view: ShapeView, data: ShapeGpuData): void {
    const parts = view.drawnParts
    if (sameStructure(data.elements, parts)) parts.forEach((part, i) => data.elements[i]!.assign(part))
    else {
      const round = (this.renderer._roundPixels | view._roundPixels) as 0 | 1
      data.elements = parts.map((part) => new ShapeElement(view, part, round))
    }
    data.written = view.shape
  }

  private gpuData(view: ShapeView): ShapeGpuData {
    const uid = this.renderer.uid
    return (view._gpuData[uid] ??= {
      elements: [],
      written: null,
      destroy() {
        this.elements = []
        this.written = null
      },
    })
  }
}

declare module '@pixi/react' {
  interface PixiElements {
    pixiShapeView: PixiReactElementProps<typeof ShapeView>
  }
}
