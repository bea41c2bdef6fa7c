// scripts/pixi-react-fast-props.mjs rewrites @pixi/react's applyProps so a prop update no longer copies
// the whole display object. The rewrite must still match the installed @pixi/react (else the build
// fails), and the rewritten function must do what the original does.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as PixiModule from 'pixi.js'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import * as patches from '../../scripts/pixi-react-fast-props.mjs'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const helpers = join(repo, 'node_modules', '@pixi', 'react', 'lib', 'helpers')
const original = join(helpers, 'applyProps.mjs')
const entry = join(repo, 'node_modules', '@pixi', 'react', 'lib', 'index.mjs')
const batcherFile = join(
  repo,
  'node_modules',
  'pixi.js',
  'lib',
  'rendering',
  'batcher',
  'shared',
  'Batcher.mjs',
)

type Element = { texture: { _source: object }; blendMode: string; topology: string; packAsQuad: boolean }
type BatcherClass = new (options: { maxTextures: number }) => {
  begin(): void
  add(element: Element): void
  finish(instructions: { add(batch: unknown): void }): void
}

/**
 * pixi.js's Batcher module as given (its imports pointed back at pixi.js), loaded from a temporary file:
 * vitest loads pixi.js itself without the build's plugins.
 */
async function loadBatcher(code: string): Promise<BatcherClass> {
  const absolute = code
    .replace(/\/\/# sourceMappingURL=.*$/m, '')
    .replace(
      /from '(\.\.?\/[^']+)'/g,
      (_match, path: string) => `from '${pathToFileURL(resolve(dirname(batcherFile), path)).href}'`,
    )
  const file = join(mkdtempSync(join(tmpdir(), 'batcher-')), 'Batcher.mjs')
  writeFileSync(file, absolute)
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { Batcher: BatcherClass }).Batcher
}

/** Batches made of texture A then three elements of texture B, one texture per batch. */
async function batchesFor(code: string): Promise<number> {
  const Batcher = await loadBatcher(code)
  class TestBatcher extends Batcher {
    vertexSize = 6
    packQuadAttributes() {}
    packQuadIndex() {}
  }
  const batcher = new TestBatcher({ maxTextures: 1 })
  const source = (uid: number) => ({ uid, alphaMode: 'premultiply-alpha-on-upload', _batchTick: -1 })
  const [a, b] = [source(1), source(2)]
  const element = (texture: object) => ({
    texture: { _source: texture },
    blendMode: 'normal',
    topology: 'triangle-list',
    packAsQuad: true,
    indexSize: 6,
    attributeSize: 4,
  })
  const batches: unknown[] = []
  batcher.begin()
  for (const texture of [a, b, b, b]) batcher.add(element(texture))
  batcher.finish({ add: (batch) => batches.push(batch) })
  return batches.length
}

type ApplyProps = (instance: object, data: object) => object

type Pixi = typeof PixiModule
const {
  APPLY_PROPS_ID,
  BATCHER_ID,
  exposeFlushSync,
  fastApplyProps,
  fixBatchTick,
  INDEX_ID,
  pixiReactFastProps,
} = patches as {
  APPLY_PROPS_ID: RegExp
  BATCHER_ID: RegExp
  INDEX_ID: RegExp
  fixBatchTick: (code: string) => string
  fastApplyProps: (code: string) => string
  exposeFlushSync: (code: string) => string
  pixiReactFastProps: () => { transform: (code: string, id: string) => unknown }
}
type Reconciler = {
  createContainer: (...args: unknown[]) => unknown
  updateContainer: (element: unknown, fiber: unknown, parent: null, callback: null) => void
}
const noop = () => undefined

