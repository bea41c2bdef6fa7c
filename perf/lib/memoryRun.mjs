// The long memory runs (signage, soak): sample the page every `everyMs` for `durationMs`, then the
// start / end / max / growth of the heap, texture memory and display objects, the portal's frames and its
// main-thread and process CPU over the stretch. The suites add what only they count.
import { pageMetrics, processCpu, sleep } from './measure.mjs'

/**
 * `sample(t)` records one sample in `samples` (with `heap_mb`, `texture_mb`, `display_objects`) and
 * resolves to the page's probe (`frames` at least); `probe()` reads it without recording.
 */
export async function memoryRun({ cdp, browserCdp, durationMs, everyMs, samples, sample, probe }) {
  const m0 = await pageMetrics(cdp)
  const c0 = await processCpu(browserCdp)
  const began = Date.now()
  const first = await sample(0)
  while (Date.now() - began < durationMs) {
    await sleep(Math.min(everyMs, durationMs - (Date.now() - began)))
    await sample(Date.now() - began)
  }
  const last = await probe()
  const m1 = await pageMetrics(cdp)
  const c1 = await processCpu(browserCdp)
  const elapsed = Date.now() - began
  const values = (key) => samples.map((s) => s[key]).filter((v) => typeof v === 'number')
  const startOf = (key) => values(key)[0] ?? null
  const endOf = (key) => values(key).at(-1) ?? null
  const growth = (key) => (startOf(key) === null ? null : endOf(key) - startOf(key))
  const cpuMs = 1000 * (c1.renderer - c0.renderer + c1.gpu - c0.gpu)
  const metrics = {
    minutes: elapsed / 60_000,
    heap_start_mb: startOf('heap_mb'),
    heap_end_mb: endOf('heap_mb'),
    heap_max_mb: Math.max(...values('heap_mb')),
    heap_growth_mb: growth('heap_mb'),
    texture_mb_start: startOf('texture_mb'),
    texture_mb_end: endOf('texture_mb'),
    texture_mb_max: values('texture_mb').length ? Math.max(...values('texture_mb')) : null,
    texture_growth_mb: growth('texture_mb'),
    display_objects_start: startOf('display_objects'),
    display_objects_end: endOf('display_objects'),
    display_objects_max: Math.max(...values('display_objects')),
    display_objects_growth: growth('display_objects'),
    // render on demand: frames only for the changes (and a video under a transparent canvas draws none)
    portal_frames: last.frames === null || first.frames === null ? null : last.frames - first.frames,
    script_ms: 1000 * ((m1.ScriptDuration ?? 0) - (m0.ScriptDuration ?? 0)),
    task_ms: 1000 * ((m1.TaskDuration ?? 0) - (m0.TaskDuration ?? 0)),
    core_pct: (100 * cpuMs) / elapsed,
  }
  return { metrics, first, last }
}

/** The JS heap after a forced GC, MB. */
export async function gcHeapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20
}
