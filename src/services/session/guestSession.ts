// portal spec §4 Guest session: the stored guest against the server guest decides check-in, check-out
// or a guest change; check-in and check-out do what the spec lists, each step logged if it fails so
// one broken step (a bridge call, storage) never stops the others.
import type { Bridge } from '../../../bridges/contract'
import { configBool } from '../../api/config'
import { CHANNEL_LANGUAGE_KEY } from '../../api/headers'
import type { Guest } from '../../api/types'
import type { Stores } from '../../stores'
import { describeError, type Logger } from '../logger'
import {
  CHECKIN_POWERON_KEY,
  CHECKOUT_STANDBY_KEY,
  DEVICE_STORAGE_KEY,
  GUEST_STORAGE_KEY,
  SERVICES_STORAGE_KEY,
  WELCOME_STORAGE_KEY,
} from './constants'
import { readItem, readStoredGuest, writeItem, writeStoredGuest, type StorageLike } from './storage'
import { welcomeNeeded } from './welcome'

export type GuestSessionDeps = {
  stores: Stores
  storage: StorageLike | null
  /** the session's storage: the language the guest chose (Welcome, the info bar) is kept there */
  session?: Pick<Storage, 'removeItem'> | null
  bridge: Pick<Bridge, 'setPower'>
  log: Logger
  /** the alarm and sleep services' clear (portal spec §4 Check-out "clears alarm and sleep services") */
  clearAlarm: () => void | Promise<void>
  clearSleep: () => void | Promise<void>
  /** goes to /welcome (portal spec §4 Check-in "goes to /welcome if needed") */
  openWelcome?: () => void | Promise<void>
  /** portal spec §4 Check-in "calls optional hook" */
  onCheckIn?: (guest: Guest) => void | Promise<void>
  /** a guest who left (check-out or guest change, not a data clear): the platform's own check-out */
  onGuestLeft?: () => void | Promise<void>
}

export type SessionChange = 'checkin' | 'checkout' | 'change' | 'none'
export type CheckOutOptions = { standby: boolean }
export type GuestSession = ReturnType<typeof createGuestSession>

export function createGuestSession(deps: GuestSessionDeps) {
  const { storage, bridge, log } = deps
  const config = () => deps.stores.hotel.getState().config

  async function step(what: string, run: () => unknown): Promise<void> {
    try {
      await run()
    } catch (error) {
      log.error(`${what} failed: ${describeError(error)}`, error)
    }
  }

  /** Stores id and pms_id, opens welcome if needed, powers on if checkin.poweron, calls the hook. */
  async function checkIn(guest: Guest): Promise<{ welcome: boolean }> {
    writeStoredGuest(storage, guest, log)
    const welcome = welcomeNeeded({
      config: config(),
      usingBy: deps.stores.hotel.getState().device?.using_by ?? null,
      guest,
      storedWelcome: readItem(storage, WELCOME_STORAGE_KEY, log),
    })
    if (welcome && deps.openWelcome) await step('Opening welcome', deps.openWelcome)
    if (configBool(config(), CHECKIN_POWERON_KEY)) await step('Power on', () => bridge.setPower('on'))
    const hook = deps.onCheckIn
    if (hook) await step('Check-in hook', () => hook(guest))
    return { welcome }
  }

  /** Clears alarm, sleep, stored services, guest and device data (the session's guest language too);
   * standby if asked and checkout.standby. */
  async function checkOut({ standby }: CheckOutOptions): Promise<void> {
    await step('Clearing the alarm', deps.clearAlarm)
    await step('Clearing the sleep timer', deps.clearSleep)
    for (const key of [SERVICES_STORAGE_KEY, GUEST_STORAGE_KEY, DEVICE_STORAGE_KEY])
      writeItem(storage, key, null, log)
    // the language the guest chose is the guest's data too: the empty room (and the Channel-Language
    // header) goes back to the hotel's language at the language sync that follows (guestSync.ts)
    await step('Clearing the guest language', () => deps.session?.removeItem(CHANNEL_LANGUAGE_KEY))
    if (standby && configBool(config(), CHECKOUT_STANDBY_KEY))
      await step('Standby', () => bridge.setPower('standby'))
  }

  /** portal spec §4 Guest session: stored but none on server → check-out; server but none stored →
   * check-in; different id → check-out (without standby) then check-in. */
  async function reconcile(server: Guest | null): Promise<SessionChange> {
    const stored = readStoredGuest(storage, log)
    const left = async () => {
      const hook = deps.onGuestLeft
      if (hook) await step('Check-out hook', hook)
    }
    if (stored && !server) {
      await checkOut({ standby: true })
      await left()
      return 'checkout'
    }
    if (!stored && server) {
      await checkIn(server)
      return 'checkin'
    }
    if (stored && server && stored.id !== server.id) {
      await checkOut({ standby: false })
      await left()
      await checkIn(server)
      return 'change'
    }
    return 'none'
  }

  return { reconcile, checkIn, checkOut, storedGuest: () => readStoredGuest(storage, log) }
}
