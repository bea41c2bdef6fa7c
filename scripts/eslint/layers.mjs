// issue #11 "Lint enforces the whole picture", README "Layout": the layers, bottom to top. A module
// imports from its own layer or a lower one, never a higher one; src/app (with src/main.tsx) is the
// composition root on top, which makes it the only importer of scenes/ from outside scenes/.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { onImports } from './importVisitor.mjs'
import { resolveImport, targetPath } from './moduleGraph.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Bottom first; the first matching prefix wins (src/app before src). */
const LAYERS = [
  { name: 'src/app', rank: 4, prefixes: ['src/app/', 'src/main.tsx/', 'src/main/'] },
  { name: 'scenes', rank: 3, prefixes: ['scenes/'] },
  { name: 'src', rank: 2, prefixes: ['src/'] },
  { name: 'renderer', rank: 1, prefixes: ['renderer/'] },
  { name: 'bridges', rank: 0, prefixes: ['bridges/'] },
]
export const LAYER_ORDER = 'bridges ← renderer ← src (api, time, stores, services, i18n) ← scenes ← src/app'

/** The repository-relative path of a file, with forward slashes. */
export const repoPath = (file) => path.relative(ROOT, file).split(path.sep).join('/')

/** The layer a repository path belongs to, or null (tests, perf, scripts, configuration). */
export function layerOf(relative) {
  const probe = `${relative}/`
  return LAYERS.find((layer) => layer.prefixes.some((prefix) => probe.startsWith(prefix))) ?? null
}

/** Where a relative specifier points: the resolved file, else the bare path (a folder, a missing file). */
const pointsTo = (file, specifier) => {
  const target = resolveImport(file, specifier) ?? targetPath(file, specifier)
  return target === null ? null : repoPath(target)
}

export const layers = {
  meta: {
    type: 'problem',
    docs: { description: `imports follow the layers: ${LAYER_ORDER}` },
    schema: [],
    messages: {
      upward: '{{from}} must not import {{to}} ({{target}}): layers run ' + LAYER_ORDER + '.',
      scenes: 'Only src/app imports scenes/ from outside scenes/ ({{target}}): it composes the screens.',
      outside: 'Product code imports no code from outside the layers ({{target}}).',
    },
  },
  create(context) {
    const file = context.filename
    const from = layerOf(repoPath(file))
    if (!from) return {}
    return onImports((node, specifier) => {
      const target = pointsTo(file, specifier)
      if (target === null || target.startsWith('node_modules/')) return
      const to = layerOf(target)
      // outside the layers: data (locales/*.json, assets) is fine, code (tests, perf, scripts) is not
      if (!to) {
        if (resolveImport(file, specifier)) context.report({ node, messageId: 'outside', data: { target } })
        return
      }
      if (to.rank <= from.rank) return
      const messageId = to.name === 'scenes' ? 'scenes' : 'upward'
      context.report({ node, messageId, data: { from: from.name, to: to.name, target } })
    })
  },
}

/** issue #11: the demo backend (src/mocks) serves the portal from outside; no product module loads it. */
export const noMocks = {
  meta: {
    type: 'problem',
    docs: { description: 'product code does not import src/mocks' },
    schema: [],
    messages: {
      mocks: 'Product code must not import the demo backend ({{target}}): it runs as its own server.',
    },
  },
  create(context) {
    const file = context.filename
    if (`${repoPath(file)}/`.startsWith('src/mocks/')) return {}
    return onImports((node, specifier) => {
      const target = pointsTo(file, specifier)
      if (target !== null && `${target}/`.startsWith('src/mocks/'))
        context.report({ node, messageId: 'mocks', data: { target } })
    })
  },
}
