// The device layer (issue 16): what the TV does around the portal. Power, volume and mute keys through the
// bridge (README key table; adapters spec §2: keys the TV handles itself), standby (adapters spec §4),
// platform focus and input sources (portal spec §4), default and maximum volume (§9), the first start of an
// unknown device (§4 Sync assign, §5) and the theme from the v2 host (§4 Boot). Listed right after media
// and shell (it keeps their background): its key lock on an external input sees keys before any other
// feature's observer.
import { applyTheme } from '../../../scenes/theme'
import type { KeyEvent, RemoteKey } from '../../../bridges/contract'
import {
  createInputSource,
  createPlatformFocus,
  createPowerControl,
  createThemeLoader,
  platformRequestHandler,
  createVolumeControl,
  volumeLimits,
  type InputSource,
  type VolumeControl,
} from '../../services/device'
import type { FeatureFactory } from './contract'

export type DeviceServices = {
  volume: VolumeControl
  input: InputSource
  /** portal spec §4 Sync "assign": the installer's location dialog for a device the backend does not know */
  assign(): Promise<void>
  /** portal spec §2: what a navigation clears of the platform state (the background saved at focus loss) */
  clearPlatformState(): void
  /** portal spec §4 Boot: the theme from the v2 host, applied to the scenes' colours and sizes and the
   * interface's motion (options.animate); failures ignored */
  loadTheme(): Promise<void>
}

declare module '../context' {
  interface PortalServices {
    device: DeviceServices
  }
}

/** keys the TV handles itself (adapters spec §2); a browser has no TV, so the portal does it for it */
const TV_KEYS: ReadonlySet<RemoteKey> = new Set<RemoteKey>(['power', 'volume_up', 'volume_down', 'mute'])

export const deviceFeature: FeatureFactory = (ctx) => {
  const { api, clock, log, overlays, services, stage, stores } = ctx
  const { app, hotel } = stores
  const media = () => services.need('media')
  const goToPlatformView = () => ctx.go(hotel.getState().homePath)
  const volume = createVolumeControl({
    bridge: ctx.bridge,
    limits: () => volumeLimits(hotel.getState().config, hotel.getState().properties),
    log,
  })
  const input = createInputSource({
    app,
    bridge: ctx.bridge,
    clock,
    media: { suspend: () => media().suspend(), restore: () => media().restore() },
    log,
  })
  // the platform's main state: its own input, nothing open over the home page
  const goToMainState = () => {
    if (app.getState().externalInput !== null) void input.returnToPortal()
    overlays.abortAll()
    goToPlatformView()
  }
  const power = createPowerControl({
    clock,
    app,
    bridge: ctx.bridge,
    hadMedia: () => {
      const { state, queued } = media().store.getState()
      return queued || state === 'playing' || state === 'paused' || state === 'start'
    },
    goToPlatformView,
    goToMainState,
    log,
  })
  const onPlatformRequest = platformRequestHandler({
    mediaBusy: () => {
      const { state, queued } = media().store.getState()
      return queued || state === 'playing'
    },
    goToPlatformView,
    goToMainState,
  })
  const focus = createPlatformFocus({
    app,
    clock,
    background: services.need('background'),
    actions: () => services.find('remote')?.executor ?? null,
    usingBy: () => hotel.getState().device?.using_by,
    goToPlatformView,
  })
  const loadTheme = createThemeLoader({ base: import.meta.env.BASE_URL, log, clock })

  async function assign(): Promise<void> {
    // during the boot the dialog is the only thing on screen that takes keys (src/app/keys.ts)
    const booting = app.getState().phase === 'splash'
    if (booting) app.setState({ phase: 'assign' })
    try {
      const { assignDevice } = await import('./deviceAssign')
      await assignDevice({
        overlays,
        t: (key) => ctx.t(key),
        setDevice: (payload) => api.client.setDevice(payload),
        properties: () => hotel.getState().properties,
        // adapters spec §3, §5: a device named ROOM_{digits} offers that room in the dialog
        deviceName: async () => (await ctx.bridge()?.deviceName()) ?? '',
        log,
      })
    } finally {
      if (booting) app.setState({ phase: 'splash' })
    }
  }

  // the portal is hidden while another application or an external input has the screen
  const { mirror, loop } = stage.services
  const showStage = () => {
    const { focused, externalInput } = app.getState()
    stage.app.stage.visible = focused && externalInput === null
    mirror.setRootData('ui', stage.app.stage.visible ? 'shown' : 'hidden')
    mirror.setRootData('input', externalInput ?? 'MAIN')
    loop.invalidate()
  }
  showStage()
  const unsubscribe = app.subscribe((state, previous) => {
    if (state.focused !== previous.focused || state.externalInput !== previous.externalInput) showStage()
  })

  const tvKey = (event: KeyEvent) => {
    if (!TV_KEYS.has(event.key)) return
    if (event.key === 'power') {
      if (!event.repeat) void power.toggle()
    } else if (event.key === 'mute') {
      if (!event.repeat) void volume.toggleMute()
    } else void volume.step(event.key === 'volume_up' ? 1 : -1)
  }

  services.provide('device', {
    volume,
    input,
    assign,
    clearPlatformState: () => focus.clearSaved(),
    loadTheme: async () => {
      const theme = await loadTheme()
      if (!theme) return
      applyTheme(theme)
      // §3 Theme options.animate: false turns the interface's motion off (a field left out keeps it on)
      stage.setMotion(theme.options.animate !== false)
    },
  })
  return {
    name: 'device',
    keys: { raw: tvKey, observe: (key) => input.handleKey(key) },
    attach(bridge) {
      bridge.on('power', (state) => power.onPower(state))
      // adapters spec §4 HDMI sink (hcap hdmi.cec soft / hard), Entering standby (Tizen)
      bridge.on('platform', onPlatformRequest)
      bridge.on('focus', (event) => focus.onFocus(event))
      bridge.on('source', (source) => input.onSource(source))
    },
    // portal spec §9: the default and maximum volume are set at start from the config
    start: () => volume.applyAtStart(),
    stop() {
      unsubscribe()
      power.destroy()
      focus.destroy()
      input.destroy()
    },
  }
}
