import type { Bridge } from '../../bridges/contract'
import { detectBridgeName, loadBridge } from '../../bridges/detect'
import { renderCapabilities } from '../../bridges/contract'
import { DevOverlay, mountStage, type StageHandle } from '../../renderer'
import type { MenuItem } from '../api/types'
import { createDictionaryLoader, createTranslator } from '../i18n/i18n'
import { boot } from '../services/boot'
import { consoleLogger, type Logger } from '../services/logger'
import { menuTarget } from '../services/menuTarget'
import { createRouter, pathFromLocation, RouteError } from '../services/router/router'
import { fullSync, type SyncDeps } from '../services/sync'
import { changeLanguage, WELCOME_STORAGE_KEY, welcomeNeeded } from '../services/session'
import { continueWelcome, SESSION_LANGUAGE_KEY } from '../services/welcomeFlow'
import { startRemoteServices, type RemoteServices } from './remoteServices'
import {
  createMessagesOverlay,
  createOverlayManager,
  createPopupController,
  createRefreshIndicator,
  createScopeKeys,
  openMarquee,
  openSideload,
  validateMarquee,
} from '../services/overlays'
import { addMessage, decodeMessage, markMessageRead } from '../services/messages'
import { alarmActionHandler, createAlarm, createSleepTimer, wakeupDate } from '../services/timers'
import { createChannelEntry, createServiceMenuDetector } from '../services/remote'
import { systemClock } from '../api/clock'
import { configString } from '../api/config'
import { createCdnConverter, createMediaController, type MediaController } from '../services/media'
import { createBackground } from '../services/background'
import { createOpeningMedia, openingMediaFromConfig } from '../services/openingMedia'
import { registerPopupActions } from '../services/popupActions'
import { deviceClassOf, hasHsm, settingsItems } from '../services/infobarItems'
import { syncDevice } from '../services/sync'
import { createDialogs } from './dialogs'
import { appStore, DEFAULT_LANGUAGE, hotelStore, pushNotice } from '../stores'
import { App, type SceneHandlers } from './App'
import { createPortalApi } from './api'
import { createGlobalKeys } from './globalKeys'
import { createKeyDispatch } from './keys'
import { syncData, syncMenus } from '../services/sync'
import { createHdmiToggle } from '../services/hdmiToggle'
import { createCart, hotspotPortOf, languageItems, openPick, subItems } from '../services/sideloads'
import { openToast } from '../services/overlays/toast'
import type { InfobarActions } from '../../scenes/overlays/Infobar'
import type { SettingsActions } from '../../scenes/overlays/SettingsDropdown'
import type { SideloadDeps } from '../../scenes/sideloads/Sideload'
import { createNamedActions } from '../services/namedActions'
import { createNavigationIdle } from '../services/navigationIdle'
import { createInboundHandler } from '../services/remote/inbound'
import { createRemoteCommandRunner } from '../services/remote/commandRunner'
import { configuredMaxVolume } from '../services/actions'
import { overlayScope as scopeOf } from '../services/overlays/constants'
import { createPortalLiveTv } from '../services/live'

/** Scopes where the guest is entering or choosing something: the idle check never sleeps there. */
const SLEEP_PROTECTED_SCOPES: ReadonlySet<string> = new Set(
  (
    ['interact', 'keyboard', 'serviceMenu', 'settings', 'sidepane', 'sideload', 'popup', 'messages'] as const
  ).map((kind) => scopeOf(kind)),
)

/** Flags read from the page URL: ?mirror=1 enables the scene mirror in production, ?webgl=1 forces WebGL 1. */
function pageFlags(search: string) {
  const params = new URLSearchParams(search)
  return { mirror: params.get('mirror') === '1', webgl1: params.get('webgl') === '1' }
}

