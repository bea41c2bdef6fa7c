import { describe, expect, it } from 'vitest'
import { homeParts } from './homeConfig'

describe("Home's on/off keys (portal spec §2 Home, §3 Config; docs/BACKEND-API.md)", () => {
  it('weather, date/time, the greeting and the MAC address are shown only when their key is on', () => {
    expect(homeParts({})).toEqual({
      datetime: false,
      weather: false,
      guestName: false,
      roomNumber: true,
      mac: false,
    })
    const on = homeParts({
      'services.datetime': true,
      'services.weather': '1',
      show_guest_name: 1,
      show_mac_address_at_home: true,
    })
    expect(on).toMatchObject({ datetime: true, weather: true, guestName: true, mac: true })
  })

  it('0, "0" and false read as off for every key, the room badge included', () => {
    for (const off of [false, 0, '0'] as const) {
      expect(
        homeParts({
          'services.datetime': off,
          'services.weather': off,
          show_guest_name: off,
          is_room_number_showing: off,
          show_mac_address_at_home: off,
        }),
      ).toEqual({ datetime: false, weather: false, guestName: false, roomNumber: false, mac: false })
    }
  })

  it('the room badge, listed without a condition, is shown unless its key turns it off', () => {
    expect(homeParts({ is_room_number_showing: null }).roomNumber).toBe(true)
    expect(homeParts({ is_room_number_showing: true }).roomNumber).toBe(true)
  })
})
