// A rectangle clip drawn with the GPU's scissor test instead of a stencil mask (issue 19, perf/README.md
// "Scissor clip"). A stencil mask costs two extra passes over the clipped area each frame (write the
// rectangle into the stencil buffer, erase it again) and a stencil test on every pixel drawn under it:
// under SwiftShader that was about 3 ms of the GPU process's frame on the Live TV list. A scissor rectangle
// costs nothing per pixel. pixi.js 8.22 has a ScissorMask effect class but no pipe that draws it, so this
// file is both: an effect (RectClip) a container carries like a mask, and the WebGL render pipe that turns
// it into gl.scissor calls around the container's drawing.
//
// The rectangle is the container's (0, 0, width, height), mapped to the render target's pixels through
// the same matrices the batched vertices go through (the container's transform in its render group, the
// pass's world uniform, its projection and viewport), so it is right on the screen and inside a row that
// is drawn into its own texture (cacheAsTexture) alike. Only axis-aligned transforms clip exactly (a
// rotated container is clipped to its bounding box): the portal neither rotates nor skews.
import {
  Bounds,
  CLEAR,
  ExtensionType,
  Matrix,
  Point,
  type Container,
  type Effect,
  type Instruction,
  type InstructionSet,
} from 'pixi.js'

/** The name the pipe is registered under and the effect asks for. */
export const SCISSOR_CLIP_PIPE = 'scissorClip'

/** A pixel rectangle of the render target in GL window coordinates (origin bottom left, as gl.scissor). */
export type ScissorRect = { x: number; y: number; width: number; height: number }

/** Clips `container`'s drawing to its own (0, 0, width, height) rectangle; set with `setRectClip`. */
export class RectClip implements Effect {
  readonly pipe = SCISSOR_CLIP_PIPE
  readonly priority = 0
  constructor(
    readonly container: Container,
    public width: number,
    public height: number,
  ) {}

  /** the clipped subtree's global bounds stop at the rectangle (as a mask's do) */
  addBounds(bounds: Bounds): void {
    bounds.addBoundsMask(this.rectBounds(this.container.worldTransform))
  }

  /** the clipped subtree's bounds relative to `root` stop at the rectangle (a cached row's texture size) */
  addLocalBounds(bounds: Bounds, root: Container): void {
    // up from the container: each ancestor's transform goes before what is below it
    const matrix = scratchMatrix.identity()
    for (let node: Container | null = this.container; node && node !== root; node = node.parent) {
      node.updateLocalTransform()
      matrix.prepend(node.localTransform)
    }
    bounds.addBoundsMask(this.rectBounds(matrix))
  }

  destroy(): void {}

  private rectBounds(matrix: Matrix): Bounds {
    scratchBounds.clear()
    scratchBounds.addFrame(0, 0, this.width, this.height, matrix)
    return scratchBounds
  }
}

const scratchMatrix = new Matrix()
const scratchBounds = new Bounds()

/** Clips `container` to (0, 0, width, height) of its own space; returns the call that removes the clip. */
export function setRectClip(container: Container, width: number, height: number): () => void {
  const clip = new RectClip(container, width, height)
  container.addEffect(clip)
  boundsChanged(container)
  return () => {
    container.removeEffect(clip)
    boundsChanged(container)
  }
}

/**
 * Pixi keeps a container's measured bounds until a view or transform below it changes, and adding or
 * removing an effect is neither (nor for its own masks): without this, a row cached as a texture would
 * keep the size it had before the clip came or went.
 */
function boundsChanged(container: Container): void {
  ;(container as unknown as { _didViewChangeTick: number })._didViewChangeTick++
}

/** A rectangle of a container's own space. */
export type LocalRect = { x: number; y: number; width: number; height: number }

/**
 * Clears rectangles of `container`'s space to transparent where the container is drawn (a Backdrop's
 * holes, renderer/primitives/Backdrop.tsx): a scissored clear, where a blended erase would cost every
 * pixel. Everything drawn before it is cleared there, whatever drew it.
 */
