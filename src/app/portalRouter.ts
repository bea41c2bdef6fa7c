// The router bound to the portal (portal spec §2 Route guard): what each navigation resets comes from
// the features (in their order), the mode and the welcome gate from the hotel store.
import type { Clock } from '../time/clock'
import type { OverlayManager } from '../services/overlays'
import { createRouter, type Router } from '../services/router/router'
import { welcomeNeeded, WELCOME_STORAGE_KEY } from '../services/session'
import type { Stores } from '../stores'
import type { PortalApi } from './api'
import type { ServiceRegistry } from './context'
import type { Feature } from './features/contract'
import { readLocal } from './page'

export type PortalRouterDeps = {
  win: Window
  clock: Clock
  stores: Stores
  overlays: OverlayManager
  api: PortalApi
  services: ServiceRegistry
  features: () => readonly Feature[]
}

export function createPortalRouter({
  win,
  clock,
  stores,
  overlays,
  api,
  services,
  features,
}: PortalRouterDeps): Router {
  return createRouter({
    stores,
    history: win.history,
    clock,
    hasChannels: () => stores.hotel.getState().channels.length > 0,
    hooks: {
      beforeNavigate: () => {
        stores.app.setState({ navigationEnabled: false })
        overlays.abortAll() // portal spec §4 Overlays: all abort on route change
        api.abortPending()
        for (const feature of features()) feature.beforeNavigate?.()
      },
      // portal spec §2: after a navigation platform state is cleared
      clearPlatformState: () => services.find('device')?.clearPlatformState(),
      // portal spec §4 Platform focus: navigation stays off while another application has the focus
      isDeviceOn: () => stores.app.getState().power === 'on' && stores.app.getState().focused,
      // portal spec §2: the play action 5 s after a navigation lets regular remote actions run again
      emitPlay: () => void services.find('remote')?.executor.resume('navigation'),
      enableNavigation: () => stores.app.setState({ navigationEnabled: true }),
    },
    mode: () => ({
      usingBy: stores.hotel.getState().device?.using_by,
      config: stores.hotel.getState().config,
    }),
    welcomeNeeded: () => {
      const { device, config } = stores.hotel.getState()
      return welcomeNeeded({
        config,
        usingBy: device?.using_by ?? null,
        guest: device?.guest ?? null,
        storedWelcome: readLocal(win, WELCOME_STORAGE_KEY),
      })
    },
  })
}
