// perf/run.mjs — the side-by-side performance harness (perf issue 4). Builds the peer pages and the real
// portal as production bundles, serves them with the demo hotel backend on loopback, drives Chromium
// through playwright-core and the DevTools protocol, and writes perf/results/<timestamp>/{results.json,
// report.html} plus a console summary. perf/README.md documents every option and metric.
//
//   npm run perf                      the default set (every suite, throttle 1x 4x 6x, 3 runs)
//   npm run perf -- --check           … then compare with perf/budgets.json; non-zero exit on a regression
//   npm run perf -- --smoke           one short guide run of the Pixi peer (npm test), sanity checks only
//   npm run perf -- --write-budgets   … then write perf/budgets.json from this run's medians
//   npm run perf -- --check perf/results/<run>/results.json   check (or --write-budgets from) a past run
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cpus, loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { renderHtml, consoleSummary } from './report.mjs'
import { buildPages, buildPortal, pageBootJsGzip, portalBootJsGzip } from './lib/build.mjs'
import { serve, startBackend } from './lib/serve.mjs'
import { measureIdle, sleep } from './lib/measure.mjs'
import { ratioIntervals, ratios, summarise } from './lib/stats.mjs'
import { budgetsFrom, budgetsPass, checkBudgets, mergeBudgets } from './lib/budgets.mjs'
import { runSlideshow } from './lib/slideshow.mjs'
import { BASE_COMMIT_FILE, BASE_PAGE, BASE_SOURCE_PAGE, buildBase } from './lib/base.mjs'
import { ALL_SUITES, createSuites, pageOf, SkipError } from './suites/index.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const argv = new Set(process.argv.slice(2))
const smoke = argv.has('--smoke')
const env = (name, fallback) => process.env[name] ?? fallback
const list = (value) =>
  String(value)
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean)
const num = (name, fallback) => Number(env(name, fallback))

const config = {
  suites: list(env('PERF_SUITES', smoke ? 'guide' : ALL_SUITES.join(','))),
  runs: num('PERF_RUNS', smoke ? 1 : 3),
  throttles: list(env('PERF_THROTTLE', smoke ? '1' : '1,4,6')).map(Number),
  peers: list(env('PERF_PEERS', smoke ? 'pixi' : 'pixi,dom,lightning')),
  n: num('PERF_N', 1000),
  nLarge: num('PERF_N_LARGE', 5000),
  keys: num('PERF_KEYS', smoke ? 10 : 60),
  keyMs: num('PERF_KEY_MS', 150),
  holdMs: num('PERF_HOLD_MS', smoke ? 1000 : 3000),
  repeatMs: num('PERF_REPEAT_MS', 50),
  pages: num('PERF_PAGES', smoke ? 3 : 10),
  pageMs: num('PERF_PAGE_MS', 300),
  idleMs: num('PERF_IDLE_MS', smoke ? 1000 : 10_000),
  // idle is measured at these throttles only: the throttler busy-spins the main thread, so idle CPU at
  // 4x and 6x measures the throttler, not the page (perf/README.md)
  idleThrottles: list(env('PERF_IDLE_THROTTLE', '1')).map(Number),
  carouselKeys: num('PERF_CAROUSEL_KEYS', 6),
  carouselAutoplayMs: num('PERF_CAROUSEL_AUTOPLAY_MS', 6000),
  // the demo Home has 8 items: 7 moves reach the last one, and no press is left that changes nothing
  homeKeys: num('PERF_HOME_KEYS', 7),
  homeKeyMs: num('PERF_HOME_KEY_MS', 400),
  vodFilms: num('PERF_VOD_FILMS', 2000),
  vodColumnKeys: num('PERF_VOD_COLUMN_KEYS', smoke ? 8 : 24),
  cmsKeys: num('PERF_CMS_KEYS', 6),
  cmsKeyMs: num('PERF_CMS_KEY_MS', 400),
  cmsAutoplayMs: num('PERF_CMS_AUTOPLAY_MS', 8000),
  slideshowMs: num('PERF_SLIDESHOW_MS', 600_000),
  slideMs: num('PERF_SLIDE_MS', 1000),
  slideImages: num('PERF_SLIDE_IMAGES', 40),
  warmup: env('PERF_WARMUP', smoke ? '0' : '1') === '1',
  gpu: env('PERF_GPU', 'swiftshader'),
  // `1`: measure the pages and the portal already built in perf/results/ (no Vite, no tsx: a lent GPU
  // machine, perf/README.md "GPU modes")
  prebuilt: env('PERF_PREBUILT', '0') === '1',
  screenshots: env('PERF_SCREENSHOTS', '') === '1',
  chromium: env('CHROMIUM_PATH', '/usr/bin/chromium'),
  extraArgs: list(env('PERF_ARGS', '')),
  // brief P: the harness serves on 5451–5459 (the backend on PERF_BACKEND_PORT, pages on PERF_PORT)
  port: num('PERF_PORT', smoke ? 5455 : 5452),
  backendPort: num('PERF_BACKEND_PORT', smoke ? 5456 : 5451),
  mac: env('PERF_MAC', '02:00:00:00:01:01'),
  // the `base` peer: the Pixi page at this git ref (perf/lib/base.mjs), e.g. PERF_BASE=HEAD~1
  base: env('PERF_BASE', ''),
}

