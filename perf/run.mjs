// perf/run.mjs — the side-by-side performance harness (perf issue). Builds each peer of the guide
// fixture as its own production bundle, serves them on loopback, drives them in Debian Chromium through
// playwright-core and the DevTools protocol, and writes perf/results/<timestamp>/{results.json,report.html}.
// Options come from the environment (see perf/README.md): PERF_RUNS, PERF_THROTTLE, PERF_N, PERF_PEERS,
// PERF_KEYS, PERF_KEY_MS, PERF_IDLE_MS, PERF_GPU (swiftshader | gpu), PERF_ARGS, CHROMIUM_PATH.
import { createServer } from 'node:http'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { cpus } from 'node:os'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { fmt, renderHtml, textTables } from './report.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const ALL_PEERS = ['pixi', 'dom', 'lightning']
const pageOf = (peer) => peer.split(':')[0]
const queryOf = (peer) => peer.split(':')[1] ?? ''
const list = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
const config = {
  runs: Number(process.env.PERF_RUNS ?? 3),
  throttles: list(process.env.PERF_THROTTLE, '1,4').map(Number),
  n: Number(process.env.PERF_N ?? 1000),
  // a peer is measured only where its page exists (the Lightning peer is optional)
  // `page` or `page:query` (a variant of a page, e.g. pixi:someLever); measured only where the page
  // exists (the Lightning peer is optional)
  peers: list(process.env.PERF_PEERS, ALL_PEERS.join(',')).filter((peer) =>
    existsSync(join(here, 'pages', pageOf(peer), 'index.html')),
  ),
  keys: Number(process.env.PERF_KEYS ?? 60),
  keyMs: Number(process.env.PERF_KEY_MS ?? 150),
  idleMs: Number(process.env.PERF_IDLE_MS ?? 3000),
  gpu: process.env.PERF_GPU ?? 'swiftshader',
  // a PNG per peer after its first key scenario, to check the peers really draw the same guide
  screenshots: process.env.PERF_SCREENSHOTS === '1',
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // extra Chromium flags, space-separated (e.g. to try a GPU flag without editing the harness)
  extraArgs: list(process.env.PERF_ARGS?.replace(/\s+/g, ','), ''),
}

// PERF-NOTES.md "Measuring". Playwright adds --headless and --enable-unsafe-swiftshader itself.
// Without --use-angle=swiftshader Chromium composites in software and copies every WebGL frame back.
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--ignore-gpu-blocklist',
]
const GPU_ARGS = {
  swiftshader: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  // a machine with a real GPU (README): ANGLE on the native GL driver, GPU rasterisation
  gpu: ['--use-gl=angle', '--use-angle=gl', '--enable-gpu-rasterization'],
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const outDir = join(here, 'results', stamp)
const buildDir = join(here, 'results', '.build')

async function buildPages() {
  const pages = [...new Set(config.peers.map(pageOf))]
  const input = Object.fromEntries(pages.map((page) => [page, join(here, 'pages', page, 'index.html')]))
  // Normal ES-module output, one bundle per peer (not the portal's legacy IIFE lowering): each peer
  // ships only what its own page imports, so the gzip sizes compare like for like.
  await build({
    configFile: false,
    root: join(here, 'pages'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: buildDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      chunkSizeWarningLimit: 2000,
      rollupOptions: { input },
    },
  })
}

/** gzip bytes of the JS a peer's page loads at boot: its entry chunk and static imports. */
function bootJsGzip(peer) {
  const manifest = JSON.parse(readFileSync(join(buildDir, '.vite', 'manifest.json'), 'utf8'))
  const seen = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  visit(`${pageOf(peer)}/index.html`)
  let bytes = 0
  for (const key of seen) {
    const file = manifest[key]?.file
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(buildDir, file)), { level: 9 }).length
  }
  return bytes
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
}

/** A tiny static server on loopback: no proxy, no compression, nothing between the page and its files. */
function serve(root) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    if (path === '/__blank') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>')
      return
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

// Injected before any page script: a rAF interval recorder (the same for every peer) and a long-task
// observer. The recorder runs only while a scenario asks, so it adds no frames to the idle scenario.
// requestAnimationFrame is wrapped to count the page's own requests: a loop left running while idle
// (a ticker nobody stopped) shows up as idle_raf_calls even when it draws nothing.
const RECORDER = `(() => {
  const raf = window.requestAnimationFrame.bind(window)
  let rafCalls = 0
  window.requestAnimationFrame = (callback) => {
    rafCalls += 1
    return raf(callback)
  }
  const intervals = []
  const longTasks = []
  let last = 0
  let on = false
  let handle = 0
  const tick = (t) => {
    if (!on) return
    if (last) intervals.push(t - last)
    last = t
    handle = raf(tick)
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
  window.__rec = {
    start() { intervals.length = 0; last = 0; on = true; handle = raf(tick) },
    rafCalls() { return rafCalls },
    stop() { on = false; cancelAnimationFrame(handle); return intervals.slice() },
    longTasks(from, to) { return longTasks.filter(([s]) => s >= from && s < to) },
  }
})()`

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

