// The shell: what every screen shares — the background layer, the popup and the opening media shown
// through it, the named routes that act instead of navigating, the navigation idle check, the developer
// overlay and the global remote keys (portal spec §2 Remote-control keys, Overlays; §4 Boot).
import { createBackground, type Background } from '../../services/background'
import { deviceClassOf, settingsItems } from '../../services/infobarItems'
import { createNamedActions, failureNotice, type NamedActionResult } from '../../services/namedActions'
import { createNavigationIdle, sleepChrome, type NavigationIdle } from '../../services/navigationIdle'
import { createOpeningMedia, type OpeningMediaPlayer } from '../../services/openingMedia'
import { createPopupController, openSideload, type PopupController } from '../../services/overlays'
import { openPick } from '../../services/sideloads'
import { overlayScope as scopeOf } from '../../services/overlays/constants'
import { pushNotice } from '../../stores'
import { createGlobalKeys } from '../globalKeys'
import { lazyOverlay, lazyPart } from '../lazyScene'
import type { PortalServices } from '../context'
import type { FeatureFactory } from './contract'

export type NamedRunner = {
  /** runs a named route (portal spec §2: app, apps, source, sources, weather, system, sideload) */
  run(name: string, target: string | null, what: string): void
  launchAny(names: readonly string[]): void
}

declare module '../context' {
  interface PortalServices {
    background: Background
    popup: PopupController
    openingMedia: OpeningMediaPlayer
    named: NamedRunner
    navigationIdle: NavigationIdle
  }
}

/** Scopes where the guest is entering or choosing something: the idle check never sleeps there. */
const SLEEP_PROTECTED_SCOPES: ReadonlySet<string> = new Set(
  (
    ['interact', 'keyboard', 'serviceMenu', 'settings', 'sidepane', 'sideload', 'popup', 'messages'] as const
  ).map((kind) => scopeOf(kind)),
)

export const shellFeature: FeatureFactory = (ctx) => {
  const { win, clock, log, overlays, services, stores } = ctx
  const background = createBackground({ clock })
  // portal spec §4 Overlays Popup: pauses background remote actions while up, resumes 1 s after close
  const popup = createPopupController({
    manager: overlays,
    clock,
    pauseBackground: () => services.find('remote')?.executor.pause('popup'),
    resumeBackground: () => void services.find('remote')?.executor.resume('popup'),
  })
  const openingMedia = createOpeningMedia({
    config: () => stores.hotel.getState().config,
    openPopup: (request) => popup.open(request),
    closePopup: overlays.close,
    popupOpen: () => overlays.current('popup') !== undefined,
    clock,
    log,
  })
  const namedActions = createNamedActions({
    bridge: ctx.bridge,
    clock,
    pick: (title, items) => openPick(overlays, title, items),
    sideload: (component, params) => openSideload(overlays, { component, params }),
    navigate: ctx.go,
    reload: () => win.location.reload(),
    log,
    titles: () => ({ apps: ctx.t('picker.apps'), sources: ctx.t('picker.sources') }),
  })
  // a missing app or a call the bridge lacks is told in the guest's language (the English reason goes to
  // the log)
  const notice = (result: Exclude<NamedActionResult, { ok: true }>) => failureNotice(result, ctx.t)
  const named: NamedRunner = {
    run: (name, target, what) =>
      void namedActions.run(name, target).then((result) => {
        if (result.ok) return
        log.warn(`${what}: ${result.error}`)
        pushNotice(stores.app, notice(result), 'warning', clock)
      }),
    launchAny: (names) =>
      void namedActions.launchAny(names).then((result) => {
        if (result.ok) return
        log.info(`App key: ${result.error}`)
        pushNotice(stores.app, notice(result), 'warning', clock)
      }),
  }
  // portal spec §4: the navigation idle check; sleep hides the info bar unless a protected scope is active.
  const navigationIdle = createNavigationIdle({
    clock,
    activeScope: () => ctx.focus.activeScope(),
    isSleepProtected: (scope) => SLEEP_PROTECTED_SCOPES.has(scope),
    onSleep: sleepChrome({ overlays, live: () => services.find('live') }),
  })
  services.provide('background', background)
  services.provide('popup', popup)
  services.provide('openingMedia', openingMedia)
  services.provide('named', named)
  services.provide('navigationIdle', navigationIdle)
  // the developer overlay's code loads on its first toggle (issue 19)
  const devOverlay = lazyPart(async () => {
    const { DevOverlay } = await import('../../../renderer/devtools/DevOverlay')
    return new DevOverlay(ctx.stage.app, ctx.stage.services.loop, win.document)
  })
  // the dialogs and the numerator are later features: a key for them is taken (true) only once they have joined
  const withLater =
    <K extends 'dialogs' | 'channelEntry'>(name: K) =>
    (run: (service: PortalServices[K]) => unknown): boolean => {
      const service = services.find(name)
      if (service) void run(service)
      return service !== undefined
    }
  /** portal spec §6 Visibility: the settings entries this device and hotel offer */
  const settingsOffered = () => {
    const { config, properties } = stores.hotel.getState()
    const device = deviceClassOf(properties?.type ?? '', properties?.manufacturer ?? '')
    return settingsItems({ config, device, languages: 0, hasCart: false })
  }
  const withDialogs = withLater('dialogs')
  const withEntry = withLater('channelEntry')
  const global = createGlobalKeys({
    stores,
    // the dialogs and the channel numerator are later features (src/app/laterFeatures.ts): until they
    // have joined, their keys are not taken, and the shell holds them (src/app/heldKeys.ts)
    confirmRefresh: () => withDialogs((dialogs) => dialogs.confirmRefresh()),
    openAlarm: () => withDialogs((dialogs) => dialogs.openAlarm()),
    launchApps: (names) => named.launchAny(names),
    openSources: () => named.run('sources', null, 'Sources'),
    sleepTimerAvailable: () => settingsOffered().includes('sleepTimer'),
    alarmAvailable: () => settingsOffered().includes('wakeUpAlarm'),
    router: ctx.router,
    log,
    overlays,
    // taken once the numerator is in; a digit past the third is taken and dropped (channelEntry.ts)
    channelEntry: {
      press: (digit) => withEntry((entry) => void entry.press(digit)),
      start: () => withEntry((entry) => entry.start()),
    },
    toggleDevOverlay: () =>
      void devOverlay.load().then(
        (overlay) => overlay.toggle(),
        (error: unknown) => log.warn('The developer overlay could not be loaded', error),
      ),
  })
  const Popup = lazyOverlay(
    overlays,
    ['popup'],
    () => import('../../../scenes/overlays/Popup').then((m) => m.Popup),
    log,
  )
  return {
    name: 'shell',
    overlays: () => (
      <Popup overlays={overlays} popup={popup} log={log} clock={clock} scopeKeys={ctx.scopeKeys} />
    ),
    keys: { global, raw: () => navigationIdle.touch() },
    beforeNavigate: () => background.clear(), // portal spec §2: each navigation clears the background
    start: () => navigationIdle.start(),
  }
}
