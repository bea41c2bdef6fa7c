// portal spec §4 Sync "guest or device (device, assign, language)", then the guest session diff: what the
// CheckIn and CheckOut remote actions run (portal spec §4 Remote actions "CheckIn/CheckOut (sync guest
// data)").
import { describeError } from '../logger'
import { syncDevice, syncForLanguage, syncLanguages, type SyncDeps } from '../sync'
import type { GuestSession, SessionChange } from './guestSession'

export async function syncGuest(
  deps: SyncDeps,
  session: Pick<GuestSession, 'reconcile'>,
): Promise<SessionChange> {
  const initial = deps.stores.hotel.getState().language
  await syncDevice(deps)
  await syncLanguages(deps)
  const change = await session.reconcile(deps.stores.hotel.getState().device?.guest ?? null)
  // a guest who left took their language with them (the check-out clears the session's): the language
  // is chosen again, now the new guest's or the hotel's
  if (change === 'checkout' || change === 'change') await syncLanguages(deps)
  // what the backend localises follows the language now chosen: a guest who left, or one who arrived in
  // theirs (portal spec §4 Sync: language: menus, data, channels)
  if (deps.stores.hotel.getState().language !== initial) {
    try {
      await syncForLanguage(deps)
    } catch (error) {
      deps.log.error(`Language sync after the guest changed failed: ${describeError(error)}`, error)
    }
  }
  return change
}