function frameStats(intervals) {
  const sorted = [...intervals].sort((a, b) => a - b)
  const over = (ms) => (100 * intervals.filter((value) => value > ms).length) / Math.max(1, intervals.length)
  return {
    frame_p50_ms: percentile(sorted, 50),
    frame_p95_ms: percentile(sorted, 95),
    frame_p99_ms: percentile(sorted, 99),
    frames_over_20ms_pct: over(20),
    frames_over_33ms_pct: over(33.4),
    raf_frames: intervals.length,
  }
}

async function processCpu(browserCdp) {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo')
  const sum = (type) =>
    processInfo.filter((info) => info.type === type).reduce((total, info) => total + info.cpuTime, 0)
  return { gpu: sum('GPU'), renderer: sum('renderer') }
}

async function pageMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]))
}

/** One run of one peer at one throttle: boot, the key scenario, idle, heap. */
async function runOnce(browser, browserCdp, origin, peer, throttle, run, warmup = false) {
  const presses = warmup ? Math.min(10, config.keys) : config.keys
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    await context.addInitScript(RECORDER)
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error)))
    const cdp = await context.newCDPSession(page)
    // Throttle from a same-origin blank page so the peer's own renderer process boots throttled.
    await page.goto(`${origin}/__blank`)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    const query = queryOf(peer)
    await page.goto(`${origin}/${pageOf(peer)}/?n=${config.n}${query ? `&${query}` : ''}`)
    await page
      .waitForFunction(() => (window.__perf?.firstFrameMs ?? -1) >= 0, null, { timeout: 90_000 })
      .catch((error) => {
        throw new Error(`${peer} never drew its first frame: ${errors.join('; ') || error}`)
      })
    const firstFrameMs = await page.evaluate(() => window.__perf.firstFrameMs)
    await sleep(1000)

    // Scenario "keys": N ArrowDown presses on an absolute schedule (a slow press does not push the
    // rest later), then the last scroll animation's 200 ms and a margin.
    const m0 = await pageMetrics(cdp)
    const c0 = await processCpu(browserCdp)
    const t0 = await page.evaluate(() => {
      window.__rec.start()
      return performance.now()
    })
    const began = Date.now()
    for (let i = 0; i < presses; i++) {
      const wait = began + i * config.keyMs - Date.now()
      if (wait > 0) await sleep(wait)
      await page.keyboard.press('ArrowDown')
    }
    await sleep(400)
    const { intervals, longTasks, t1 } = await page.evaluate((from) => {
      const now = performance.now()
      return { intervals: window.__rec.stop(), longTasks: window.__rec.longTasks(from, now), t1: now }
    }, t0)
    const m1 = await pageMetrics(cdp)
    const c1 = await processCpu(browserCdp)
    const keys = {
      ...frameStats(intervals),
      script_ms: 1000 * (m1.ScriptDuration - m0.ScriptDuration),
      task_ms: 1000 * (m1.TaskDuration - m0.TaskDuration),
      renderer_cpu_ms: 1000 * (c1.renderer - c0.renderer),
      gpu_cpu_ms: 1000 * (c1.gpu - c0.gpu),
      long_tasks: longTasks.length,
      long_task_ms: longTasks.reduce((total, [, duration]) => total + duration, 0),
      duration_ms: t1 - t0,
    }

    if (warmup) return null
    if (config.screenshots && run === 1)
      await page.screenshot({ path: join(outDir, `${peer.replace(/\W/g, '_')}-${throttle}x.png`) })

    // Scenario "idle": nothing changes; a render-on-demand page draws nothing and costs ~nothing.
    await sleep(1000)
    const r0 = await page.evaluate(() => window.__rec.rafCalls())
    const f0 = await page.evaluate(() => window.__perf.frames())
    const i0 = await pageMetrics(cdp)
    const p0 = await processCpu(browserCdp)
    await sleep(config.idleMs)
    const f1 = await page.evaluate(() => window.__perf.frames())
    const r1 = await page.evaluate(() => window.__rec.rafCalls())
    const i1 = await pageMetrics(cdp)
    const p1 = await processCpu(browserCdp)
    const cpuMs = 1000 * (p1.renderer - p0.renderer + p1.gpu - p0.gpu)
    const idle = {
      peer_frames: f0 === null || f1 === null ? null : f1 - f0,
      raf_calls: r1 - r0,
      task_ms: 1000 * (i1.TaskDuration - i0.TaskDuration),
      renderer_cpu_ms: 1000 * (p1.renderer - p0.renderer),
      gpu_cpu_ms: 1000 * (p1.gpu - p0.gpu),
      core_pct: (100 * cpuMs) / config.idleMs,
    }

    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    const boot = { first_frame_ms: firstFrameMs, heap_mb: usedSize / 2 ** 20 }
    if (errors.length > 0) console.warn(`  ${peer}: page errors: ${errors.join('; ')}`)
    return { boot, keys, idle }
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = values
    .filter((value) => typeof value === 'number' && !Number.isNaN(value))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function summarise(runs, bundles) {
  const summary = {}
  for (const run of runs) {
    for (const [scenario, metrics] of Object.entries(run.metrics)) {
      const cell = (((summary[scenario] ??= {})[run.throttle] ??= {})[run.peer] ??= {})
      for (const [name, value] of Object.entries(metrics)) (cell[name] ??= []).push(value)
    }
  }
  for (const byThrottle of Object.values(summary))
    for (const byPeer of Object.values(byThrottle))
      for (const [peer, metrics] of Object.entries(byPeer)) {
        for (const [name, values] of Object.entries(metrics)) {
          const numbers = values.filter((value) => typeof value === 'number')
          metrics[name] =
            numbers.length === 0
              ? null
              : {
                  median: median(numbers),
                  min: Math.min(...numbers),
                  max: Math.max(...numbers),
                  n: numbers.length,
                }
        }
        if (metrics.first_frame_ms !== undefined) {
          const kb = bundles[peer] / 1024
          metrics.js_gzip_kb = { median: kb, min: kb, max: kb, n: 1 }
        }
      }
  return summary
}

