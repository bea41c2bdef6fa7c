// The mobile and bluetooth side panels (portal spec §2 Side panel: mobile (app pairing), bluetooth).
// §7: POST /api/rc/qr {mac} returns the pairing QR. Adapters spec §2: the bluetooth sideload pseudo-app
// opens a bluetooth side panel on the right; §3 predefined apps: the platform's own bluetooth app.
import type { AppEntry } from '../../../bridges/contract'
import type { QrReply } from '../../api/types'
import { describeError, type Logger } from '../logger'

export const DEVICE_PANEL_TEXT = {
  qrUnavailable: 'sideload.qrUnavailable',
  bluetoothUnavailable: 'sideload.bluetoothUnavailable',
} as const
/** adapters spec §2: the bluetooth side panel opens on the right */
export const BLUETOOTH_POSITION = 'right'

export type MobileQr =
  { kind: 'qr'; qr: string } | { kind: 'error'; text: typeof DEVICE_PANEL_TEXT.qrUnavailable }

export async function loadMobileQr(
  mac: string | null,
  api: { rcQr(mac: string): Promise<QrReply | false> },
  log: Logger,
): Promise<MobileQr> {
  const failed = (why: string, detail?: unknown): MobileQr => {
    log.warn(`Mobile app QR: ${why}`, detail)
    return { kind: 'error', text: DEVICE_PANEL_TEXT.qrUnavailable }
  }
  if (!mac) return failed('the device mac is unknown')
  try {
    const reply = await api.rcQr(mac)
    return reply && reply.qr ? { kind: 'qr', qr: reply.qr } : failed('no QR in the reply', reply)
  } catch (error) {
    return failed(describeError(error), error)
  }
}

/** the platform's bluetooth app: an entry whose id or title names bluetooth */
export function bluetoothApp(apps: readonly AppEntry[]): AppEntry | undefined {
  return apps.find((app) => /bluetooth/i.test(app.key) || /bluetooth/i.test(app.value))
}

export type BluetoothBridge = {
  apps(): Promise<AppEntry[]>
  launchApp(id: string): Promise<boolean>
}

/** Launches the platform's bluetooth settings app; false (logged) where there is none or it fails. */
export async function launchBluetooth(bridge: BluetoothBridge | null, log: Logger): Promise<boolean> {
  if (!bridge) return false
  try {
    const app = bluetoothApp(await bridge.apps())
    if (!app) {
      log.warn('Bluetooth: this platform lists no bluetooth app')
      return false
    }
    if (await bridge.launchApp(app.key)) return true
    log.warn(`Bluetooth: ${app.value} could not be launched`)
  } catch (error) {
    log.warn(`Bluetooth: ${describeError(error)}`, error)
  }
  return false
}