function readLocal(win: Window, key: string): string | null {
  try {
    return win.localStorage.getItem(key)
  } catch {
    return null
  }
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

/** The media controller for browser tests (`__portal.media`), beside the probes above. */
function exposeMedia(win: Window, media: MediaController) {
  const hooks = (win as { __portal?: Record<string, unknown> }).__portal
  if (hooks) hooks['media'] = media
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
    // batch texture units per platform family, known from the user agent before the bridge loads
    maxBatchTextures: renderCapabilities(detectBridgeName(win.navigator.userAgent, win.location.search))
      .maxBatchTextures,
  })
  if (mirrorEnabled) exposeTestHooks(win, stage)
  const session = win.sessionStorage
  const api = createPortalApi({ win, log })
  const bridgeRef: { current: Bridge | null } = { current: null }
  // portal spec §4 Platform focus, from the bridge's focus events: media waits while another app has it
  const platformFocus = { current: true }
  // portal spec §4 CDN token, §5: media off the platform origin go through the configured CDN driver
  const cdn = createCdnConverter({
    getToken: (request) => api.client.getCdnToken(request),
    clock: systemClock,
    driver: () => configString(hotelStore.getState().config, 'cdn.driver'),
    platformOrigin: async () => (bridgeRef.current ? bridgeRef.current.baseUrl() : win.location.origin),
    log,
  })
  const media = createMediaController({
    bridge: () => bridgeRef.current,
    clock: systemClock,
    power: () => appStore.getState().power,
    hasFocus: () => platformFocus.current,
    convert: (url) => cdn.convert(url),
    log,
  })
  if (mirrorEnabled) exposeMedia(win, media)
  const remoteRef: { current: RemoteServices | null } = { current: null }
  const translator = await createTranslator(
    createDictionaryLoader({ base: import.meta.env.BASE_URL, clock: systemClock }),
  )
  const overlays = createOverlayManager({ clock: systemClock, focus: stage.services.focus })
  const messagesOverlay = createMessagesOverlay({ manager: overlays, markRead: markMessageRead })
  // portal spec §4 Alarm: a TV in standby powers on first; the alarm shows the 'alarm' opening media when
  // one is configured, else an alert with its time; a front-desk alarm is answered OK on firing, DE on
  // cancel (§7 POST /api/fidelio/wakeup/answer).
  const alarm = createAlarm({
    clock: systemClock,
    storage: win.localStorage,
    isTvOn: () => appStore.getState().power === 'on',
    powerOn: async () => {
      await bridgeRef.current?.setPower('on')
    },
    show: (rung) => {
      if (openingMediaFromConfig(hotelStore.getState().config, 'alarm')) void openingMedia.play('alarm')
      else dialogs.showAlarm(rung)
    },
    answer: (status, rung) =>
      void api.client
        .fidelioWakeupAnswer({
          room: hotelStore.getState().device?.location ?? '',
          date: wakeupDate(rung.value),
          status,
        })
        .catch((error: unknown) => log.error('Wake-up answer failed', error)),
  })
  const scopeKeys = createScopeKeys()
  const refresh = createRefreshIndicator(systemClock)
  const dialogs = createDialogs({
    overlays,
    clock: systemClock,
    log,
    t: (key, options) => {
      const t = translator.fixedT(hotelStore.getState().language)
      return options === undefined ? t(key) : t(key, options)
    },
    config: () => hotelStore.getState().config,
    device: () => {
      const { device, properties } = hotelStore.getState()
      return device ? { location: device.location, properties: { ...properties } } : null
    },
    api: api.client,
    alarm,
    refresh,
    fullSync: () => fullSync(syncDeps()),
    syncDevice: () => syncDevice(syncDeps()),
    clearStoredData: async () => {
      // portal spec §6 Clear User Data: what a check-out clears (guest, services, device data, alarm, sleep)
      if (!remoteRef.current) throw new Error('The guest session is not running')
      await remoteRef.current.session.checkOut({ standby: false })
    },
  })
  // portal spec §6: the Hotel Service Menu key sequences (24-key buffer, 1 s idle)
  const serviceMenuKeys = createServiceMenuDetector({ clock: systemClock })
  // portal spec §2 Overlays: the background layer; the popup (it pauses background remote actions while
  // up, §4) and the opening media shown through it (§4 Boot, §2 Welcome).
  const background = createBackground({ clock: systemClock })
  const popup = createPopupController({
    manager: overlays,
    clock: systemClock,
    pauseBackground: () => remoteRef.current?.executor.pause(),
    resumeBackground: () => void remoteRef.current?.executor.resume(),
  })
  const openingMedia = createOpeningMedia({
    config: () => hotelStore.getState().config,
    openPopup: (request) => popup.open(request),
    closePopup: overlays.close,
    popupOpen: () => overlays.current('popup') !== undefined,
    clock: systemClock,
    log,
  })
  // portal spec §4 Sleep timer: expiry sends the TV to standby.
  const sleep = createSleepTimer({
    clock: systemClock,
    storage: win.localStorage,
    standby: () => void bridgeRef.current?.setPower('standby'),
  })
  const router = createRouter({
    history: win.history,
    clock: systemClock,
    hasChannels: () => hotelStore.getState().channels.length > 0,
    hooks: {
      beforeNavigate: () => {
        appStore.setState({ navigationEnabled: false })
        // portal spec §2: regular remote actions wait while the guest navigates; the play action
        // emitted 5 s after the navigation lets them run again.
        remoteRef.current?.executor.pause()
        overlays.abortAll() // portal spec §4 Overlays: all abort on route change
        background.clear() // portal spec §2: each navigation clears the background
        api.abortPending()
        media.abort() // portal spec §2: each navigation aborts media requests
        // and resets the TV window, through the controller so the window it restores on focus is current
        void media.setWindow(null)
      },
      isDeviceOn: () => appStore.getState().power === 'on',
      emitPlay: () => void remoteRef.current?.executor.resume(),
      enableNavigation: () => appStore.setState({ navigationEnabled: true }),
    },
    mode: () => {
      const { device, config } = hotelStore.getState()
      return { usingBy: device?.using_by, config }
    },
    welcomeNeeded: () => {
      const { device, config } = hotelStore.getState()
      return welcomeNeeded({
        config,
        usingBy: device?.using_by ?? null,
        guest: device?.guest ?? null,
        storedWelcome: readLocal(win, WELCOME_STORAGE_KEY),
      })
    },
  })
  const go = (path: string): void => {
    try {
      router.push(path)
    } catch (error) {
      log.warn(`Navigation to ${path}: ${error instanceof RouteError ? error.message : String(error)}`)
    }
  }
  const syncDeps = (): SyncDeps => {
    const properties = hotelStore.getState().properties
    if (!properties) throw new Error('Unable to get device properties')
    return {
      api: api.client,
      properties,
      applyLanguage: (code) => translator.use(code),
      storedLanguage: () => session.getItem(SESSION_LANGUAGE_KEY),
      log,
    }
  }
  // portal spec §2: named routes that launch, pick, switch or open instead of navigating.
  const namedActions = createNamedActions({
    bridge: () => bridgeRef.current,
    clock: systemClock,
    pick: (title, items) => openPick(overlays, title, items),
    sideload: (component, params) => openSideload(overlays, { component, params }),
    navigate: go,
    reload: () => win.location.reload(),
    log,
    titles: () => {
      const t = translator.fixedT(hotelStore.getState().language)
      return { apps: t('picker.apps'), sources: t('picker.sources') }
    },
  })
  const runNamed = (name: string, target: string | null, what: string) =>
    void namedActions.run(name, target).then((result) => {
      if (result.ok) return
      log.warn(`${what}: ${result.error}`)
      pushNotice(result.error, 'warning')
    })
  const onMenuSelect = (item: MenuItem) => {
    const target = menuTarget(item)
    if (target.kind === 'route') go(target.path)
    else if (target.kind === 'subs') {
      // portal spec §2 Home: an item with subs opens a side pane to choose a sub-item, then routes it
      const t = translator.fixedT(hotelStore.getState().language)
      void openPick(overlays, item.title, subItems(target.items), { subtitle: t('home.chooseItem') }).then(
        (id) => {
          const sub = target.items.find((candidate) => String(candidate.id) === id)
          if (sub) onMenuSelect(sub)
        },
      )
    } else if (target.kind === 'action') runNamed(target.name, target.target, item.title)
    else pushNotice(`${item.title}: not available on this device`, 'warning')
  }
  const handlers: SceneHandlers = {
    onMenuSelect,
    onWelcomeContinue: () =>
      void continueWelcome({
        updateGuest: (guest) => api.client.updateGuest(guest),
        session,
        clearBackground: () => background.clear(),
        playAfterWelcome: () => openingMedia.play('after_welcome'),
        goHome: go,
        log,
      }),
    onWelcomeShown: () => void openingMedia.play('before_welcome'),
    onLanguage: (code) =>
      void changeLanguage(code, { api: api.client, applyLanguage: (c) => translator.use(c), log }),
  }
  // portal spec §2 Side panel cart, §5/§8 Cart: the guest's cart, reloaded whenever the guest changes.
  const cart = createCart({
    api: api.client,
    log,
    device: () => hotelStore.getState().device,
    identity: () => hotelStore.getState().properties,
  })
  hotelStore.subscribe((state, previous) => {
    if (state.device?.guest?.id !== previous.device?.guest?.id) void cart.load()
  })
  const translate = (key: string) => translator.fixedT(hotelStore.getState().language)(key)
  // portal spec §4 Language change (UI, date locale, guest record if different), then the language sync
  // (§4 Sync: menus, data, channels); the Channel-Language header follows the session key.
  const chooseLanguage = async () => {
    const { languages, language } = hotelStore.getState()
    const code = await openPick(overlays, translate('settings.chooseLanguage'), languageItems(languages), {
      selected: language,
    })
    if (!code || code === language) return
    session.setItem(SESSION_LANGUAGE_KEY, code)
    await changeLanguage(code, { api: api.client, applyLanguage: (c) => translator.use(c), log })
    await syncMenus(syncDeps())
      .then(() => syncData(syncDeps()))
      .catch((error: unknown) => log.error('Language sync failed', error))
  }
  const infobar: InfobarActions = {
    clock: systemClock,
    sleep,
    alarm: alarm,
    cart: cart.store,
    openMessages: () => void messagesOverlay.open(),
    openCart: () => void openSideload(overlays, { component: 'cart', params: {} }),
    openLanguages: () => void chooseLanguage(),
    openAlarm: () => void dialogs.openAlarm(),
    confirmRefresh: () => void dialogs.confirmRefresh(),
    clearUserData: () => void dialogs.clearUserData(),
  }
  const settings: SettingsActions = {
    sleep,
    // portal spec §2 Settings: Disable/Enable HDMI (POST /api/adb/cmd enableApp/disableApp)
    hdmi: createHdmiToggle({
      api: api.client,
      storage: win.localStorage,
      ip: () => hotelStore.getState().properties?.ip ?? null,
      log,
    }),
    openLanguages: () => void chooseLanguage(),
    openAlarm: () => void dialogs.openAlarm(),
    openServiceMenu: () => void dialogs.openServiceMenu(),
  }
  const sideloads: SideloadDeps = {
    bill: { api: api.client, clock: systemClock, log },
    cart: {
      cart,
      // portal spec §8 Cart: the outcome as a toast (a returned text as a danger toast)
      notify: (notice) =>
        void openToast(overlays, systemClock, {
          content: 'raw' in notice ? notice.raw : translate(notice.key),
          theme: notice.tone,
        }),
    },
    internet: {
      hotspot: () => hotspotPortOf(bridgeRef.current),
      deviceName: async () =>
        (await bridgeRef.current?.deviceName().catch(() => '')) || (hotelStore.getState().device?.name ?? ''),
      mac: () => hotelStore.getState().mac,
      api: api.client,
      log,
    },
    mobile: { mac: () => hotelStore.getState().mac, api: api.client, log },
    bluetooth: { bridge: () => bridgeRef.current, log },
  }
  // portal spec §2 Live TV: the live session the live screen shows (favourites, PIN, purchases, DVR).
  const live = createPortalLiveTv({
    client: api.client,
    screenSignal: api.screenSignal,
    media,
    overlays,
    t: (key, options) => translator.fixedT(hotelStore.getState().language)(key, options ?? {}),
    storage: win.localStorage,
    fetch: (url, init) => win.fetch(url, init),
    baseUrl: async () => (bridgeRef.current ? bridgeRef.current.baseUrl() : win.location.origin),
    hotel: () => {
      const { channels, config, device, mac, properties } = hotelStore.getState()
      const lastTuned = Number(device?.properties['last_tuned_channel_id'] ?? NaN)
      return {
        channels,
        config,
        guest: device?.guest ?? null,
        device: {
          mac: mac ?? '',
          ip: properties?.ip ?? device?.ip ?? '',
          type: bridgeRef.current?.deviceType() ?? '',
          lastTuned: Number.isInteger(lastTuned) ? lastTuned : null,
        },
      }
    },
    notify: (text, tone) => void pushNotice(text, tone),
    log,
  })
  // portal spec §2: a number key chooses a channel by number (digits, up to 3, 1000 ms wait).
  const channelEntry = createChannelEntry({
    clock: systemClock,
    channels: () => hotelStore.getState().channels,
    onCommit: (channel) => go(`/live/all/home/${channel.id}`),
    onMiss: (number) => log.info(`No channel numbered ${number}`),
  })
  stage.render(
    <App
      translate={translator.fixedT}
      handlers={handlers}
      log={log}
      overlays={overlays}
      infobar={infobar}
      settings={settings}
      sideloads={sideloads}
      channelEntry={channelEntry.store}
      media={media}
      live={live}
      dialogUi={{ scopeKeys, refresh: refresh.store }}
      background={background}
      popup={popup}
    />,
  )
  // portal spec §4: the navigation idle check; sleep hides the info bar unless a protected scope is active.
  const navigationIdle = createNavigationIdle({
    clock: systemClock,
    activeScope: () => stage.services.focus.activeScope(),
    isSleepProtected: (scope) => SLEEP_PROTECTED_SCOPES.has(scope),
    onSleep: () => {
      if (overlays.current('infobar')) overlays.close('infobar', 'closed')
    },
  })
  const devOverlay = new DevOverlay(stage.app, stage.services.loop, doc)
  const dispatch = createKeyDispatch({
    focus: stage.services.focus,
    widgets: stage.services.keys,
    observe: (key) => {
      // portal spec §6: a completed sequence opens the PIN prompt, only when hsm is configured
      if (!serviceMenuKeys.press(key) || !hasHsm(hotelStore.getState().config)) return false
      void dialogs.openServiceMenu()
      return true
    },
    scoped: (key) =>
      scopeKeys.dispatch(stage.services.focus.activeScope(), key) ||
      // the live screen's own keys (back out of a view, favourite, stop DVR, search digits)
      (stage.services.focus.activeScope() === 'root' && live.handleKey(key)),
    global: createGlobalKeys({
      confirmRefresh: () => void dialogs.confirmRefresh(),
      openAlarm: () => void dialogs.openAlarm(),
      launchApps: (names) =>
        void namedActions.launchAny(names).then((result) => {
          if (!result.ok) pushNotice(result.error, 'warning')
        }),
      openSources: () => runNamed('sources', null, 'Sources'),
      sleepTimerAvailable: () => {
        const { config, properties } = hotelStore.getState()
        const device = deviceClassOf(properties?.type ?? '', properties?.manufacturer ?? '')
        return settingsItems({ config, device, languages: 0, hasCart: false }).includes('sleepTimer')
      },
      router,
      log,
      overlays,
      channelEntry,
      toggleDevOverlay: () => devOverlay.toggle(),
    }),
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
          started.on('focus', (focus) => (platformFocus.current = focus === 'applicationFocusing'))
          media.attach()
        },
      },
      {
        name: 'device',
        init: async (started) => {
          const properties = await started.properties()
          if (!properties) throw new Error('Unable to get device properties')
          hotelStore.setState({ properties, mac: properties.mac })
          started.on('key', (event) => {
            navigationIdle.touch()
            dispatch(event)
          })
        },
      },
    ],
    loadLocalesAndTheme: async () => {
      await translator.use(session.getItem(SESSION_LANGUAGE_KEY) ?? DEFAULT_LANGUAGE)
    },
    sync: () => fullSync(syncDeps()),
    onReady: async (started) => {
      // portal spec §4 Boot: enable routing, hide splash, go to the stored home page (DS straight there).
      appStore.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
      router.enable()
      // portal spec §4 Boot: opening media 'alarm' then 'after_reboot' before the home page
      await openingMedia.playBoot()
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
      // Guest session and remote actions run beside the UI; their failures are logged, never fatal.
      sleep.restore()
      // portal spec §4 Alarm: a stored alarm over 20 s past is dropped, a future one scheduled
      alarm.restore()
      const remote = await startRemoteServices({
        clearSleep: () => {
          sleep.remove()
          // portal spec §5: 'once per session' PIN answers belong to the guest who gave them
          live.resetSession()
        },
        clearAlarm: () => alarm.deactivate(),
        bridge: started,
        client: api.client,
        syncDeps,
        openWelcome: () => go('/welcome'),
        reload: () => win.location.reload(),
        log,
      }).catch((error: unknown) => {
        log.error('Remote services failed to start', error)
        return null
      })
      remoteRef.current = remote
      navigationIdle.start()
      // adapters spec §3 Inbound message: action, rc (remote command), weather, chromecast, fidelio.
      const commands = createRemoteCommandRunner({
        bridge: () => bridgeRef.current,
        pressKey: (key) => dispatch({ key, repeat: false }),
        navigate: go,
        openSources: () => runNamed('sources', null, 'Sources'),
        channels: () => hotelStore.getState().channels,
        maxVolume: configuredMaxVolume,
      })
      started.on(
        'message',
        createInboundHandler({
          runAction: async (action) => {
            if (!remote) throw new Error('Remote actions are not running')
            await remote.executor.runLocal(action)
          },
          runCommand: (command) => commands.run(command),
          openWeather: (city) => go(city ? `/weather/${city}` : '/weather'),
          chromecast: () => go('/chromecast'),
          log,
          now: () => systemClock.now(),
        }),
      )
      remote?.executor.register('Message.Marquee', async (params) => {
        // portal spec §4 Remote actions: Message.Marquee (data, repeat, speed); a bad request fails the action.
        const checked = validateMarquee(params)
        if (!checked.ok) throw new Error(checked.error)
        void openMarquee(overlays, params)
      })
      // portal spec §4 Remote actions Message.Image / Message.Video: the popup (§3 Popup request)
      if (remote)
        registerPopupActions(remote.executor, {
          popup,
          popupOpen: () => overlays.current('popup') !== undefined,
        })
      // portal spec §4 Remote actions: Alarm (value, fidelio, timeout, or a DA/TI wake-up request)
      remote?.executor.register('Alarm', alarmActionHandler(alarm))
      // portal spec §4 Remote actions IPTV.ChannelGo { id }: tune it (on the live screen) or go there.
      remote?.executor.register('IPTV.ChannelGo', async (params) => {
        const id = Number(params['id'])
        if (!Number.isInteger(id)) throw new Error('IPTV.ChannelGo needs a channel id')
        if (!live.goToChannel(id)) go(`/live/all/home/${id}`)
      })
      // IPTV.Records: the recordings changed; My Records is refetched and shown (opening live if needed).
      remote?.executor.register('IPTV.Records', async () => {
        if (!live.showRecords()) go('/live/all/none')
      })
      remote?.executor.register('Message', async (params) => {
        // portal spec §3 Message, §4 Overlays Messages: stored; autoOpen shows it (queued behind an open one).
        const message = decodeMessage(params)
        addMessage(message)
        if (message.autoOpen) void messagesOverlay.open(message.id)
      })
    },
    log,
  })
  if (bridge) log.info(`Portal ready on the ${bridge.name} bridge`)
}
