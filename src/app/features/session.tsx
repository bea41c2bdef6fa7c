// The guest session and the remote actions (portal spec §4 Guest session, Remote actions), the welcome
// screen (§2 Welcome) and the inbound actions and remote commands (adapters spec §3 Inbound message).
import { configNumber } from '../../api/config'
import type { ActionExecutor } from '../../services/actions'
import { createRemoteCommandRunner } from '../../services/remote/commandRunner'
import { browserLocalStorage, chooseLanguage, syncGuest, type GuestSession } from '../../services/session'
import { fullSync } from '../../services/sync'
import { continueWelcome } from '../../services/welcomeFlow'
import { lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'
import { languageChoice } from './languages'

/** Our extension (docs/BACKEND-API.md): overrides the spec's 30-minute action poll (portal spec §7). */
export const ACTION_POLL_CONFIG_KEY = 'actions.poll_interval'
const MIN_POLL_MS = 1000

export type RemoteServices = { session: GuestSession; executor: ActionExecutor }

declare module '../context' {
  interface PortalServices {
    remote: RemoteServices
  }
}

export const sessionFeature: FeatureFactory = (ctx) => {
  const { win, clock, log, api, services, stores } = ctx
  const startRemote = async (): Promise<RemoteServices> => {
    const bridge = ctx.bridge()
    if (!bridge) throw new Error('Bridge could not be started.')
    // started once Home is shown (the feature's start), so its code loads after Home too (issue 19)
    const [{ createGuestSession }, { createActionExecutor }, { createDeviceHandlers }] = await Promise.all([
      import('../../services/session/guestSession'),
      import('../../services/actions/executor'),
      import('../../services/actions/deviceHandlers'),
    ])
    const localStorage = browserLocalStorage()
    const session = createGuestSession({
      storage: localStorage,
      session: win.sessionStorage,
      bridge,
      log,
      stores,
      clearAlarm: () => services.need('alarm').deactivate(),
      // everything else a check-out clears, feature by feature (timers: the sleep timer; live: PIN answers)
      clearSleep: async () => {
        for (const feature of ctx.features()) await feature.onCheckOut?.()
      },
      openWelcome: () => ctx.go('/welcome'),
      // adapters spec §4 Hotel TV check-in/out, §7 PMS: the platform's own handling, where it has one
      onCheckIn: async () => void (await bridge.pms?.checkIn()),
      onGuestLeft: async () => void (await bridge.pms?.checkOut()),
    })
    await session.reconcile(stores.hotel.getState().device?.guest ?? null)
    const configured = configNumber(stores.hotel.getState().config, ACTION_POLL_CONFIG_KEY)
    const executor = createActionExecutor({
      stores,
      api: api.client,
      handlers: createDeviceHandlers({
        bridge,
        stores,
        reload: () => win.location.reload(),
        syncGuest: async () => {
          await syncGuest(ctx.syncDeps(), session)
        },
        fullSync: () => fullSync(ctx.syncDeps()),
        // portal spec §3 Config: maxVolumeSTB on a set-top box, maxVolume otherwise (the device layer)
        maxVolume: () => services.need('device').volume.max(),
      }),
      log,
      clock,
      // issue 20: TVs that boot together do not poll together (pollPhaseMs)
      random: Math.random,
      // what was taken and not finished outlives a reload, a reboot or a power cut
      ...(localStorage ? { storage: localStorage } : {}),
      ...(configured !== null && configured >= MIN_POLL_MS ? { intervalMs: configured } : {}),
    })
    // every feature's remote actions (portal spec §4 Remote actions), before the first poll runs them
    for (const feature of ctx.features())
      for (const [type, handler] of Object.entries(feature.actions ?? {})) executor.register(type, handler)
    // portal spec §2, §4: regular actions wait for the start route's play action (5 s after it), which
    // came before the executor existed; it resumes them (portalRouter emitPlay)
    if (ctx.router.playPending()) executor.pause('navigation')
    executor.start()
    return { session, executor }
  }
  const commands = createRemoteCommandRunner({
    bridge: ctx.bridge,
    pressKey: (key) => ctx.pressKey({ key, repeat: false }),
    navigate: ctx.go,
    // channel-{id} on the live screen tunes there (a push of the same route would be dropped)
    tuneChannel: (id) => services.find('live')?.goToChannel(id) ?? false,
    openSources: () => services.need('named').run('sources', null, 'Sources'),
    channels: () => stores.hotel.getState().channels,
    maxVolume: () => services.need('device').volume.max(),
  })
  const welcome = {
    onContinue: () =>
      void continueWelcome({
        stores,
        updateGuest: (guest) => api.client.updateGuest(guest),
        session: win.sessionStorage,
        // portal spec §4: a room without a guest is welcomed once, its stored welcome value cleared
        storage: browserLocalStorage(),
        clearBackground: () => services.need('background').clear(),
        playAfterWelcome: () => services.need('openingMedia').play('after_welcome'),
        goHome: ctx.go,
        log,
      }),
    onShown: () => void services.need('openingMedia').play('before_welcome'),
    // a guest's own choice: the session keeps it, then the language sync (as the info bar's choice)
    onLanguage: (code: string) => void chooseLanguage(code, languageChoice(ctx)),
  }
  const WelcomeScreen = lazyScene(
    () => import('../../../scenes/welcome/WelcomeScreen').then((m) => m.WelcomeScreen),
    log,
    'The welcome screen',
  )
  return {
    name: 'session',
    routes: {
      welcome: () => (
        <WelcomeScreen
          onContinue={welcome.onContinue}
          onLanguage={welcome.onLanguage}
          onShown={welcome.onShown}
        />
      ),
    },
    inbound: {
      runAction: async (action) => {
        const remote = services.find('remote')
        if (!remote) throw new Error('Remote actions are not running')
        await remote.executor.runLocal(action)
      },
      runCommand: (command) => commands.run(command),
    },
    // portal spec §2: regular remote actions wait while the guest navigates (the play action resumes them)
    beforeNavigate: () => services.find('remote')?.executor.pause('navigation'),
    async start() {
      // the guest session and remote actions run beside the UI; their failures are logged, never fatal
      const remote = await startRemote().catch((error: unknown) => {
        log.error('Remote services failed to start', error)
        return null
      })
      if (remote) services.provide('remote', remote)
    },
    stop: () => services.find('remote')?.executor.stop(),
  }
}
