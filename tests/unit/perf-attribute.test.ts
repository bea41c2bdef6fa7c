// perf/lib/attribute.mjs (issue 19): the boot file's bytes go to the sources its source map names,
// including the sections of the index map that merged boot chunks make (scripts/legacy-chunks.mjs).
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types (the perf harness)
import { attribute, mappedSegments, sourceGroup } from '../../perf/lib/attribute.mjs'

type Parts = Record<string, { bytes: number; gzip: number }>

// line 0: "a" from x/a.js, "b" from y/b.js; line 1: "cd" from x/a.js
const plain = { version: 3, sources: ['x/a.js', 'y/b.js'], names: [], mappings: 'AAAA,CCAA;ADAA' }

describe('perf/lib/attribute', () => {
  it('reads each segment of a map in generated order, with its source', () => {
    expect(mappedSegments(plain)).toEqual([
      [0, 0, 'x/a.js'],
      [0, 1, 'y/b.js'],
      [1, 0, 'x/a.js'],
    ])
  })

  it('places the sections of an index map at their offsets', () => {
    const index = { version: 3, sections: [{ offset: { line: 2, column: 5 }, map: plain }] }
    expect(mappedSegments(index)[0]).toEqual([2, 5, 'x/a.js'])
    expect(mappedSegments(index)[2]).toEqual([3, 0, 'x/a.js'])
  })

  it('gives each byte to the source of the segment it follows, the rest to null', () => {
    const parts = attribute('ab\ncd', plain, (source: string | null) => source ?? 'none') as Parts
    expect(parts['x/a.js']?.bytes).toBe(3)
    expect(parts['y/b.js']?.bytes).toBe(2)
    const wrapped = attribute(
      '//\nab\ncd',
      { version: 3, sections: [{ offset: { line: 1, column: 0 }, map: plain }] },
      (source: string | null) => source ?? 'none',
    ) as Parts
    expect(wrapped['none']?.bytes).toBe(3)
  })

  it('shares out the real gzip size of the file', () => {
    const parts = attribute('ab\ncd', plain, (source: string | null) => source ?? 'none') as Parts
    const total = Object.values(parts).reduce((sum, part) => sum + part.gzip, 0)
    expect(total).toBeCloseTo(gzipSync('ab\ncd', { level: 9 }).length, 6)
  })

  it('groups a source by package under node_modules, else by its first two folders', () => {
    const group = sourceGroup('/p/dist/assets', '/p') as (source: string | null) => string
    expect(group('../../node_modules/pixi.js/lib/scene/Container.mjs')).toBe('node_modules/pixi.js')
    expect(group('../../node_modules/@pixi/react/lib/index.mjs')).toBe('node_modules/@pixi/react')
    expect(group('../../src/services/media/controller.ts')).toBe('src/services')
    expect(group('../../src/polyfills.ts')).toBe('src')
    expect(group('\0../../src/api/http.ts?commonjs-es-import')).toBe('src/api')
  })
})
