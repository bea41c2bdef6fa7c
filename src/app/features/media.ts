// The media feature: the CDN converter, the one media controller and the platform focus it obeys.
import { configString } from '../../api/config'
import { createCdnConverter, createMediaController, type MediaController } from '../../services/media'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    media: MediaController
  }
}

export const mediaFeature: FeatureFactory = (ctx) => {
  const { win, clock, log, api, stores } = ctx
  // portal spec §4 Platform focus, from the bridge's focus events: media waits while another app has it
  let platformFocus = true
  // portal spec §4 CDN token, §5: media off the platform origin go through the configured CDN driver
  const cdn = createCdnConverter({
    getToken: (request) => api.client.getCdnToken(request),
    clock,
    driver: () => configString(stores.hotel.getState().config, 'cdn.driver'),
    platformOrigin: async () => ctx.bridge()?.baseUrl() ?? win.location.origin,
    log,
  })
  const media = createMediaController({
    bridge: ctx.bridge,
    clock,
    power: () => stores.app.getState().power,
    hasFocus: () => platformFocus,
    convert: (url) => cdn.convert(url),
    log,
  })
  ctx.services.provide('media', media)
  return {
    name: 'media',
    attach(bridge) {
      bridge.on('focus', (focus) => (platformFocus = focus === 'applicationFocusing'))
      media.attach()
    },
    beforeNavigate() {
      media.abort() // portal spec §2: each navigation aborts media requests
      // and resets the TV window, through the controller so the window it restores on focus is current
      void media.setWindow(null)
    },
  }
}
