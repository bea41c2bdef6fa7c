// Issue 19: the Chromium-53 build's chunks and their runtime (scripts/legacy-chunks.mjs), run in a bare
// script context with a fake page: no ES modules, no import(), scripts added with <script>.
import { runInContext, createContext } from 'node:vm'
import { parse } from 'acorn'
import { describe, expect, it } from 'vitest'
import {
  CHUNK_FAILED,
  chunkBanner,
  chunkFooter,
  linkChunks,
  rewriteDynamicImports,
  // @ts-expect-error plain ESM helper without types
} from './legacy-chunks.mjs'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { ECMA_VERSION } from './build-target.mjs'

type Chunk = {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  imports: string[]
  code: string
}
type Asset = { type: 'asset'; fileName: string; source: string }
type Bundle = Record<string, Chunk | Asset>

/** A chunk as Rolldown hands it over after minification, wrapped by the build's banner and footer. */
function chunk(fileName: string, body: string, imports: string[] = [], isEntry = false): Chunk {
  const info = { fileName, isEntry, imports }
  return {
    type: 'chunk',
    ...info,
    code: `${chunkBanner(fileName)}\n${body}\n${chunkFooter(info)}\n//# sourceMappingURL=${fileName}.map`,
  }
}

/** entry → shared (boot); screen → common + shared (loaded later) */
function build(): Bundle {
  const bundle: Bundle = {
    'assets/shared-A.js': chunk(
      'assets/shared-A.js',
      'exports.value = 41; self.sharedRuns = (self.sharedRuns || 0) + 1;',
    ),
    'assets/index-E.js': chunk(
      'assets/index-E.js',
      'var s = require("./shared-A.js"); self.booted = s.value + 1; self.open = function () { return require.l("./screen-B.js"); };',
      ['assets/shared-A.js'],
      true,
    ),
    'assets/screen-B.js': chunk(
      'assets/screen-B.js',
      'var c = require("./common-C.js"), s = require("./shared-A.js"); self.screenRuns = (self.screenRuns || 0) + 1; exports.title = c.word + " " + s.value;',
      ['assets/common-C.js', 'assets/shared-A.js'],
    ),
    'assets/common-C.js': chunk('assets/common-C.js', 'exports.word = "Live";'),
  }
  linkChunks(bundle)
  return bundle
}

type Tag = { src: string; onload: (() => void) | null; onerror: (() => void) | null; parentNode: unknown }

/** A page that runs a script file when the test delivers it (or fails it), as a TV's browser would. */
function page(bundle: Bundle) {
  const added: Tag[] = []
  const head = {
    appendChild: (tag: Tag) => {
      tag.parentNode = head
      added.push(tag)
    },
    removeChild: (tag: Tag) => {
      tag.parentNode = null
    },
  }
  const document = {
    currentScript: { src: 'http://tv.example/v2/assets/index-E.js' },
    head,
    createElement: (): Tag => ({ src: '', onload: null, onerror: null, parentNode: null }),
  }
  const context = createContext({ document }) as Record<string, unknown>
  context.self = context
  const run = (fileName: string) => runInContext((bundle[fileName] as Chunk).code, context)
  const file = (tag: Tag) => `assets/${tag.src.slice('http://tv.example/v2/assets/'.length)}`
  const deliver = (tag: Tag) => {
    run(file(tag))
    tag.onload?.()
  }
  const fail = (tag: Tag) => tag.onerror?.()
  const settle = () => new Promise((done) => setTimeout(done, 0))
  return { context, added, run, deliver, fail, settle }
}

