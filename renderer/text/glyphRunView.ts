import type { PixiReactElementProps } from '@pixi/react'
import {
  ExtensionType,
  ViewContainer,
  type Batch,
  type Batcher,
  type BatchableMeshElement,
  type ContainerOptions,
  type InstructionSet,
  type Renderer,
  type Texture,
  type TextureSource,
  type Topology,
} from 'pixi.js'
import type { PixiGlyphRun } from './pixiGlyphs'

/** the render pipe's name (pixi looks a view's pipe up by its `renderPipeId`) */
export const GLYPH_RUN_PIPE = 'glyphRun'

/** attribute floats per glyph quad: four corners of x, y (and of u, v) */
const QUAD_FLOATS = 8
/** indices per glyph quad: two triangles */
const QUAD_INDICES = 6

/**
 * A text drawn from the glyph atlas (text/glyphAtlas.ts) as one batchable element per atlas page: the
 * glyphs' quads in one typed array, white and coloured by tint. What a `Graphics` of `texture()` quads
 * did before, without a drawing instruction, a `Matrix` and a batch element per glyph (issue 19: the
 * heap, and the key's frame). A new run of as many glyphs on the same pages is written over the old one
 * in place: the render group keeps its instructions (a clock or a counter ticking rebuilds nothing).
 */
export class GlyphRunView extends ViewContainer<GlyphRunGpuData> {
  // on the prototype (below), as GlyphQuads' constants
  declare readonly renderPipeId: string
  declare batched: boolean
  // not a field initialiser: Container's constructor may already have set `run` through the setter
  declare private _run: PixiGlyphRun | null

  constructor({ run = null, ...options }: GlyphRunViewOptions = {}) {
    super(options)
    this.run = run
  }

  get run(): PixiGlyphRun | null {
    return this._run
  }

  set run(run: PixiGlyphRun | null) {
    if (run === this._run) return
    this._run = run
    this.onViewUpdate()
  }

  protected override updateBounds(): void {
    const bounds = this._bounds
    const glyphs = this._run?.glyphs ?? []
    if (glyphs.length === 0) {
      bounds.set(0, 0, 0, 0)
      return
    }
    bounds.set(Infinity, Infinity, -Infinity, -Infinity)
    for (const glyph of glyphs) {
      bounds.minX = Math.min(bounds.minX, glyph.x)
      bounds.minY = Math.min(bounds.minY, glyph.y)
      bounds.maxX = Math.max(bounds.maxX, glyph.x + glyph.width)
      bounds.maxY = Math.max(bounds.maxY, glyph.y + glyph.height)
    }
  }
}

Object.assign(GlyphRunView.prototype, { renderPipeId: GLYPH_RUN_PIPE, batched: true })

export type GlyphRunViewOptions = ContainerOptions & { run?: PixiGlyphRun | null }

/**
 * One atlas page's quads of a view: what pixi's batcher packs (a mesh element, in pixi's terms). Its
 * fields are declared, not initialised: the legacy build would define each one per instance.
 */
export class GlyphQuads implements BatchableMeshElement {
  // the same for every element: on the prototype (below)
  declare readonly packAsQuad: false
  declare readonly batcherName: string
  declare readonly topology: Topology
  declare readonly indexOffset: number
  declare readonly attributeOffset: number
  declare readonly renderable: GlyphRunView
  declare texture: Texture
  declare readonly glyphs: number
  declare readonly roundPixels: 0 | 1
  declare readonly positions: Float32Array
  declare readonly uvs: Float32Array
  declare readonly indices: Uint16Array
  // the batcher's bookkeeping (pixi's BatchableElement); set when the batcher takes the element
  declare _batcher: Batcher
  declare _batch: Batch
  declare _textureId: number
  declare _attributeStart: number
  declare _indexStart: number

  constructor(renderable: GlyphRunView, texture: Texture, glyphs: number, roundPixels: 0 | 1) {
    const indices = new Uint16Array(glyphs * QUAD_INDICES)
    for (let i = 0; i < glyphs; i++) {
      const corner = i * 4
      indices.set([corner, corner + 1, corner + 2, corner, corner + 2, corner + 3], i * QUAD_INDICES)
    }
    Object.assign(this, {
      renderable,
      texture,
      glyphs,
      roundPixels,
      indices,
      positions: new Float32Array(glyphs * QUAD_FLOATS),
      uvs: new Float32Array(glyphs * QUAD_FLOATS),
    })
  }

  get attributeSize(): number {
    return this.glyphs * 4
  }
  get indexSize(): number {
    return this.glyphs * QUAD_INDICES
  }
  get blendMode() {
    return this.renderable.groupBlendMode
  }
  get color(): number {
    return this.renderable.groupColorAlpha
  }
  get transform() {
    return this.renderable.groupTransform
  }
}
Object.assign(GlyphQuads.prototype, {
  packAsQuad: false,
  batcherName: 'default',
  topology: 'triangle-list',
  indexOffset: 0,
  attributeOffset: 0,
})

/** a view's quads, one entry per atlas page its glyphs are on (in the order they first appear), and
 * the run written into them */
type GlyphRunGpuData = { quads: GlyphQuads[]; written: PixiGlyphRun | null; destroy(): void }

