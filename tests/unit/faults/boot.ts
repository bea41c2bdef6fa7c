// The boot of the node portal (tests/unit/faults/portal.ts): the real boot sequence (portal spec §4 Boot)
// with the real full sync, optional-step retries and theme and locale loading, as src/app/startPortal.tsx
// wires them, on the fake platform. Test support only.
import type { Bridge } from '../../../bridges/contract'
import { boot } from '../../../src/services/boot'
import { createThemeLoader } from '../../../src/services/device'
import { createOptionalRetry, type OptionalRetry } from '../../../src/services/optionalRetry'
import { fullSync, type SyncDeps } from '../../../src/services/sync'
import { SESSION_LANGUAGE_KEY } from '../../../src/services/welcomeFlow'
import { DEFAULT_LANGUAGE } from '../../../src/stores'
import { systemClock } from '../../../src/time/clock'
import type { NodePortal } from './portal'

const WEBKIT_UA =
  'Mozilla/5.0 (Linux; Web0S) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0 Safari/537.36'

export type BootRun = { themeLoaded: boolean; retry: OptionalRetry }

export function syncDeps(portal: NodePortal, retry?: OptionalRetry): SyncDeps {
  const { stores, client, translator, session, log } = portal
  const properties = stores.hotel.getState().properties
  if (!properties) throw new Error('Unable to get device properties')
  return {
    stores,
    api: client,
    properties,
    applyLanguage: (code) => translator.use(code),
    storedLanguage: () => session.getItem(SESSION_LANGUAGE_KEY),
    log,
    ...(retry ? { retry } : {}),
  }
}

/** Boots the portal to its home page (or its error screen, or the reload countdown). */
export async function bootPortal(portal: NodePortal): Promise<BootRun> {
  const { stores, log } = portal
  const retry = createOptionalRetry({ clock: systemClock, log, random: () => 0.5 })
  const run: BootRun = { themeLoaded: false, retry }
  const loadTheme = createThemeLoader({ base: '/v2/', log, clock: systemClock })
  await boot({
    stores,
    userAgent: WEBKIT_UA,
    loadBridge: async () => portal.bridge as Bridge,
    classes: [
      { name: 'http', init: (bridge) => portal.api.attach(bridge) },
      {
        name: 'device',
        init: async (bridge) => {
          const properties = await bridge.properties()
          if (!properties) throw new Error('Unable to get device properties')
          stores.hotel.setState({ properties, mac: properties.mac })
        },
      },
    ],
    loadLocalesAndTheme: async () => {
      const theme = loadTheme().then((loaded) => void (run.themeLoaded = loaded !== null))
      await portal.translator.use(portal.session.getItem(SESSION_LANGUAGE_KEY) ?? DEFAULT_LANGUAGE)
      await theme
    },
    sync: () => fullSync(syncDeps(portal, retry)),
    onReady: () => {
      stores.app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
      portal.router.enable()
      portal.router.push(stores.hotel.getState().homePath, { replace: true })
    },
    log,
  })
  return run
}