// PERF-NOTES.md "Measuring". Playwright adds --headless and --enable-unsafe-swiftshader itself.
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--ignore-gpu-blocklist',
  '--autoplay-policy=no-user-gesture-required',
]
const GPU_ARGS = {
  // no GPU: WebGL in software (without --use-angle=swiftshader Chromium composites in software and
  // copies every WebGL frame back)
  swiftshader: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  // a machine with a real GPU (perf/README.md "GPU modes"): ANGLE on the native GL driver
  gpu: ['--use-gl=angle', '--use-angle=gl', '--enable-gpu-rasterization'],
}

const LAST_PORT = 5459
const RECORDER = readFileSync(join(here, 'lib', 'recorder.js'), 'utf8')
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const outDir = join(here, 'results', smoke ? `smoke-${stamp}` : stamp)
// PERF_BUILD_DIR: where the fixture pages are built (and, with PERF_PREBUILT, found)
const buildDir = resolve(
  process.env.PERF_BUILD_DIR || join(here, 'results', smoke ? '.build-smoke' : '.build'),
)
// the demo backend as one Node file (perf/gpu/pack.sh): what PERF_PREBUILT runs instead of tsx
const backendBundle = join(here, 'results', '.backend', 'serve.mjs')
const portalDir = join(here, 'results', '.portal')

/** A page peer exists when its page does (the Lightning peer is optional). */
const pagePeers = (pages) =>
  config.peers.filter((peer) =>
    pageOf(peer) === BASE_PAGE
      ? (config.base !== '' || config.prebuilt) && pages.includes(BASE_SOURCE_PAGE)
      : pages.includes(pageOf(peer)) && existsSync(join(here, 'pages', pageOf(peer), 'index.html')),
  )

const SUITES = createSuites(config, { pagePeers })

/** One run of one peer of one suite at one throttle: boot, each part, idle, heap. */
async function runOnce(browser, browserCdp, origin, suite, peer, throttle, warmup = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    await context.addInitScript(RECORDER)
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error)))
    const cdp = await context.newCDPSession(page)
    if (suite.backend) await page.request.post(`${origin}/__demo/reset`).catch(() => {})
    // Throttle from a same-origin blank page so the peer's own renderer process boots throttled.
    await page.goto(`${origin}/__blank`)
    // wall-clock durations: the draw JS the renderer times itself is wall time too, so one contains the other
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.goto(`${origin}${suite.url(peer)}`)
    const ready = await suite.ready(page, errors, peer)
    const firstFrameMs = typeof ready === 'number' ? ready : ready.firstFrameMs
    const requests = await page.evaluate((until) => window.__rec.requests(until), firstFrameMs)
    const bootObjects = await page.evaluate(() => [
      window.__rec.objects(),
      window.__rec.textureMb(),
      window.__rec.stageInfo(),
    ])
    await sleep(1000)
    const ctx = { page, cdp, browserCdp }
    const parts = suite.parts(ctx)
    const metrics = {}
    const intervals = {}
    const latencies = {} // key → frame latencies per part, for the report's latency plot
    const samples = {} // a memory run's samples over time (the signage suite), plotted in the report
    for (const [name, part] of Object.entries(parts)) {
      if (warmup && name !== Object.keys(parts)[0]) break
      const result = await part()
      metrics[name] = result.metrics
      intervals[name] = result.intervals
      if (result.latencies?.length) latencies[name] = result.latencies
      if (result.samples) samples[name] = result.samples
    }
    if (warmup) return null
    if (config.screenshots)
      await page.screenshot({
        path: join(outDir, `${suite.name}-${peer.replace(/\W/g, '_')}-${throttle}x.png`),
      })
    if (suite.idle && config.idleThrottles.includes(throttle))
      metrics.idle = await measureIdle(ctx, config.idleMs)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    metrics.boot = {
      first_frame_ms: firstFrameMs,
      ...(typeof ready === 'object' ? { navigation_on_ms: ready.navigationOnMs } : {}),
      heap_mb: usedSize / 2 ** 20,
      boot_requests: requests.count,
      boot_request_kb: requests.bytes / 1024,
      js_gzip_kb: suite.jsGzip(peer) / 1024,
      display_objects: bootObjects[0],
      texture_mb: bootObjects[1],
      // our stage only: checks that the defaults hold (resolution 1, no antialiasing)
      resolution: bootObjects[2]?.resolution ?? null,
      antialias: bootObjects[2]?.antialias ?? null,
    }
    if (errors.length > 0) console.warn(`  ${peer}: page errors: ${errors.join('; ')}`)
    return { metrics, intervals, latencies, errors, samples }
  } finally {
    await context.close()
  }
}

