// portal spec §5: volume clamped 0 to max volume (at most 100); remote step 3; mute accepts 0, 1, true,
// false. §9: default and maximum volume set at start from config (maxVolume/defVolume, STB variants).
import type { Config } from '../../api/types'

/** portal spec §9: volume step 3, max 100 */
export const VOLUME_STEP = 3
export const VOLUME_MAX = 100
export const VOLUME_MIN = 0

const toNumber = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null
}

export function clampVolume(value: number, max: number = VOLUME_MAX): number {
  const ceiling = Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, max))
  return Math.min(ceiling, Math.max(VOLUME_MIN, Math.round(value)))
}

/** one remote press up (+3) or down (-3), within 0..max */
export function stepVolume(current: number, direction: 1 | -1, max: number = VOLUME_MAX): number {
  return clampVolume(current + direction * VOLUME_STEP, max)
}

/** maxVolume (maxVolumeSTB on set-top boxes) capped at 100; 100 when unset */
export function maxVolumeFromConfig(config: Config, setTopBox: boolean): number {
  const value = toNumber(config[setTopBox ? 'maxVolumeSTB' : 'maxVolume'])
  return value === null ? VOLUME_MAX : clampVolume(value)
}

/** whether the hotel set a maximum (maxVolume, or maxVolumeSTB on set-top boxes) */
export const maxVolumeConfigured = (config: Config, setTopBox: boolean): boolean =>
  toNumber(config[setTopBox ? 'maxVolumeSTB' : 'maxVolume']) !== null

/** defVolume (defVolumeSTB on set-top boxes) within 0..max; null when unset (volume left as it is) */
export function defaultVolumeFromConfig(config: Config, setTopBox: boolean, max: number): number | null {
  const value = toNumber(config[setTopBox ? 'defVolumeSTB' : 'defVolume'])
  return value === null ? null : clampVolume(value, max)
}

/** portal spec §5: mute accepts 0, 1, true, false; anything else is null (refused) */
export function parseMute(value: unknown): boolean | null {
  if (value === true || value === 1) return true
  if (value === false || value === 0) return false
  return null
}
