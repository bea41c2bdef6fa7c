// portal spec §4 "Language change updates UI and date locale and the guest record if different".
import { CHANNEL_LANGUAGE_KEY } from '../../api/headers'
import type { GuestUpdate } from '../../api/requests'
import type { Stores } from '../../stores'
import { describeError, type Logger } from '../logger'

export type LanguageChangeDeps = {
  stores: Stores
  api: { updateGuest(guest: GuestUpdate): Promise<unknown> }
  /** loads the dictionary and sets the date locale; a failure is logged, the change goes on */
  applyLanguage: (code: string) => Promise<unknown>
  log: Logger
}

/** Returns whether the guest record was updated. */
export async function changeLanguage(code: string, deps: LanguageChangeDeps): Promise<boolean> {
  const { api, log } = deps
  try {
    await deps.applyLanguage(code)
  } catch (error) {
    log.error(`Language ${code} could not be applied: ${describeError(error)}`, error)
  }
  const { hotel } = deps.stores
  hotel.setState({ language: code })
  const device = hotel.getState().device
  const guest = device?.guest
  if (!device || !guest || guest.language === code) return false
  const updated = { ...guest, language: code }
  hotel.setState({ device: { ...device, guest: updated } })
  try {
    await api.updateGuest(updated)
    return true
  } catch (error) {
    log.error(`Guest language could not be saved: ${describeError(error)}`, error)
    return false
  }
}

export type LanguageChoiceDeps = LanguageChangeDeps & {
  /** the session's language (adapters spec §7: the Channel-Language header follows it) */
  session: Pick<Storage, 'setItem'>
  /** portal spec §4 Sync: language — menus, data and channels, which the backend localises */
  languageSync: () => Promise<void>
}

/**
 * A guest's own choice of language, on Welcome's language list or the info bar's: the session keeps it
 * (so the backend's replies follow it), the language changes (UI, date locale, guest record), then the
 * language sync refetches the menus, data and channels in it. Each step's failure is logged and the
 * next still runs: the guest keeps the language they chose.
 */
export async function chooseLanguage(code: string, deps: LanguageChoiceDeps): Promise<void> {
  try {
    deps.session.setItem(CHANNEL_LANGUAGE_KEY, code)
  } catch (error) {
    deps.log.warn(`The session could not keep the language ${code}: ${describeError(error)}`)
  }
  await changeLanguage(code, deps)
  try {
    await deps.languageSync()
  } catch (error) {
    deps.log.error(`Language sync failed: ${describeError(error)}`, error)
  }
}
