// Digital signage (portal spec §2 /DS, §4 Digital signage): the DS device's screen. The player polls the
// distribution of the device's location every 10 s and runs its schedule while the screen is shown. Both
// load when the route is first shown (issue 19: a guest room's TV never downloads them).
import { repeatingCall } from '../../api/repeatingCall'
import type { SignagePlayer } from '../../services/signage'
import { lazyPart, lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    /** provided once the signage screen has loaded */
    signage: SignagePlayer
  }
}

export const signageFeature: FeatureFactory = (ctx) => {
  const { api, clock, log, services, stores } = ctx
  const part = lazyPart(async () => {
    const [{ createSignagePlayer }, { SignageScreen }] = await Promise.all([
      import('../../services/signage/player'),
      import('../../../scenes/signage/SignageScreen'),
    ])
    // a distribution server that stays down shows its error once, not at every poll (api/repeatingCall.ts)
    const poll = repeatingCall()
    const player = createSignagePlayer({
      clock,
      // portal spec §7: GET /api/get/digitalsignage with the device's location
      fetch: () =>
        poll((call) => api.client.getDigitalSignage(stores.hotel.getState().device?.location ?? '', call)),
      media: services.need('media'),
      log,
    })
    services.provide('signage', player)
    const Screen = () => <SignageScreen player={player} />
    return { player, Screen }
  })
  const SignageScreen = lazyScene(() => part.load().then((loaded) => loaded.Screen), log, 'Signage')
  return {
    name: 'signage',
    routes: { ds: () => <SignageScreen /> },
    stop: () => part.loaded?.player.stop(),
  }
}
