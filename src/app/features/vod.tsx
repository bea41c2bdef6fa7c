// Video on demand (portal spec §2 VOD, §4 VOD, §5): the VOD session and its screen at /vod/:target?
// (the movies key and the Movies menu item go there); a check-out clears the guest's saved positions.
// The session and its screen load together the first time the screen is shown (issue 19).
// The player's subtitles button is the captions service's press (issue 12: captions in one press; the
// subtitle key works in VOD playback through the captions feature's global key).
import type { VodSession } from '../../services/vod'
import { createResumeBook } from '../../services/vod/resume'
import type { RouteMatch } from '../../services/router/routes'
import { browserLocalStorage } from '../../services/session/storage'
import { pushNotice } from '../../stores'
import { lazyPart, lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    /** provided once the VOD screen has loaded */
    vod: VodSession
  }
}

export const vodFeature: FeatureFactory = (ctx) => {
  const { clock, log, api, overlays, services, stores } = ctx
  const part = lazyPart(async () => {
    const [{ createVodSession }, { createVodCaptions }, { VodScreen }] = await Promise.all([
      import('../../services/vod/vodSession'),
      import('../../services/vod/captions'),
      import('../../../scenes/vod/VodScreen'),
    ])
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
      notify: (text, tone) => void pushNotice(stores.app, text, tone, clock),
    })
    services.provide('vod', vod)
    const captions = createVodCaptions({
      media: services.need('media'),
      press: services.need('captionsPress'),
      selections: (listener) => services.need('captions').subscribe(listener),
      watching: () => vod.store.getState().mode === 'watch',
      offLabel: () => ctx.t('common.off'),
      log,
    })
    const Screen = ({ route }: { route: RouteMatch }) => (
      <VodScreen vod={vod} route={route} captions={captions} />
    )
    return { vod, captions, Screen }
  })
  const VodScreen = lazyScene(() => part.load().then((loaded) => loaded.Screen), log, 'VOD')
  return {
    name: 'vod',
    routes: { vod: (route) => <VodScreen route={route} /> },
    // Back and the playback keys of the player, Back from the detail (the screen's handler)
    keys: { scopes: { root: (key) => part.loaded?.vod.handleKey(key) ?? false } },
    // portal spec §4 Guest session: the stay's saved positions go with the guest; they are stored, so a
    // check-out clears them even when the screen (and the session) never loaded
    onCheckOut: () => {
      if (part.loaded) part.loaded.vod.resetGuest()
      else createResumeBook({ storage: browserLocalStorage(), log }).clearAll()
    },
    stop: () => part.loaded?.captions.dispose(),
  }
}
