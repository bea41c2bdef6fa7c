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
  await syncDevice(deps)
  await syncLanguages(deps)
  const change = await session.reconcile(deps.stores.hotel.getState().device?.guest ?? null)
  // a guest who left took their language with them (the check-out clears the session's): the language
  // is chosen again, now the new guest's or the hotel's, and what the backend localises follows it
  // (portal spec §4 Sync: language: menus, data, channels)
  if (change === 'checkout' || change === 'change') {
    const before = deps.stores.hotel.getState().language
    await syncLanguages(deps)
    if (deps.stores.hotel.getState().language !== before) {
      try {
        await syncForLanguage(deps)
      } catch (error) {
        deps.log.error(`Language sync after the guest left failed: ${describeError(error)}`, error)
      }
    }
  }
  return change
}
