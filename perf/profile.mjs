// Where a key press's time goes in the real portal: a V8 CPU profile and a Chrome trace of N ArrowDown
// presses (150 ms apart, an absolute schedule as in the harness) on a screen of the production build,
// built unminified so functions keep their names. Prints the frame pacing, the functions with the most
// self and inclusive time, the renderer main thread's tasks by kind and the GPU process's frame swaps.
// Writes perf/results/profile-<stamp>/cpu.cpuprofile (open in Chrome DevTools → Performance) and
// trace.json (chrome://tracing or ui.perfetto.dev). perf/README.md "Profiling a scenario".
//
//   node perf/profile.mjs                        # Live TV list, 5,000 channels, 4x CPU, 30 keys
//   PROFILE_THROTTLE=1 PROFILE_KEYS=60 node perf/profile.mjs
//   PROFILE_PATH=/v2/?mac=02:00:00:00:01:01 PROFILE_KEY=ArrowRight node perf/profile.mjs
//   PROFILE_REBUILD=1 node perf/profile.mjs      # rebuild after a source change
//   PROFILE_EVAL='document.getElementById("video-layer").style.display="none"' node perf/profile.mjs
//                                                # an experiment: script run in the page before recording
//   PROFILE_BOOT=1 PROFILE_PAGE='pixi/?scene=guide' node perf/profile.mjs
//                                                # the page's boot instead: from navigation to its first frame
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { buildPages } from './lib/build.mjs'
import { pressSchedule, sleep } from './lib/measure.mjs'
import { serve, startBackend } from './lib/serve.mjs'
import { percentile } from './lib/stats.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..')
const env = (name, fallback) => process.env[name] ?? fallback
const config = {
  throttle: Number(env('PROFILE_THROTTLE', 4)),
  keys: Number(env('PROFILE_KEYS', 30)),
  keyMs: Number(env('PROFILE_KEY_MS', 150)),
  key: env('PROFILE_KEY', 'ArrowDown'),
  path: env('PROFILE_PATH', '/v2/live/all/list?mac=02:00:00:00:01:01&mirror=root'),
  // a fixture page of perf/pages (`pixi/?scene=guide`): built unminified, no backend
  page: env('PROFILE_PAGE', ''),
  channels: env('PROFILE_CHANNELS', '5000'),
  port: Number(env('PROFILE_PORT', 5442)),
  backendPort: Number(env('PROFILE_BACKEND_PORT', 5441)),
  chromium: env('CHROMIUM_PATH', '/usr/bin/chromium'),
  // profile the load up to the first frame (a fixture page: `__perf.firstFrameMs`; the portal: Home's
  // navigation on) instead of key presses
  boot: env('PROFILE_BOOT', '0') === '1',
  // `1`: profile the page as last built (no Vite needed: a lent GPU machine, perf/README.md "GPU modes")
  prebuilt: env('PROFILE_PREBUILT', '0') === '1',
  // Chromium's GL flags: SwiftShader by default; PROFILE_ARGS (space-separated) replaces them, for
  // example with what perf/gpu/probe.mjs prints on a machine with a GPU
  glArgs: env('PROFILE_ARGS', '--use-angle=swiftshader --enable-unsafe-swiftshader')
    .split(/\s+/)
    .filter(Boolean),
}
const portalDir = join(here, 'results', '.portal-profile')
const pagesDir = join(here, 'results', '.build-profile')
const outDir = join(here, 'results', `profile-${new Date().toISOString().replace(/[:.]/g, '-')}`)

/** what the trace records: the main thread's tasks, frames and the GPU process */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'gpu',
  'viz',
  'blink',
]

const pageName = config.page.split(/[/?]/)[0]
if (config.prebuilt) {
  if (!existsSync(join(pageName ? join(pagesDir, pageName) : portalDir, 'index.html')))
    throw new Error('PROFILE_PREBUILT: nothing built yet; run once without it')
} else if (pageName) {
  console.log(`building the ${pageName} page (unminified) …`)
  await buildPages(join(here, 'pages'), [pageName], pagesDir, { minify: false })
} else if (!existsSync(join(portalDir, 'index.html')) || process.env.PROFILE_REBUILD === '1') {
  console.log('building the portal (unminified) …')
  const { build } = await import('vite')
  await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    build: { outDir: portalDir, emptyOutDir: true, minify: false, sourcemap: false },
  })
}

const backend = pageName
  ? null
  : await startBackend(root, config.backendPort, { DEMO_CHANNEL_COUNT: config.channels })
