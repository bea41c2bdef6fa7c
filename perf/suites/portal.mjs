// Suites over the real portal (production build + demo backend).
import { measure, pressKeys, pressSchedule, repeat } from '../lib/measure.mjs'
import { portalReady } from './shared.mjs'

export function portalSuites(config) {
  return {
    portal: {
      title: 'The portal (production build + demo backend): boot, Home menu navigation, idle',
      peers: () => ['portal'],
      backend: true,
      url: () => `/v2/?mac=${config.mac}&mirror=root`,
      ready: portalReady('/home'),
      parts: (ctx) => ({
        home: () =>
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
    live: {
      title: `Live TV channel list (demo backend with ${config.nLarge} channels)`,
      peers: () => ['portal'],
      backend: true,
      url: () => `/v2/live/all/list?mac=${config.mac}&mirror=root`,
      ready: portalReady('/live/all/list'),
      parts: (ctx) => ({
        keys: () => measure(ctx, () => pressSchedule(ctx.page, 'ArrowDown', config.keys, config.keyMs)),
      }),
    },
  }
}