/** whether the batcher has taken the element */
const added = (quad: GlyphQuads): boolean => (quad._batcher as Batcher | undefined) !== undefined

/** how many of a run's glyphs are on each page (for new quads) */
function pagesOf(run: PixiGlyphRun | null): Map<TextureSource, { texture: Texture; glyphs: number }> {
  const pages = new Map<TextureSource, { texture: Texture; glyphs: number }>()
  for (const glyph of run?.glyphs ?? []) {
    const page = pages.get(glyph.region.source)
    if (page) page.glyphs++
    else pages.set(glyph.region.source, { texture: glyph.region, glyphs: 1 })
  }
  return pages
}

/** the index in `quads` of the page a glyph is on; -1 when none is */
const pageOf = (quads: GlyphQuads[], source: TextureSource): number =>
  quads.findIndex((quad) => quad.texture.source === source)

/** whether `quads` hold exactly `run`'s glyphs: the same pages, as many glyphs on each */
function sameShape(quads: GlyphQuads[], run: PixiGlyphRun | null): boolean {
  const counts = quads.map(() => 0)
  for (const glyph of run?.glyphs ?? []) {
    const page = pageOf(quads, glyph.region.source)
    if (page < 0) return false
    counts[page]!++
  }
  return counts.every((count, page) => count === quads[page]!.glyphs)
}

/** writes a run's glyphs into quads of its shape: corners clockwise from the top left, as pixi's quads */
function write(run: PixiGlyphRun | null, quads: GlyphQuads[]): void {
  const filled = quads.map(() => 0)
  for (const glyph of run?.glyphs ?? []) {
    const page = pageOf(quads, glyph.region.source)
    const quad = quads[page]!
    const at = filled[page]!++ * QUAD_FLOATS
    const { x, y, width, height } = glyph
    const p = quad.positions
    p[at] = x
    p[at + 1] = y
    p[at + 2] = x + width
    p[at + 3] = y
    p[at + 4] = x + width
    p[at + 5] = y + height
    p[at + 6] = x
    p[at + 7] = y + height
    const uv = glyph.region.uvs
    const u = quad.uvs
    u[at] = uv.x0
    u[at + 1] = uv.y0
    u[at + 2] = uv.x1
    u[at + 3] = uv.y1
    u[at + 4] = uv.x2
    u[at + 5] = uv.y2
    u[at + 6] = uv.x3
    u[at + 7] = uv.y3
  }
}

/**
 * The WebGL render pipe of GlyphRunView: adds a view's quads to pixi's batcher. A new run of another
 * shape (other pages or glyph counts) asks for the render group's instructions to be built again; one of
 * the same shape, or a tint, only repacks the view's own attributes.
 */
export class GlyphRunPipe {
  static extension = { type: [ExtensionType.WebGLPipes], name: GLYPH_RUN_PIPE }
  declare private readonly renderer: Renderer

  constructor(renderer: Renderer) {
    this.renderer = renderer
  }

  /** true: the render group must build its instructions again */
  validateRenderable(view: GlyphRunView): boolean {
    const data = this.gpuData(view)
    if (data.written === view.run) return false
    if (!sameShape(data.quads, view.run)) return true
    write(view.run, data.quads)
    data.written = view.run
    for (const quad of data.quads) {
      if (!added(quad) || !quad._batcher.checkAndUpdateTexture(quad, quad.texture)) return true
    }
    return false
  }

  addRenderable(view: GlyphRunView, instructionSet: InstructionSet): void {
    const data = this.gpuData(view)
    if (data.written !== view.run) this.rebuild(view, data)
    const batch = this.renderer.renderPipes.batch
    for (const quad of data.quads) batch.addToBatch(quad, instructionSet)
  }

  updateRenderable(view: GlyphRunView): void {
    const data = this.gpuData(view)
    if (data.written !== view.run) {
      if (!sameShape(data.quads, view.run)) {
        // pixi validates a changed view before it updates one, so this is not expected; if it comes, the
        // quads are made for the new run and its group builds its instructions at the next frame
        this.rebuild(view, data)
        const group = view.renderGroup ?? view.parentRenderGroup
        if (group) group.structureDidChange = true
        return
      }
      write(view.run, data.quads)
      data.written = view.run
    }
    for (const quad of data.quads) if (added(quad)) quad._batcher.updateElement(quad)
  }

  destroy(): void {}

  private rebuild(view: GlyphRunView, data: GlyphRunGpuData): void {
    if (!sameShape(data.quads, view.run)) {
      const round = (this.renderer._roundPixels | view._roundPixels) as 0 | 1
      data.quads = [...pagesOf(view.run).values()].map(
        (page) => new GlyphQuads(view, page.texture, page.glyphs, round),
      )
    }
    write(view.run, data.quads)
    data.written = view.run
  }

  private gpuData(view: GlyphRunView): GlyphRunGpuData {
    const uid = this.renderer.uid
    return (view._gpuData[uid] ??= {
      quads: [],
      written: null,
      destroy() {
        this.quads = []
        this.written = null
      },
    })
  }
}

declare module '@pixi/react' {
  interface PixiElements {
    pixiGlyphRunView: PixiReactElementProps<typeof GlyphRunView>
  }
}
