// Where a page's JS heap goes (issue 19, "heap ≤ Lightning × 1.2"): loads peer pages of the guide
// fixture (built unminified, so constructors keep their names), runs a short version of the harness's
// guide scenario (ArrowDown presses, then PageDown presses, then a pause), forces a GC, reads the heap as
// the harness does (`Runtime.getHeapUsage` used size after `HeapProfiler.collectGarbage`), takes a heap
// snapshot and prints its retained size grouped by constructor (the DevTools "Summary" view), the
// largest single retainers and the dominator tree. Writes perf/results/heap-<stamp>/<peer>.heapsnapshot
// (open in DevTools → Memory). perf/README.md "Issue 19: heap and first frame".
//
//   node perf/heap.mjs                              # pixi and lightning, guide, 1,000 channels
//   HEAP_PEERS=pixi,pixi:canvasText HEAP_N=5000 node perf/heap.mjs
//   HEAP_MINIFY=1 HEAP_TRIM=0 node perf/heap.mjs    # minified as the harness builds; pixi untrimmed (the old build)
//   HEAP_BOOT_SNAPSHOT=1 node perf/heap.mjs         # also a snapshot after the first frame (<peer>-boot)
//   HEAP_PORT=5375 node perf/heap.mjs               # the loopback port (default 5443)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { buildPages } from './lib/build.mjs'
import { pressSchedule, sleep } from './lib/measure.mjs'
import { serve } from './lib/serve.mjs'
import { dominatorTree, summariseSnapshot } from './lib/heapSnapshot.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const env = (name, fallback) => process.env[name] ?? fallback
const config = {
  peers: env('HEAP_PEERS', 'pixi,lightning').split(','),
  n: Number(env('HEAP_N', 1000)),
  keys: Number(env('HEAP_KEYS', 30)),
  pages: Number(env('HEAP_PAGES', 5)),
  top: Number(env('HEAP_TOP', 30)),
  treeKb: Number(env('HEAP_TREE_KB', 30)),
  port: Number(env('HEAP_PORT', 5443)),
  chromium: env('CHROMIUM_PATH', '/usr/bin/chromium'),
  rebuild: env('HEAP_REBUILD', '1') === '1',
  minify: env('HEAP_MINIFY', '0') === '1',
  trim: env('HEAP_TRIM', '1') === '1',
  // a snapshot after the first frame too (<peer>-boot.heapsnapshot), to see what the keys add
  bootSnapshot: env('HEAP_BOOT_SNAPSHOT', '0') === '1',
}
const pagesDir = join(here, 'results', '.build-heap')
const outDir = join(here, 'results', `heap-${new Date().toISOString().replace(/[:.]/g, '-')}`)
const pageOf = (peer) => peer.split(':')[0]

if (config.rebuild) {
  console.log(
    `building the pages (${config.minify ? 'minified' : 'unminified'}, pixi ${config.trim ? 'trimmed' : 'untrimmed'}) …`,
  )
  await buildPages(join(here, 'pages'), [...new Set(config.peers.map(pageOf))], pagesDir, {
    minify: config.minify,
    trim: config.trim,
  })
}
const server = await serve({ pagesDir, portalDir: null, backendPort: null, port: config.port })
const origin = `http://127.0.0.1:${config.port}`
const browser = await chromium.launch({
  executablePath: config.chromium,
  headless: true,
  args: ['--no-sandbox', '--ignore-gpu-blocklist', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
})
mkdirSync(outDir, { recursive: true })

/** A heap snapshot of the page into `file`; its text. */
async function snapshot(cdp, file) {
  const chunks = []
  const onChunk = ({ chunk }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  const text = chunks.join('')
  writeFileSync(file, text)
  return text
}

try {
  for (const peer of config.peers) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
    await context.addInitScript(readFileSync(join(here, 'lib', 'recorder.js'), 'utf8'))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const query = [`n=${config.n}`, peer.split(':')[1]].filter(Boolean).join('&')
    await page.goto(`${origin}/${pageOf(peer)}/?${query}`)
    await page.waitForFunction(() => (window.__perf?.firstFrameMs ?? -1) >= 0, null, { timeout: 90_000 })
    const firstFrame = await page.evaluate(() => window.__perf.firstFrameMs)
    await sleep(1000)
    await cdp.send('HeapProfiler.collectGarbage')
    const boot = await cdp.send('Runtime.getHeapUsage')
    if (config.bootSnapshot)
      await snapshot(cdp, join(outDir, `${peer.replace(/\W/g, '_')}-boot.heapsnapshot`))
    await pressSchedule(page, 'ArrowDown', config.keys, 150)
    await pressSchedule(page, 'PageDown', config.pages, 300)
    await sleep(1500)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize, totalSize } = await cdp.send('Runtime.getHeapUsage')
    const text = await snapshot(cdp, join(outDir, `${peer.replace(/\W/g, '_')}.heapsnapshot`))
    const parsed = JSON.parse(text)
    const summary = summariseSnapshot(parsed)
    const mb = (bytes) => (bytes / 2 ** 20).toFixed(3)
    console.log(
      `\n${peer}: first frame ${firstFrame.toFixed(0)} ms (1x); heap used after the first frame ${mb(boot.usedSize)} MB, ` +
        `after the keys ${mb(usedSize)} MB of ${mb(totalSize)}; ` +
        `snapshot ${summary.nodes} objects, ${mb(summary.total)} MB of V8 heap`,
    )
    console.log('  retained MB  self MB   count  constructor')
    for (const row of summary.byConstructor.slice(0, config.top))
      console.log(
        `  ${mb(row.retained).padStart(10)}  ${mb(row.self).padStart(7)}  ${String(row.count).padStart(6)}  ${row.name}`,
      )
    console.log('  largest single retainers (retained MB, object, a path from the root):')
    for (const row of summary.largest.slice(0, config.top))
      console.log(`  ${mb(row.retained).padStart(10)}  ${row.name}  ${row.path.slice(-160)}`)
    console.log(`  dominator tree, objects retaining ≥ ${config.treeKb} KB:`)
    for (const line of dominatorTree(parsed, { min: config.treeKb * 1024, depth: 8 }))
      console.log(`  ${line}`)
    await context.close()
  }
  console.log(`\nwrote ${outDir}`)
} finally {
  await browser.close()
  server.close()
}
