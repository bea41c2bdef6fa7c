// adapters spec §3 Soft access point (and portal spec §9): the name is the device name; the password is
// the mac without colons, minus its first 4 characters. §5: an empty name is ignored. §9: soft AP calls
// wait 1000 ms — a platform that sets its hotspot in several calls makes them 1000 ms apart.
import type { BridgeClock, SoftAp } from '../contract'
import { waitOn } from './clock'

export const SOFT_AP_PASSWORD_SKIP = 4
/** adapters spec §9 "Soft AP calls wait 1000 ms" */
export const SOFT_AP_WAIT_MS = 1000

export function softApPassword(mac: string): string {
  return mac.replace(/:/g, '').slice(SOFT_AP_PASSWORD_SKIP)
}

export function softApCredentials(deviceName: string, mac: string): SoftAp {
  return { ssid: deviceName, password: softApPassword(mac) }
}

/** adapters spec §5: setting with an empty value is ignored */
export const usableSoftAp = (ap: SoftAp | null | undefined): ap is SoftAp =>
  Boolean(
    ap &&
    typeof ap.ssid === 'string' &&
    ap.ssid.trim() !== '' &&
    typeof ap.password === 'string' &&
    ap.password !== '',
  )

/**
 * A platform's soft AP calls in order, SOFT_AP_WAIT_MS apart on the bridge's clock (adapters spec §9):
 * each waits for the one before it (a platform call may answer later), then the set gets its second.
 * A call that answers false stops the sequence (false); one that rejects rejects it (the platform's
 * message, adapters spec §8). True when every call was made.
 */
export async function softApCalls(clock: BridgeClock, calls: ReadonlyArray<() => unknown>): Promise<boolean> {
  for (let index = 0; index < calls.length; index++) {
    if (index > 0) await waitOn(clock, SOFT_AP_WAIT_MS)
    const call = calls[index]
    if (call && (await call()) === false) return false
  }
  return true
}
