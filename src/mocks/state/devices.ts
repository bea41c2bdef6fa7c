import type { Config, Device, Guest, UsingBy } from '../../api/types'
import type { DemoData } from '../fixtures'
import { createDevices, deviceName } from '../fixtures/devices'

/** What the Chromecast server answers for a device (portal spec §4 Chromecast states). */
export type CastMode = 'available' | 'watch' | 'unavailable' | 'error'

export type GuestInput = {
  name: string
  surname: string
  pms_id?: string | null
  additional?: string | null
  language?: string | null
  welcome?: boolean
}

/** POST /__demo/device: anything a test needs to set up on a device. */
export type DevicePatch = {
  using_by?: UsingBy
  title?: string
  config?: Config
  properties?: Record<string, string>
  guest?: GuestInput | null
  cast?: CastMode
}

export type DeviceBook = ReturnType<typeof createDeviceBook>

const normaliseMac = (mac: string): string => mac.trim().toLowerCase()

/** Devices and the guests checked in on them, keyed by lower-case MAC. */
export function createDeviceBook(data: DemoData, now: () => number) {
  let devices = new Map<string, Device>()
  let lastSeen = new Map<string, number>()
  let cast = new Map<string, CastMode>()
  let nextDeviceId = 100
  let nextGuestId = 6001

  const reset = (): void => {
    devices = new Map(createDevices(data.locations).map((device) => [device.mac, device]))
    lastSeen = new Map()
    cast = new Map()
    nextDeviceId = 100
    nextGuestId = 6001
  }
  reset()

  const makeGuest = (input: GuestInput, id = nextGuestId++): Guest => ({
    id,
    pms_id: input.pms_id ?? `PMS-${id}`,
    name: input.name,
    surname: input.surname,
    additional: input.additional ?? null,
    language: input.language ?? data.config['default_language'] ?? 'en_US',
    // portal spec §4 Guest session: a new guest sees the welcome screen
    welcome: input.welcome ?? false,
  })

  const find = (mac: string): Device | undefined => devices.get(normaliseMac(mac))

  return {
    reset,
    list: (): Device[] => [...devices.values()],
    find,
    findById: (id: number): Device | undefined => [...devices.values()].find((device) => device.id === id),
    findGuest(guestId: number | null, pmsId: string | null): { device: Device; guest: Guest } | undefined {
      for (const device of devices.values()) {
        const guest = device.guest
        if (
          guest &&
          ((guestId !== null && guest.id === guestId) || (pmsId !== null && guest.pms_id === pmsId))
        ) {
          return { device, guest }
        }
      }
      return undefined
    },
    touch(mac: string): void {
      if (find(mac)) lastSeen.set(normaliseMac(mac), now())
    },
    lastSeen: (mac: string): number | null => lastSeen.get(normaliseMac(mac)) ?? null,
    castMode: (mac: string): CastMode => cast.get(normaliseMac(mac)) ?? 'available',

    /** POST /api/set/device: assign a (new) device to a location; null when the location is unknown. */
    assign(input: {
      mac: string
      ip?: string
      location: string
      properties?: Record<string, string>
    }): Device | null {
      const location = data.locations.find(
        (l) => l.location.toLowerCase() === input.location.trim().toLowerCase(),
      )
      if (!location) return null
      const mac = normaliseMac(input.mac)
      const existing = devices.get(mac)
      const others = [...devices.values()].filter((d) => d.location === location.location && d.mac !== mac)
      const index = others.length > 0 ? others.length + 1 : null
      const device: Device = {
        id: existing?.id ?? nextDeviceId++,
        mac,
        ip: input.ip ?? existing?.ip ?? '0.0.0.0',
        name: deviceName(location.location, index),
        title: location.floor > 0 ? `Room ${location.location}` : location.location,
        location: location.location,
        location_id: location.id,
        index,
        type: existing?.type ?? 'universal',
        using_by: existing?.using_by ?? (location.floor > 0 ? 'Room' : 'Public'),
        config: existing?.config ?? {},
        guest: existing?.guest ?? null,
        properties: { ...existing?.properties, ...input.properties },
      }
      devices.set(mac, device)
      return device
    },
    setProperties(mac: string, properties: Record<string, string>): Device | undefined {
      const device = find(mac)
      if (device) device.properties = { ...device.properties, ...properties }
      return device
    },
    setIp(mac: string, ip: string): void {
      const device = find(mac)
      if (device) device.ip = ip
    },
    checkIn(mac: string, input: GuestInput): Guest | undefined {
      const device = find(mac)
      if (!device) return undefined
      device.guest = makeGuest(input)
      return device.guest
    },
    checkOut(mac: string): Guest | null | undefined {
      const device = find(mac)
      if (!device) return undefined
      const guest = device.guest
      device.guest = null
      return guest
    },
    /** POST /api/set/guest/update: language and welcome flag follow the TV. */
    updateGuest(id: number, patch: Partial<Omit<Guest, 'id'>>): Guest | undefined {
      for (const device of devices.values()) {
        if (device.guest?.id === id) {
          device.guest = { ...device.guest, ...patch, id }
          return device.guest
        }
      }
      return undefined
    },
    patch(mac: string, patch: DevicePatch): Device | undefined {
      const device = find(mac)
      if (!device) return undefined
      if (patch.using_by !== undefined) device.using_by = patch.using_by
      if (patch.title !== undefined) device.title = patch.title
      if (patch.config !== undefined) device.config = { ...device.config, ...patch.config }
      if (patch.properties !== undefined) device.properties = { ...device.properties, ...patch.properties }
      if (patch.guest !== undefined) device.guest = patch.guest === null ? null : makeGuest(patch.guest)
      if (patch.cast !== undefined) cast.set(device.mac, patch.cast)
      return device
    },
  }
}
