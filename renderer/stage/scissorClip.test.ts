import { describe, expect, it, vi } from 'vitest'
import { Container, Matrix, Rectangle, type InstructionSet } from 'pixi.js'
import {
  ClearRects,
  RectClip,
  SCISSOR_CLIP_PIPE,
  ScissorClipPipe,
  intersectRects,
  scissorRectOf,
  setRectClip,
  type ScissorRenderer,
} from './scissorClip'

const SCISSOR_TEST = 0x0c11

type Target = { isRoot: boolean; pixelHeight: number }

/** pixi's calculateProjection: the screen's y runs down (flipped), a texture's does not */
function projection(width: number, height: number, isRoot: boolean): Matrix {
  const sign = isRoot ? -1 : 1
  const pm = new Matrix()
  pm.a = (1 / width) * 2
  pm.d = sign * ((1 / height) * 2)
  pm.tx = -1
  pm.ty = -sign
  return pm
}

const screen: Target = { isRoot: true, pixelHeight: 720 }
const texture: Target = { isRoot: false, pixelHeight: 64 }

/** A renderer as the pipe sees it: GL calls recorded, one bound target with its viewport and uniforms. */
function fakeRenderer() {
  const calls: string[] = []
  const binds: unknown[][] = []
  const renderer = {
    gl: {
      SCISSOR_TEST,
      enable: (cap: number) => calls.push(`enable ${cap}`),
      disable: (cap: number) => calls.push(`disable ${cap}`),
      scissor: (x: number, y: number, w: number, h: number) => calls.push(`scissor ${x},${y},${w},${h}`),
    },
    renderTarget: {
      renderTarget: screen as Target,
      viewport: { x: 0, y: 0, width: 1280, height: 720 },
      /** binds `target` (RenderTargetSystem.bind: the pass's target, viewport and projection change) */
      bind(target: Target, width: number, height: number) {
        binds.push([target])
        calls.push('bind')
        renderer.renderTarget.renderTarget = target
        renderer.renderTarget.viewport = { x: 0, y: 0, width, height }
        renderer.globalUniforms.globalUniformData.projectionMatrix = projection(width, height, target.isRoot)
        return target
      },
      clear(_target: null, clear: number, colour: number[]) {
        calls.push(`clear ${clear} ${colour.join(',')}`)
      },
    },
    globalUniforms: {
      globalUniformData: {
        worldTransformMatrix: new Matrix(),
        projectionMatrix: projection(1280, 720, true),
      },
    },
    renderPipes: { batch: { break: vi.fn() } },
  }
  const bindTo = (target: Target, width: number, height: number) =>
    renderer.renderTarget.bind(target, width, height)
  return { renderer, calls, binds, bindTo }
}

/** A clipped container placed at (x, y) of its render group (what updateRenderGroupTransforms computes). */
function clipAt(x: number, y: number, width: number, height: number): RectClip {
  const container = new Container()
  container.groupTransform = new Matrix().translate(x, y)
  return new RectClip(container, width, height)
}

const pushOf = (clip: RectClip) =>
  ({ renderPipeId: SCISSOR_CLIP_PIPE, action: 'push', clip, canBundle: false }) as const
const popOf = (clip: RectClip) =>
  ({ renderPipeId: SCISSOR_CLIP_PIPE, action: 'pop', clip, canBundle: false }) as const

