// The internet side panel (portal spec §2 Side panel 'internet (Wi-Fi hotspot)'). §9 and adapters spec §3
// Soft access point: the name is the device name; the password is the mac without colons minus its first
// 4 characters. §4 Overlays: hotspot switch off to on enables, on to off disables. §7: POST /api/get/softap
// {ssid, password} returns the QR text. §8: 'Internet service isn't active.'
import type { SoftApReply } from '../../api/types'
import { describeError, type Logger } from '../logger'

export const INTERNET_TEXT = {
  inactive: 'sideload.internetInactive',
  qrUnavailable: 'sideload.qrUnavailable',
} as const
/** adapters spec §3: the password drops the first 4 characters of the colon-less mac (the bridges' rule,
 * one definition: bridges/shared/softAp.ts) */
import { softApCredentials } from '../../../bridges/shared/softAp'
export { SOFT_AP_PASSWORD_SKIP, softApCredentials } from '../../../bridges/shared/softAp'

export type SoftAp = { ssid: string; password: string }

/** The platform's soft access point (adapters spec §3: ssid, password, status). */
export type HotspotPort = {
  status(): Promise<boolean>
  enable(ap: SoftAp): Promise<boolean>
  disable(): Promise<boolean>
}

export type InternetPanel =
  | { kind: 'inactive'; text: typeof INTERNET_TEXT.inactive }
  | { kind: 'ready'; ap: SoftAp; enabled: boolean; qr: string | null }

export type InternetDeps = {
  /** null where the platform has no hotspot (the desktop browser) */
  hotspot: HotspotPort | null
  deviceName: () => Promise<string>
  mac: string | null
  api: { softap(request: SoftAp): Promise<SoftApReply | false> }
  log: Logger
}

/** What the panel shows: the credentials, the switch state and the QR, or that the service is off. */
export async function loadInternet(deps: InternetDeps): Promise<InternetPanel> {
  const inactive = (why: string, detail?: unknown): InternetPanel => {
    deps.log.warn(`Internet panel: ${why}`, detail)
    return { kind: 'inactive', text: INTERNET_TEXT.inactive }
  }
  if (!deps.hotspot) return inactive('this platform has no soft access point')
  if (!deps.mac) return inactive('the device mac is unknown')
  let name: string
  let enabled: boolean
  try {
    name = await deps.deviceName()
    enabled = await deps.hotspot.status()
  } catch (error) {
    return inactive(describeError(error), error)
  }
  if (!name) return inactive('the device has no name')
  const ap = softApCredentials(name, deps.mac)
  let qr: string | null = null
  try {
    const reply = await deps.api.softap(ap)
    qr = reply ? reply.qr : null
    if (!qr) deps.log.warn('Internet panel: no QR from /api/get/softap')
  } catch (error) {
    deps.log.warn(`Internet panel: QR failed: ${describeError(error)}`, error)
  }
  return { kind: 'ready', ap, enabled, qr }
}

/** portal spec §4: off → on enables, on → off disables; returns the state the switch should show */
export async function switchHotspot(
  from: boolean,
  to: boolean,
  ap: SoftAp,
  hotspot: HotspotPort,
  log: Logger,
): Promise<boolean> {
  if (from === to) return from
  try {
    const done = to ? await hotspot.enable(ap) : await hotspot.disable()
    if (done) return to
    log.warn(`Hotspot could not be ${to ? 'enabled' : 'disabled'}`)
  } catch (error) {
    log.warn(`Hotspot switch failed: ${describeError(error)}`, error)
  }
  return from
}

/** the platform's soft AP where its bridge offers one (adapters spec §3, §7: Tizen, playmore, Samsung, WIXP) */
export function hotspotPortOf(bridge: unknown): HotspotPort | null {
  // the bridge's capability object says whether the platform has one (bridges/contractCapabilities.ts)
  const capabilities = (bridge as { capabilities?: { hotspot?: boolean } } | null)?.capabilities
  if (capabilities && !capabilities.hotspot) return null
  const candidate = (bridge as { softAp?: Partial<HotspotPort> } | null)?.softAp
  if (
    candidate &&
    typeof candidate.status === 'function' &&
    typeof candidate.enable === 'function' &&
    typeof candidate.disable === 'function'
  )
    return candidate as HotspotPort
  return null
}
