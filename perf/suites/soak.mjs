// Issue 20, the 30-minute real-time soak: the built portal as an idle room TV (room 101) on Live with the
// channel playing in the list's TV window and the guide open — hls.js fetching segments, the guide
// resyncing at programme ends, the action poll, the clock label — for PERF_SOAK_MS (30 minutes) at 1x,
// once, after PERF_SOAK_WARMUP_MS has loaded the logos and the guide. The JS heap (after a forced GC),
// texture memory and display objects are sampled every PERF_SOAK_SAMPLE_MS and must stay flat within the
// budgets below; the run says which budget it broke (docs/RELIABILITY.md "A 30-minute soak").
import { sleep } from '../lib/measure.mjs'
import { gcHeapMb, memoryRun } from '../lib/memoryRun.mjs'
import { portalReady } from './shared.mjs'

const ROUTE = '/live/all/list'

/**
 * Flat, in numbers (end minus start of the sampled stretch). Heap: V8's code space alone warms by about
 * 1 MB per 10 minutes (the signage run); 3 MB over 30 minutes leaves no room for a leak of the guide's
 * rows or hls.js's fragments, which grow by a few KB a minute. Textures: nothing new is drawn once the
 * logos are in (the guide's texts are re-rastered in place). Display objects: a windowed list holds a
 * fixed number of rows. The stream must keep playing: its time must advance over the run.
 */
export const SOAK_BUDGETS = {
  heap_growth_mb: 3,
  texture_growth_mb: 1,
  display_objects_growth: 0,
}

async function soakMemory({ page, cdp, browserCdp }, config) {
  const probe = () =>
    page.evaluate(() => ({
      objects: window.__rec.objects(),
      textureMb: window.__rec.textureMb(),
      frames: window.__portal?.frames() ?? null,
      media: window.__portal?.media.store.getState().state ?? null,
      videoTime: document.getElementById('video-layer')?.currentTime ?? null,
      status: document.getElementById('scene-mirror')?.getAttribute('data-live-status') ?? null,
    }))
  const guideCalls = async () => {
    const origin = new URL(page.url()).origin
    const logged = await page.request.get(`${origin}/__demo/requests?path=/api/get/epgs/*`)
    return ((await logged.json()) ?? []).length
  }
  await sleep(config.soakWarmupMs)
  const samples = []
  let played = 0
  let lastTime = null
  const sample = async (t) => {
    const at = await probe()
    // the video element's time loops with the demo stream (8 s); count the samples where it moved
    if (at.videoTime !== null && lastTime !== null && at.videoTime !== lastTime) played++
    lastTime = at.videoTime
    samples.push({
      t,
      heap_mb: await gcHeapMb(cdp),
      texture_mb: at.textureMb,
      display_objects: at.objects,
      media: at.media,
      live: at.status,
      video_s: at.videoTime,
    })
    return at
  }
  const g0 = await guideCalls()
  const run = await memoryRun({
    cdp,
    browserCdp,
    durationMs: config.soakMs,
    everyMs: config.soakSampleMs,
    samples,
    sample,
    probe,
  })
  const last = run.last
  const metrics = {
    ...run.metrics,
    guide_requests: (await guideCalls()) - g0,
    samples_playing: played,
    playing_at_end: last.media === 'playing' && last.status === 'playing' ? 1 : 0,
  }
  const broken = Object.entries(SOAK_BUDGETS)
    .filter(([key, max]) => typeof metrics[key] !== 'number' || metrics[key] > max)
    .map(([key, max]) => `${key} ${metrics[key]} > ${max}`)
  if (!metrics.playing_at_end || played < samples.length - 2) broken.push('the channel stopped playing')
  metrics.budget_failures = broken.length
  console.log(
    `  soak: heap ${metrics.heap_start_mb.toFixed(1)} → ${metrics.heap_end_mb.toFixed(1)} MB, textures ` +
      `${metrics.texture_mb_start?.toFixed(1) ?? '–'} → ${metrics.texture_mb_end?.toFixed(1) ?? '–'} MB, ` +
      `objects ${metrics.display_objects_start} → ${metrics.display_objects_end}, ` +
      `${metrics.guide_requests} guide resyncs: ${broken.length ? `OVER BUDGET (${broken.join('; ')})` : 'within budget'}`,
  )
  return { metrics, intervals: [], samples }
}

/** PERF_SOAK_MS (run length), PERF_SOAK_SAMPLE_MS (sampling), PERF_SOAK_WARMUP_MS (before the first sample) */
export function soakConfig(env = process.env) {
  const num = (name, fallback) => Number(env[name] ?? fallback)
  return {
    soakMs: num('PERF_SOAK_MS', 1_800_000),
    soakSampleMs: num('PERF_SOAK_SAMPLE_MS', 60_000),
    soakWarmupMs: num('PERF_SOAK_WARMUP_MS', 60_000),
  }
}

export function soakSuites(harness) {
  const config = { ...harness, ...soakConfig() }
  return {
    soak: {
      title: `Room TV soak: Live with the channel playing and the guide open for ${config.soakMs / 60_000} min (memory over time)`,
      peers: () => ['portal'],
      backend: true,
      // one long memory run: once, at 1x, no warm-up (perf/README.md "Signage" does the same)
      throttles: [1],
      runs: 1,
      warmup: false,
      url: () => `/v2${ROUTE}?mac=${config.mac}&mirror=1`,
      ready: portalReady(ROUTE),
      parts: (ctx) => ({ memory: () => soakMemory(ctx, config) }),
    },
  }
}
