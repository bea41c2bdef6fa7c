// The CMS list (issue 14): 5 rows × 12 cards with autoplay, the product's rows (scenes/cms/CmsRows.tsx)
// on our renderer beside a React DOM peer on the same window math and autoplay schedule
// (perf/pages/*/CmsRowsScene.tsx). Parts: key presses across and between rows (key → frame latency),
// then autoplay alone, where a render-on-demand stage must draw nothing between the ticks.
import { measure, pressKeys, repeat, sleep } from '../lib/measure.mjs'
import { pageOf, queryOf, waitPeerFrame } from './shared.mjs'

/**
 * A tick's own frames: its 200 ms slide, and the cover of the card it mounts (the rows' quiet gate opens
 * 250 ms after the step, then the image decodes and uploads: 430–600 ms after the step at 4x CPU on a
 * loaded machine, later under heavier load). Frames in the last 500 ms before the next tick are idle
 * frames: a loop left running would draw about 30 of them per tick.
 */
export const TICK_WINDOW_MS = 1500

/**
 * Frames drawn outside every tick window: what "idle between autoplay ticks draws no frames" counts.
 * `steps` and `frames` are page times (ms) from window.__cmsTicks; only frames within [from, to] count.
 */
export function framesBetweenTicks({ steps, frames }, from, to, windowMs = TICK_WINDOW_MS) {
  const inTick = (at) => steps.some((step) => at >= step && at <= step + windowMs)
  return frames.filter((at) => at >= from && at <= to && !inTick(at)).length
}

export function cmsSuites(config, { pagePeers }) {
  return {
    cms: {
      title:
        'CMS list, 5 rows × 12 cards with autoplay: ArrowRight/Down/Left/Up presses, then autoplay alone',
      // the DOM peer issue 14 asks for; no Lightning peer (as for the carousel)
      peers: () => pagePeers(['pixi', 'dom']),
      url: (peer) => `/${pageOf(peer)}/?scene=cmsrows${queryOf(peer) ? `&${queryOf(peer)}` : ''}`,
      ready: waitPeerFrame,
      parts: (ctx) => ({
        keys: () =>
          measure(ctx, async () => {
            await pressKeys(
              ctx.page,
              [
                ...repeat('ArrowRight', config.cmsKeys),
                ...repeat('ArrowDown', 4),
                ...repeat('ArrowLeft', config.cmsKeys),
                ...repeat('ArrowUp', 4),
              ],
              config.cmsKeyMs,
            )
          }),
        autoplay: async () => {
          const from = await ctx.page.evaluate(() => performance.now())
          const result = await measure(ctx, () => sleep(config.cmsAutoplayMs))
          const to = await ctx.page.evaluate(() => performance.now())
          const log = await ctx.page.evaluate(() => window.__cmsTicks ?? null)
          const ticks = log ? log.steps.filter((at) => at >= from && at <= to).length : null
          return {
            ...result,
            metrics: {
              ...result.metrics,
              // null for a peer without its own frame loop (the DOM)
              frames_between_ticks: log ? framesBetweenTicks(log, from, to) : null,
              autoplay_ticks: ticks,
            },
          }
        },
      }),
    },
  }
}