export class ClearRects implements Effect {
  readonly pipe = SCISSOR_CLIP_PIPE
  readonly priority = 0
  constructor(
    readonly container: Container,
    readonly rects: readonly LocalRect[],
  ) {}

  destroy(): void {}
}

/** Clears `rects` of `container`'s space to transparent where it is drawn; returns the call that stops it. */
export function setClearRects(container: Container, rects: readonly LocalRect[]): () => void {
  const effect = new ClearRects(container, rects)
  container.addEffect(effect)
  return () => container.removeEffect(effect)
}

// ---- the pipe ----------------------------------------------------------------------------------------

type Viewport = { x: number; y: number; width: number; height: number }
type MatrixLike = { apply(point: Point, out: Point): Point }
type Target = { isRoot: boolean; pixelHeight: number }

/** What of Pixi's WebGL renderer the pipe reads and drives (a test hands in a fake). */
export type ScissorRenderer = {
  gl: Pick<WebGLRenderingContext, 'enable' | 'disable' | 'scissor' | 'SCISSOR_TEST'>
  renderTarget: {
    renderTarget: Target
    viewport: Viewport
    bind(...args: never[]): unknown
    clear(target: null, clear: CLEAR, clearColor: number[]): void
  }
  globalUniforms: { globalUniformData: { worldTransformMatrix: MatrixLike; projectionMatrix: MatrixLike } }
  renderPipes: { batch: { break(instructionSet: InstructionSet): void } }
}

type ClipInstruction = Instruction & { renderPipeId: typeof SCISSOR_CLIP_PIPE } & (
    { action: 'push' | 'pop'; clip: RectClip } | { action: 'clear'; clip: ClearRects }
  )

type Entry = { target: Target; rect: ScissorRect }

const corner = new Point()
const TRANSPARENT_CLEAR = [0, 0, 0, 0]
const mapped = new Point()

/**
 * The rectangle `clip` covers in the bound render target's pixels: its corners through the container's
 * transform in its render group, the pass's world uniform and projection (to clip space), then the
 * viewport, whose y Pixi flips on the screen (GlRenderTargetAdaptor.startRenderPass).
 */
export function scissorRectOf(clip: RectClip, renderer: ScissorRenderer): ScissorRect {
  return targetRectOf(clip.container, { x: 0, y: 0, width: clip.width, height: clip.height }, renderer)
}

/** `rect` of `container`'s space in the bound render target's pixels (scissorRectOf). */
export function targetRectOf(container: Container, rect: LocalRect, renderer: ScissorRenderer): ScissorRect {
  // a render group's root draws its children in its own space; the effect sits in its parent's group
  const local = container.renderGroup ? container.relativeGroupTransform : container.groupTransform
  const { worldTransformMatrix, projectionMatrix } = renderer.globalUniforms.globalUniformData
  const { renderTarget: target, viewport } = renderer.renderTarget
  const viewportY = target.isRoot ? target.pixelHeight - viewport.height - viewport.y : viewport.y
  let left = Infinity
  let right = -Infinity
  let bottom = Infinity
  let top = -Infinity
  for (let i = 0; i < 4; i++) {
    corner.set(rect.x + (i & 1 ? rect.width : 0), rect.y + (i & 2 ? rect.height : 0))
    local.apply(corner, mapped)
    worldTransformMatrix.apply(mapped, mapped)
    projectionMatrix.apply(mapped, mapped)
    const x = ((mapped.x + 1) / 2) * viewport.width + viewport.x
    const y = ((mapped.y + 1) / 2) * viewport.height + viewportY
    left = Math.min(left, x)
    right = Math.max(right, x)
    bottom = Math.min(bottom, y)
    top = Math.max(top, y)
  }
  // pixel edges as the rasteriser's: a pixel is inside when its centre is
  const x = Math.round(left)
  const y = Math.round(bottom)
  return { x, y, width: Math.max(0, Math.round(right) - x), height: Math.max(0, Math.round(top) - y) }
}