const server = await serve({
  pagesDir: pageName ? pagesDir : join(here, 'results', '.build'),
  portalDir,
  backendPort: config.backendPort,
  port: config.port,
})
const origin = `http://127.0.0.1:${config.port}`
const browser = await chromium.launch({
  executablePath: config.chromium,
  headless: true,
  args: [
    '--no-sandbox',
    '--ignore-gpu-blocklist',
    '--autoplay-policy=no-user-gesture-required',
    ...config.glArgs,
  ],
})
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  await context.addInitScript(readFileSync(join(here, 'lib', 'recorder.js'), 'utf8'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.request.post(`${origin}/__demo/reset`).catch(() => {})
  await page.goto(`${origin}/__blank`)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: config.throttle })
  const url = pageName ? `${origin}/${config.page}` : `${origin}${config.path}`
  /** waits until the page is up (a fixture page's first frame, or the portal's remote navigation on);
   * resolves to that moment in the page's clock (ms after navigation) */
  const ready = async () => {
    const at = pageName
      ? await page.waitForFunction(
          () => ((window.__perf?.firstFrameMs ?? -1) >= 0 ? [window.__perf.firstFrameMs] : false),
          null,
          { timeout: 90_000 },
        )
      : await page.waitForFunction(
          () =>
            document.getElementById('scene-mirror')?.getAttribute('data-navigation') === 'on'
              ? [performance.now()]
              : false,
          null,
          { timeout: 90_000 },
        )
    return (await at.jsonValue())[0]
  }
  const record = async () => {
    mkdirSync(outDir, { recursive: true })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await browser.startTracing(page, { path: join(outDir, 'trace.json'), categories: TRACE_CATEGORIES })
    await cdp.send('Profiler.start')
  }
  /** stops the recording, writes both files and returns the CPU profile */
  const stopRecording = async () => {
    const { profile } = await cdp.send('Profiler.stop')
    await browser.stopTracing()
    writeFileSync(join(outDir, 'cpu.cpuprofile'), JSON.stringify(profile))
    return profile
  }

  let profile
  if (config.boot) {
    await record()
    const started = Date.now()
    await page.goto(url)
    const firstFrameMs = await ready()
    profile = await stopRecording()
    console.log(
      `boot at ${config.throttle}x: first frame ${firstFrameMs.toFixed(0)} ms after navigation ` +
        `(${Date.now() - started} ms to see it here)`,
    )
  } else {
    await page.goto(url)
    await ready()
    // the portal's commits are seen through its stage (?mirror=root) or its scene mirror, as in the harness
    if (!pageName) await page.evaluate(() => window.__rec.watchStage() || window.__rec.watchMirror())
    await sleep(2000)
    if (process.env.PROFILE_EVAL) {
      // window.__rec.stage() is our stage ({ app, loop }): an experiment can change the scene before recording
      const result = await page.evaluate(process.env.PROFILE_EVAL)
      if (result !== undefined) console.log(typeof result === 'string' ? result : JSON.stringify(result))
    }
    await record()
    await page.evaluate(() => window.__rec.start())
    await pressSchedule(page, config.key, config.keys, config.keyMs)
    await sleep(500)
    const rec = await page.evaluate(() => window.__rec.stop())
    if (process.env.PROFILE_AFTER) {
      // read back what a PROFILE_EVAL experiment collected during the keys
      const after = await page.evaluate(process.env.PROFILE_AFTER)
      if (after !== undefined) console.log(typeof after === 'string' ? after : JSON.stringify(after))
    }
    profile = await stopRecording()
    const intervals = rec.intervals.slice().sort((a, b) => a - b)
    const latencies = rec.latencies.slice().sort((a, b) => a - b)
    console.log(
      `${config.keys} × ${config.key} at ${config.throttle}x: ${intervals.length} frames, frame p50/p95 ` +
        `${percentile(intervals, 50)?.toFixed(1)}/${percentile(intervals, 95)?.toFixed(1)} ms, input p50/p95 ` +
        `${percentile(latencies, 50)?.toFixed(0)}/${percentile(latencies, 95)?.toFixed(0)} ms, frame render JS ${rec.drawJsMs?.toFixed(0)} ms`,
    )
  }
  printProfile(profile)
  printTrace(JSON.parse(readFileSync(join(outDir, 'trace.json'), 'utf8')))
  console.log(`\nwrote ${outDir}/cpu.cpuprofile and trace.json`)
} finally {
  await browser.close()
  server.close()
  backend?.stop()
}

/** Self and inclusive time per function (ms of samples; throttled time is spread over them). */
function printProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const name = (node) => `${node.callFrame.functionName || '(anonymous)'}:${node.callFrame.lineNumber + 1}`
  const self = new Map()
  const inclusive = new Map()
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0
    const leaf = name(byId.get(id))
    self.set(leaf, (self.get(leaf) ?? 0) + dt)
    const seen = new Set()
    for (let at = id; at; at = parent.get(at)) {
      const key = name(byId.get(at))
      if (seen.has(key)) continue
      seen.add(key)
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt)
    }
  })
  const top = (map, n) =>
    [...map.entries()]
      .filter(([key]) => !/^\((root|program|idle)\)/.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`)
      .join('\n')
  console.log(
    `\nself time (line numbers in ${pageName ? pagesDir : portalDir}/assets/*.js):\n${top(self, 25)}`,
  )
  console.log(`\ninclusive time:\n${top(inclusive, 40)}`)
}

/** Top-level tasks of the renderer main thread by name, and the GPU process's frame swaps. */
function printTrace(data) {
  const events = data.traceEvents ?? data
  const threads = new Map()
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threads.set(`${event.pid}:${event.tid}`, event.args.name)
  const on = (thread) =>
    events
      .filter((e) => e.ph === 'X' && e.dur && threads.get(`${e.pid}:${e.tid}`) === thread)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const main = on('CrRendererMain')
  const tasks = new Map()
  let end = -1
  let busy = 0
  for (const event of main) {
    if (event.ts < end) continue
    end = event.ts + event.dur
    busy += event.dur
    tasks.set(event.name, (tasks.get(event.name) ?? 0) + event.dur)
  }
  console.log(`\nrenderer main thread: ${(busy / 1000).toFixed(0)} ms in top-level tasks`)
  for (const [task, us] of [...tasks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${task}`)
  const swaps = on('CrGpuMain')
    .filter((e) => e.name === 'SkiaOutputSurfaceImplOnGpu::SwapBuffers')
    .map((e) => e.dur / 1000)
    .sort((a, b) => a - b)
  if (swaps.length)
    console.log(
      `GPU process: ${swaps.length} frame swaps, p50/p90 ${percentile(swaps, 50).toFixed(1)}/` +
        `${percentile(swaps, 90).toFixed(1)} ms, ${swaps.reduce((a, b) => a + b, 0).toFixed(0)} ms in all`,
    )
}
