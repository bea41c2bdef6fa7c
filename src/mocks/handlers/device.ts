import { http } from 'msw'
import type { Guest } from '../../api/types'
import type { DemoState } from '../state'
import { failure, flag, json, num, ok, on, readBody, str } from './http'

const DEVICE_NOT_FOUND = 'Device Not Found'

/** Device and guest calls (portal spec §7). */
export function createDeviceHandlers(state: DemoState) {
  const { devices } = state
  return [
    // portal spec §8: an unknown device is 'Device Not Found'
    http.get(on('/api/get/device/:mac'), ({ params }) => {
      const mac = decodeURIComponent(String(params['mac']))
      const device = devices.find(mac)
      if (!device) return failure(404, DEVICE_NOT_FOUND)
      devices.touch(mac)
      return json(device)
    }),

    // portal spec §7: device properties including location; returns a number (the device id).
    // An unknown location is 'Location not found!' (§8), which makes the portal ask again (§5).
    http.post(on('/api/set/device'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['mac']) ?? str(body['macAddress'])
      const location = str(body['location'])
      if (!mac) return failure(400, 'mac is required')
      if (!location) return failure(404, 'Location not found!')
      const device = devices.assign({
        mac,
        ip: str(body['ip']) ?? str(body['ipAddress']) ?? '0.0.0.0',
        location,
      })
      return device ? json(device.id) : failure(404, 'Location not found!')
    }),

    // portal spec §7: properties plus id and location
    http.post(on('/api/set/device/update'), async ({ request }) => {
      const body = await readBody(request)
      const id = num(body['id'])
      const device = (id !== null ? devices.findById(id) : undefined) ?? devices.find(str(body['mac']) ?? '')
      if (!device) return failure(404, DEVICE_NOT_FOUND)
      const location = str(body['location'])
      if (location && location !== device.location) {
        const moved = devices.assign({ mac: device.mac, location })
        if (!moved) return failure(404, 'Location not found!')
      }
      const ip = str(body['ip'])
      if (ip) devices.setIp(device.mac, ip)
      const properties: Record<string, string> = {}
      for (const [key, value] of Object.entries(body)) {
        if (['id', 'mac', 'ip', 'location'].includes(key)) continue
        const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : str(value)
        if (text !== null) properties[key] = text
      }
      devices.setProperties(device.mac, properties)
      return json({ success: true, id: device.id })
    }),

    // portal spec §4 Categories: a channel change saves last_tuned_channel_id after 5 s
    http.post(on('/api/set/device/update/property'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['mac']) ?? ''
      const properties: Record<string, string> = {}
      for (const [key, value] of Object.entries(body)) {
        const text = str(value)
        if (key !== 'mac' && text !== null) properties[key] = text
      }
      return devices.setProperties(mac, properties) ? ok() : failure(404, DEVICE_NOT_FOUND)
    }),

    // portal spec §2 Welcome / §4 Language change: the TV updates welcome and language
    http.post(on('/api/set/guest/update'), async ({ request }) => {
      const body = await readBody(request)
      const id = num(body['id'])
      if (id === null) return failure(400, 'id is required')
      const patch: Partial<Omit<Guest, 'id'>> = {}
      const language = str(body['language'])
      if (language) patch.language = language
      const welcome = flag(body['welcome'])
      if (welcome !== null) patch.welcome = welcome
      for (const key of ['name', 'surname', 'additional', 'pms_id'] as const) {
        const value = str(body[key])
        if (value !== null) patch[key] = value
      }
      const guest = devices.updateGuest(id, patch)
      return guest ? json({ success: true, guest }) : failure(404, 'Guest Not Found')
    }),
  ]
}
