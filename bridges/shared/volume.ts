// adapters spec §5 Volume and mute, the same on every TV: only a finite number sets the volume (anything
// else reads it), clamped to whole steps between 0 and the ceiling; only a boolean or a number sets mute.
// The ceiling is the lower of the device's own maximum and the hotel's maxVolume (portal spec §3).
// A level read above the ceiling is set back to it (clampBack); where the TV has its own maximum setting
// (hcap maximum_volume_level, WIXP VolumeLimits) the bridge writes the hotel's maximum there (applyMaxVolume).
import type { BridgeEnv, BridgeLog } from '../contract'

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

/**
 * adapters spec §5 "Volume above the configured maximum is clamped back to the maximum": a level read
 * above the ceiling (the TV's own volume keys went past it) is set back to the ceiling, once per read,
 * and logged. Gives the level the TV has afterwards; a failed set is logged and gives the level read.
 */
export async function clampBack(
  level: number,
  ceiling: number,
  set: (level: number) => unknown,
  log: BridgeLog,
  bridge: string,
): Promise<number> {
  if (!(level > ceiling)) return level
  try {
    await set(ceiling)
  } catch (error) {
    log.warn(`${bridge}: volume ${level} is above the maximum ${ceiling}; setting it back failed`, error)
    return level
  }
  log.info(`${bridge}: volume ${level} was above the maximum ${ceiling}, set back to ${ceiling}`)
  return ceiling
}