async function main() {
  const started = Date.now()
  const unknown = config.suites.filter((name) => !ALL_SUITES.includes(name))
  if (unknown.length)
    throw new Error(`unknown suite(s) ${unknown.join(', ')}; known: ${ALL_SUITES.join(', ')}`)
  const suites = config.suites
    .filter((name) => name !== 'slideshow')
    .map((name) => ({ name, ...SUITES[name] }))
  const slideshowPeers = config.suites.includes('slideshow') ? pagePeers(['pixi', 'dom']) : []
  console.log(
    `perf${smoke ? ' (smoke)' : ''}: suites ${config.suites.join(', ')}; peers ${config.peers.join(', ')}; ` +
      `${config.runs} run(s); throttle ${config.throttles.join('x, ')}x; GPU ${config.gpu}; ` +
      `load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  )

  // Builds: the peer pages any suite needs; the portal when a portal suite runs.
  const pages = [
    ...new Set([...suites.flatMap((suite) => suite.peers()), ...slideshowPeers].map(pageOf)),
  ].filter((page) => page !== 'portal' && page !== BASE_PAGE)
  const needBase = suites.some((suite) => suite.peers().some((peer) => pageOf(peer) === BASE_PAGE))
  const needPortal = suites.some((suite) => suite.backend)
  const prebuiltBase = join(buildDir, BASE_PAGE, BASE_COMMIT_FILE)
  if (config.prebuilt && needBase && !existsSync(prebuiltBase))
    throw new Error(
      `PERF_PREBUILT: the base peer needs ${prebuiltBase} (PERF_BASE=<ref> bash perf/gpu/pack.sh)`,
    )
  if (config.prebuilt && needPortal)
    for (const file of [join(portalDir, 'index.html'), backendBundle])
      if (!existsSync(file)) throw new Error(`PERF_PREBUILT: a portal suite needs ${file} (perf/gpu/pack.sh)`)
  if (pages.length && !config.prebuilt) await buildPages(join(here, 'pages'), pages, buildDir)
  const baseCommit = !needBase
    ? null
    : config.prebuilt
      ? readFileSync(prebuiltBase, 'utf8').trim()
      : await buildBase(root, config.base, buildDir, pages)
  if (baseCommit) console.log(`base peer: perf/pages/${BASE_SOURCE_PAGE} at ${baseCommit}`)
  if (needPortal && !config.prebuilt) await buildPortal(root, portalDir)
  const bundles = {
    ...Object.fromEntries(pages.map((page) => [page, pageBootJsGzip(buildDir, page)])),
    ...(needPortal ? { portal: portalBootJsGzip(portalDir) } : {}),
    ...(baseCommit ? { [BASE_PAGE]: pageBootJsGzip(join(buildDir, BASE_PAGE), BASE_SOURCE_PAGE) } : {}),
  }
  for (const suite of suites) suite.jsGzip = (peer) => bundles[pageOf(peer)] ?? null
  console.log(
    `built in ${((Date.now() - started) / 1000).toFixed(0)} s; boot JS gzip: ` +
      Object.entries(bundles)
        .map(([page, bytes]) => `${page} ${(bytes / 1024).toFixed(1)} KB`)
        .join(', '),
  )

  const backend = needPortal
    ? await startBackend(
        root,
        config.backendPort,
        { DEMO_CHANNEL_COUNT: String(config.nLarge) },
        config.prebuilt ? backendBundle : null,
      )
    : null
  // The first free port from PERF_PORT up to 5459 (brief P's range), so a smoke run beside a full one works.
  let server = null
  for (let port = config.port; !server; port++) {
    server = await serve({
      pagesDir: resolve(buildDir),
      portalDir: needPortal ? resolve(portalDir) : null,
      backendPort: needPortal ? config.backendPort : null,
      port,
    }).catch((error) => {
      if (error.code !== 'EADDRINUSE' || port >= LAST_PORT) throw error
      return null
    })
  }
  const origin = `http://127.0.0.1:${server.address().port}`
  const browser = await chromium.launch({
    executablePath: config.chromium,
    headless: true,
    args: [...BASE_ARGS, ...(GPU_ARGS[config.gpu] ?? GPU_ARGS.swiftshader), ...config.extraArgs],
  })
  const runs = []
  const skipped = []
  const problems = []
  const slideshows = []
  const memory = []
  mkdirSync(outDir, { recursive: true })
  let results
  try {
    const browserCdp = await browser.newBrowserCDPSession()
    const info = await browserCdp.send('SystemInfo.getInfo')
    const meta = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      gl: info.gpu?.auxAttributes?.glRenderer ?? info.gpu?.devices?.[0]?.deviceString ?? 'unknown',
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      load_average_start: loadavg(),
      node: process.version,
      smoke,
      config,
      suites: Object.fromEntries(suites.map((suite) => [suite.name, suite.title])),
      bundles_gzip_bytes: bundles,
      base_commit: baseCommit,
    }
    console.log(`Chromium ${meta.chromium}; GL ${meta.gl}; ${meta.cpus}`)
    for (const suite of suites) {
      const peers = suite.peers()
      if (peers.length === 0) continue
      console.log(`\n${suite.name}: ${suite.title}`)
      try {
        // One short untimed run per peer first: the first run after launch pays for shader compilation
        // and cold caches in the shared GPU process (its p95 was 2–4x the next runs').
        // A suite may fix its own throttles, runs and warm-up (a 10-minute memory run is done once at 1x).
        if (config.warmup && suite.warmup !== false)
          for (const peer of peers) await runOnce(browser, browserCdp, origin, suite, peer, 1, true)
        // Interleaved A B C A B C within each throttle: runs drift by 10–30 % (PERF-NOTES.md).
        for (const throttle of suite.throttles ?? config.throttles)
          for (let run = 1; run <= (suite.runs ?? config.runs); run++)
            for (const peer of peers) {
              const t = Date.now()
              const result = await runOnce(browser, browserCdp, origin, suite, peer, throttle)
              const metrics = Object.fromEntries(
                Object.entries(result.metrics).map(([part, values]) => [`${suite.name}.${part}`, values]),
              )
              runs.push({
                suite: suite.name,
                peer,
                throttle,
                run,
                metrics,
                intervals: result.intervals,
                latencies: result.latencies,
              })
              for (const [part, series] of Object.entries(result.samples))
                memory.push({ scenario: `${suite.name}.${part}`, peer, throttle, run, samples: series })
              if (result.errors.length)
                problems.push(`${suite.name} ${peer}: page errors: ${result.errors.join('; ')}`)
              const first = Object.values(result.metrics)[0]
              console.log(
                `  ${throttle}x run ${run} ${peer.padEnd(10)} p50/p95 ${first.frame_p50_ms?.toFixed?.(1)}/` +
                  `${first.frame_p95_ms?.toFixed?.(1)} ms, input p50 ${first.input_p50_ms?.toFixed?.(0) ?? '–'} ms, ` +
                  `script ${first.script_ms.toFixed(0)} ms (${((Date.now() - t) / 1000).toFixed(0)} s)`,
              )
            }
      } catch (error) {
        if (!(error instanceof SkipError)) throw error
        skipped.push({ suite: suite.name, reason: error.message })
        console.log(`  SKIPPED: ${error.message}`)
      }
    }
    if (slideshowPeers.length) {
      console.log(
        `\nslideshow: ${slideshowPeers.join(' and ')} side by side for ${config.slideshowMs / 1000} s at 1x`,
      )
      // Both peers at once (each in its own renderer process): the memory metrics are per page, and it
      // halves a 10-minute scenario. Frame pacing is not reported for it.
      const done = await Promise.all(
        slideshowPeers.map((peer) =>
          runSlideshow(browser, browserCdp, origin, peer, { config, recorder: RECORDER }),
        ),
      )
      done.forEach((result, k) => {
        const peer = slideshowPeers[k]
        runs.push({ suite: 'slideshow', peer, throttle: 1, run: 1, metrics: result.metrics, intervals: {} })
        slideshows.push({ peer, samples: result.samples })
        if (result.errors.length) problems.push(`slideshow ${peer}: page errors: ${result.errors.join('; ')}`)
        const s = result.metrics.slideshow
        console.log(
          `  ${peer.padEnd(10)} heap ${s.heap_start_mb.toFixed(1)} → ${s.heap_end_mb.toFixed(1)} MB, ` +
            `textures max ${s.texture_mb_max?.toFixed(1) ?? '–'} MB`,
        )
      })
    }
    const summary = summarise(runs)
    meta.load_average_end = loadavg()
    meta.wall_s = (Date.now() - started) / 1000
    results = {
      meta,
      summary,
      ratios: ratios(summary),
      ratio_intervals: ratioIntervals(runs),
      runs,
      slideshows,
      memory,
      skipped,
      problems,
    }
    writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results)}\n`)
    writeFileSync(join(outDir, 'report.html'), renderHtml(results))
    console.log(consoleSummary(results))
    console.log(`\nwrote ${join(outDir, 'report.html')} in ${meta.wall_s.toFixed(0)} s`)
  } finally {
    await browser.close()
    server.close()
    backend?.stop()
  }
  return results
}

/** The smoke run's sanity checks: it measured something real, and idle drew nothing. */
function smokeChecks(results) {
  const failures = []
  const byPeer = results.summary['guide.keys']?.['1'] ?? {}
  for (const [peer, metrics] of Object.entries(byPeer)) {
    if (!(metrics.raf_frames?.median > 0)) failures.push(`${peer}: no frames recorded`)
    if (!(metrics.input_p50_ms?.median > 0)) failures.push(`${peer}: no input latency recorded`)
    if (!(metrics.draw_calls_per_frame?.median > 0)) failures.push(`${peer}: no draw calls seen`)
  }
  if (Object.keys(byPeer).length === 0) failures.push('guide.keys was not measured')
  for (const [peer, metrics] of Object.entries(results.summary['guide.idle']?.['1'] ?? {}))
    if (metrics.peer_frames && metrics.peer_frames.median !== 0)
      failures.push(`${peer}: drew frames while idle`)
  return [...failures, ...results.problems]
}

// A results.json given on the command line is checked or turned into budgets without measuring again.
const fromFile = process.argv.slice(2).find((arg) => arg.endsWith('.json'))
const results = fromFile ? JSON.parse(readFileSync(resolve(fromFile), 'utf8')) : await main()
let failed = false
if (smoke) {
  const failures = smokeChecks(results)
  for (const failure of failures) console.error(`smoke: ${failure}`)
  console.log(failures.length ? 'perf smoke: FAILED' : 'perf smoke: ok')
  failed = failures.length > 0
}
const budgetsFile = join(here, 'budgets.json')
if (argv.has('--write-budgets')) {
  const { picks, headroom } = JSON.parse(readFileSync(join(here, 'budget-picks.json'), 'utf8'))
  const old = existsSync(budgetsFile) ? JSON.parse(readFileSync(budgetsFile, 'utf8')) : null
  const previous = old?.budgets ?? []
  // A partial run (PERF_SUITES=…) rewrites only the scenarios it measured; the rest keep their limits.
  const ran = Object.keys(results.summary)
  const fresh = budgetsFrom(results.summary, picks, headroom, previous)
  const budgets = mergeBudgets(previous, fresh, ran, picks)
  const run = {
    date: results.meta.date,
    chromium: results.meta.chromium,
    gl: results.meta.gl,
    cpus: results.meta.cpus,
    load: results.meta.load_average_start,
    headroom,
  }
  const whole = previous.every((budget) => ran.includes(budget.scenario))
  const file = {
    note: 'Limits on medians (npm run perf -- --check). Written by npm run perf -- --write-budgets: `from` names the run that wrote them, `updates` the partial runs since and the scenarios each rewrote; perf/README.md.',
    from: whole || !old ? run : old.from,
    updates: whole || !old ? [] : [...(old.updates ?? []), { ...run, scenarios: ran }],
    budgets,
  }
  writeFileSync(budgetsFile, `${JSON.stringify(file, null, 2)}\n`)
  console.log(
    `wrote ${budgets.length} budgets to perf/budgets.json (${fresh.length} from this run, ${budgets.length - fresh.length} kept)`,
  )
}
if (argv.has('--check')) {
  const { budgets } = JSON.parse(readFileSync(budgetsFile, 'utf8'))
  const checked = checkBudgets(results.summary, budgets)
  console.log('\nbudgets (perf/budgets.json):')
  for (const result of checked)
    console.log(
      `  ${result.status.padEnd(7)} ${result.key}: ${result.value === null ? '–' : result.value.toFixed(1)} (max ${result.budget.max})`,
    )
  const pass = budgetsPass(checked)
  const ran = checked.filter((result) => result.status !== 'skipped').length
  console.log(
    pass ? `budgets: ${ran} checked, all within limits` : 'budgets: REGRESSION (see "over"/"missing" above)',
  )
  if (!pass) failed = true
}
process.exit(failed ? 1 : 0)
