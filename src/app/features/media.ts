// The media feature: the CDN converter and the one media controller, which plays only while the portal is
// on screen (portal spec §4 Media: "If platform lacks focus nothing plays"; §4 Input source: an external
// input has the screen). The device feature keeps `focused` and `externalInput` in the app store.
import { configString } from '../../api/config'
import { createCdnConverter, createMediaController, type MediaService } from '../../services/media'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    media: MediaService
  }
}

export const mediaFeature: FeatureFactory = (ctx) => {
  const { win, clock, log, api, stores } = ctx
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
    hasFocus: () => {
      const { focused, externalInput } = stores.app.getState()
      return focused && externalInput === null
    },
    convert: (url) => cdn.convert(url),
    log,
  })
  ctx.services.provide('media', media)
  return {
    name: 'media',
    // its bridge listeners (media, power, focus) come first, before any feature's (src/services/media)
    attach: () => media.attach(),
    beforeNavigate() {
      media.abort() // portal spec §2: each navigation aborts media requests
      // and resets the TV window, through the controller so the window it restores on focus is current
      void media.setWindow(null)
    },
  }
}
