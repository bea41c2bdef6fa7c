// The handlers of portal spec §4 Remote actions that need no UI: power, reboot, reload, guest sync, full
// sync, mute and volume. Message, Alarm, IPTV.* are plugged in by the UI layer through the same registry.
import type { Bridge } from '../../../bridges/contract'
import { configNumber } from '../../api/config'
import type { StoreApi } from 'zustand/vanilla'
import type { HotelState, Stores } from '../../stores'
import { describeError } from '../logger'
import { MAX_VOLUME_CONFIG_KEY, REBOOT_DELAY_MS, RELOAD_DELAY_MS, VOLUME_MAX } from './constants'
import { muteState, volumeLevel } from './params'
import type { ActionContext, ActionHandlers } from './types'

export type DeviceHandlerDeps = {
  stores: Stores
  bridge: Pick<Bridge, 'setPower' | 'reboot' | 'mute' | 'volume'>
  /** reloads the page (window.location.reload in the app) */
  reload: () => void
  /** guest or device sync then the guest session diff (portal spec §4 Sync, Guest session) */
  syncGuest: () => Promise<void>
  /** portal spec §4 Sync, full */
  fullSync: () => Promise<void>
  /** the device's maximum volume; defaults to config maxVolume, else 100 */
  maxVolume?: () => number
}

/** Config maxVolume (portal spec §9 "Default and maximum volume set at start from config"), else 100. */
export function configuredMaxVolume(hotel: StoreApi<HotelState>): number {
  return configNumber(hotel.getState().config, MAX_VOLUME_CONFIG_KEY) ?? VOLUME_MAX
}

export function createDeviceHandlers(deps: DeviceHandlerDeps): ActionHandlers {
  const { bridge } = deps
  const maxVolume = deps.maxVolume ?? (() => configuredMaxVolume(deps.stores.hotel))

  /** Runs `effect` after `ms`, so the action's report goes out before the page or the device goes away. */
  const later = (context: ActionContext, ms: number, what: string, effect: () => unknown) => {
    const fail = (error: unknown) => context.log.error(`${what} failed: ${describeError(error)}`, error)
    context.clock.setTimeout(() => {
      try {
        Promise.resolve(effect()).catch(fail)
      } catch (error) {
        fail(error)
      }
    }, ms)
  }

  const power = (state: 'on' | 'standby') => async () => {
    if (!(await bridge.setPower(state))) throw new Error(`Power state ${state} could not be set`)
  }

  return {
    // portal spec §4 Remote actions: Reboot (after 1 s)
    Reboot: async (_params, context) => later(context, REBOOT_DELAY_MS, 'Reboot', () => bridge.reboot()),
    StandBy: power('standby'),
    PowerOn: power('on'),
    // portal spec §4 Remote actions: Reload (page reload after 2 s)
    Reload: async (_params, context) => later(context, RELOAD_DELAY_MS, 'Reload', deps.reload),
    // portal spec §4 Remote actions: CheckIn/CheckOut (sync guest data)
    CheckIn: () => deps.syncGuest(),
    CheckOut: () => deps.syncGuest(),
    SyncData: () => deps.fullSync(),
    Mute: async (params) => {
      await bridge.mute(muteState(params))
    },
    Volume: async (params) => {
      await bridge.volume(volumeLevel(params, maxVolume()))
    },
  }
}
