// The real portal's digital signage (issue 16: signage that runs for weeks): the lobby DS device of the
// demo hotel (production build + demo backend) playing its distribution — a three-photo image list, a
// video and a poster, 52 s a loop — for PERF_SIGNAGE_MS (10 minutes) at 1x, once, after a first loop
// (PERF_SIGNAGE_WARMUP_MS) has shown every layout and loaded every image. The JS heap (after a forced GC),
// texture memory and display objects are sampled every PERF_SIGNAGE_SAMPLE_MS; all three must stay flat:
// what the screen holds after the first loop it holds after the last (perf/README.md "Signage").
import { sleep } from '../lib/measure.mjs'
import { gcHeapMb, memoryRun } from '../lib/memoryRun.mjs'
import { SkipError } from './shared.mjs'

/** the demo hotel's lobby signage device (src/mocks/fixtures/devices.ts) */
export const SIGNAGE_MAC = '02:00:00:00:0d:01'

/** Waits for /DS showing a layout; with PERF_SIGNAGE_SCALE ≠ 1 the lobby loop runs that much faster. */
function signageReady(config) {
  return async (page, errors, label) => {
    const shown = await page
      .waitForFunction(
        () => {
          const mirror = document.getElementById('scene-mirror')
          const layout = [...(mirror?.querySelectorAll('[role="status"]') ?? [])].some((node) =>
            (node.getAttribute('aria-label') ?? '').startsWith('Layout '),
          )
          return mirror?.getAttribute('data-route') === '/DS' && layout ? performance.now() : false
        },
        null,
        { timeout: 60_000, polling: 'raf' },
      )
      .catch(() => {
        throw new SkipError(`${label}: /DS never showed a layout; ${errors.join('; ')}`)
      })
    if (config.signageScale !== 1)
      await page.request.post(`${new URL(page.url()).origin}/__demo/signage`, {
        data: { location: 'Lobby', scale: config.signageScale },
      })
    return shown.jsonValue()
  }
}

/** Counts the layout and image changes the scene mirror shows (the work the run did). */
function recordChanges() {
  const seen = { layouts: 0, images: 0 }
  let layout = ''
  let image = ''
  const note = () => {
    const mirror = document.getElementById('scene-mirror')
    for (const node of mirror?.querySelectorAll('[role="status"]') ?? []) {
      const name = node.getAttribute('aria-label') ?? ''
      if (name.startsWith('Layout ') && name !== layout) {
        layout = name
        seen.layouts++
      }
    }
    const shown = mirror
      ?.querySelector('[role="img"][aria-label*="/digitalsignage/"]')
      ?.getAttribute('aria-label')
    if (shown && shown !== image) {
      image = shown
      seen.images++
    }
  }
  new MutationObserver(note).observe(document.getElementById('scene-mirror'), {
    subtree: true,
    childList: true,
    attributes: true,
  })
  window.__signageChanges = seen
}

async function signageMemory({ page, cdp, browserCdp }, config) {
  const probe = () =>
    page.evaluate(() => ({
      objects: window.__rec.objects(),
      textureMb: window.__rec.textureMb(),
      frames: window.__portal?.frames() ?? null,
      changes: { ...window.__signageChanges },
    }))
  await page.evaluate(recordChanges)
  await sleep(config.signageWarmupMs)
  const samples = []
  const sample = async (t) => {
    const at = await probe()
    samples.push({ t, heap_mb: await gcHeapMb(cdp), texture_mb: at.textureMb, display_objects: at.objects })
    return at
  }
  const { metrics, first, last } = await memoryRun({
    cdp,
    browserCdp,
    durationMs: config.signageMs,
    everyMs: config.signageSampleMs,
    samples,
    sample,
    probe,
  })
  return {
    metrics: {
      ...metrics,
      layout_changes: last.changes.layouts - first.changes.layouts,
      image_changes: last.changes.images - first.changes.images,
    },
    intervals: [],
    samples,
  }
}

/** PERF_SIGNAGE_MS (run length), PERF_SIGNAGE_SAMPLE_MS (sampling), PERF_SIGNAGE_WARMUP_MS (before the
 * first sample), PERF_SIGNAGE_SCALE (the lobby loop's durations × this) */
function signageConfig(env = process.env) {
  const num = (name, fallback) => Number(env[name] ?? fallback)
  return {
    signageMs: num('PERF_SIGNAGE_MS', 600_000),
    signageSampleMs: num('PERF_SIGNAGE_SAMPLE_MS', 30_000),
    // one loop of the demo lobby distribution (52 s) and some: every layout shown, every image loaded
    signageWarmupMs: num('PERF_SIGNAGE_WARMUP_MS', 60_000),
    signageScale: num('PERF_SIGNAGE_SCALE', 1),
  }
}

export function signageSuites(harness) {
  const config = { ...harness, ...signageConfig() }
  return {
    signage: {
      title: `Digital signage: the lobby DS device playing its distribution for ${config.signageMs / 60_000} min (memory over time)`,
      peers: () => ['portal'],
      backend: true,
      // one long memory run: once, at 1x, no warm-up (perf/README.md "Signage")
      throttles: [1],
      runs: 1,
      warmup: false,
      url: () => `/v2/?mac=${SIGNAGE_MAC}&mirror=1`,
      ready: signageReady(config),
      parts: (ctx) => ({ memory: () => signageMemory(ctx, config) }),
    },
  }
}
