// portal spec §4 "Language change updates UI and date locale and the guest record if different".
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
