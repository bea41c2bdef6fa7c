// adapters spec §5 Volume and mute, the same on every TV: only a finite number sets the volume (anything
// else reads it), clamped to whole steps between 0 and the ceiling; only a boolean or a number sets mute.
// The ceiling is the lower of the device's own maximum and the hotel's maxVolume (portal spec §3).
import type { BridgeEnv } from '../contract'

/** the device maximum of a TV that does not report one */
export const DEFAULT_MAX_VOLUME = 100

export const isVolumeRequest = (level: unknown): level is number =>
  typeof level === 'number' && Number.isFinite(level)

export const isMuteRequest = (state: unknown): state is boolean | number =>
  typeof state === 'boolean' || typeof state === 'number'

export const clampVolume = (level: number, max: number): number =>
  Math.max(0, Math.min(max, Math.round(level)))

/**
 * The lower of the device's maximum and the hotel's configured maximum, read at each call. A device
 * maximum of 0 or NaN (a set that did not answer) counts as DEFAULT_MAX_VOLUME.
 */
export function volumeCeiling(env: BridgeEnv, deviceMax = DEFAULT_MAX_VOLUME): number {
  const device = deviceMax || DEFAULT_MAX_VOLUME
  return Math.min(device, env.settings?.().maxVolume ?? device)
}
