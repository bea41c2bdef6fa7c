// portal spec §4 Sync: "guest or device (device, assign, language); full (device, update or assign, …)";
// §5: "Location number via dialog; cancel repeats at start; unknown gives 'Location not found!' and
// re-prompt"; §7 POST /api/set/device: device properties including location, a number on success;
// §8 'Device Not Found'. A device the backend does not know (its MAC answers 'Device Not Found') is
// assigned to a location by the installer before the portal can start.
import type { DeviceProperties } from '../../../bridges/contract'
import { describeError, type Logger } from '../logger'
import { runLocationDialog, type LocationAnswer } from '../overlays/locationDialog'

export type AssignmentDeps = {
  /** the location prompt; `error` is the previous try's message ('Location not found!'), null at first */
  ask: (error: string | null) => Promise<LocationAnswer>
  /** POST /api/set/device; false when the backend does not know the location (404) */
  setDevice: (payload: Record<string, unknown>) => Promise<number | false>
  properties: () => DeviceProperties
  log: Logger
}

export class AssignmentError extends Error {}

/**
 * Runs the mandatory location dialog until the device is assigned: Cancel asks again, an unknown location
 * says 'Location not found!' and asks again, a failed call is logged and asks again. Resolves with the
 * device id; rejects only when the dialog is aborted (the portal is going away).
 */
export async function assignLocation(deps: AssignmentDeps): Promise<number> {
  let id: number | null = null
  for (;;) {
    const result = await runLocationDialog({
      ask: deps.ask,
      current: null,
      mandatory: true,
      assign: async (location) => {
        const answer = await deps.setDevice({ ...deps.properties(), location })
        if (answer === false) return false
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
