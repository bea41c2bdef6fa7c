// portal spec §3 Config maxVolume, maxVolumeSTB, defVolume, defVolumeSTB; §5 volume clamped 0 to max volume
// (at most 100), remote step 3, mute accepts 0, 1, true, false; §9 "Default and maximum volume set at start
// from config". adapters spec §5: volume above the configured maximum is clamped back to the maximum.
// The rules live in ../remote/volume.ts; this is the device's volume control that applies them through the
// bridge, with the set-top box variants wherever the plain keys apply.
import type { Bridge } from '../../../bridges/contract'
import type { Config } from '../../api/types'
import { deviceClassOf } from '../infobarItems'
import { describeError, type Logger } from '../logger'
import {
  clampVolume,
  defaultVolumeFromConfig,
  maxVolumeConfigured,
  maxVolumeFromConfig,
  stepVolume,
} from '../remote/volume'

/** `configured`: the hotel set a maximum (maxVolume / maxVolumeSTB); without one `max` is 100 */
export type VolumeLimits = { max: number; default: number | null; configured?: boolean }

/** maxVolume / defVolume, or maxVolumeSTB / defVolumeSTB on a set-top box (adapters spec §1 type values). */
export function volumeLimits(
  config: Config,
  device: { type: string; manufacturer: string } | null,
): VolumeLimits {
  const setTopBox = deviceClassOf(device?.type ?? '', device?.manufacturer ?? '').setTopBox
  const max = maxVolumeFromConfig(config, setTopBox)
  const configured = maxVolumeConfigured(config, setTopBox)
  return { max, default: defaultVolumeFromConfig(config, setTopBox, max), configured }
}

type VolumeBridge = Pick<Bridge, 'volume' | 'mute' | 'applyMaxVolume'>

export type VolumeControlDeps = {
  bridge: () => VolumeBridge | null
  limits: () => VolumeLimits
  log: Logger
}

export type VolumeControl = {
  /**
   * portal spec §9 "Default and maximum volume set at start from config": the maximum to the TV's own
   * setting where it has one (adapters spec §9 Max volume), then the default volume
   */
  applyAtStart(): Promise<void>
  /** portal spec §9: the default volume at start (left as it is when none is configured) */
  applyDefault(): Promise<void>
  /** the volume keys: one step of 3 up (+1) or down (-1), within 0..max */
  step(direction: 1 | -1): Promise<number | null>
  /** an absolute level (the Volume action), clamped to 0..max */
  set(level: number): Promise<number | null>
  /** the mute key */
  toggleMute(): Promise<boolean | null>
  /** the device's maximum, for every path that sets a volume */
  max(): number
}

export function createVolumeControl(deps: VolumeControlDeps): VolumeControl {
  /** a volume call that fails is logged and gives null: a key never breaks anything (portal spec §8) */
  async function attempt<T>(what: string, run: (bridge: VolumeBridge) => Promise<T>) {
    const bridge = deps.bridge()
    if (!bridge) return null
    try {
      return await run(bridge)
    } catch (error) {
      deps.log.warn(`${what} failed: ${describeError(error)}`)
      return null
    }
  }
  const max = () => deps.limits().max
  async function applyDefault() {
    const level = deps.limits().default
    if (level !== null) await attempt('Default volume', (bridge) => bridge.volume(level))
  }
  return {
    async applyAtStart() {
      // only a maximum the hotel set: without one, the TV keeps whatever its installer set on it
      if (deps.limits().configured === true)
        await attempt('Maximum volume', async (bridge) => bridge.applyMaxVolume?.(max()))
      await applyDefault()
    },
    applyDefault,
    step: (direction) =>
      attempt('Volume step', async (bridge) =>
        bridge.volume(stepVolume(await bridge.volume(), direction, max())),
      ),
    set: (level) => attempt('Volume', (bridge) => bridge.volume(clampVolume(level, max()))),
    toggleMute: () => attempt('Mute', async (bridge) => bridge.mute(!(await bridge.mute()))),
    max,
  }
}
