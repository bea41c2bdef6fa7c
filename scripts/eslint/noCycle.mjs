// issue #11 "Done when": there is no import cycle. A file's own imports come from the text being linted;
// every other file's from the disk (moduleGraph.mjs). An import is reported when its target leads back
// to the importing file, so each file of a cycle reports the import that closes it. Type-only imports
// count (see moduleGraph.mjs).
import { onImports } from './importVisitor.mjs'
import { pathBack, resolveImport } from './moduleGraph.mjs'
import { repoPath } from './layers.mjs'

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles (type-only and dynamic imports included)' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = context.filename
    const dead = new Set()
    return onImports((node, specifier) => {
      const target = resolveImport(file, specifier)
      if (target === null) return
      const chain = target === file ? [file] : pathBack(target, file, dead)
      if (!chain) return
      const names = [file, ...chain].map(repoPath)
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } })
    })
  },
}
