import type { RemoteKey } from '../../bridges/contract'
import type { Logger } from '../services/logger'
import { RouteError, type Router } from '../services/router/router'
import type { Stores } from '../stores'
import type { OverlayManager } from '../services/overlays'
import { digitOfKey } from '../services/remote/digitKeys'
import { appNamesOfKey } from '../services/remote/appKeys'
import { FAVOURITES_CATEGORY } from '../services/live/categoryNames'

export type GlobalKeyDeps = {
  /** the current route and the stored home page */
  stores: Pick<Stores, 'hotel' | 'route'>
  router: Router
  overlays?: Pick<OverlayManager, 'current' | 'close' | 'open'>
  log: Logger
  toggleDevOverlay?: () => void
  /**
   * portal spec §2: the channel numerator. press and start say whether the key was taken: false while the
   * live feature's code is not in yet, so the shell holds the key (src/app/heldKeys.ts)
   */
  channelEntry?: { press(digit: string): boolean; start(): boolean }
  /** portal spec §2: youtube, netflix, shahid, prime, browser, cast launch apps */
  launchApps?: (names: readonly string[]) => void
  /** portal spec §2: the source key opens the input picker */
  openSources?: () => void
  /** whether the sleep timer is offered on this device (portal spec §6) */
  sleepTimerAvailable?: () => boolean
  /** portal spec §6: the wake-up alarm is offered (not on a set-top box, the wakeup service on) */
  alarmAvailable?: () => boolean
  /** portal spec §2: red refreshes all data after confirmation; false while the dialogs are not in yet */
  confirmRefresh?: () => boolean
  /** portal spec §2: the alarm-clock key opens the wake-up alarm form; false while the dialogs are not in */
  openAlarm?: () => boolean
}

/** portal spec §2 Remote-control keys handled by the shell on every screen. */
export function createGlobalKeys(deps: GlobalKeyDeps) {
  const go = (path: string): boolean => {
    try {
      return deps.router.push(path)
    } catch (error) {
      if (error instanceof RouteError) deps.log.warn(`Navigation to ${path} refused: ${error.message}`)
      else deps.log.error(`Navigation to ${path} failed`, error)
      return false
    }
  }
  const inLive = () => deps.stores.route.getState().current?.name === 'live'
  return (key: RemoteKey): boolean => {
    const digit = digitOfKey(key)
    if (digit !== null && deps.channelEntry) return deps.channelEntry.press(digit)
    const apps = appNamesOfKey(key)
    if (apps && deps.launchApps) {
      deps.launchApps(apps)
      return true
    }
    switch (key) {
      case 'source':
        if (!deps.openSources) return false
        deps.openSources()
        return true
      case 'home':
        return go(deps.stores.hotel.getState().homePath)
      case 'back':
        // Back closes an open overlay (the messages panel, then the marquee, which takes no focus) before it navigates.
        // the settings dropdown, the side pane and a side panel close first (portal spec §9: they lie above)
        for (const kind of ['settings', 'sidepane', 'sideload'] as const)
          if (deps.overlays?.current(kind)) return deps.overlays.close(kind, 'cancelled')
        if (deps.overlays?.current('infobar')) return deps.overlays.close('infobar', 'cancelled')
        if (deps.overlays?.current('messages')) return deps.overlays.close('messages', 'cancelled')
        if (deps.overlays?.current('marquee')) return deps.overlays.close('marquee', 'cancelled')
        return deps.stores.route.getState().current?.name === 'home'
          ? false
          : go(deps.stores.hotel.getState().homePath)
      case 'tv':
      case 'guide':
      case 'list':
        return go('/live')
      case 'movies':
        return go('/vod')
      case 'ch_up':
      case 'ch_down':
        // portal spec §2: ch_up/ch_down go to /live/all/osd unless already in live.
        return inLive() ? false : go('/live/all/osd')
      case 'info':
        // portal spec §2 Info bar: the info key opens it, and closes it again.
        if (!deps.overlays) return false
        if (deps.overlays.current('infobar')) return deps.overlays.close('infobar', 'closed')
        void deps.overlays.open('infobar', {})
        return true
      case 'devtools':
        deps.toggleDevOverlay?.()
        return true
      case 'red':
        // not taken while the dialogs' code is on its way: the shell holds the key (src/app/heldKeys.ts)
        return deps.confirmRefresh?.() ?? false
      case 'favorite':
        // portal spec §2: the favourite key; in live it toggles the channel (the live screen's keys),
        // elsewhere it opens the guest's favourite channels.
        return inLive() ? false : go(`/live/${FAVOURITES_CATEGORY}/list`)
      case 'numerator':
        // portal spec §2: numerator starts numeric channel entry
        return deps.channelEntry?.start() ?? false
      case 'sleep':
        // portal spec §2 Remote-control keys: sleep-timer opens the sleep timer choices (where §6 shows it)
        if (!deps.overlays || !deps.sleepTimerAvailable?.()) return false
        void deps.overlays.open('settings', { menu: 'sleepTimer' })
        return true
      case 'alarm':
        // portal spec §6: wake-up only where it is offered (as the sleep key above)
        if (!deps.alarmAvailable?.()) return false
        return deps.openAlarm?.() ?? false
      default:
        return false
    }
  }
}
