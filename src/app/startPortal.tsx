// The composition root: mounts the stage, builds the shared context, makes the boot features, then the
// later ones once the start route is drawn (src/app/laterFeatures.ts), starts them in order and runs the
// spec's boot sequence (portal spec §4 Boot). Adding a screen is a line in features/later.ts, not an edit
// here (docs/ARCHITECTURE.md).
import type { Bridge } from '../../bridges/contract'
import { renderCapabilities } from '../../bridges/contract'
import { detectBridgeName, loadBridge } from '../../bridges/detect'
import { mountStage, type StageHandle } from '../../renderer'
import { systemClock } from '../time/clock'
import { createDictionaryLoader, createTranslator } from '../i18n/i18n'
import { createDateLocaleLoader, scriptLoader } from '../i18n/dates'
import { boot, BOOT_MESSAGES } from '../services/boot'
import { consoleLogger, describeError, type Logger } from '../services/logger'
import { createOverlayManager, createScopeKeys } from '../services/overlays'
import { createInboundHandler } from '../services/remote/inbound'
import { pathFromLocation, RouteError } from '../services/router/router'
import { createOptionalRetry } from '../services/optionalRetry'
import { fullSync, type SyncDeps } from '../services/sync'
import { createStores, DEFAULT_LANGUAGE } from '../stores'
// the guest's language in session storage (welcomeFlow's SESSION_LANGUAGE_KEY), read here without the
// welcome flow, which loads after Home
import { CHANNEL_LANGUAGE_KEY as SESSION_LANGUAGE_KEY } from '../api/headers'
import { reportPolicyRefusals } from './policyRefusals'
import { App } from './App'
import { createPortalApi } from './api'
import { bridgeEnvExtras } from './bridgeEnv'
import { createServiceRegistry, type PortalContext } from './context'
import { BOOT_FEATURES, loadLaterFeatures, type Feature, type FeatureFactory } from './features'
import { featureInbound } from './featureInbound'
import { createHeldKeys } from './heldKeys'
import { createInboundGate } from './inboundGate'
import { featureKeyLayers, type KeyLayers } from './keyLayers'
import { createKeyDispatch } from './keys'
import { createLaterFeatures } from './laterFeatures'
import { exposeTestHooks, mirrorEnabled, tabPageFlags } from './page'
import { createPortalRouter } from './portalRouter'
import { createRouteShown } from './routeShown'

