import { describe, expect, it, vi } from 'vitest'
import { Texture } from 'pixi.js'
import type * as PixiGlyphs from '../text/pixiGlyphs'
import type { PixiGlyphAtlas } from '../text/pixiGlyphs'
import { BoundText, type TextSource } from './BoundText'
import type { ViewServices } from './services'

// the font metrics of a style need a canvas: what the atlas is given is not what these tests are about
vi.mock('../text/pixiGlyphs', async (importOriginal) => ({
  ...(await importOriginal<typeof PixiGlyphs>()),
  runStyle: () => ({}),
}))

function setup(initial: string) {
  const run = vi.fn((text: string) => ({
    glyphs: [...text].map((_, i) => ({ region: Texture.WHITE, x: i * 10, y: 0, width: 10, height: 20 })),
    width: Math.max(1, text.length * 10),
    height: 20,
  }))
  const changed = vi.fn()
  const services: ViewServices = {
    glyphs: { run } as unknown as PixiGlyphAtlas,
    textures: { acquire: vi.fn(), has: () => false },
    gate: null,
    rtl: false,
    changed,
  }
  let value = initial
  const listeners = new Set<() => void>()
  const source: TextSource = {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const set = (next: string) => {
    value = next
    for (const listener of listeners) listener()
  }
  return { services, source, set, changed, run, listeners }
}

describe('BoundText', () => {
  it('shows the source at once and follows each change, asking for a frame each time', () => {
    const { services, source, set, changed } = setup('1 / 1000')
    const bound = new BoundText(services, source, { x: 600, y: 52, anchorX: 1, color: 0x8899aa })
    expect(bound.view.drawn).toEqual({ text: '1 / 1000', atlas: true, colour: 0x8899aa })
    expect(bound.view.node.position).toMatchObject({ x: 600, y: 52 })
    expect(changed).toHaveBeenCalledTimes(1)
    set('2 / 1000')
    expect(bound.view.drawn?.text).toBe('2 / 1000')
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('restyle keeps the current text; an unchanged text is not laid out again', () => {
    const { services, source, set, run } = setup('7 / 9')
    const bound = new BoundText(services, source, { color: 0xffffff })
    set('8 / 9')
    const layouts = run.mock.calls.length
    bound.restyle({ color: 0x112233 })
    expect(bound.view.drawn).toEqual({ text: '8 / 9', atlas: true, colour: 0x112233 })
    expect(run.mock.calls.length).toBe(layouts)
  })

  it('restyle with the props it already has draws nothing and asks for no frame', () => {
    const { services, source, changed } = setup('3 / 9')
    const bound = new BoundText(services, source, { x: 10, color: 0xffffff })
    bound.restyle({ x: 10, color: 0xffffff })
    expect(changed).toHaveBeenCalledTimes(1)
    bound.restyle({ x: 12, color: 0xffffff })
    expect(bound.view.node.position.x).toBe(12)
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('destroy stops following the source', () => {
    const { services, source, set, listeners, changed } = setup('a')
    const bound = new BoundText(services, source, {})
    bound.destroy()
    expect(listeners.size).toBe(0)
    set('b')
    expect(changed).toHaveBeenCalledTimes(1)
  })
})
