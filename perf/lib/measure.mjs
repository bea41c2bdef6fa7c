// One measured stretch of a scenario in a page that perf/lib/recorder.js instruments: frame pacing,
// input latency, main-thread time split into script / style+layout / other, draw calls, process CPU,
// long tasks, display objects and texture memory at the end.
import { frameEndStats, frameStats, latencyStats } from './stats.mjs'

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

export async function processCpu(browserCdp) {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo')
  const sum = (type) =>
    processInfo.filter((info) => info.type === type).reduce((total, info) => total + info.cpuTime, 0)
  return { gpu: sum('GPU'), renderer: sum('renderer') }
}

export async function pageMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]))
}

/** The display's frame period (60 Hz), over which a schedule's keys are spread (`phaseOffset`). */
export const FRAME_MS = 1000 / 60
const GOLDEN_RATIO_FRACTION = (Math.sqrt(5) - 1) / 2

/**
 * How much later than its slot on the schedule the n-th key is pressed, in [0, FRAME_MS): the fractional
 * part of n × 0.618… of a frame, so a run's keys fall evenly over the phases of the display's frame.
 * Every interval the suites use (50, 150, 300 ms) is a whole number of 60 Hz frames. Without the offset
 * each key of a run arrived at the same point of a frame, which the run's first key decided by chance, so
 * one run's latency median was one phase's: one build's held-key p50 was 6.8 ms in one run and 12–14 ms
 * in three others (perf/README.md "Issue 19, sixth session"). A remote's key repeat is not locked to
 * the television's frame either. The same offsets for every peer and every run.
 */
export const phaseOffset = (n) => ((n * GOLDEN_RATIO_FRACTION) % 1) * FRAME_MS

/** Presses `key` `count` times on an absolute schedule (a slow press does not push the rest later). */
export async function pressSchedule(page, key, count, intervalMs) {
  await pressKeys(page, repeat(key, count), intervalMs)
}

/** `count` times `key` */
export const repeat = (key, count) => Array.from({ length: count }, () => key)

/**
 * Presses `keys` in order on one absolute schedule, `intervalMs` apart (the n-th at start + n × interval
 * + `phaseOffset(n)`, however long a press took). Sequences of different keys go in one call: two
 * back-to-back schedules would press the last key of one and the first of the next together, and a
 * change and its undo in one frame commit nothing, so both keys would wait for the next one (the Home
 * menu's right-then-left).
 */
export async function pressKeys(page, keys, intervalMs) {
  const began = Date.now()
  for (let i = 0; i < keys.length; i++) {
    const wait = began + i * intervalMs + phaseOffset(i) - Date.now()
    if (wait > 0) await sleep(wait)
    await page.keyboard.press(keys[i])
  }
}

/**
 * Holds `key` down for `holdMs`, auto-repeating every `repeatMs` (a remote's key held down), the n-th
 * repeat `phaseOffset(n)` after its slot.
 */
export async function hold(page, key, holdMs, repeatMs) {
  const began = Date.now()
  let i = 0
  while (Date.now() - began < holdMs) {
    await page.keyboard.down(key)
    i += 1
    const wait = began + i * repeatMs + phaseOffset(i) - Date.now()
    if (wait > 0) await sleep(wait)
  }
  await page.keyboard.up(key)
}

/**
 * Runs `action` while recording; `settleMs` after it lets the last animation finish. Returns the
 * stretch's metrics and its raw frame intervals (for the report's histograms and timelines).
 */
