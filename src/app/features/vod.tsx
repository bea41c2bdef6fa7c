// Video on demand (portal spec §2 VOD, §4 VOD, §5): the VOD session and its screen at /vod/:target?
// (the movies key and the Movies menu item go there); a check-out clears the guest's saved positions.
import { createVodSession, type VodSession } from '../../services/vod'
import { browserLocalStorage } from '../../services/session/storage'
import { pushNotice } from '../../stores'
import { lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    vod: VodSession
  }
}

export const vodFeature: FeatureFactory = (ctx) => {
  const { clock, log, api, overlays, services, stores } = ctx
  const vod = createVodSession({
    clock,
    log,
    media: services.need('media'),
    api: api.client,
    vods: () => stores.hotel.getState().vods,
    config: () => stores.hotel.getState().config,
    guest: () => stores.hotel.getState().device?.guest ?? null,
    overlays,
    t: (key, options) => ctx.t(key, options ?? {}),
    storage: browserLocalStorage(),
    notify: (text, tone) => void pushNotice(stores.app, text, tone),
  })
  services.provide('vod', vod)
  const VodScreen = lazyScene(
    () => import('../../../scenes/vod/VodScreen').then((m) => m.VodScreen),
    log,
    'VOD',
  )
  return {
    name: 'vod',
    // the captions service (issue 12) plugs in through VodScreen's `captions` prop
    routes: { vod: (route) => <VodScreen vod={vod} route={route} /> },
    // Back and the playback keys of the player, Back from the detail (the screen's handler)
    keys: { scopes: { root: (key) => vod.handleKey(key) } },
    // portal spec §4 Guest session: the stay's saved positions go with the guest
    onCheckOut: () => vod.resetGuest(),
  }
}
