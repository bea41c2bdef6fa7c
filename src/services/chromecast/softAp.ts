// portal spec §4 Chromecast: "Hotspot screens: soft AP enabled if disabled and state is 1; on leaving
// disabled unless state is 2." The spec names the states by number without a table. The portal reads
// them as the cast states the rule guards: 1 is available (a Chromecast is reserved and the guest is
// about to join the TV's network), 2 is watch (the guest casts over that network, so leaving the guide
// must not cut it off). The soft AP itself is the platform's (adapters spec §3 Soft access point).
import { describeError, type Logger } from '../logger'
import type { HotspotPort, SoftAp } from '../sideloads/hotspot'
import type { CastState } from './castState'

/** "state is 1" */
export const SOFT_AP_ENABLE_STATE: CastState = 'available'
/** "unless state is 2" */
export const SOFT_AP_KEEP_STATE: CastState = 'watch'

/** whether the hotspot screen turns the soft AP on: it is off and the state is 1 */
export const softApToEnable = (state: CastState, enabled: boolean): boolean =>
  !enabled && state === SOFT_AP_ENABLE_STATE

/** whether leaving the hotspot screen turns the soft AP off: unless the state is 2 */
export const softApToDisable = (state: CastState): boolean => state !== SOFT_AP_KEEP_STATE

/** Applies the entry rule; failures are logged (adapters spec §8: device failures log and return false). */
export async function enableSoftApFor(
  state: CastState,
  hotspot: HotspotPort,
  ap: SoftAp,
  log: Logger,
): Promise<boolean> {
  try {
    if (!softApToEnable(state, await hotspot.status())) return false
    const done = await hotspot.enable(ap)
    if (!done) log.warn('Chromecast hotspot: the soft AP could not be enabled')
    return done
  } catch (error) {
    log.warn(`Chromecast hotspot: enabling the soft AP failed: ${describeError(error)}`, error)
    return false
  }
}

/** Applies the leaving rule. */
export async function disableSoftApFor(
  state: CastState,
  hotspot: HotspotPort,
  log: Logger,
): Promise<boolean> {
  if (!softApToDisable(state)) return false
  try {
    const done = await hotspot.disable()
    if (!done) log.warn('Chromecast hotspot: the soft AP could not be disabled')
    return done
  } catch (error) {
    log.warn(`Chromecast hotspot: disabling the soft AP failed: ${describeError(error)}`, error)
    return false
  }
}