describe('issue 19: the Chromium-53 chunks and their runtime (scripts/legacy-chunks.mjs)', () => {
  it('puts the chunks the entry imports into the entry file, which runs at the floor as a classic script', () => {
    const bundle = build()
    expect(Object.keys(bundle).sort()).toEqual([
      'assets/common-C.js',
      'assets/index-E.js',
      'assets/screen-B.js',
    ])
    for (const file of Object.values(bundle) as Chunk[])
      expect(() => parse(file.code, { ecmaVersion: ECMA_VERSION, sourceType: 'script' })).not.toThrow()
    const { context, run, added } = page(bundle)
    run('assets/index-E.js')
    expect(context.booted).toBe(42)
    expect(context.sharedRuns).toBe(1)
    expect(added).toEqual([])
  })

  it('a dynamic import adds one script per missing chunk, all at once, then runs the chunk once', async () => {
    const bundle = build()
    const { context, added, run, deliver, settle } = page(bundle)
    run('assets/index-E.js')
    const opening = (context.open as () => Promise<{ title: string }>)()
    expect(added.map((tag) => tag.src)).toEqual([
      'http://tv.example/v2/assets/screen-B.js',
      'http://tv.example/v2/assets/common-C.js',
    ])
    // in any order: a file only registers its chunk; the chunk runs when required
    deliver(added[1] as Tag)
    deliver(added[0] as Tag)
    const screen = await opening
    expect(screen.title).toBe('Live 41')
    const again = await (context.open as () => Promise<{ title: string }>)()
    await settle()
    expect(again).toBe(screen)
    expect(added).toHaveLength(2)
    expect([context.screenRuns, context.sharedRuns]).toEqual([1, 1])
  })

  it('a file that fails rejects with a clear error naming it, and the next import fetches only what is missing', async () => {
    const bundle = build()
    const { context, added, run, deliver, fail } = page(bundle)
    run('assets/index-E.js')
    const open = context.open as () => Promise<{ title: string }>
    const first = open()
    deliver(added[1] as Tag)
    fail(added[0] as Tag)
    await expect(first).rejects.toThrow(`${CHUNK_FAILED} (screen-B.js)`)
    expect((added[0] as Tag).parentNode).toBeNull()
    const second = open()
    expect(added.map((tag) => tag.src.split('/').pop())).toEqual([
      'screen-B.js',
      'common-C.js',
      'screen-B.js',
    ])
    deliver(added[2] as Tag)
    expect((await second).title).toBe('Live 41')
  })

  it('gives the entry an index source map: one section per merged chunk, at its line', () => {
    const bundle: Bundle = {
      'assets/shared-A.js': chunk('assets/shared-A.js', 'exports.value = 1;'),
      'assets/shared-A.js.map': {
        type: 'asset',
        fileName: 'assets/shared-A.js.map',
        source: '{"version":3,"sources":["a.ts"],"names":[],"mappings":";AAAA"}',
      },
      'assets/index-E.js': chunk(
        'assets/index-E.js',
        'require("./shared-A.js");',
        ['assets/shared-A.js'],
        true,
      ),
      'assets/index-E.js.map': {
        type: 'asset',
        fileName: 'assets/index-E.js.map',
        source: '{"version":3,"sources":["e.ts"],"names":[],"mappings":";AAAA"}',
      },
    }
    linkChunks(bundle)
    expect(Object.keys(bundle).sort()).toEqual(['assets/index-E.js', 'assets/index-E.js.map'])
    const map = JSON.parse((bundle['assets/index-E.js.map'] as Asset).source) as {
      sections: Array<{ offset: { line: number; column: number }; map: { sources: string[] } }>
    }
    const code = (bundle['assets/index-E.js'] as Chunk).code.split('\n')
    expect(map.sections.map((section) => [section.offset, section.map.sources])).toEqual([
      [{ line: 0, column: 0 }, ['a.ts']],
      [{ line: 3, column: 0 }, ['e.ts']],
    ])
    // each section starts at its chunk's registration
    expect(code[0]).toContain('["shared-A.js"]')
    expect(code[3]).toContain('["index-E.js"]')
  })

  it("rewrites Rolldown's CommonJS dynamic import to the runtime's loader, at the same length", () => {
    const source = 'a(); const m = Promise.resolve().then(() => require("./live-X1.js")); b();'
    const rewritten = rewriteDynamicImports(source) as string
    expect(rewritten).toContain('require.l("./live-X1.js")')
    expect(rewritten).not.toContain('Promise.resolve')
    expect(rewritten).toHaveLength(source.length)
    expect(() => rewriteDynamicImports('x.then(() => require(name))')).toThrow(/unknown form/)
  })
})
