// portal spec §2 Overlays: Hotel Service Menu actions Update Room Status, Change Room Number, Clear User
// Data. §5: the PIN must equal the hsm value, else nothing opens. §7: fidelio room status codes 1 to 6.
import type { Config } from '../../api/types'
import { isServiceMenuPin } from '../remote/serviceMenuSequence'
import type { OverlayManager, OverlayResult } from './overlayManager'

export const SERVICE_MENU_ACTIONS = ['updateRoomStatus', 'changeRoomNumber', 'clearUserData'] as const
export type ServiceMenuAction = (typeof SERVICE_MENU_ACTIONS)[number]

/** POST /api/fidelio/room/status: status codes 1 to 6 */
export const ROOM_STATUS_CODES = [1, 2, 3, 4, 5, 6] as const

export const isRoomStatusCode = (value: unknown): value is (typeof ROOM_STATUS_CODES)[number] =>
  (ROOM_STATUS_CODES as readonly unknown[]).includes(value)

/** opens the menu after a correct PIN; a wrong PIN (or no hsm configured) opens nothing: 'ignored' */
export function openServiceMenu(
  manager: OverlayManager,
  config: Config,
  pin: string,
): Promise<OverlayResult> {
  if (!isServiceMenuPin(pin, config)) return Promise.resolve({ outcome: 'ignored' })
  return manager.open('serviceMenu', { actions: SERVICE_MENU_ACTIONS })
}
