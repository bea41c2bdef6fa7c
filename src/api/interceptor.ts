// adapters spec §8 HTTP interceptor:
//   "on any error, if the splash is not shown, the error body or message is shown, except connect
//   ETIMEDOUT cases. Status 500, 502, 503 or 504 before the router is ready: Something went wrong, the
//   platform will reload itself, please wait N second. with N random from 30 to 120, then page reload
//   after N seconds. Status 401, 402, 406 or 426 before the router is ready: error body shown. 404:
//   returns false silently. Other errors go to the general handler."
//
// Reading: the two before-ready rules are what the guest sees during boot, when the splash is always
// up, so they show their text although the splash is shown (else they could never be seen); the splash
// only silences the general "show the error" rule. The reload message replaces the splash and the boot
// (`showBlocking`): the page cannot continue and reloads itself. 404 is checked first: nothing shown,
// not sent to the general handler, the call resolves to false. Beyond the spec: an aborted call (the
// router cancelling media requests) is a choice, not a failure, so it is neither shown nor handled; a
// decode error (a bad body, not a server message) goes to the general handler without being shown.
//
// Issue 20 (docs/BACKEND-API.md "Essential and optional calls"): the two before-ready rules apply to
// essential calls only (callClass.ts). An optional call that fails before ready goes to the general
// handler (logged) and the boot goes on; its screen shows its no-data state and sync retries it. An
// essential call that gets no reply at all before ready (connection dropped or refused, timeout) is
// the same "backend not there" as the 502/504 a proxy in front of it would answer: it takes the reload
// countdown too, else a TV that boots before its backend (a hotel power cut) would stay on the error
// screen until someone restarts it. A call made with `silent` (a background retry) is never shown.
import type { Clock } from '../time/clock'
import type { ApiLog } from './apiLog'
import { isOptionalCall } from './callClass'
import { errorText, type ApiError } from './errors'
import type { Interceptor } from './http'

export const RELOAD_STATUSES: readonly number[] = [500, 502, 503, 504]
export const BODY_SHOWN_STATUSES: readonly number[] = [401, 402, 406, 426]
export const NOT_FOUND_STATUS = 404
/** adapters spec §9 "Reload delay 30 to 120 s random", both ends included. */
export const RELOAD_DELAY_MIN_S = 30
export const RELOAD_DELAY_MAX_S = 120
const MS_PER_SECOND = 1000

/**
 * The reload notice in the guest's language: the dictionaries' plural forms by the seconds
 * (locales/*.json errors.reloadNotice_*). reloadMessage is the notice as the store and the log carry it
 * (adapters spec §8's English, verbatim); the screen draws it from this key (scenes/system/systemTexts.ts).
 */
export const RELOAD_NOTICE_KEY = 'errors.reloadNotice'
const RELOAD_MESSAGE = {
  before: 'Something went wrong, the platform will reload itself, please wait ',
  after: ' second.',
} as const

export const reloadMessage = (seconds: number): string =>
  `${RELOAD_MESSAGE.before}${seconds}${RELOAD_MESSAGE.after}`

/** The seconds of a reloadMessage, or null when `message` is not one. */
export function reloadMessageSeconds(message: string): number | null {
  const { before, after } = RELOAD_MESSAGE
  if (!message.startsWith(before) || !message.endsWith(after)) return null
  const digits = message.slice(before.length, message.length - after.length)
  return /^\d+$/.test(digits) ? Number(digits) : null
}

export type InterceptorDeps = {
  isSplashShown(): boolean
  isRouterReady(): boolean
  /** a notice over the UI */
  show(message: string): void
  /** a notice that replaces the UI (splash included); defaults to show */
  showBlocking?(message: string): void
  reload(): void
  /** the common error handler (portal spec §7) */
  onError(error: ApiError): void
  log: ApiLog
  clock: Clock
  /** [0, 1), like Math.random */
  random(): number
}

/** N in RELOAD_DELAY_MIN_S..RELOAD_DELAY_MAX_S inclusive, from a [0, 1) random. */
export function reloadDelaySeconds(random: () => number): number {
  const span = RELOAD_DELAY_MAX_S - RELOAD_DELAY_MIN_S + 1
  return Math.min(RELOAD_DELAY_MAX_S, RELOAD_DELAY_MIN_S + Math.floor(random() * span))
}

/** No reply at all: the connection failed or the request ran past its timeout. */
export const isUnreachable = (error: ApiError): boolean =>
  error.kind === 'network' || error.kind === 'timeout'

/** connect ETIMEDOUT: our request timeout, or a transport that reports that code. */
export function isConnectTimeout(error: ApiError): boolean {
  return error.kind === 'timeout' || error.code === 'ETIMEDOUT' || /ETIMEDOUT/.test(error.message)
}

export function createInterceptor(deps: InterceptorDeps): Interceptor {
  let reloadScheduled = false

  // Every failure is logged once, whichever rule takes it (issue 20): the general handler logs its own.
  const scheduleReload = (error: ApiError): void => {
    const what = `${error.path} failed with ${error.status ?? error.kind} before the router was ready`
    // Several boot calls may fail together: one countdown, one message.
    if (reloadScheduled) return deps.log.error(`${what}; reload already scheduled`)
    reloadScheduled = true
    const seconds = reloadDelaySeconds(deps.random)
    deps.log.error(`${what}; reload in ${seconds} s`)
    ;(deps.showBlocking ?? deps.show)(reloadMessage(seconds))
    deps.clock.setTimeout(() => deps.reload(), seconds * MS_PER_SECOND)
  }

  return (error, call) => {
    const { status } = error
    if (status === NOT_FOUND_STATUS) return false
    if (error.kind === 'aborted') throw error
    const essentialBeforeReady = !deps.isRouterReady() && !isOptionalCall(error.path)
    if (
      essentialBeforeReady &&
      (isUnreachable(error) || (status !== undefined && RELOAD_STATUSES.includes(status)))
    ) {
      scheduleReload(error)
      throw error
    }
    if (essentialBeforeReady && status !== undefined && BODY_SHOWN_STATUSES.includes(status)) {
      deps.log.error(`${error.path} failed with ${status} before the router was ready: ${errorText(error)}`)
      deps.show(errorText(error))
      throw error
    }
    const shown = !call?.silent && !deps.isSplashShown() && !isConnectTimeout(error)
    if (shown && error.kind !== 'decode') deps.show(errorText(error))
    deps.onError(error)
    throw error
  }
}
