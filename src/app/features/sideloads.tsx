// The side panels (portal spec §2 Side panel: bill view, cart, internet, mobile, bluetooth), the side pane
// of choices, and the guest's cart behind the cart panel (§5/§8 Cart).
import { openToast } from '../../services/overlays/toast'
import { createCart, hotspotPortOf, type CartService, type SideloadDeps } from '../../services/sideloads'
import { lazyOverlay } from '../lazyScene'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    cart: CartService
  }
}

export const sideloadsFeature: FeatureFactory = (ctx) => {
  const { clock, log, overlays, api, stores } = ctx
  // the guest's cart, reloaded whenever the guest changes
  const cart = createCart({
    api: api.client,
    log,
    device: () => stores.hotel.getState().device,
    identity: () => stores.hotel.getState().properties,
  })
  ctx.services.provide('cart', cart)
  const unsubscribe = stores.hotel.subscribe((state, previous) => {
    if (state.device?.guest?.id !== previous.device?.guest?.id) void cart.load()
  })
  // made after Home (src/app/laterFeatures.ts), so after the boot sync found the guest
  if (stores.hotel.getState().device?.guest?.id !== undefined) void cart.load()
  const deps: SideloadDeps = {
    bill: { api: api.client, clock, log },
    cart: {
      cart,
      // portal spec §8 Cart: the outcome as a toast (a returned text as a danger toast)
      notify: (notice) =>
        void openToast(overlays, clock, {
          content: 'raw' in notice ? notice.raw : ctx.t(notice.key),
          theme: notice.tone,
        }),
    },
    internet: {
      hotspot: () => hotspotPortOf(ctx.bridge()),
      deviceName: async () =>
        (await ctx
          .bridge()
          ?.deviceName()
          .catch(() => '')) ||
        (stores.hotel.getState().device?.name ?? ''),
      mac: () => stores.hotel.getState().mac,
      api: api.client,
      log,
    },
    mobile: { mac: () => stores.hotel.getState().mac, api: api.client, log },
    bluetooth: { bridge: ctx.bridge, log },
  }
  const Sideload = lazyOverlay(
    overlays,
    ['sideload'],
    () => import('../../../scenes/sideloads/Sideload').then((m) => m.Sideload),
    log,
  )
  const SidePane = lazyOverlay(
    overlays,
    ['sidepane'],
    () => import('../../../scenes/overlays/SidePane').then((m) => m.SidePane),
    log,
  )
  return {
    name: 'sideloads',
    overlays: () => (
      <>
        <Sideload overlays={overlays} deps={deps} />
        <SidePane overlays={overlays} />
      </>
    ),
    stop: unsubscribe,
  }
}