describe('pixi-react-fast-props', () => {
  it('matches the installed @pixi/react and copies the instance only outside the diff-set path', () => {
    const code = fastApplyProps(readFileSync(original, 'utf8')) as string
    expect(code).not.toMatch(/\.\.\.instanceProps\n\s*\} = instance;\n\s*let typedData/)
    const branch = code.slice(code.indexOf('} else {'), code.indexOf('const { changes }'))
    expect(branch).not.toContain('...instanceProps')
    expect(branch).toContain('for (const key in data)')
  })

  it('fails loudly when @pixi/react changes', () => {
    expect(() => fastApplyProps('function applyProps() {}')).toThrow(/applyProps changed/)
  })

  it('the plugin touches only applyProps.mjs of @pixi/react', () => {
    const plugin = pixiReactFastProps() as { transform: (code: string, id: string) => unknown }
    expect(plugin.transform('x', '/p/node_modules/@pixi/react/lib/helpers/diffProps.mjs')).toBeNull()
    expect(APPLY_PROPS_ID.test('/p/node_modules/@pixi/react/lib/helpers/applyProps.mjs')).toBe(true)
    expect(plugin.transform(readFileSync(original, 'utf8'), original)).toMatchObject({
      code: expect.stringContaining('instance.__pixireact'),
    })
  })

  it('the rewritten applyProps (what vitest loads, as the build does) applies props as before', async () => {
    const { applyProps } = (await import('@pixi/react')) as unknown as { applyProps: ApplyProps }
    expect(applyProps.toString()).toContain('instance.__pixireact')
    const { Container, Graphics } = (await import('pixi.js')) as Pixi
    // a diff set (what React's commitUpdate passes): applied as given
    const moved = new Container()
    applyProps(moved, {
      changes: [
        ['x', 12, false, []],
        ['alpha', 0.5, false, []],
      ],
    })
    expect([moved.x, moved.alpha]).toEqual([12, 0.5])
    // a removed prop goes back to the class default
    applyProps(moved, { changes: [['x', '__defaultremove', false, []]] })
    expect(moved.x).toBe(0)
    // plain props (what createInstance passes): diffed against the instance, dashed keys reach into it
    const box = new Container()
    applyProps(box, { y: 7, 'scale-x': 2 })
    expect([box.y, box.scale.x]).toEqual([7, 2])
    // an unchanged plain prop is not re-set (diffed against the instance's own value)
    let sets = 0
    const watched = new Container()
    Object.defineProperty(watched, 'label', { get: () => 'same', set: () => (sets += 1), enumerable: true })
    applyProps(watched, { label: 'same' })
    expect(sets).toBe(0)
    // …as the original's copy of the instance saw it: own and enumerable only, so a value behind an
    // accessor of the class (x) or a non-enumerable own property is set even when it reads the same
    let hidden = 0
    const fresh = new Container()
    Object.defineProperty(fresh, 'label', { get: () => 'same', set: () => (hidden += 1), enumerable: false })
    const setX: number[] = []
    Object.defineProperty(fresh, 'x', { get: () => 0, set: (value: number) => setX.push(value) })
    applyProps(fresh, { label: 'same', x: 0 })
    expect([hidden, setX]).toEqual([1, [0]])
    // an event handler prop becomes the Pixi handler and is removed again
    const onClick = () => undefined
    const shape = Object.assign(new Graphics(), { __pixireact: { type: 'pixiGraphics' } })
    applyProps(shape, { changes: [['onClick', onClick, true, []]] })
    expect((shape as unknown as { onclick: unknown }).onclick).toBe(onClick)
    applyProps(shape, { changes: [['onClick', undefined, true, []]] })
    expect((shape as unknown as { onclick?: unknown }).onclick).toBeUndefined()
  })

  it('adds flushSync to the installed @pixi/react entry and fails loudly when the entry changes', () => {
    expect(INDEX_ID.test(entry)).toBe(true)
    const code = exposeFlushSync(readFileSync(entry, 'utf8')) as string
    expect(code).toContain('export { flushSync }')
    expect(code).toContain("import { reconciler as __pixiReactReconciler } from './core/reconciler.mjs'")
    expect(() => exposeFlushSync('export {}')).toThrow(/index changed/)
    const plugin = pixiReactFastProps() as { transform: (code: string, id: string) => unknown }
    expect(plugin.transform(readFileSync(entry, 'utf8'), entry)).toMatchObject({
      code: expect.stringContaining('flushSync'),
    })
  })

  it('flushSync (what vitest loads) commits a state change before it returns; a plain set waits', async () => {
    const { createElement, useState } = await import('react')
    const { Container } = (await import('pixi.js')) as Pixi
    const { extend, flushSync } = (await import('@pixi/react')) as unknown as {
      extend: (components: object) => void
      flushSync: <R>(fn: () => R) => R
    }
    // the private modules flushSync wraps, as createRoot uses them (without a WebGL application)
    const lib = '../../node_modules/@pixi/react/lib'
    const { reconciler } = (await import(`${lib}/core/reconciler.mjs`)) as { reconciler: Reconciler }
    const { prepareInstance } = (await import(`${lib}/helpers/prepareInstance.mjs`)) as {
      prepareInstance: (container: object) => PixiModule.Container
    }
    extend({ Container })
    const stage = prepareInstance(new Container())
    const fiber = reconciler.createContainer(stage, 1, null, false, null, '', noop, noop, noop, null)
    let setX: (x: number) => void = noop
    function Scene() {
      const [x, set] = useState(0)
      setX = set
      return createElement('pixiContainer', { x })
    }
    flushSync(() => reconciler.updateContainer(createElement(Scene), fiber, null, null))
    const node = stage.children[0]
    expect(node?.x).toBe(0)
    flushSync(() => setX(7))
    expect(node?.x).toBe(7)
    setX(5) // scheduled by React for a later task: not committed yet
    expect(node?.x).toBe(7)
  })

  it("fixes pixi.js's Batcher: with one texture per batch, elements sharing a texture batch together", async () => {
    const original = readFileSync(batcherFile, 'utf8')
    expect(BATCHER_ID.test(batcherFile)).toBe(true)
    // the installed Batcher breaks the batch at every element after a texture change; fixed, one break
    expect(await batchesFor(original)).toBe(4)
    expect(await batchesFor(fixBatchTick(original))).toBe(2)
    expect(() => fixBatchTick('class Batcher {}')).toThrow(/Batcher changed/)
    const plugin = pixiReactFastProps()
    expect(plugin.transform(original, batcherFile)).toMatchObject({
      code: expect.stringContaining('}\n      source._batchTick = BATCH_TICK;\n      element._textureId'),
    })
  })
})
