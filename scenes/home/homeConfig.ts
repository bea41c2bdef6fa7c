// portal spec §2 Home, §3 Config: which parts Home shows, from the hotel's on/off keys. Home shows
// "weather and date/time if those services are on" and the greeting "if show_guest_name is on", and
// the MAC address "if configured": each is shown only when its key is on, a missing key is off. The room
// badge is listed without a condition, so it is shown unless is_room_number_showing turns it off. On and
// off are read as every flag is (configBool: true/1/'1' on, false/0/'0' off); docs/BACKEND-API.md
// "Home's on/off keys".
import { configBool } from '../../src/api/config'
import type { Config } from '../../src/api/types'

/** portal spec §3 Config: the keys Home reads */
export const HOME_KEYS = {
  datetime: 'services.datetime',
  weather: 'services.weather',
  guestName: 'show_guest_name',
  roomNumber: 'is_room_number_showing',
  mac: 'show_mac_address_at_home',
} as const

export type HomeParts = Record<keyof typeof HOME_KEYS, boolean>

export function homeParts(config: Config): HomeParts {
  return {
    datetime: configBool(config, HOME_KEYS.datetime),
    weather: configBool(config, HOME_KEYS.weather),
    guestName: configBool(config, HOME_KEYS.guestName),
    roomNumber: configBool(config, HOME_KEYS.roomNumber, true),
    mac: configBool(config, HOME_KEYS.mac),
  }
}
