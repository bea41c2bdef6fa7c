// portal spec §4 Sync "guest or device (device, assign, language)", then the guest session diff: what the
// CheckIn and CheckOut remote actions run (portal spec §4 Remote actions "CheckIn/CheckOut (sync guest
// data)").
import { syncDevice, syncLanguages, type SyncDeps } from '../sync'
import type { GuestSession, SessionChange } from './guestSession'

export async function syncGuest(
  deps: SyncDeps,
  session: Pick<GuestSession, 'reconcile'>,
): Promise<SessionChange> {
  await syncDevice(deps)
  await syncLanguages(deps)
  return session.reconcile(deps.stores.hotel.getState().device?.guest ?? null)
}