export async function startPortal(win: Window = window, log: Logger = consoleLogger): Promise<void> {
  const doc = win.document
  // an address the page's policy refuses is named once, with the setting that allows it
  reportPolicyRefusals(doc, log)
  const flags = tabPageFlags(win)
  const mirror = mirrorEnabled(flags)
  const stage: StageHandle = await mountStage({
    canvas: doc.getElementById('portal') as HTMLCanvasElement,
    mirrorRoot: mirror ? doc.getElementById('scene-mirror') : null,
    mirrorNodes: !flags.mirrorRootOnly,
    preferWebGLVersion: flags.webgl1 ? 1 : 2,
    clock: systemClock,
    // batch texture units per platform family, known from the user agent before the bridge loads
    maxBatchTextures: renderCapabilities(detectBridgeName(win.navigator.userAgent, win.location.search))
      .maxBatchTextures,
  })
  const stores = createStores()
  const clock = systemClock
  const loadDictionary = createDictionaryLoader({ base: import.meta.env.BASE_URL, clock })
  const translator = await createTranslator(
    async (code) => {
      const dictionary = await loadDictionary(code)
      // the language's script faces (Cyrillic, Greek, Latin Extended, Arabic, Hebrew) start loading with
      // its text, before its first label asks for them (renderer/text/scriptFonts.ts); JSON keeps every
      // character of its strings as it is, and its keys and syntax are ASCII
      void stage.services.fonts?.preload(JSON.stringify(dictionary))
      return dictionary
    },
    {
      dates: createDateLocaleLoader({
        base: import.meta.env.BASE_URL,
        loadScript: scriptLoader(doc),
        global: win as unknown as Record<string, unknown>,
      }),
      log: (message, detail) => log.warn(message, detail),
    },
  )
  const api = createPortalApi({ win, log, stores })
  // issue 20: failed optional sync steps are retried on the clock (src/services/optionalRetry.ts)
  const retry = createOptionalRetry({ clock, log, random: Math.random })
  const overlays = createOverlayManager({ clock, focus: stage.services.focus })
  let bridge: Bridge | null = null
  const inboundGate = createInboundGate(log)
  let dispatch: (event: Parameters<PortalContext['pressKey']>[0]) => boolean = () => false
  const started: Feature[] = []
  const services = createServiceRegistry()
  const ctx: PortalContext = {
    win,
    clock,
    log,
    stores,
    stage,
    focus: stage.services.focus,
    api,
    overlays,
    scopeKeys: createScopeKeys(),
    translator,
    t: (key, options) => {
      const t = translator.fixedT(stores.hotel.getState().language)
      return options === undefined ? t(key) : t(key, options)
    },
    bridge: () => bridge,
    router: createPortalRouter({ win, clock, stores, overlays, api, services, features: () => started }),
    go: (path) => {
      try {
        ctx.router.push(path)
      } catch (error) {
        log.warn(`Navigation to ${path}: ${error instanceof RouteError ? error.message : String(error)}`)
      }
    },
    pressKey: (event) => dispatch(event),
    syncDeps: (): SyncDeps => {
      const properties = stores.hotel.getState().properties
      if (!properties) throw new Error(BOOT_MESSAGES.propertiesFailed)
      return {
        stores,
        api: api.client,
        properties,
        applyLanguage: (code) => translator.use(code),
        storedLanguage: () => win.sessionStorage.getItem(SESSION_LANGUAGE_KEY),
        keepLanguage: (code) => {
          try {
            win.sessionStorage.setItem(SESSION_LANGUAGE_KEY, code)
          } catch (error) {
            log.warn(`The session could not keep the language ${code}: ${describeError(error)}`)
          }
        },
        log,
        // portal spec §4 Sync "assign": an unknown device gets the installer's location dialog, an
        // overlay of the later features (a first start: Home is not shown yet, so they load now)
        assign: async () => {
          await later.loaded()
          await services.need('device').assign()
        },
        retry,
        // the boot waits for the optional feeds only so long (OPTIONAL_FEEDS_WAIT_MS)
        clock,
      }
    },
    services,
    features: () => started,
  }
  for (const create of BOOT_FEATURES) started.push(create(ctx))
  // the features' key layers, folded again when the later features join
  let keys: KeyLayers = featureKeyLayers(started, ctx.scopeKeys, () => ctx.focus.activeScope())
  const keyDispatch = createKeyDispatch({
    stores,
    focus: ctx.focus,
    widgets: stage.services.keys,
    observe: (key) => keys.observe(key),
    scoped: (key) => keys.scoped(key),
    global: (key) => keys.global(key),
    // a key for a later feature pressed before its code is in: held, dispatched again once it joins
    unhandled: (event) => {
      if (later.state() !== 'loaded') heldKeys.hold(event)
    },
  })
  const heldKeys = createHeldKeys(clock)
  // the stage commits (and draws) what a key changed within the key's own task (perf/README.md)
  dispatch = (event) =>
    stage.input(() => {
      const taken = keyDispatch(event)
      // a key that acted makes the ones held before it stale (Back on Home, then a menu item)
      if (taken) heldKeys.clear()
      return taken
    })
  if (mirror)
    exposeTestHooks(
      win,
      stage,
      ctx.services.need('media'),
      ctx.bridge,
      () => ctx.services.find('remote')?.executor.isPaused() ?? null,
    )
  const routeShown = createRouteShown({ loop: stage.services.loop, clock })
  const ports = {
    stores,
    media: ctx.services.need('media'),
    background: ctx.services.need('background'),
    captions: { press: ctx.services.need('captionsPress') },
  }
  // issue 19: the features Home does not need join after its first frame (src/app/laterFeatures.ts)
  const later = createLaterFeatures({
    fetch: loadLaterFeatures,
    join: (factories: readonly FeatureFactory[]) => {
      const joined: Feature[] = []
      for (const create of factories) {
        try {
          joined.push(create(ctx))
        } catch (error) {
          log.error('A feature could not be made', error)
        }
      }
      started.push(...joined)
      keys = featureKeyLayers(started, ctx.scopeKeys, () => ctx.focus.activeScope())
      if (bridge) for (const feature of joined) feature.attach?.(bridge)
      // after this task: the keys pressed while the code was on its way reach their layers now
      clock.setTimeout(() => heldKeys.release(dispatch), 0)
    },
    clock,
    log,
  })
  const renderApp = () =>
    stage.render(
      <App
        log={log}
        overlays={overlays}
        translate={translator.fixedT}
        ports={ports}
        routes={Object.assign({}, ...started.map((feature) => feature.routes ?? {}))}
        overlayLayers={started.flatMap((feature) => (feature.overlays ? [feature.overlays] : []))}
        moreRoutes={later.state()}
        onRouteMissing={later.load}
        onRouteCommitted={routeShown.committed}
      />,
    )
  later.subscribe(renderApp)
  // the scene mirror's `data-features`: whether the later features' code is in (idle, loading, loaded,
  // failed), for tests and the perf harness to know when their keys and routes act
  later.subscribe(() => stage.services.mirror.setRootData('features', later.state()))
  renderApp()

  const booted = await boot({
    stores,
    clock,
    // a boot that ends on the error screen reloads by itself after 5–15 min (services/boot.ts)
    retry: { random: Math.random, reload: () => win.location.reload() },
    userAgent: win.navigator.userAgent,
    loadBridge: () =>
      loadBridge({
        userAgent: win.navigator.userAgent,
        location: win.location,
        storage: win.localStorage,
        document: doc,
        ...bridgeEnvExtras({ win, stores, api, clock, log }),
      }),
    classes: [
      {
        name: 'http',
        init: (platform) => {
          bridge = platform
          api.attach(platform)
          // inbound messages from the bridge's first moment: held until their handlers start (below)
          inboundGate.listen(platform)
          platform.on('power', (power) => stores.app.setState({ power }))
          for (const feature of started) feature.attach?.(platform)
        },
      },
      {
        name: 'device',
        init: async (platform) => {
          const properties = await platform.properties()
          if (!properties) throw new Error(BOOT_MESSAGES.propertiesFailed)
          stores.hotel.setState({ properties, mac: properties.mac })
          platform.on('key', (event) => {
            keys.raw(event)
            dispatch(event)
          })
        },
      },
    ],
    loadLocalesAndTheme: async () => {
      const theme = ctx.services.need('device').loadTheme() // never rejects: a failure is logged
      await translator.use(win.sessionStorage.getItem(SESSION_LANGUAGE_KEY) ?? DEFAULT_LANGUAGE)
      await theme
    },
    sync: () => fullSync(ctx.syncDeps()),
    onReady: async (platform) => {
      // portal spec §4 Boot: enable routing, hide splash, go to the stored home page (DS straight there).
      stores.app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
      ctx.router.enable()
      // portal spec §4 Boot: opening media 'alarm' then 'after_reboot' before the home page
      await ctx.services.need('openingMedia').playBoot()
      const requested = pathFromLocation(win.location.pathname)
      const { homePath: home, device } = stores.hotel.getState()
      const target = requested !== '/' && requested !== '' && device?.using_by !== 'DS' ? requested : home
      try {
        ctx.router.push(target, { replace: true })
      } catch (error) {
        log.warn(`Start route ${target} refused, going home`, error)
        ctx.router.push(home, { replace: true })
      }
      // the features start once the start route is drawn: what they run and load after boot (the guest
      // session, remote actions) does not hold up its first frame (issue 19). The later features' code is
      // fetched then too, or at once for a start route of theirs (App asks for it).
      const shown = stores.route.getState().current?.path
      if (shown) await routeShown.wait(shown)
      later.load()
      const first = started.slice()
      for (const feature of first) await feature.start?.()
      // the later features start once they are in (a failed fetch is tried again until it succeeds)
      await later.loaded()
      for (const feature of started) if (!first.includes(feature)) await feature.start?.()
      // adapters spec §3 Inbound message: each kind goes to the feature that takes it.
      const inbound = featureInbound(started, log)
      inboundGate.attach(createInboundHandler({ ...inbound, log, now: () => clock.now() }))
      platform.ready?.() // adapters spec §4 Tizen token: "once ready fires"
    },
    log,
  })
  if (booted) log.info(`Portal ready on the ${booted.name} bridge`)
}
