import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types
import { BOOT_FONT_FILE, bootFontFiles, preloadFonts } from './preload-fonts.mjs'
import { BOOT_FONTS } from '../renderer/text/notoSans'

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; code: string }
type Asset = { type: 'asset'; fileName: string }
type Bundle = Record<string, Chunk | Asset>
type Tag = { tag: string; attrs: Record<string, string>; injectTo: string }
type Plugin = {
  configResolved(config: { base: string }): void
  transformIndexHtml: {
    handler(html: string, context: { bundle?: Bundle; chunk?: Chunk; path: string }): Tag[] | undefined
  }
}

const font = (name: string): Asset => ({ type: 'asset', fileName: `assets/${name}` })
const chunk = (fileName: string, imports: string[], code: string): Chunk => ({
  type: 'chunk',
  fileName,
  imports,
  code,
})

// a build: the entry imports the renderer chunk (the Latin faces' URLs), a screen chunk loaded later
// holds the URL of a Cyrillic face (loaded on demand, never preloaded)
const bundle: Bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/renderer.js'], 'boot()'),
  'assets/renderer.js': chunk(
    'assets/renderer.js',
    [],
    '"/v2/assets/noto-sans-latin-400-normal-AbC1.woff2","/v2/assets/noto-sans-latin-700-italic-x_Y2.woff2",' +
      '"/v2/assets/noto-sans-latin-ext-400-normal-Q9.woff2"',
  ),
  'assets/screen.js': chunk('assets/screen.js', [], '"/v2/assets/noto-sans-latin-600-normal-Zz.woff2"'),
  'assets/noto-sans-latin-400-normal-AbC1.woff2': font('noto-sans-latin-400-normal-AbC1.woff2'),
  'assets/noto-sans-latin-700-italic-x_Y2.woff2': font('noto-sans-latin-700-italic-x_Y2.woff2'),
  'assets/noto-sans-latin-600-normal-Zz.woff2': font('noto-sans-latin-600-normal-Zz.woff2'),
  'assets/noto-sans-latin-ext-400-normal-Q9.woff2': font('noto-sans-latin-ext-400-normal-Q9.woff2'),
}

describe('boot font preloads (scripts/preload-fonts.mjs)', () => {
  it("matches every face of BOOT_FONTS, as Vite names the emitted file, and none of the other subsets'", () => {
    expect(BOOT_FONTS.length).toBeGreaterThan(0)
    for (const face of BOOT_FONTS) {
      const name = face.url.slice(face.url.lastIndexOf('/') + 1).replace(/\.woff2.*$/, '')
      expect(BOOT_FONT_FILE.test(`assets/${name}-Hash_1.woff2`)).toBe(true)
    }
    for (const subset of ['latin-ext', 'cyrillic', 'greek', 'cyrillic-ext', 'vietnamese'])
      expect(BOOT_FONT_FILE.test(`assets/noto-sans-${subset}-400-normal-Hash.woff2`)).toBe(false)
  })

  it('lists the Latin faces whose URLs the entry and its static imports hold, not a later chunk’s', () => {
    expect(bootFontFiles(bundle, 'assets/index.js')).toEqual([
      'assets/noto-sans-latin-400-normal-AbC1.woff2',
      'assets/noto-sans-latin-700-italic-x_Y2.woff2',
    ])
    expect(bootFontFiles(bundle, 'assets/screen.js')).toEqual(['assets/noto-sans-latin-600-normal-Zz.woff2'])
  })

  it('adds a CORS font preload per file under the base, and nothing in the dev server', () => {
    const plugin = preloadFonts() as Plugin
    plugin.configResolved({ base: '/v2/' })
    const entry = bundle['assets/index.js'] as Chunk
    const tags = plugin.transformIndexHtml.handler('', { bundle, chunk: entry, path: '/index.html' })
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
          href: '/v2/assets/noto-sans-latin-400-normal-AbC1.woff2',
        },
        injectTo: 'head',
      },
      expect.objectContaining({
        attrs: expect.objectContaining({ href: '/v2/assets/noto-sans-latin-700-italic-x_Y2.woff2' }),
      }),
    ])
    expect(plugin.transformIndexHtml.handler('', { path: '/index.html' })).toBeUndefined()
  })

  it('writes the URL from the page’s folder under a relative base (the perf pages)', () => {
    const plugin = preloadFonts() as Plugin
    plugin.configResolved({ base: './' })
    const entry = bundle['assets/index.js'] as Chunk
    const tags = plugin.transformIndexHtml.handler('', { bundle, chunk: entry, path: '/pixi/index.html' })
    expect(tags?.map((tag) => tag.attrs.href)).toEqual([
      '../assets/noto-sans-latin-400-normal-AbC1.woff2',
      '../assets/noto-sans-latin-700-italic-x_Y2.woff2',
    ])
  })
})
