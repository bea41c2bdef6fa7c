// portal spec §4 Sync: "guest or device (device, assign, language); full (device, update or assign, …)";
// §5: "Location number via dialog; cancel repeats at start; unknown gives 'Location not found!' and
// re-prompt"; §7 POST /api/set/device: device properties including location, a number on success;
// §8 'Device Not Found'. A device the backend does not know (its MAC answers 'Device Not Found') is
// assigned to a location by the installer before the portal can start. Adapters spec §3, §5: a device
// (premises) name ROOM_{digits} gives the room number; the dialog offers it, filled in, so the installer
// confirms it with OK or types another (the dialog stays: a name can be stale, a TV moved between rooms).
import type { DeviceProperties } from '../../../bridges/contract'
import { roomNumberOf } from '../../../bridges/shared/roomNumber'
import { describeError, type Logger } from '../logger'
import { runLocationDialog, type LocationAnswer } from '../overlays/locationDialog'

export type AssignmentDeps = {
  /**
   * the location prompt; `error` is the previous try's message ('Location not found!'), null at first;
   * `suggested` the room the device's name gives (its field's value), null when it gives none
   */
  ask: (error: string | null, suggested: string | null) => Promise<LocationAnswer>
  /** POST /api/set/device; false when the backend does not know the location (404) */
  setDevice: (payload: Record<string, unknown>) => Promise<number | false>
  properties: () => DeviceProperties
  log: Logger
  /** the platform's device (premises) name, read once (the bridge's deviceName); absent: no suggestion */
  deviceName?: () => Promise<string>
}

export class AssignmentError extends Error {}

/** The room the device's name gives (adapters spec §3, §5), or null; a failed read is logged. */
export async function roomFromDeviceName(
  deviceName: (() => Promise<string>) | undefined,
  log: Logger,
): Promise<string | null> {
  if (!deviceName) return null
  let name: unknown
  try {
    name = await deviceName()
  } catch (error) {
    log.warn(`The device name could not be read, no room to suggest: ${describeError(error)}`)
    return null
  }
  const room = roomNumberOf(name)
  if (room !== null) log.info(`The device name ${String(name)} gives room ${room}: offered in the dialog`)
  return room
}

/**
 * Runs the mandatory location dialog until the device is assigned: Cancel asks again, an unknown location
 * says 'Location not found!' and asks again, a failed call is logged and asks again. The room of a
 * ROOM_{digits} device name is offered until the backend answers that it does not know it. Resolves with
 * the device id; rejects only when the dialog is aborted (the portal is going away).
 */
export async function assignLocation(deps: AssignmentDeps): Promise<number> {
  let id: number | null = null
  let suggested = await roomFromDeviceName(deps.deviceName, deps.log)
  for (;;) {
    const result = await runLocationDialog({
      ask: (error) => deps.ask(error, suggested),
      current: null,
      mandatory: true,
      assign: async (location) => {
        const answer = await deps.setDevice({ ...deps.properties(), location })
        if (answer === false) {
          if (location === suggested) suggested = null // the name's room is unknown: not offered again
          return false
        }
        id = answer
        return true
      },
    })
    if (result.outcome === 'changed' && id !== null) {
      deps.log.info(`Device assigned to location ${result.location ?? ''} (id ${id})`)
      return id
    }
    if (result.outcome === 'aborted') throw new AssignmentError('The location dialog was closed')
    if (result.outcome === 'failed')
      deps.log.warn(`Assigning the device failed, asking again: ${describeError(result.error)}`)
  }
}
