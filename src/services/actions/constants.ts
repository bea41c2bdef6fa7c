// portal spec §4 Remote actions, §8 and §9: the executor's constants and texts, exactly.

/** portal spec §7 and §9: POST /api/get/actions is polled every 1,800,000 ms (overridable). */
export const ACTION_POLL_INTERVAL_MS = 1_800_000
/** portal spec §4 Remote actions: Reboot runs after 1 s. */
export const REBOOT_DELAY_MS = 1000
/** portal spec §4 Remote actions: Reload reloads the page after 2 s. */
export const RELOAD_DELAY_MS = 2000
/** portal spec §5 and §9: volume is clamped 0 to max volume, at most 100 (one definition, the remote's) */
export { VOLUME_MAX, VOLUME_MIN } from '../remote/volume'
/** portal spec §3 Config: the device's maximum volume. */
export const MAX_VOLUME_CONFIG_KEY = 'maxVolume'

/** portal spec §4 Remote actions: instant actions run even while action playback is paused. */
export const INSTANT_ACTIONS: ReadonlySet<string> = new Set([
  'StandBy',
  'PowerOn',
  'Reboot',
  'CheckIn',
  'CheckOut',
  'Alarm',
  'Reload',
])

/** adapters spec §9 "Action timeout 60000 ms": a handler that has not finished by then is reported
 * failed and the queue moves on (issue 20, fuzzing: one handler that never settled, e.g. a bridge call
 * a TV never answers, held every later regular action forever). */
export const ACTION_TIMEOUT_MS = 60_000

export const ACTION_MESSAGES = {
  /** portal spec §8: an unknown remote action is rejected with 'Not found' and reported failed */
  notFound: 'Not found',
  /** portal spec §4: a duplicate instant action in a batch is reported failed with reason multiple */
  multiple: 'multiple',
  /** not in the spec: the message a successful report carries */
  done: 'Done',
  /** not in the spec: an action the page went away from twice (a reload, a reboot, a power cut) */
  interrupted: 'The TV restarted twice before it could finish this action',
  /** not in the spec: the reason a handler past ACTION_TIMEOUT_MS is reported failed with */
  timeout: 'Action timed out',
} as const

export function isInstantAction(type: string): boolean {
  return INSTANT_ACTIONS.has(type)
}

/**
 * Not in the spec (DEVELOPERS guide: nothing is lost): where the actions taken from the server and not yet
 * finished are kept, so that a reload, a reboot or a power cut that comes before they ran (a regular action
 * waits while the guest navigates or a popup plays) does not lose them: the server hands each out once.
 */
export const UNFINISHED_ACTIONS_KEY = 'portal.unfinishedActions'
/** how many times an unfinished action is run again after the page restarted, before it is reported failed */
export const MAX_ACTION_RESTARTS = 1

/**
 * Not in the spec (nothing is lost): where the reports the backend did not take (a 5xx, no reply, a
 * timeout, a body it could not have sent) wait to be sent again, so that the front desk learns what became
 * of an action the TV ran while the backend was down, across a reload too. A report the backend answered
 * and refused (a 404, `success: false`) is not sent again.
 */
export const UNSENT_REPORTS_KEY = 'portal.unsentReports'
/** not in the spec: how long after a report failed it is sent again (and before every poll) */
export const REPORT_RETRY_MS = 30_000
/** not in the spec: the most reports kept to send again; the oldest is dropped, with a warning, beyond it */
export const MAX_UNSENT_REPORTS = 100
