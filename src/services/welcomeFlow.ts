import type { Guest } from '../api/types'
import type { Stores } from '../stores'
import type { Logger } from './logger'

import { CHANNEL_LANGUAGE_KEY } from '../api/headers'
import { WELCOME_STORAGE_KEY } from './session/constants'

export const SESSION_LANGUAGE_KEY = CHANNEL_LANGUAGE_KEY

export type WelcomeFlowDeps = {
  stores: Stores
  updateGuest: (guest: Guest & { language: string }) => Promise<unknown>
  session: Pick<Storage, 'setItem'> | null
  /** local storage: where the stored welcome value of a room without a guest is (portal spec §4) */
  storage?: Pick<Storage, 'removeItem'> | null
  /** clears the background layer (portal spec §2 Welcome) */
  clearBackground?: () => void
  /** plays the after-welcome opening media, if any */
  playAfterWelcome?: () => Promise<void>
  goHome: (path: string) => void
  log: Logger
}

/**
 * portal spec §2 Welcome, Continue: marks the guest welcomed, stores the language code in session
 * storage, updates the guest, clears the background, plays any after-welcome opening media, then goes
 * to the stored home page. A failing update is logged; the guest still gets in.
 *
 * With no guest (portal spec §4: welcome is needed "with no guest and a stored welcome value") there is
 * no guest to mark: Continue clears the stored welcome value instead, else the route guard would send
 * the home page back to /welcome and Continue would do nothing.
 */
export async function continueWelcome(deps: WelcomeFlowDeps): Promise<void> {
  const { hotel } = deps.stores
  const { device, language, homePath } = hotel.getState()
  const guest = device?.guest ?? null
  if (device && guest) hotel.setState({ device: { ...device, guest: { ...guest, welcome: true } } })
  if (!guest) {
    try {
      deps.storage?.removeItem(WELCOME_STORAGE_KEY)
    } catch (error) {
      deps.log.warn('Could not clear the stored welcome value', error)
    }
  }
  try {
    deps.session?.setItem(SESSION_LANGUAGE_KEY, language)
  } catch (error) {
    deps.log.warn('Could not store the language in session storage', error)
  }
  if (guest) {
    try {
      await deps.updateGuest({ ...guest, welcome: true, language })
    } catch (error) {
      deps.log.error('Guest update after welcome failed', error)
    }
  }
  deps.clearBackground?.()
  try {
    await deps.playAfterWelcome?.()
  } catch (error) {
    deps.log.warn('After-welcome media failed', error)
  }
  deps.goHome(homePath)
}
