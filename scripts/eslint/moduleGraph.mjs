// The module graph the architecture rules read (issue #11 "Lint enforces the whole picture"): relative
// imports resolved to files the way Vite and tsc ("moduleResolution": "Bundler") resolve ours, and each
// file's imports read once per lint run with TypeScript's pre-processor (a scanner, not a full parse:
// the whole tree costs well under a second).
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Extensions tried for an extension-less specifier, in Bundler resolution order. */
const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs', '/index.js']
const SOURCE = /\.(ts|tsx|mjs|js)$/

/** How long a cached answer from the disk is trusted: one lint run, or a few seconds in an editor. */
const FRESH_MS = 2000

const isFile = (file) => existsSync(file) && statSync(file).isFile()

/** The absolute path a specifier names (whether or not the file exists); null for a package. */
export function targetPath(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null
  return path.resolve(path.dirname(fromFile), specifier)
}

const resolved = new Map()

/** The source file a relative specifier resolves to, or null (a package, an asset, a missing file). */
export function resolveImport(fromFile, specifier) {
  const base = targetPath(fromFile, specifier)
  if (base === null) return null
  const cached = resolved.get(base)
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.file
  const hit = CANDIDATES.map((suffix) => base + suffix).find((file) => SOURCE.test(file) && isFile(file))
  resolved.set(base, { file: hit ?? null, at: Date.now() })
  return hit ?? null
}

const imports = new Map()

/**
 * The files a file imports, read from the disk. Every kind of import counts: static, re-export,
 * dynamic import() and type-only (`import type` is erased at runtime, but a type cycle still ties two
 * modules into one: the bridges/detect.ts cycle of issue #11 was one).
 */
export function importsOnDisk(file) {
  const cached = imports.get(file)
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.files
  let files = []
  if (isFile(file)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    files = info.importedFiles.map((entry) => resolveImport(file, entry.fileName)).filter(Boolean)
  }
  imports.set(file, { files, at: Date.now() })
  return files
}

/**
 * The path from `start` back to `goal` through the disk graph (the linted file's own imports come from
 * its source text: `goal` is never expanded), or null. `dead` collects the files known not to lead back
 * to `goal`, shared between the imports of one file so that the whole check stays linear.
 */
export function pathBack(start, goal, dead) {
  const parent = new Map([[start, null]])
  const stack = [start]
  while (stack.length > 0) {
    const file = stack.pop()
    if (file === goal) {
      const chain = []
      for (let at = file; at !== null; at = parent.get(at)) chain.unshift(at)
      return chain
    }
    for (const next of importsOnDisk(file)) {
      if (parent.has(next) || dead.has(next)) continue
      parent.set(next, file)
      stack.push(next)
    }
  }
  for (const file of parent.keys()) dead.add(file)
  return null
}
