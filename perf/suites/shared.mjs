// The harness's shared helpers for suites (perf/README.md "Suites").
import { sleep } from '../lib/measure.mjs'

/** A suite whose page cannot become interactive is skipped with this error, not failed. */
export class SkipError extends Error {}

export const pageOf = (peer) => peer.split(':')[0]
export const queryOf = (peer) => peer.split(':')[1] ?? ''

export const waitPeerFrame = async (page, errors, label) => {
  await page
    .waitForFunction(() => (window.__perf?.firstFrameMs ?? -1) >= 0, null, { timeout: 90_000 })
    .catch((error) => {
      throw new Error(`${label} never drew its first frame: ${errors.join('; ') || error}`)
    })
  return page.evaluate(() => window.__perf.firstFrameMs)
}

/**
 * The portal is interactive when the scene mirror shows `route` with a focused node: a node element
 * marked focused (?mirror=1) or the root's focused id (?mirror=root, what the latency suites load: no
 * per-node DOM, as on a TV). Commits are then seen through the stage (__rec.watchStage).
 */
export function portalReady(route) {
  return async (page, errors, label) => {
    const shown = await page
      .waitForFunction(
        (path) => {
          const mirror = document.getElementById('scene-mirror')
          const ready =
            mirror?.getAttribute('data-route') === path &&
            (Boolean(mirror.getAttribute('data-focus')) ||
              mirror.querySelector('[data-focused="true"]') !== null)
          return ready ? performance.now() : false
        },
        route,
        { timeout: 60_000, polling: 'raf' },
      )
      .catch(async () => {
        const at = await page.evaluate(() =>
          document.getElementById('scene-mirror')?.getAttribute('data-route'),
        )
        throw new SkipError(
          `${label}: ${route} never became interactive (route ${JSON.stringify(at)}); ${errors.join('; ')}`,
        )
      })
    const firstFrameMs = await shown.jsonValue()
    // portal spec: remote navigation is re-enabled 1 s after a navigation; keys before it are dropped
    await page.waitForFunction(
      () => document.getElementById('scene-mirror')?.getAttribute('data-navigation') === 'on',
      null,
      { timeout: 30_000 },
    )
    const navigationOnMs = await page.evaluate(() => performance.now())
    await page.evaluate(() => window.__rec.watchStage() || window.__rec.watchMirror())
    return { firstFrameMs, navigationOnMs }
  }
}

export { sleep }
