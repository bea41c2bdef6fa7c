// What the available state shows (portal spec §2 Chromecast: Wi-Fi name, password or code, link, QR
// code, help; §8: a missing Wi-Fi name or code shows 'Not available'). The Wi-Fi a guest joins is the
// reservation's (ssid, else the hotel's CAST_SSID config key, §3 Config); on the hotspot variant it is
// the TV's own soft access point (adapters spec §3: name = device name, password from the mac), whose
// QR comes from POST /api/get/softap (§7). A reservation without a QR code shows the mobile-app pairing
// QR (POST /api/rc/qr) instead: the hotel app pairs the phone with this TV.
import type { CastReservation, Config } from '../../api/types'
import type { SoftAp } from '../sideloads/hotspot'
import type { CastVariant } from './castState'

/** the hotel's cast network name (portal spec §3 Config keys) */
export const CAST_SSID_KEY = 'CAST_SSID'

export type CastDetails = {
  /** null shows 'Not available' */
  wifiName: string | null
  /** the password of the hotspot's network, or the reservation's code */
  secret: { kind: 'password' | 'code'; value: string | null }
  /** null: no line */
  link: string | null
  /** text the QR code encodes; null: no code */
  qr: string | null
}

/** the soft AP of the hotspot variant, once known (credentials and the QR the backend made of them) */
export type SoftApInfo = { ap: SoftAp; qr: string | null }

const present = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

export function castDetails(
  variant: CastVariant,
  reservation: CastReservation | null,
  config: Config,
  softAp: SoftApInfo | null,
  pairingQr: string | null = null,
): CastDetails {
  const configured = config[CAST_SSID_KEY]
  const link = present(reservation?.link)
  if (variant === 'hotspot')
    return {
      wifiName: present(softAp?.ap.ssid),
      secret: { kind: 'password', value: present(softAp?.ap.password) },
      link,
      qr: present(softAp?.qr) ?? present(reservation?.qr_code),
    }
  return {
    wifiName: present(reservation?.ssid) ?? present(typeof configured === 'string' ? configured : null),
    secret: { kind: 'code', value: present(reservation?.reserv_code) },
    link,
    qr: present(reservation?.qr_code) ?? present(pairingQr),
  }
}