describe('scissorRectOf', () => {
  it('maps the rectangle to screen pixels with GL’s y running up from the bottom', () => {
    const { renderer } = fakeRenderer()
    expect(scissorRectOf(clipAt(110, 70, 200, 100), renderer as unknown as ScissorRenderer)).toEqual({
      x: 110,
      y: 720 - 170,
      width: 200,
      height: 100,
    })
  })

  it('goes through the pass’s world uniform (the stage’s scale to the screen) and the device resolution', () => {
    const { renderer } = fakeRenderer()
    // a 1920×1080 drawing buffer showing the 1280×720 design: the stage scaled 1.5
    renderer.renderTarget.renderTarget = { isRoot: true, pixelHeight: 1080 }
    renderer.renderTarget.viewport = { x: 0, y: 0, width: 1920, height: 1080 }
    renderer.globalUniforms.globalUniformData.worldTransformMatrix = new Matrix().scale(1.5, 1.5)
    renderer.globalUniforms.globalUniformData.projectionMatrix = projection(1920, 1080, true)
    expect(scissorRectOf(clipAt(100, 80, 560, 448), renderer as unknown as ScissorRenderer)).toEqual({
      x: 150,
      y: 1080 - (80 + 448) * 1.5,
      width: 840,
      height: 672,
    })
  })

  it('inside a row drawn into its own texture: the texture’s pixels, offset by the cached bounds, unflipped', () => {
    const { renderer } = fakeRenderer()
    renderer.renderTarget.renderTarget = texture
    renderer.renderTarget.viewport = { x: 0, y: 0, width: 1024, height: 64 }
    renderer.globalUniforms.globalUniformData.worldTransformMatrix = new Matrix().translate(-4, -2)
    renderer.globalUniforms.globalUniformData.projectionMatrix = projection(1024, 64, false)
    expect(scissorRectOf(clipAt(14, 7, 100, 20), renderer as unknown as ScissorRenderer)).toEqual({
      x: 10,
      y: 5,
      width: 100,
      height: 20,
    })
  })

  it('rounds the edges to whole pixels as the rasteriser does (a pixel is in when its centre is)', () => {
    const { renderer } = fakeRenderer()
    expect(scissorRectOf(clipAt(10.4, 0, 20.4, 700.6), renderer as unknown as ScissorRenderer)).toEqual({
      x: 10,
      y: 19,
      width: 21,
      height: 701,
    })
  })

  it('a render group root is placed by its transform in the parent group', () => {
    const { renderer } = fakeRenderer()
    const container = new Container({ isRenderGroup: true })
    container.relativeGroupTransform.translate(30, 40)
    const rect = scissorRectOf(new RectClip(container, 50, 60), renderer as unknown as ScissorRenderer)
    expect(rect).toEqual({ x: 30, y: 720 - 100, width: 50, height: 60 })
  })
})

describe('intersectRects', () => {
  it('keeps the common part, and nothing when they do not meet', () => {
    expect(
      intersectRects({ x: 0, y: 0, width: 100, height: 50 }, { x: 40, y: 20, width: 100, height: 100 }),
    ).toEqual({
      x: 40,
      y: 20,
      width: 60,
      height: 30,
    })
    expect(
      intersectRects({ x: 0, y: 0, width: 10, height: 10 }, { x: 20, y: 20, width: 5, height: 5 }),
    ).toEqual({
      x: 20,
      y: 20,
      width: 0,
      height: 0,
    })
  })
})

describe('ScissorClipPipe', () => {
  it('adds its push and pop as instructions of their own, after breaking the batch', () => {
    const { renderer } = fakeRenderer()
    const pipe = new ScissorClipPipe(renderer as unknown as ScissorRenderer)
    const added: unknown[] = []
    const set = { add: (instruction: unknown) => added.push(instruction) } as unknown as InstructionSet
    const clip = clipAt(0, 0, 10, 10)
    pipe.push(clip, clip.container, set)
    pipe.pop(clip, clip.container, set)
    expect(renderer.renderPipes.batch.break).toHaveBeenCalledTimes(2)
    expect(added).toEqual([pushOf(clip), popOf(clip)])
  })

  it('turns the scissor test on for the clip and off after it', () => {
    const { renderer, calls } = fakeRenderer()
    const pipe = new ScissorClipPipe(renderer as unknown as ScissorRenderer)
    const clip = clipAt(110, 70, 200, 100)
    pipe.execute(pushOf(clip))
    pipe.execute(popOf(clip))
    expect(calls).toEqual([`enable ${SCISSOR_TEST}`, 'scissor 110,550,200,100', `disable ${SCISSOR_TEST}`])
  })

  it('cuts a nested clip to the outer one and gives the outer one back when the inner ends', () => {
    const { renderer, calls } = fakeRenderer()
    const pipe = new ScissorClipPipe(renderer as unknown as ScissorRenderer)
    const outer = clipAt(100, 100, 400, 300)
    const inner = clipAt(450, 150, 200, 50)
    pipe.execute(pushOf(outer))
    pipe.execute(pushOf(inner))
    pipe.execute(popOf(inner))
    pipe.execute(popOf(outer))
    expect(calls.filter((call) => call.startsWith('scissor'))).toEqual([
      'scissor 100,320,400,300',
      'scissor 450,520,50,50',
      'scissor 100,320,400,300',
    ])
    expect(calls.at(-1)).toBe(`disable ${SCISSOR_TEST}`)
  })

  it('draws (and clears) another render target unclipped in the middle of a clip, then clips again', () => {
    const { renderer, calls, binds, bindTo } = fakeRenderer()
    const pipe = new ScissorClipPipe(renderer as unknown as ScissorRenderer)
    const list = clipAt(40, 130, 560, 448)
    pipe.execute(pushOf(list))
    calls.length = 0
    // a row's cached texture is redrawn while the list draws (RenderGroupPipe._executeCacheAsTexture)
    bindTo(texture, 1024, 64)
    expect(calls).toEqual([`disable ${SCISSOR_TEST}`, 'bind', `disable ${SCISSOR_TEST}`])
    calls.length = 0
    bindTo(screen, 1280, 720)
    expect(calls).toEqual([
      `disable ${SCISSOR_TEST}`,
      'bind',
      `enable ${SCISSOR_TEST}`,
      'scissor 40,142,560,448',
    ])
    expect(binds).toEqual([[texture], [screen]])
    pipe.execute(popOf(list))
    calls.length = 0
    bindTo(texture, 1024, 64)
    expect(calls).toEqual(['bind'])
  })
})

