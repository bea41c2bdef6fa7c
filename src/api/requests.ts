// Payloads and queries of the calls (portal spec §7, adapters spec §7), named as on the wire.
import type { Guest, Order } from './types'

export type ActionsRequest = { mac: string; guest_id: number | null }
/** portal spec §7: driver medianova or flussonic; name for flussonic streams */
export type CdnDriver = 'medianova' | 'flussonic'
/** expire: unix seconds; defaults to now plus the CDN token lifetime */
export type CdnTokenRequest = { driver: CdnDriver; expire?: number; name?: string }
export type BillType = 'request' | 'response'
export type RecordsQuery = { macAddress: string; pms_id: string | null }
export type SoftApRequest = { ssid: string; password: string }
export type CastDevice = { macAddress: string; ipAddress: string; device: string }
export type CastRequest = CastDevice & { room: string }
export type OrdersQuery = { guest_id: number | null; guest_pms: string | null }
/** portal spec §7: id, status (boolean), message */
export type ActionReport = { id: number; status: boolean; message: string }
export type DevicePropertyUpdate = { mac: string; last_tuned_channel_id: number }
export type DeviceUpdate = Record<string, unknown>
export type GuestUpdate = Pick<Guest, 'id'> & Partial<Guest>
export type AdbCommand = { device: string; command: 'enableApp' | 'disableApp'; params: { package: string } }
/** portal spec §7: room status codes 1 to 6 */
export type FidelioRoomStatusCode = 1 | 2 | 3 | 4 | 5 | 6
export type FidelioRoomStatus = { room: string; status: FidelioRoomStatusCode }
/** portal spec §4 Alarm: OK on firing, DE on cancel */
export type FidelioWakeupAnswer = { room: string; date: string; status: 'OK' | 'DE' }
export type TizenTokenRequest = { ip: string; mac: string }
export type PhilipsPmsRequest = { Action: 'CheckIn' | 'CheckOut'; IpAddress: string }
export type RemoteState = { status: boolean; battery: number }
export type RemoteStateRequest = { mac: string; location: string; state: RemoteState }
export type FavoriteRequest = { guest_id: number; channel_id: number; action: 'add' | 'remove' }
export type OrderRequest = Order & { guest_id: number | null; guest_pms: string | null }
