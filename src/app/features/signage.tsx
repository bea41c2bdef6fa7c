// Digital signage (portal spec §2 /DS, §4 Digital signage): the DS device's screen. The player polls the
// distribution of the device's location every 10 s and runs its schedule while the screen is shown.
import { createSignagePlayer, type SignagePlayer } from '../../services/signage'
import { lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    signage: SignagePlayer
  }
}

export const signageFeature: FeatureFactory = (ctx) => {
  const { api, clock, log, services, stores } = ctx
  const player = createSignagePlayer({
    clock,
    // portal spec §7: GET /api/get/digitalsignage with the device's location
    fetch: () => api.client.getDigitalSignage(stores.hotel.getState().device?.location ?? ''),
    media: services.need('media'),
    log,
  })
  services.provide('signage', player)
  const SignageScreen = lazyScene(
    () => import('../../../scenes/signage/SignageScreen').then((m) => m.SignageScreen),
    log,
    'Signage',
  )
  return {
    name: 'signage',
    routes: { ds: () => <SignageScreen player={player} /> },
    stop: () => player.stop(),
  }
}