export async function measure({ page, cdp, browserCdp }, action, settleMs = 400) {
  const m0 = await pageMetrics(cdp)
  const c0 = await processCpu(browserCdp)
  const t0 = await page.evaluate(() => {
    window.__rec.start()
    return performance.now()
  })
  await action()
  await sleep(settleMs)
  const rec = await page.evaluate((from) => {
    const now = performance.now()
    const data = window.__rec.stop()
    return {
      ...data,
      longTasks: window.__rec.longTasks(from, now),
      t1: now,
      objects: window.__rec.objects(),
      textureMb: window.__rec.textureMb(),
    }
  }, t0)
  const m1 = await pageMetrics(cdp)
  const c1 = await processCpu(browserCdp)
  const delta = (name) => 1000 * ((m1[name] ?? 0) - (m0[name] ?? 0))
  const script = delta('ScriptDuration')
  const styleLayout = delta('LayoutDuration') + delta('RecalcStyleDuration')
  const other = Math.max(0, delta('TaskDuration') - script - styleLayout)
  const frames = Math.max(1, rec.intervals.length)
  // A canvas renderer draws inside JS: its frame render time (draw_js_ms) is rendering work, not script.
  const drawJs = rec.drawJsMs
  const metrics = {
    ...frameStats(rec.intervals),
    ...latencyStats(rec.latencies),
    ...frameEndStats(rec.frameEnd),
    script_ms: script,
    draw_js_ms: drawJs,
    style_layout_ms: styleLayout,
    other_main_ms: other,
    task_ms: delta('TaskDuration'),
    script_per_frame_ms: (script - (drawJs ?? 0)) / frames,
    render_per_frame_ms: ((drawJs ?? 0) + styleLayout + other) / frames,
    renderer_cpu_ms: 1000 * (c1.renderer - c0.renderer),
    gpu_cpu_ms: 1000 * (c1.gpu - c0.gpu),
    long_tasks: rec.longTasks.length,
    long_task_ms: rec.longTasks.reduce((total, [, duration]) => total + duration, 0),
    draw_calls_per_frame: rec.glFrames ? rec.drawCalls / rec.glFrames : null,
    gl_frames: rec.drawCalls || rec.textureMb !== null ? rec.glFrames : null,
    display_objects: rec.objects,
    texture_mb: rec.textureMb,
    duration_ms: rec.t1 - t0,
  }
  const tenth = (value) => Math.round(value * 10) / 10
  return { metrics, intervals: rec.intervals.map(tenth), latencies: rec.latencies.map(tenth) }
}

/** A minute on the wall clock: the portal's clocks (Home, the info bar) change then and are redrawn. */
const MINUTE_MS = 60_000
/** how far from a minute change an idle window keeps: the clock's redraw, and the timer's lateness */
export const IDLE_MINUTE_MARGIN_MS = 1500

/**
 * How long to wait from `nowMs` (epoch ms) so that an idle window of `windowMs` starting then crosses no
 * change of the wall clock's minute: a clock that shows minutes is redrawn at each, which is the screen
 * changing, not the page failing to idle (perf/README.md "Budgets"). 0 when the window fits now, or when
 * it is too long to fit in any minute.
 */
export function idleWindowWait(nowMs, windowMs, marginMs = IDLE_MINUTE_MARGIN_MS) {
  if (windowMs + 2 * marginMs > MINUTE_MS) return 0
  const into = nowMs % MINUTE_MS
  if (into < marginMs) return marginMs - into
  if (into + windowMs + marginMs <= MINUTE_MS) return 0
  return MINUTE_MS - into + marginMs
}

/** Idle: nothing changes for `idleMs`; a render-on-demand page draws nothing and costs ~nothing. */
export async function measureIdle({ page, cdp, browserCdp }, idleMs) {
  await sleep(1000)
  await sleep(idleWindowWait(Date.now(), idleMs))
  const r0 = await page.evaluate(() => [
    window.__rec.rafCalls(),
    window.__rec.frames() ?? window.__perf?.frames?.() ?? null,
  ])
  const i0 = await pageMetrics(cdp)
  const p0 = await processCpu(browserCdp)
  await sleep(idleMs)
  const r1 = await page.evaluate(() => [
    window.__rec.rafCalls(),
    window.__rec.frames() ?? window.__perf?.frames?.() ?? null,
  ])
  const i1 = await pageMetrics(cdp)
  const p1 = await processCpu(browserCdp)
  const cpuMs = 1000 * (p1.renderer - p0.renderer + p1.gpu - p0.gpu)
  return {
    peer_frames: r0[1] === null || r1[1] === null ? null : r1[1] - r0[1],
    raf_calls: r1[0] - r0[0],
    task_ms: 1000 * (i1.TaskDuration - i0.TaskDuration),
    renderer_cpu_ms: 1000 * (p1.renderer - p0.renderer),
    gpu_cpu_ms: 1000 * (p1.gpu - p0.gpu),
    core_pct: (100 * cpuMs) / idleMs,
    frames_per_s: r0[1] === null || r1[1] === null ? null : (1000 * (r1[1] - r0[1])) / idleMs,
  }
}
