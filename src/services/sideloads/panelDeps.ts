// What each side panel needs from the shell (portal spec §2 Side panel): the contract the side-panel
// scenes are drawn against, built by the composition root's sideloads feature (stable references).
import type { QrReply } from '../../api/types'
import type { Clock } from '../../time/clock'
import type { Logger } from '../logger'
import type { BillApi } from './billview'
import type { CartNotice, CartService } from './cart'
import type { BluetoothBridge } from './devicePanels'
import type { HotspotPort, InternetDeps } from './hotspot'

export type BillPanelDeps = { api: BillApi; clock: Clock; log: Logger }

export type CartPanelDeps = { cart: CartService; notify: (notice: CartNotice) => void }

export type InternetPanelDeps = Omit<InternetDeps, 'hotspot' | 'mac'> & {
  hotspot: () => HotspotPort | null
  mac: () => string | null
}

export type MobilePanelDeps = {
  mac: () => string | null
  api: { rcQr(mac: string): Promise<QrReply | false> }
  log: Logger
}

export type BluetoothPanelDeps = { bridge: () => BluetoothBridge | null; log: Logger }

export type SideloadDeps = {
  bill: BillPanelDeps
  cart: CartPanelDeps
  internet: InternetPanelDeps
  mobile: MobilePanelDeps
  bluetooth: BluetoothPanelDeps
}
