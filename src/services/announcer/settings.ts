// When the portal speaks (issue 12): on by the config key, or by the guest's own choice, which the long
// press of the info key toggles and which wins over the config for the rest of the stay.
import type { KeyEvent, RemoteKey } from '../../../bridges/contract'
import type { Config } from '../../api/types'
import type { GuestPrefs } from '../guestPrefs'

/** Config key (portal spec §3 Config: 'true'/'false' strings read as booleans) that turns the announcer on. */
export const ANNOUNCER_CONFIG_KEY = 'accessibility.announcer'
/** The info key held this long toggles the announcer (remotes repeat a held key every 30–100 ms). */
export const LONG_PRESS_MS = 1000
export const ANNOUNCER_KEY: RemoteKey = 'info'

export function announcerEnabled(config: Config, prefs: GuestPrefs): boolean {
  return prefs.announcer ?? config[ANNOUNCER_CONFIG_KEY] === true
}

/**
 * Watches the platform's raw key events for a long press of `key` (its repeats for `thresholdMs`) and
 * calls onLongPress once per hold. `holding()` says whether the last event was a repeat of that key,
 * so the key dispatch can leave the key's short-press action (info opens the info bar) to the first
 * press and not re-run it on every repeat.
 */
export function createLongPress(options: {
  key: RemoteKey
  thresholdMs: number
  now: () => number
  onLongPress: () => void
}) {
  let since: number | null = null
  let fired = false
  let holding = false
  return {
    raw(event: KeyEvent): void {
      holding = event.key === options.key && event.repeat
      if (event.key !== options.key) {
        since = null
        return
      }
      if (!event.repeat || since === null) {
        since = options.now()
        fired = false
        return
      }
      if (!fired && options.now() - since >= options.thresholdMs) {
        fired = true
        options.onLongPress()
      }
    },
    holding: () => holding,
  }
}
