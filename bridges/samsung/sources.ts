// Samsung smart TV source codes (adapters spec §3 table: main 48, VOD and HLS 43, multicast 45, RF 0,
// HDMI1–3 31–33) and the source events of §4: codes 47 and 49 are ignored. The menu-key rule switches
// to None then MainTuner (the hotel TV's source names).
import type { SourceInput } from '../contract'

export const SAMSUNG_SOURCE_CODES: Readonly<Record<SourceInput, string>> = {
  MAIN: '48',
  VOD: '43',
  HLS: '43',
  MULTICAST: '45',
  RF: '0',
  HDMI1: '31',
  HDMI2: '32',
  HDMI3: '33',
  HDMI4: '34',
}
export const IGNORED_SOURCE_EVENTS: readonly number[] = [47, 49]
export const NO_SOURCE = 'None'
export const MAIN_TUNER = 'MainTuner'

/** The portal input a source event names: HDMI by its code, the TV's own sources as MAIN. */
export function inputOfCode(code: string): SourceInput | null {
  const hdmi = (['HDMI1', 'HDMI2', 'HDMI3', 'HDMI4'] as const).find(
    (input) => SAMSUNG_SOURCE_CODES[input] === code,
  )
  if (hdmi) return hdmi
  return ['48', '43', '45', '0'].includes(code) ? 'MAIN' : null
}
