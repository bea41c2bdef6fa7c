// Who asks the Chromecast server (portal spec §7: POST /api/cast/get macAddress, ipAddress, device,
// room; /api/cast/remove and /api/cast/heartbeat the same without room). `device` is the device's name
// (ROOM_ plus location, §3 Device) and `room` its location: docs/BACKEND-API.md.
import type { CastRequest } from '../../api/requests'
import type { HotelState } from '../../stores'

export function castRequestOf(hotel: Pick<HotelState, 'mac' | 'properties' | 'device'>): CastRequest | null {
  const mac = hotel.mac ?? hotel.properties?.mac ?? hotel.device?.mac ?? null
  if (!mac) return null
  return {
    macAddress: mac,
    ipAddress: hotel.properties?.ip ?? hotel.device?.ip ?? '',
    device: hotel.device?.name ?? '',
    room: hotel.device?.location ?? '',
  }
}
