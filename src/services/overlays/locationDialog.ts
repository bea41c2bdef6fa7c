// portal spec §5: 'Location number via dialog; cancel repeats at start; unknown gives 'Location not found!'
// and re-prompt; unchanged or cancelled change does nothing.' §8: 'Location not found!'.
// "At start" (a device that must get a location before it can run) a cancel asks again; a change asked for
// later (Hotel Service Menu → Change Room Number) may be cancelled.

/** what the location prompt gave back: a typed location, Cancel/back, or an abort (route change) */
export type LocationAnswer = { location: string } | 'cancelled' | 'aborted'
export type LocationOutcome = 'changed' | 'unchanged' | 'cancelled' | 'aborted' | 'failed'

export const LOCATION_NOT_FOUND = 'Location not found!'

export type LocationDialogDeps = {
  /** shows the prompt; `error` is the message of the previous try, shown in the dialog */
  ask(error: string | null): Promise<LocationAnswer>
  current: string | null
  /** assigns the device; false when the backend does not know the location; throws on other failures */
  assign(location: string): Promise<boolean>
  /** true at start: a cancel repeats the prompt */
  mandatory: boolean
}

export async function runLocationDialog(
  deps: LocationDialogDeps,
): Promise<{ outcome: LocationOutcome; location?: string; error?: unknown }> {
  let error: string | null = null
  for (;;) {
    const answer = await deps.ask(error)
    if (answer === 'aborted') return { outcome: 'aborted' }
    if (answer === 'cancelled') {
      if (deps.mandatory) {
        error = null
        continue
      }
      return { outcome: 'cancelled' }
    }
    const location = answer.location.trim()
    if (location === '' || location === deps.current) return { outcome: 'unchanged' }
    try {
      if (await deps.assign(location)) return { outcome: 'changed', location }
    } catch (failure) {
      return { outcome: 'failed', error: failure }
    }
    error = LOCATION_NOT_FOUND
  }
}
