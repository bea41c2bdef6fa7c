import type { Config } from '../api/types'

export type InfobarItem =
  | 'clearUserData'
  | 'refreshData'
  | 'alarm'
  | 'sleepTimer'
  | 'shoppingCart'
  | 'messages'
  | 'settings'
  | 'language'
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

type Inputs = { config: Config; device: DeviceClass; languages: number; hasCart: boolean }

const on = (config: Config, key: string) => config[key] === true

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

/** portal spec §2 Info bar items with the §6 visibility rules. */
export function infobarItems(inputs: Inputs): InfobarItem[] {
  const { config, device, languages } = inputs
  const items: InfobarItem[] = []
  if (device.androidTv && !device.setTopBox) items.push('clearUserData')
  if (device.setTopBox && (device.player || device.androidTv)) items.push('refreshData')
  if (!device.setTopBox && on(config, 'wakeup')) items.push('alarm')
  if (!device.setTopBox && on(config, 'sleeptimer')) items.push('sleepTimer')
  if (inputs.hasCart) items.push('shoppingCart')
  if (on(config, 'services.message')) items.push('messages')
  const settings = hasHsm(config) || on(config, 'wakeup')
  if (settings) items.push('settings')
  // The language button stands alone only when there is no settings entry to hold it.
  if (languages > 1 && !settings) items.push('language')
  return items
}

const MINUTE_MS = 60_000

/**
 * The info bar's sleep countdown (portal spec §2 Info bar): whole minutes left, rounded up, and how long
 * until that number changes, so the bar redraws once a minute while open and never per frame.
 */
export function sleepCountdown(expiresAt: number, now: number): { minutes: number; nextChangeMs: number } {
  const left = expiresAt - now
  if (left <= 0) return { minutes: 0, nextChangeMs: MINUTE_MS }
  return { minutes: Math.ceil(left / MINUTE_MS), nextChangeMs: left % MINUTE_MS || MINUTE_MS }
}
