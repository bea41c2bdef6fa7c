// adapters spec §3 Soft access point (and portal spec §9): the name is the device name; the password is
// the mac without colons, minus its first 4 characters. §5: an empty name is ignored.
import type { SoftAp } from '../contract'

export const SOFT_AP_PASSWORD_SKIP = 4

export function softApPassword(mac: string): string {
  return mac.replace(/:/g, '').slice(SOFT_AP_PASSWORD_SKIP)
}

export function softApCredentials(deviceName: string, mac: string): SoftAp {
  return { ssid: deviceName, password: softApPassword(mac) }
}

/** adapters spec §5: setting with an empty value is ignored */
export const usableSoftAp = (ap: SoftAp | null | undefined): ap is SoftAp =>
  Boolean(ap && ap.ssid.trim() !== '' && ap.password !== '')
