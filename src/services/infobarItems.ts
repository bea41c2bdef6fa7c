// The device classes and the settings dropdown's entries (portal spec §6 Visibility): what the shell's
// keys need before Home (the sleep key asks whether the sleep timer is offered). The info bar's own list
// and countdown are in infobarList.ts, which only the info bar (a later feature) loads.
import { configBool } from '../api/config'
import type { Config } from '../api/types'

export type SettingsItem = 'sleepTimer' | 'wakeUpAlarm' | 'language' | 'hdmi' | 'hotelServiceMenu'

/** portal spec §6: the HDMI toggle exists only for these manufacturers. */
export const HDMI_MANUFACTURERS = ['ARCELIK', 'ARGUEST', 'BEKO', 'GRUNDIG'] as const

export type DeviceClass = { setTopBox: boolean; player: boolean; androidTv: boolean; manufacturer: string }

/** Bridge type values (adapters spec §1) → the device classes the visibility rules name. */
export function deviceClassOf(type: string, manufacturer: string): DeviceClass {
  const t = type.toLowerCase()
  return {
    setTopBox: t === 'playmore' || t === 'playmoreatv',
    player: t === 'playmore',
    androidTv: t === 'playmoreatv' || t === 'philips-android',
    manufacturer: manufacturer.toUpperCase(),
  }
}

export type Inputs = { config: Config; device: DeviceClass; languages: number; hasCart: boolean }

/** a §6 service flag: on as every config flag is ('true', '1', true: configBool) */
export const on = (config: Config, key: string): boolean => configBool(config, key)

/** portal spec §6 Visibility, settings dropdown entries. */
export function settingsItems({ config, device }: Inputs): SettingsItem[] {
  const items: SettingsItem[] = []
  if (!device.setTopBox && on(config, 'sleeptimer')) items.push('sleepTimer')
  if (!device.setTopBox && on(config, 'wakeup')) items.push('wakeUpAlarm')
  items.push('language')
  if ((HDMI_MANUFACTURERS as readonly string[]).includes(device.manufacturer)) items.push('hdmi')
  if (hasHsm(config)) items.push('hotelServiceMenu')
  return items
}

export function hasHsm(config: Config): boolean {
  const hsm = config.hsm
  return hsm !== null && hsm !== undefined && hsm !== false && String(hsm) !== ''
}
