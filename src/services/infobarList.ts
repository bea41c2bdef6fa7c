// The info bar's entries (portal spec §2 Info bar, §6 Visibility) and its sleep countdown: the info bar's
// own, apart from infobarItems.ts so that they load with the info bar (a later feature), not at boot.
import { hasHsm, on, type Inputs } from './infobarItems'

export type InfobarItem =
  | 'clearUserData'
  | 'refreshData'
  | 'alarm'
  | 'sleepTimer'
  | 'shoppingCart'
  | 'messages'
  | 'settings'
  | 'language'

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
