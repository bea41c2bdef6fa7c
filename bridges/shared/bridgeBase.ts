// What every TV bridge creator sets up the same way (ARCHITECTURE.md "Add a platform family"): the
// object that holds the platform's API, the injected clock and log, the event emitter and the app focus
// rules (adapters spec §4), remote keys from the page's keydown (§2) and the power state (§4). The
// families differ in how they reach their platform, not in these rules, so they live here once.
import type { BridgeEnv, PowerState, RemoteKey } from '../contract'
import { createAppFocus } from './appFocus'
import { clockOf, logOf } from './clock'
import { createEmitter, type Emitter } from './emitter'

/** Where the platform's API objects are: the env's host (tests pass the fake), else the page's window. */
export const hostOf = <T extends object>(env: BridgeEnv): T =>
  (env.host ?? env.document?.defaultView ?? {}) as T

/** The clock, log, emitter (a failing listener is logged, never thrown) and app focus of one bridge. */
export function createBridgeBase(env: BridgeEnv, family: string) {
  const clock = clockOf(env)
  const log = logOf(env)
  const emitter = createEmitter((error) => log.error(`${family} bridge listener failed`, error))
  return { clock, log, emitter, focus: createAppFocus(emitter, clock) }
}

export const keyCodeOf = (event: Event): number => Number((event as KeyboardEvent).keyCode)

/**
 * A keydown listener: a code the family's table maps becomes a remote key event, and the browser's own
 * handling of it is prevented; any other code is left to the page (adapters spec §2).
 */
export function keyForwarder(emitter: Emitter, map: (keyCode: number) => RemoteKey | null) {
  return (event: Event): void => {
    const key = map(keyCodeOf(event))
    if (!key) return
    event.preventDefault?.()
    emitter.emit('key', { key, repeat: Boolean((event as KeyboardEvent).repeat) })
  }
}

/**
 * The set's power as the bridge last heard it (adapters spec §4). A platform reports the same state
 * more than once (events and polls both); the portal hears each change once, then `changed` runs (the
 * media session holds media while off; some families do more).
 */
export function createPowerState(emitter: Emitter, changed: (next: PowerState) => void) {
  let power: PowerState = 'on'
  return {
    get: (): PowerState => power,
    /** the state the set reports at start: taken as it is, not a change */
    init(state: PowerState) {
      power = state
    },
    apply(next: PowerState) {
      if (next === power) return
      power = next
      emitter.emit('power', next)
      changed(next)
    },
  }
}
