// perf/bundles.mjs — what boot JS the portal ships, two ways (perf issue 4, "a smaller bundle"):
//  1. the legacy build every TV gets (vite.config.ts: chrome53, one IIFE, dynamic imports inlined);
//  2. a modern ES-module build of the same index.html with code splitting (dynamic imports become
//     chunks: bridges, languages, anything a scene imports lazily).
// Prints gzip -9 of what boot loads in each, and the legacy bundle's rendered code (before minification) per source group,
// and writes perf/results/bundles-<timestamp>.json.  Usage: node perf/bundles.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { pageBootJsGzip, portalBootJsGzip, allJsGzip } from './lib/build.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const legacyDir = join(here, 'results', '.bundle-legacy')
const modernDir = join(here, 'results', '.bundle-modern')

/** Rendered (pre-minification) bytes per group: a node_modules package, or the top-level source folder. */
function groups(output) {
  const bytes = {}
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue
    for (const [id, info] of Object.entries(chunk.modules)) {
      const path = relative(root, id.replace(/^\0/, '').split('?')[0])
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1]
      const group = pkg ?? path.split('/')[0] ?? 'other'
      bytes[group] = (bytes[group] ?? 0) + info.renderedLength
    }
  }
  return Object.fromEntries(Object.entries(bytes).sort((a, b) => b[1] - a[1]))
}

const legacy = await build({
  configFile: join(root, 'vite.config.ts'),
  root,
  logLevel: 'warn',
  build: { outDir: legacyDir, emptyOutDir: true, sourcemap: false },
})
const modern = await build({
  configFile: false,
  root,
  base: '/v2/',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: modernDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
})
const first = (result) => (Array.isArray(result) ? result[0] : result)
const report = {
  date: new Date().toISOString(),
  legacy_boot_gzip_kb: portalBootJsGzip(legacyDir) / 1024,
  modern_boot_gzip_kb: pageBootJsGzip(modernDir, null, 'index.html') / 1024,
  modern_all_gzip_kb: allJsGzip(modernDir) / 1024,
  legacy_rendered_kb_by_group: Object.fromEntries(
    Object.entries(groups(first(legacy))).map(([group, bytes]) => [group, Math.round(bytes / 1024)]),
  ),
}
mkdirSync(join(here, 'results'), { recursive: true })
const file = join(here, 'results', `bundles-${report.date.replace(/[:.]/g, '-')}.json`)
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
console.log(
  `boot JS gzip: legacy IIFE ${report.legacy_boot_gzip_kb.toFixed(1)} KB; ` +
    `modern ES modules ${report.modern_boot_gzip_kb.toFixed(1)} KB at boot ` +
    `(${report.modern_all_gzip_kb.toFixed(1)} KB in all chunks)`,
)
console.log('legacy bundle, KB of rendered code (before minification) by source:')
for (const [group, kb] of Object.entries(report.legacy_rendered_kb_by_group).slice(0, 20))
  console.log(`  ${String(kb).padStart(6)}  ${group}`)
console.log(`wrote ${file}`)
void modern
