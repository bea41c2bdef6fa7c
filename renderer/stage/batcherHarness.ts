// Test helper (unit tests only): a render pipe of our own views (glyph runs, shapes) checked against
// pixi's own DefaultBatcher, whose attribute and index buffers are what the GPU draws. The batcher's
// shader asks a WebGL test context for the fragment precision; node has none, so tests call
// `withoutWebGL()` first and pixi takes mediump.
import {
  BrowserAdapter,
  DOMAdapter,
  DefaultBatcher,
  InstructionSet,
  type BatchableMeshElement,
  type Renderer,
} from 'pixi.js'

/** In a describe block: no WebGL context for pixi's precision probe while the tests run. */
export function withoutWebGL(beforeAll: (fn: () => void) => void, afterAll: (fn: () => void) => void): void {
  beforeAll(() =>
    DOMAdapter.set({ ...BrowserAdapter, createCanvas: () => ({ getContext: () => null }) as never }),
  )
  afterAll(() => DOMAdapter.set(BrowserAdapter))
}

type Pipe<View> = { addRenderable(view: View, set: InstructionSet): void }

/**
 * The renderer parts a pipe uses, with a real batcher behind the batch pipe: `build` makes the
 * instructions of some views as pixi does and packs the batch; `vertex(i)` reads the packed vertex
 * (x, y, u, v, colour ABGR); `added` are the elements the pipe handed to the batch.
 */
export function batcherHarness<View, Element extends BatchableMeshElement, P extends Pipe<View>>(
  makePipe: (renderer: Renderer) => P,
) {
  const batcher = new DefaultBatcher({ maxTextures: 1 })
  batcher.begin()
  const added: Element[] = []
  const renderer = {
    uid: 1,
    _roundPixels: 0,
    renderPipes: {
      batch: {
        addToBatch: (element: Element) => {
          added.push(element)
          batcher.add(element)
        },
      },
    },
  } as unknown as Renderer
  const pipe = makePipe(renderer)
  const set = new InstructionSet()
  const build = (...views: View[]) => {
    batcher.begin()
    added.length = 0
    for (const view of views) pipe.addRenderable(view, set)
    batcher.break(set)
  }
  const vertex = (i: number) => {
    const f = batcher.attributeBuffer.float32View
    const u = batcher.attributeBuffer.uint32View
    const at = i * batcher.vertexSize
    return [f[at]!, f[at + 1]!, f[at + 2]!, f[at + 3]!, u[at + 4]!]
  }
  return { pipe, batcher, build, vertex, added }
}
