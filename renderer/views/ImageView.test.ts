import { describe, expect, it, vi } from 'vitest'
import { Texture } from 'pixi.js'
import type { LoadGate } from '../textures/loadGate'
import type { LoadedTexture, TextureResult } from '../textures/TextureCache'
import { ImageView } from './ImageView'
import type { ViewServices } from './services'

// the fallback caption is canvas text in node (no glyph atlas): measuring it needs a canvas
vi.mock('../text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

/** A texture cache that loads when the test says; `cached` URLs are answered at once. */
function setup(options: { cached?: string[]; gate?: LoadGate | null } = {}) {
  const logo: LoadedTexture<Texture> = { texture: Texture.WHITE, width: 144, height: 48 }
  const cached = new Set(options.cached ?? [])
  const waiting = new Map<string, (result: TextureResult<Texture>) => void>()
  const released: string[] = []
  const acquired: string[] = []
  const changed = vi.fn()
  const services: ViewServices = {
    textures: {
      has: (url) => cached.has(url),
      acquire: (url, onSettled) => {
        acquired.push(url)
        if (!cached.has(url)) waiting.set(url, onSettled)
        return { current: cached.has(url) ? logo : null, release: () => released.push(url) }
      },
    },
    gate: options.gate ?? null,
    rtl: false,
    changed,
  }
  const view = new ImageView(services, { width: 72, height: 48, fit: 'contain' })
  const arrive = (url: string, ok = true) =>
    waiting.get(url)?.(ok ? { ok: true, value: logo } : { ok: false, error: new Error('404') })
  return { view, arrive, released, acquired, changed }
}

describe('ImageView', () => {
  it('shows the placeholder while loading, then the texture fitted (contain) and says it changed', () => {
    const { view, arrive, changed } = setup()
    view.set('a.png')
    expect(view.status).toBe('loading')
    expect(changed).not.toHaveBeenCalled()
    arrive('a.png')
    expect(view.status).toBe('ready')
    const sprite = view.node.children[1]
    // 144×48 contained in 72×48: 72×24, centred vertically
    expect([sprite?.x, sprite?.y, sprite?.width, sprite?.height]).toEqual([0, 12, 72, 24])
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('a cached texture shows at once, with no later change', () => {
    const { view, changed } = setup({ cached: ['a.png'] })
    view.set('a.png')
    expect(view.status).toBe('ready')
    expect(changed).not.toHaveBeenCalled()
  })

  it('behind a closed list gate a texture not cached starts loading only when the gate opens', () => {
    const listeners = new Set<() => void>()
    const gate = {
      open: false,
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    }
    const { view, acquired } = setup({ gate })
    view.set('a.png')
    expect(acquired).toEqual([])
    gate.open = true
    listeners.forEach((listener) => listener())
    expect(acquired).toEqual(['a.png'])
  })

  it('keeps its lease for the same URL, releases it on another URL and on destroy', () => {
    const { view, released, acquired } = setup({ cached: ['a.png', 'b.png'] })
    view.set('a.png')
    view.set('a.png', 10, 0)
    expect(acquired).toEqual(['a.png'])
    expect(released).toEqual([])
    view.set('b.png')
    expect(released).toEqual(['a.png'])
    view.destroy()
    expect(released).toEqual(['a.png', 'b.png'])
  })

  it('a late texture of a URL the view no longer shows is ignored', () => {
    const { view, arrive, changed } = setup()
    view.set('a.png')
    view.set(null)
    arrive('a.png')
    expect(view.status).toBe('error')
    expect(changed).not.toHaveBeenCalled()
  })

  it('no URL or a failed load shows the fallback box', () => {
    const { view, arrive } = setup()
    expect(view.node.children[0]?.tint).toBe(0x1b2733) // the placeholder's colour
    view.set(null)
    expect(view.status).toBe('error')
    expect(view.node.children[0]?.tint).toBe(0x2a3440) // the same box in the fallback's
    view.set('a.png')
    arrive('a.png', false)
    expect(view.status).toBe('error')
  })

  it('lays out the fallback caption only while the fallback box shows', () => {
    const { view, arrive } = setup({ cached: ['ok.png'] })
    const caption = () => view.node.children[2]
    // a picture that is there, or still loading, needs no caption: none is made or laid out
    view.set('ok.png', 0, 0, 'The Silent Harbour')
    view.set('slow.png', 0, 0, 'Little Ferry')
    expect(caption()).toBeUndefined()
    arrive('slow.png', false)
    expect(view.status).toBe('error')
    expect(caption()?.visible).toBe(true)
    expect((caption()?.children[0] as { text?: string } | undefined)?.text).toBe('Little Ferry')
    // another film's picture loading: the caption is hidden, not laid out for the new title
    view.set('next.png', 0, 0, 'Orchard Road')
    expect(caption()?.visible).toBe(false)
    expect((caption()?.children[0] as { text?: string } | undefined)?.text).toBe('Little Ferry')
    view.set(null, 0, 0, 'Orchard Road')
    expect(caption()?.visible).toBe(true)
    expect((caption()?.children[0] as { text?: string } | undefined)?.text).toBe('Orchard Road')
  })
})