async function main() {
  const started = Date.now()
  if (config.peers.length === 0) throw new Error('no peer pages to measure (PERF_PEERS)')
  console.log(
    `perf: peers ${config.peers.join(', ')}; ${config.runs} runs; throttle ${config.throttles.join('x, ')}x; ` +
      `N=${config.n}; ${config.keys} ArrowDown at ${config.keyMs} ms; idle ${config.idleMs} ms; GPU ${config.gpu}`,
  )
  await buildPages()
  const bundles = Object.fromEntries(config.peers.map((peer) => [peer, bootJsGzip(peer)]))
  console.log(
    `built in ${((Date.now() - started) / 1000).toFixed(0)} s; boot JS gzip: ` +
      config.peers.map((peer) => `${peer} ${(bundles[peer] / 1024).toFixed(1)} KB`).join(', '),
  )
  const server = await serve(resolve(buildDir))
  const origin = `http://127.0.0.1:${server.address().port}`
  const browser = await chromium.launch({
    executablePath: config.chromium,
    headless: true,
    args: [...BASE_ARGS, ...(GPU_ARGS[config.gpu] ?? GPU_ARGS.swiftshader), ...config.extraArgs],
  })
  const runs = []
  mkdirSync(outDir, { recursive: true })
  try {
    const browserCdp = await browser.newBrowserCDPSession()
    const info = await browserCdp.send('SystemInfo.getInfo')
    const gpuDevice = info.gpu?.devices?.[0]
    const meta = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      gl: info.gpu?.auxAttributes?.glRenderer ?? gpuDevice?.deviceString ?? 'unknown',
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      node: process.version,
      config,
      bundles_gzip_bytes: bundles,
    }
    console.log(`Chromium ${meta.chromium}; GL ${meta.gl}; ${meta.cpus}`)
    // One short untimed run per peer first: the first run after launch paid for shader compilation
    // and cold caches in the shared GPU process (its p95 was 2–4x the next runs').
    for (const peer of config.peers) await runOnce(browser, browserCdp, origin, peer, 1, 0, true)
    // Interleaved A B C A B C within each throttle: runs drift by 10–30 % (PERF-NOTES.md).
    for (const throttle of config.throttles)
      for (let run = 1; run <= config.runs; run++)
        for (const peer of config.peers) {
          const t = Date.now()
          const metrics = await runOnce(browser, browserCdp, origin, peer, throttle, run)
          runs.push({ peer, throttle, run, metrics })
          console.log(
            `  ${throttle}x run ${run} ${peer.padEnd(9)} p50/p95 ${fmt(metrics.keys.frame_p50_ms)}/` +
              `${fmt(metrics.keys.frame_p95_ms)} ms, script ${fmt(metrics.keys.script_ms)} ms, ` +
              `idle ${fmt(metrics.idle.core_pct)} % core (${((Date.now() - t) / 1000).toFixed(0)} s)`,
          )
        }
    const summary = summarise(runs, bundles)
    mkdirSync(outDir, { recursive: true })
    const results = { meta, summary, runs }
    writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
    writeFileSync(join(outDir, 'report.html'), renderHtml(results))
    console.log(textTables(summary, config.peers))
    console.log(`\nwrote ${join(outDir, 'report.html')} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  } finally {
    await browser.close()
    server.close()
  }
}

await main()
