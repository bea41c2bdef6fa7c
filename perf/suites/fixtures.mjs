// Suites over the fixture pages (perf/pages): the guide, the carousel and the Home-like menu, each drawn
// by our Pixi renderer and its peers (React DOM, Lightning 3). A suite: a page load each, then measured
// parts; `peers` lists who runs it.
import { hold, measure, pressKeys, pressSchedule, repeat, sleep } from '../lib/measure.mjs'
import { pageOf, queryOf, waitPeerFrame } from './shared.mjs'

export function fixtureSuites(config, { pagePeers }) {
  // Guide parts: 60 ArrowDown at 150 ms; ArrowDown held (auto-repeat); paging by 7 (PageDown).
  const guideParts = (ctx) => ({
    keys: () => measure(ctx, () => pressSchedule(ctx.page, 'ArrowDown', config.keys, config.keyMs)),
    held: () => measure(ctx, () => hold(ctx.page, 'ArrowDown', config.holdMs, config.repeatMs)),
    paging: () => measure(ctx, () => pressSchedule(ctx.page, 'PageDown', config.pages, config.pageMs)),
  })

  return {
    guide: {
      title: `Guide fixture, ${config.n} channels`,
      peers: () => pagePeers(['pixi', 'dom', 'lightning']),
      url: (peer) => `/${pageOf(peer)}/?scene=guide&n=${config.n}${queryOf(peer) ? `&${queryOf(peer)}` : ''}`,
      ready: waitPeerFrame,
      parts: guideParts,
      idle: true,
    },
    guide5k: {
      title: `Guide fixture, ${config.nLarge} channels`,
      peers: () => pagePeers(['pixi', 'dom', 'lightning']),
      url: (peer) =>
        `/${pageOf(peer)}/?scene=guide&n=${config.nLarge}${queryOf(peer) ? `&${queryOf(peer)}` : ''}`,
      ready: waitPeerFrame,
      parts: guideParts,
    },
    carousel: {
      title: 'Carousel autoplaying (2 s) with ArrowRight presses',
      // no Lightning peer: it would need its own carousel written against Lightning's API (README)
      peers: () => pagePeers(['pixi', 'dom']),
      url: (peer) => `/${pageOf(peer)}/?scene=carousel${queryOf(peer) ? `&${queryOf(peer)}` : ''}`,
      ready: waitPeerFrame,
      parts: (ctx) => ({
        autoplay: () =>
          measure(ctx, async () => {
            await pressSchedule(ctx.page, 'ArrowRight', config.carouselKeys, 500)
            await sleep(config.carouselAutoplayMs)
          }),
      }),
    },
    home: {
      title: 'Home-like menu (9 tiles): ArrowRight then ArrowLeft presses, idle',
      // the DOM Home-like menu peer of issue 4; no Lightning peer (as for the carousel)
      peers: () => pagePeers(['pixi', 'dom']),
      url: (peer) => `/${pageOf(peer)}/?scene=home${queryOf(peer) ? `&${queryOf(peer)}` : ''}`,
      ready: waitPeerFrame,
      parts: (ctx) => ({
        menu: () =>
          measure(ctx, async () => {
            await pressKeys(
              ctx.page,
              [...repeat('ArrowRight', config.homeKeys), ...repeat('ArrowLeft', config.homeKeys)],
              config.homeKeyMs,
            )
          }),
      }),
      idle: true,
    },
  }
}
