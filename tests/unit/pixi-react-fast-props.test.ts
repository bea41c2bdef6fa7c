// scripts/pixi-react-fast-props.mjs rewrites @pixi/react's applyProps so a prop update no longer copies
// the whole display object. The rewrite must still match the installed @pixi/react (else the build
// fails), and the rewritten function must do what the original does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as PixiModule from 'pixi.js'
import { beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { APPLY_PROPS_ID, fastApplyProps, pixiReactFastProps } from '../../scripts/pixi-react-fast-props.mjs'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const helpers = join(repo, 'node_modules', '@pixi', 'react', 'lib', 'helpers')
const original = join(helpers, 'applyProps.mjs')

type ApplyProps = (instance: object, data: object) => object

// pixi.js (imported by applyProps) reads navigator at import; Node 20 has none.
beforeAll(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true })
})

type Pixi = typeof PixiModule

describe('pixi-react-fast-props', () => {
  it('matches the installed @pixi/react and copies the instance only outside the diff-set path', () => {
    const code = fastApplyProps(readFileSync(original, 'utf8')) as string
    expect(code).not.toMatch(/\.\.\.instanceProps\n\s*\} = instance;\n\s*let typedData/)
    const branch = code.slice(code.indexOf('} else {'), code.indexOf('const { changes }'))
    expect(branch).toContain('...instanceProps } = instance')
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
    // an event handler prop becomes the Pixi handler and is removed again
    const onClick = () => undefined
    const shape = Object.assign(new Graphics(), { __pixireact: { type: 'pixiGraphics' } })
    applyProps(shape, { changes: [['onClick', onClick, true, []]] })
    expect((shape as unknown as { onclick: unknown }).onclick).toBe(onClick)
    applyProps(shape, { changes: [['onClick', undefined, true, []]] })
    expect((shape as unknown as { onclick?: unknown }).onclick).toBeUndefined()
  })
})