/** The part of `a` inside `b`. */
export function intersectRects(a: ScissorRect, b: ScissorRect): ScissorRect {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x)
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y)
  return { x, y, width, height }
}

/**
 * The WebGL render pipe of RectClip. Clips nest (the inner rectangle is cut to the outer one). A render
 * target switched to in the middle of a clip (a cached row redrawn into its texture while the list draws)
 * is drawn and cleared unclipped; the clip comes back when its own target is bound again.
 */
export class ScissorClipPipe {
  static extension = { type: [ExtensionType.WebGLPipes], name: SCISSOR_CLIP_PIPE }

  private readonly stack: Entry[] = []

  constructor(private readonly renderer: ScissorRenderer) {
    const system = renderer.renderTarget
    const bind = system.bind.bind(system) as (...args: never[]) => unknown
    system.bind = (...args: never[]) => {
      const active = this.stack.length > 0
      if (active) renderer.gl.disable(renderer.gl.SCISSOR_TEST)
      const bound = bind(...args)
      if (active) this.apply()
      return bound
    }
  }

  push(effect: Effect, _container: Container, instructionSet: InstructionSet): void {
    if (effect instanceof ClearRects) this.add({ action: 'clear', clip: effect }, instructionSet)
    else this.add({ action: 'push', clip: effect as RectClip }, instructionSet)
  }

  pop(effect: Effect, _container: Container, instructionSet: InstructionSet): void {
    if (!(effect instanceof ClearRects)) this.add({ action: 'pop', clip: effect as RectClip }, instructionSet)
  }

  execute(instruction: ClipInstruction): void {
    if (instruction.action === 'clear') {
      this.clearRects(instruction.clip)
      return
    }
    if (instruction.action === 'push') {
      const target = this.renderer.renderTarget.renderTarget
      let rect = scissorRectOf(instruction.clip, this.renderer)
      const outer = this.stack[this.stack.length - 1]
      if (outer && outer.target === target) rect = intersectRects(rect, outer.rect)
      this.stack.push({ target, rect })
    } else {
      this.stack.pop()
    }
    this.apply()
  }

  destroy(): void {
    this.stack.length = 0
  }

  private add(
    what: { action: 'push' | 'pop'; clip: RectClip } | { action: 'clear'; clip: ClearRects },
    instructionSet: InstructionSet,
  ): void {
    // what was batched before the clip changes (or the clear) is drawn before it
    this.renderer.renderPipes.batch.break(instructionSet)
    instructionSet.add({ renderPipeId: SCISSOR_CLIP_PIPE, ...what, canBundle: false } as ClipInstruction)
  }

  /** each rectangle (cut to the clip around it) cleared to transparent, then the clip as it was */
  private clearRects(effect: ClearRects): void {
    const { gl, renderTarget } = this.renderer
    const outer = this.stack[this.stack.length - 1]
    const clipped = outer && outer.target === renderTarget.renderTarget ? outer.rect : null
    for (const local of effect.rects) {
      let rect = targetRectOf(effect.container, local, this.renderer)
      if (clipped) rect = intersectRects(rect, clipped)
      if (rect.width === 0 || rect.height === 0) continue
      gl.enable(gl.SCISSOR_TEST)
      gl.scissor(rect.x, rect.y, rect.width, rect.height)
      renderTarget.clear(null, CLEAR.COLOR, TRANSPARENT_CLEAR)
    }
    this.apply()
  }

  /** the innermost clip of the bound target, or none */
  private apply(): void {
    const { gl } = this.renderer
    const entry = this.stack[this.stack.length - 1]
    if (!entry || entry.target !== this.renderer.renderTarget.renderTarget) {
      gl.disable(gl.SCISSOR_TEST)
      return
    }
    gl.enable(gl.SCISSOR_TEST)
    gl.scissor(entry.rect.x, entry.rect.y, entry.rect.width, entry.rect.height)
  }
}
