// The dialogs feature: the portal's dialog flows (wake-up alarm form, red-key refresh, Clear User Data),
// the Hotel Service Menu with its key sequences (portal spec §6), and the dialog overlays that draw them
// (interact, keyboard, toast, service menu, refresh spinner).
import { RefreshSpinner } from '../../../scenes/overlays/interact/RefreshSpinner'
import { hasHsm } from '../../services/infobarItems'
import { createRefreshIndicator } from '../../services/overlays'
import { createServiceMenuDetector } from '../../services/remote'
import { fullSync, syncDevice } from '../../services/sync'
import type { AlarmDisplay, Dialogs } from '../dialogs'
import { lazyDialogs } from '../lazyDialogs'
import { lazyOverlay } from '../lazyScene'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    dialogs: Dialogs & AlarmDisplay
  }
}

export const dialogsFeature: FeatureFactory = (ctx) => {
  const { clock, log, overlays, services, stores } = ctx
  const refresh = createRefreshIndicator(clock)
  // issue 19: their code loads with the first dialog (src/app/lazyDialogs.ts)
  const dialogs = lazyDialogs({
    overlays,
    clock,
    log,
    t: ctx.t,
    config: () => stores.hotel.getState().config,
    language: () => stores.hotel.getState().language,
    device: () => {
      const { device, properties } = stores.hotel.getState()
      return device ? { location: device.location, properties: { ...properties } } : null
    },
    api: ctx.api.client,
    alarm: services.need('alarm'),
    refresh,
    fullSync: () => fullSync(ctx.syncDeps()),
    syncDevice: () => syncDevice(ctx.syncDeps()),
    clearStoredData: async () => {
      // portal spec §6 Clear User Data: what a check-out clears (guest, services, device data, alarm, sleep)
      const remote = services.find('remote')
      if (!remote) throw new Error('The guest session is not running')
      await remote.session.checkOut({ standby: false })
      // adapters spec §6: set-top boxes clear their data through the platform's own path
      await ctx.bridge()?.clearData?.()
    },
  })
  services.provide('dialogs', dialogs)
  // portal spec §6: the Hotel Service Menu key sequences (24-key buffer, 1 s idle)
  const serviceMenuKeys = createServiceMenuDetector({ clock })
  // each sits at its own §9 layer among the app's other overlays (no wrapping container: zIndex orders
  // them); each loads its code the first time it opens, except the small refresh spinner
  const ServiceMenu = lazyOverlay(
    overlays,
    ['serviceMenu'],
    () => import('../../../scenes/hsm/ServiceMenu').then((m) => m.ServiceMenu),
    log,
  )
  const Interact = lazyOverlay(
    overlays,
    ['interact'],
    () => import('../../../scenes/overlays/Interact').then((m) => m.Interact),
    log,
  )
  const Keyboard = lazyOverlay(
    overlays,
    ['keyboard'],
    () => import('../../../scenes/overlays/Keyboard').then((m) => m.Keyboard),
    log,
  )
  const Toast = lazyOverlay(
    overlays,
    ['toast'],
    () => import('../../../scenes/overlays/Toast').then((m) => m.Toast),
    log,
  )
  const scopeKeys = ctx.scopeKeys
  return {
    name: 'dialogs',
    overlays: () => (
      <>
        <ServiceMenu overlays={overlays} scopeKeys={scopeKeys} />
        <Interact overlays={overlays} scopeKeys={scopeKeys} />
        <Keyboard overlays={overlays} scopeKeys={scopeKeys} />
        <Toast overlays={overlays} scopeKeys={scopeKeys} />
        <RefreshSpinner store={refresh.store} />
      </>
    ),
    keys: {
      // a completed sequence opens the PIN prompt, only when hsm is configured
      observe: (key) => {
        if (!serviceMenuKeys.press(key) || !hasHsm(stores.hotel.getState().config)) return false
        void dialogs.openServiceMenu()
        return true
      },
    },
  }
}
