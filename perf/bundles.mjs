// perf/bundles.mjs — what boot JS the portal ships (perf issue 4 "a smaller bundle", issue 19 "boot JS ≤ 150 KB"):
//  1. the build every TV gets (vite.config.ts: chrome53, classic-script chunks, scripts/legacy-chunks.mjs):
//     per target of docs/DEVICES.md, the boot file plus the family's bridge file (portalBootJsByTarget),
//     and what is in the boot file: its minified bytes attributed through the source map to each
//     node_modules package and each project folder (two levels: src/api, scenes/home …), gzip shared out
//     by how each group compresses (perf/lib/attribute.mjs);
//  2. a modern build for comparison: the same vite.config.ts without the Chromium-53 lowering (es2020,
//     native ES modules, Vite's own code splitting); what its entry and static imports weigh.
// Writes perf/results/bundles-<timestamp>.json.  Usage: node perf/bundles.mjs [--top N] [--files]
//   --files  lists source files instead of folders
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, loadConfigFromFile } from 'vite'
import { pageBootJsGzip, portalBootJsByTarget, allJsGzip } from './lib/build.mjs'
import { attribute, projectPath, sourceGroup } from './lib/attribute.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const legacyDir = join(here, 'results', '.bundle-legacy')
const modernDir = join(here, 'results', '.bundle-modern')
const args = process.argv.slice(2)
const top = Number(args[args.indexOf('--top') + 1]) || 60
const byFile = args.includes('--files')
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

// source maps only as files beside the output ('hidden'): the boot file's bytes are what ships
await build({
  configFile: join(root, 'vite.config.ts'),
  root,
  logLevel: 'warn',
  build: { outDir: legacyDir, emptyOutDir: true, sourcemap: 'hidden' },
})
// the modern build: the same config (pixi trims, side-effect rules, bridges and dictionaries as files),
// without the Chromium-53 lowering plugin, at es2020 as native ES modules with Vite's own code splitting
const { config } = await loadConfigFromFile(
  { command: 'build', mode: 'production' },
  join(root, 'vite.config.ts'),
)
await build({
  ...config,
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: config.plugins.flat().filter((plugin) => plugin && plugin.name !== 'hotel-tv:legacy-lowering'),
  build: {
    ...config.build,
    outDir: modernDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
})

const html = readFileSync(join(legacyDir, 'index.html'), 'utf8')
const bootFile = /<script[^>]*\ssrc="\/v2\/([^"]+)"/.exec(html)?.[1]
if (!bootFile) throw new Error('perf/bundles.mjs: index.html loads no script')
const bootPath = join(legacyDir, bootFile)
const mapDir = dirname(bootPath)
const group = byFile
  ? (source) =>
      source === null ? '(unmapped)' : projectPath(source, mapDir, root).replace(/^node_modules\//, '')
  : sourceGroup(mapDir, root)
const parts = attribute(
  readFileSync(bootPath, 'utf8'),
  JSON.parse(readFileSync(`${bootPath}.map`, 'utf8')),
  group,
)
const byTarget = Object.fromEntries(
  Object.entries(portalBootJsByTarget(legacyDir))
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([target, bytes]) => [target, kb(bytes)]),
)
// the folders' and packages' totals (first path segment, or node_modules/<package>)
const totals = {}
for (const [name, { gzip }] of Object.entries(byFile ? {} : parts)) {
  const head = name.startsWith('node_modules/') ? 'node_modules' : name.split('/')[0]
  totals[head] = (totals[head] ?? 0) + gzip
}
const report = {
  date: new Date().toISOString(),
  boot_file: bootFile,
  boot_gzip_kb_by_target: byTarget,
  boot_gzip_kb_max: Math.max(...Object.values(byTarget)),
  modern_boot_gzip_kb: kb(pageBootJsGzip(modernDir, null, 'index.html')),
  modern_all_gzip_kb: kb(allJsGzip(modernDir)),
  boot_gzip_kb_by_top_group: Object.fromEntries(
    Object.entries(totals)
      .sort((a, b) => b[1] - a[1])
      .map(([name, gzip]) => [name, kb(gzip)]),
  ),
  boot_by_group: Object.fromEntries(
    Object.entries(parts).map(([name, { bytes, gzip }]) => [name, { min_kb: kb(bytes), gzip_kb: kb(gzip) }]),
  ),
}
mkdirSync(join(here, 'results'), { recursive: true })
const file = join(here, 'results', `bundles-${report.date.replace(/[:.]/g, '-')}.json`)
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)

console.log(
  `boot JS gzip per target (boot file + the family's bridge file): ` +
    Object.entries(byTarget)
      .map(([target, size]) => `${target} ${size.toFixed(1)}`)
      .join(', ') +
    ` KB; max ${report.boot_gzip_kb_max.toFixed(1)} KB`,
)
console.log(
  `modern ES modules (same config at es2020 without the Chromium-53 lowering): ${report.modern_boot_gzip_kb.toFixed(1)} KB at boot ` +
    `(${report.modern_all_gzip_kb.toFixed(1)} KB in all chunks)`,
)
if (!byFile) {
  console.log(`boot file ${bootFile}, KB gzip by package / top folder:`)
  for (const [name, size] of Object.entries(report.boot_gzip_kb_by_top_group))
    console.log(`  ${size.toFixed(1).padStart(6)}  ${name}`)
}
console.log(`boot file, KB by ${byFile ? 'source file' : 'package / folder'} (gzip share, minified):`)
for (const [name, { min_kb, gzip_kb }] of Object.entries(report.boot_by_group).slice(0, top))
  console.log(`  ${gzip_kb.toFixed(1).padStart(6)} ${min_kb.toFixed(1).padStart(7)}  ${name}`)
console.log(`wrote ${file}`)
