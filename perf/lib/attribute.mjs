// Attribution of a built JS file's bytes to the sources that produced them, through its source map
// (issue 19: what is in the boot file). Rolldown's `chunk.modules` lists only the entry chunk's own
// modules; the boot file also carries the chunks merged into it (scripts/legacy-chunks.mjs), whose maps
// are sections of an index map. So the minified output is read back: each mapped segment's bytes go to
// its source, and gzip is shared out by how well each group's own bytes compress.
import { relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]))

/** one segment's VLQ fields */
function decodeSegment(text) {
  const fields = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = DIGIT[char]
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

/** [line, column, source name | null][] in generated order, for a plain or an index (sections) map */
export function mappedSegments(map, lineOffset = 0, columnOffset = 0) {
  if (map.sections)
    return map.sections.flatMap((section) =>
      mappedSegments(section.map, lineOffset + section.offset.line, section.offset.column),
    )
  const out = []
  let source = 0
  map.mappings.split(';').forEach((line, index) => {
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const fields = decodeSegment(segment)
      column += fields[0]
      if (fields.length > 1) source += fields[1]
      // a segment's other fields are relative too, but only the source is needed here
      out.push([
        lineOffset + index,
        (index === 0 ? columnOffset : 0) + column,
        fields.length > 1 ? map.sources[source] : null,
      ])
    }
  })
  return out
}

/**
 * a source of the map (relative to the map's folder `mapDir`) → its path under the project (`root`),
 * without Rolldown's `\0` and `?query`
 */
export function projectPath(source, mapDir, root) {
  const path = resolve(mapDir, source.replace(/^\0/, '').split('?')[0])
  return relative(root, path).replace(/\\/g, '/')
}

/**
 * a source → `node_modules/<package>`, or its first `depth` folders under the project (src/api,
 * scenes/home…); a file directly in a folder counts as that folder
 */
export function sourceGroup(mapDir, root, depth = 2) {
  return (source) => {
    if (source === null) return '(unmapped: chunk wrappers, runtime, helpers)'
    const path = projectPath(source, mapDir, root)
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1]
    if (pkg) return `node_modules/${pkg}`
    const folders = path.split('/').slice(0, -1)
    return folders.length ? folders.slice(0, depth).join('/') : path
  }
}

/**
 * Bytes of `code` (minified) per group, and each group's share of `gzipSync(code)`: its text gzipped
 * alone, scaled so the shares add up to the file's real gzip size.
 */
export function attribute(code, map, group) {
  const lines = code.split('\n')
  const text = {}
  const segments = mappedSegments(map).sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const add = (name, piece) => (text[name] = (text[name] ?? []).concat(piece))
  let cursor = [0, 0]
  let current = null
  const take = (toLine, toColumn) => {
    for (let line = cursor[0]; line <= toLine && line < lines.length; line++) {
      const from = line === cursor[0] ? cursor[1] : 0
      const to = line === toLine ? toColumn : lines[line].length + 1
      if (to > from) add(group(current), lines[line].slice(from, to) + (to > lines[line].length ? '\n' : ''))
    }
    cursor = [toLine, toColumn]
  }
  for (const [line, column, source] of segments) {
    take(line, column)
    current = source
  }
  take(lines.length - 1, lines[lines.length - 1].length)
  const total = gzipSync(code, { level: 9 }).length
  const raw = Object.fromEntries(
    Object.entries(text).map(([name, pieces]) => {
      const joined = pieces.join('')
      return [name, { bytes: Buffer.byteLength(joined), alone: gzipSync(joined, { level: 9 }).length }]
    }),
  )
  const aloneSum = Object.values(raw).reduce((sum, entry) => sum + entry.alone, 0)
  return Object.fromEntries(
    Object.entries(raw)
      .map(([name, entry]) => [name, { bytes: entry.bytes, gzip: (entry.alone * total) / aloneSum }])
      .sort((a, b) => b[1].gzip - a[1].gzip),
  )
}
