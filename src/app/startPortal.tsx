import type { Bridge } from '../../bridges/contract'
import { loadBridge } from '../../bridges/detect'
import { DevOverlay, mountStage, type StageHandle } from '../../renderer'
import type { MenuItem } from '../api/types'
import { createTranslator } from '../i18n/i18n'
import { boot } from '../services/boot'
import { consoleLogger, type Logger } from '../services/logger'
import { menuTarget } from '../services/menuTarget'
import { createRouter, pathFromLocation, RouteError } from '../services/router/router'
import { fullSync } from '../services/sync'
import { systemClock } from '../api/clock'
import { appStore, hotelStore, pushNotice } from '../stores'
import { App } from './App'
import { createPortalApi } from './api'
import { createGlobalKeys } from './globalKeys'
import { createKeyDispatch } from './keys'

export const SESSION_LANGUAGE_KEY = 'language'

/** Flags read from the page URL: ?mirror=1 enables the scene mirror in production, ?webgl=1 forces WebGL 1. */
function pageFlags(search: string) {
  const params = new URLSearchParams(search)
  return { mirror: params.get('mirror') === '1', webgl1: params.get('webgl') === '1' }
}

/** Read-only probes for browser tests and the perf harness (only where the scene mirror is on). */
function exposeTestHooks(win: Window, stage: StageHandle) {
  const renderer = stage.app.renderer as { context?: { webGLVersion?: number } }
  Object.defineProperty(win, '__portal', {
    configurable: true,
    value: {
      webglVersion: renderer.context?.webGLVersion ?? 0,
      frames: () => stage.services.loop.frames,
    },
  })
}

/** Composition root: mounts the canvas, then runs the spec's boot sequence (portal spec §4 Boot). */
export async function startPortal(win: Window = window, log: Logger = consoleLogger): Promise<void> {
  const doc = win.document
  const flags = pageFlags(win.location.search)
  // Scene mirror: on in development and tests; in production by ?mirror=1 or building with VITE_SCENE_MIRROR=1.
  const mirrorEnabled = import.meta.env.DEV || import.meta.env.VITE_SCENE_MIRROR === '1' || flags.mirror
  const stage = await mountStage({
    canvas: doc.getElementById('portal') as HTMLCanvasElement,
    mirrorRoot: mirrorEnabled ? doc.getElementById('scene-mirror') : null,
    preferWebGLVersion: flags.webgl1 ? 1 : 2,
  })
  if (mirrorEnabled) exposeTestHooks(win, stage)
  const session = win.sessionStorage
  const api = createPortalApi({ win, log })
  const bridgeRef: { current: Bridge | null } = { current: null }
  const translator = await createTranslator()
  const router = createRouter({
    history: win.history,
    clock: systemClock,
    hasChannels: () => hotelStore.getState().channels.length > 0,
    hooks: {
      beforeNavigate: () => {
        appStore.setState({ navigationEnabled: false })
        api.abortPending()
        void bridgeRef.current?.resetWindow()
      },
      isDeviceOn: () => appStore.getState().power === 'on',
      enableNavigation: () => appStore.setState({ navigationEnabled: true }),
    },
    mode: () => {
      const { device, config } = hotelStore.getState()
      return { usingBy: device?.using_by, config }
    },
  })
  const onMenuSelect = (item: MenuItem) => {
    const target = menuTarget(item)
    if (target.kind === 'route') {
      try {
        router.push(target.path)
      } catch (error) {
        log.warn(`Menu item ${item.title}: ${error instanceof RouteError ? error.message : String(error)}`)
      }
    } else if (target.kind === 'subs' && target.items[0]) {
      onMenuSelect(target.items[0])
    } else {
      pushNotice(`${item.title}: not available on this device`, 'warning')
    }
  }
  stage.render(<App translate={translator.fixedT} onMenuSelect={onMenuSelect} log={log} />)
  const devOverlay = new DevOverlay(stage.app, stage.services.loop, doc)
  const dispatch = createKeyDispatch({
    focus: stage.services.focus,
    widgets: stage.services.keys,
    global: createGlobalKeys({ router, log, toggleDevOverlay: () => devOverlay.toggle() }),
  })

  const bridge: Bridge | null = await boot({
    userAgent: win.navigator.userAgent,
    loadBridge: () =>
      loadBridge({
        userAgent: win.navigator.userAgent,
        location: win.location,
        storage: win.localStorage,
        document: doc,
      }),
    classes: [
      {
        name: 'http',
        init: (started) => {
          bridgeRef.current = started
          api.attach(started)
          started.on('power', (power) => appStore.setState({ power }))
        },
      },
      {
        name: 'device',
        init: async (started) => {
          const properties = await started.properties()
          if (!properties) throw new Error('Unable to get device properties')
          hotelStore.setState({ properties, mac: properties.mac })
          started.on('key', dispatch)
        },
      },
    ],
    loadLocalesAndTheme: async () => {
      await translator.use(session.getItem(SESSION_LANGUAGE_KEY) ?? 'en_US')
    },
    sync: async () => {
      const properties = hotelStore.getState().properties
      if (!properties) throw new Error('Unable to get device properties')
      await fullSync({
        api: api.client,
        properties,
        applyLanguage: (code) => translator.use(code),
        storedLanguage: () => session.getItem(SESSION_LANGUAGE_KEY),
        log,
      })
    },
    onReady: () => {
      // portal spec §4 Boot: enable routing, hide splash, go to the stored home page (DS straight there).
      appStore.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
      router.enable()
      const requested = pathFromLocation(win.location.pathname)
      const home = hotelStore.getState().homePath
      const target =
        requested !== '/' && requested !== '' && hotelStore.getState().device?.using_by !== 'DS'
          ? requested
          : home
      try {
        router.push(target, { replace: true })
      } catch (error) {
        log.warn(`Start route ${target} refused, going home`, error)
        router.push(home, { replace: true })
      }
    },
    log,
  })
  if (bridge) log.info(`Portal ready on the ${bridge.name} bridge`)
}
