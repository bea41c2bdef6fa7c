// The slideshow memory run (perf/README.md "Slideshow"): each peer shows a new image every slideMs for
// slideshowMs while heap, texture memory and display objects are sampled.
import { sleep } from './measure.mjs'
import { pageOf, queryOf, waitPeerFrame } from '../suites/index.mjs'

/** The slideshow: each peer shows a new image every slideMs for slideshowMs; heap and textures sampled. */
export async function runSlideshow(browser, browserCdp, origin, peer, { config, recorder }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    await context.addInitScript(recorder)
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error)))
    const cdp = await context.newCDPSession(page)
    await page.goto(
      `${origin}/${pageOf(peer)}/?scene=slideshow&slideMs=${config.slideMs}&images=${config.slideImages}` +
        (queryOf(peer) ? `&${queryOf(peer)}` : ''),
    )
    await waitPeerFrame(page, errors, peer)
    const heap = async (gc) => {
      if (gc) await cdp.send('HeapProfiler.collectGarbage')
      return (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20
    }
    const samples = []
    const sample = async (t) => {
      const [objects, textureMb] = await page.evaluate(() => [
        window.__rec.objects(),
        window.__rec.textureMb(),
      ])
      samples.push({ t, heap_mb: await heap(false), texture_mb: textureMb, display_objects: objects })
    }
    await sleep(2000)
    const startHeap = await heap(true)
    const began = Date.now()
    const every = Math.max(5000, Math.min(30_000, config.slideshowMs / 20))
    await page.evaluate(() => window.__rec.start())
    while (Date.now() - began < config.slideshowMs) {
      await sleep(Math.min(every, config.slideshowMs - (Date.now() - began)))
      await sample(Date.now() - began)
    }
    const rec = await page.evaluate(() => window.__rec.stop())
    const endHeap = await heap(true)
    const textures = samples.map((s) => s.texture_mb).filter((v) => typeof v === 'number')
    return {
      metrics: {
        slideshow: {
          minutes: config.slideshowMs / 60_000,
          slides: Math.floor(config.slideshowMs / config.slideMs),
          heap_start_mb: startHeap,
          heap_end_mb: endHeap,
          heap_growth_mb: endHeap - startHeap,
          heap_max_mb: Math.max(...samples.map((s) => s.heap_mb)),
          texture_mb_end: textures.at(-1) ?? null,
          texture_mb_max: textures.length ? Math.max(...textures) : null,
          display_objects_end: samples.at(-1)?.display_objects ?? null,
          raf_frames: rec.intervals.length,
        },
      },
      samples,
      errors,
    }
  } finally {
    await context.close()
  }
}