describe('RectClip bounds', () => {
  it('a clipped container measures no larger than its rectangle, as with a mask, and again as large once the clip is gone', () => {
    const parent = new Container()
    const clipped = new Container({ x: 20, y: 10 })
    const content = new Container()
    content.boundsArea = new Rectangle(0, -100, 300, 1000)
    clipped.addChild(content)
    parent.addChild(clipped)
    const unclipped = parent.getLocalBounds()
    expect([unclipped.minX, unclipped.minY, unclipped.maxX, unclipped.maxY]).toEqual([20, -90, 320, 910])
    const remove = setRectClip(clipped, 200, 150)
    const bounds = parent.getLocalBounds()
    expect([bounds.minX, bounds.minY, bounds.maxX, bounds.maxY]).toEqual([20, 10, 220, 160])
    remove()
    const again = parent.getLocalBounds()
    expect([again.minX, again.minY, again.maxX, again.maxY]).toEqual([20, -90, 320, 910])
  })
})

describe('ClearRects (a Backdrop’s holes)', () => {
  it('clears each rectangle to transparent under a scissor, and adds nothing when the container ends', () => {
    const { renderer, calls } = fakeRenderer()
    const pipe = new ScissorClipPipe(renderer as unknown as ScissorRenderer)
    const added: unknown[] = []
    const set = { add: (instruction: unknown) => added.push(instruction) } as unknown as InstructionSet
    const container = new Container()
    container.groupTransform = new Matrix().translate(0, 0)
    const holes = new ClearRects(container, [
      { x: 620, y: 0, width: 660, height: 350 },
      { x: 10, y: 10, width: 0, height: 50 },
    ])
    pipe.push(holes, container, set)
    pipe.pop(holes, container, set)
    expect(added).toEqual([
      { renderPipeId: SCISSOR_CLIP_PIPE, action: 'clear', clip: holes, canBundle: false },
    ])
    pipe.execute(added[0] as Parameters<ScissorClipPipe['execute']>[0])
    // the empty one is skipped; the scissor test is off again afterwards (no clip around)
    expect(calls).toEqual([
      `enable ${SCISSOR_TEST}`,
      'scissor 620,370,660,350',
      'clear 16384 0,0,0,0',
      `disable ${SCISSOR_TEST}`,
    ])
  })

  it('inside a clip, clears only the part within it and gives the clip back', () => {
    const { renderer, calls } = fakeRenderer()
    const pipe = new ScissorClipPipe(renderer as unknown as ScissorRenderer)
    const outer = clipAt(0, 0, 700, 720)
    pipe.execute(pushOf(outer))
    calls.length = 0
    const container = new Container()
    container.groupTransform = new Matrix()
    pipe.execute({
      renderPipeId: SCISSOR_CLIP_PIPE,
      action: 'clear',
      clip: new ClearRects(container, [{ x: 620, y: 0, width: 660, height: 350 }]),
      canBundle: false,
    } as Parameters<ScissorClipPipe['execute']>[0])
    expect(calls).toEqual([
      `enable ${SCISSOR_TEST}`,
      'scissor 620,370,80,350',
      'clear 16384 0,0,0,0',
      `enable ${SCISSOR_TEST}`,
      'scissor 0,0,700,720',
    ])
  })
})
