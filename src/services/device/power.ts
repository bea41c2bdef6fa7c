// adapters spec §4 Power and Entering standby: "if media is playing it is requested then stopped; otherwise
// the portal goes to the platform view if not already there. Navigation is disabled and a 60-second timer
// starts; if the device is still not on afterwards, the platform goes to its main state. Power on: after
// 1 second media is requested again and navigation is enabled." §9: standby-to-platform timer 60000 ms,
// power-on delay 1000 ms. The media controller stops and re-requests the media itself
// (src/services/media/controller.ts); this service does the rest, and the power key.
import type { StoreApi } from 'zustand/vanilla'
import type { Bridge, PowerState } from '../../../bridges/contract'
import type { AppState } from '../../stores'
import type { Clock, TimerHandle } from '../../time/clock'
import { describeError, type Logger } from '../logger'

/** portal spec §8 Service errors */
export const POWER_STATE_FAILED = 'Unable to get device power state'
/** adapters spec §9: standby-to-platform timer */
export const STANDBY_TO_PLATFORM_MS = 60_000
/**
 * adapters spec §9: power-on delay (navigation comes back with the media), 2 s on the hotel TV: the
 * bridge's `capabilities.powerOnDelayMs` when it has one (the media controller waits the same)
 */
export const POWER_ON_DELAY_MS = 1_000

export type PowerControlDeps = {
  clock: Clock
  app: StoreApi<AppState>
  bridge: () => (Pick<Bridge, 'power' | 'setPower'> & { capabilities?: { powerOnDelayMs: number } }) | null
  /** media was playing when standby came (the controller keeps it to request again on power on) */
  hadMedia: () => boolean
  /** the portal's own view: the stored home page (does nothing when already there) */
  goToPlatformView: () => void
  /** the platform's main state: main input, overlays closed, home page */
  goToMainState: () => void
  log: Logger
}

export type PowerControl = {
  /** the bridge's power event */
  onPower(state: PowerState): void
  /** the power key: on ⇄ standby through the bridge */
  toggle(): Promise<void>
  destroy(): void
}

export function createPowerControl(deps: PowerControlDeps): PowerControl {
  const { clock, app } = deps
  let timer: TimerHandle | null = null
  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }
  const later = (ms: number, run: () => void) => {
    clear()
    timer = clock.setTimeout(() => {
      timer = null
      run()
    }, ms)
  }
  const isOn = () => app.getState().power === 'on'

  return {
    onPower(state) {
      if (state === 'standby') {
        app.setState({ navigationEnabled: false })
        if (!deps.hadMedia()) deps.goToPlatformView()
        later(STANDBY_TO_PLATFORM_MS, () => {
          if (!isOn()) deps.goToMainState()
        })
        return
      }
      later(deps.bridge()?.capabilities?.powerOnDelayMs ?? POWER_ON_DELAY_MS, () => {
        // focus elsewhere keeps navigation off (portal spec §4 Platform focus)
        if (isOn() && app.getState().focused) app.setState({ navigationEnabled: true })
      })
    },
    async toggle() {
      const bridge = deps.bridge()
      if (!bridge) return
      let power: PowerState
      try {
        power = await bridge.power()
      } catch (error) {
        // portal spec §8 Service errors: logged, nothing else happens
        return deps.log.warn(`${POWER_STATE_FAILED}: ${describeError(error)}`)
      }
      try {
        await bridge.setPower(power === 'on' ? 'standby' : 'on')
      } catch (error) {
        deps.log.warn(`Power key: ${describeError(error)}`)
      }
    },
    destroy: clear,
  }
}

export type PlatformRequestDeps = {
  /** media is playing or waits to be requested again (Entering standby keeps it where it plays) */
  mediaBusy: () => boolean
  goToPlatformView: () => void
  goToMainState: () => void
}

/**
 * The bridge's `platform` event: 'view' (hcap hdmi.cec soft, an HDMI sink coming back, Tizen's standby)
 * goes to the platform view unless media plays (adapters spec §4 Entering standby: it is requested again
 * at power on and stays where it plays); 'main' (hdmi.cec hard, "full platform go", §4 HDMI sink) goes to
 * the main state whatever plays: the TV's own input, nothing open, the home page. Before, 'main' did what
 * 'view' does, and nothing at all while a channel played.
 */
export function platformRequestHandler(deps: PlatformRequestDeps): (target: 'view' | 'main') => void {
  return (target) => {
    if (target === 'main') return deps.goToMainState()
    if (!deps.mediaBusy()) deps.goToPlatformView()
  }
}
