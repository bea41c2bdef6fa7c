// The portal's writes (portal spec §7) and the three paths the spec does not show (favourite, order,
// cart: docs/BACKEND-API.md). Responses the spec does not show decode as an acknowledgement (true);
// a 404 resolves to false (adapters spec §8).
import { ack, success } from './fields'
import type { CallOptions, Http } from './http'
import { API_PATHS } from './paths'
import type {
  ActionReport,
  AdbCommand,
  DevicePropertyUpdate,
  DeviceUpdate,
  FavoriteRequest,
  FidelioRoomStatus,
  FidelioWakeupAnswer,
  GuestUpdate,
  OrderRequest,
} from './requests'
import { cartReply, deviceId } from './serviceDecoders'
import type { OrderPayload, RecordRequest } from './types'

export function createWriteCalls(http: Http) {
  const { post } = http
  return {
    /** device properties including location; the new device id on success */
    setDevice: (payload: DeviceUpdate, call?: CallOptions) =>
      post(API_PATHS.setDevice, payload, deviceId, { ...call, name: 'setDevice' }),
    setAction: (report: ActionReport, call?: CallOptions) =>
      post(API_PATHS.setAction, report, success, call).then(Boolean),
    updateDeviceProperty: (update: DevicePropertyUpdate, call?: CallOptions) =>
      post(API_PATHS.updateDeviceProperty, update, ack, call),
    setRecords: (request: RecordRequest, call?: CallOptions) =>
      post(API_PATHS.setRecords, request, ack, call),
    sendCart: (payload: OrderPayload, call?: CallOptions) =>
      post(API_PATHS.sendCart, payload, cartReply, { ...call, name: 'cart' }),
    /** properties plus id and location */
    updateDevice: (payload: DeviceUpdate, call?: CallOptions) =>
      post(API_PATHS.updateDevice, payload, ack, call),
    updateGuest: (guest: GuestUpdate, call?: CallOptions) => post(API_PATHS.updateGuest, guest, ack, call),
    adbCmd: (command: AdbCommand, call?: CallOptions) => post(API_PATHS.adbCmd, command, ack, call),
    fidelioRoomStatus: (request: FidelioRoomStatus, call?: CallOptions) =>
      post(API_PATHS.fidelioRoomStatus, request, ack, call),
    fidelioWakeupAnswer: (request: FidelioWakeupAnswer, call?: CallOptions) =>
      post(API_PATHS.fidelioWakeupAnswer, request, ack, call),
    setFavorite: (request: FavoriteRequest, call?: CallOptions) =>
      post(API_PATHS.favorite, request, success, call).then(Boolean),
    addOrder: (request: OrderRequest, call?: CallOptions) =>
      post(API_PATHS.addOrder, request, success, call).then(Boolean),
  }
}
