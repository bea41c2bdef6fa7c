import type { Bridge } from '../../bridges/contract'
import { hasWebkitCore } from '../../bridges/detect'
import { ACTION_TIMEOUT_MS } from '../../bridges/shared/appFocus'
import type { Stores } from '../stores'
import type { Clock } from '../time/clock'
import { describeError, type Logger } from './logger'

// portal spec §8 Boot and adapters spec §8: the boot error texts, exactly.
export const BOOT_MESSAGES = {
  noWebkit: "The browser engine haven't webkit core",
  noClasses: 'The init process needs at least one class.',
  classFailed: (message: string) => `while initializing classes - ${message}`,
  bridgeFailed: 'Bridge could not be started.',
  /** portal spec §8 Service errors: the device class could not read the device's properties */
  propertiesFailed: 'Unable to get device properties',
} as const

export class BootError extends Error {}

/**
 * How long the bridge's start, or one init class, may take before the boot fails. Not a spec constant:
 * ours, set to the spec's action timeout (adapters spec §9, 60 s). A platform call whose callback never
 * comes (a TV API that is there and never answers, a socket that never opens) must end in the error
 * screen, never in a splash for ever: a TV left on its splash waits for a person to switch it off.
 */
export const BOOT_STEP_TIMEOUT_MS = ACTION_TIMEOUT_MS
/** the detail of a step that did not finish in time */
export const bootStepLate = (step: string) => `${step} did not finish within ${BOOT_STEP_TIMEOUT_MS / 1000} s`

/**
 * Not in the spec: a boot that ended on the error screen tries again by itself (a page reload) after a
 * delay drawn between these two, so a hotel's TVs do not all ask the backend again at once. Spec §8 shows
 * the error screen and says nothing of what follows; without this a TV stayed on it until someone
 * switched it off and on, although the backend (a config it could not read, a menu list that was
 * empty, a device not registered yet) is usually fixed by then. The 5xx and no-reply cases keep the
 * spec's own 30–120 s reload countdown (src/api/interceptor.ts).
 */
export const BOOT_RETRY_MIN_MS = 5 * 60_000
export const BOOT_RETRY_MAX_MS = 15 * 60_000

/** a delay in BOOT_RETRY_MIN_MS..BOOT_RETRY_MAX_MS from a [0, 1) random */
export const bootRetryDelayMs = (random: () => number): number =>
  Math.min(
    BOOT_RETRY_MAX_MS,
    BOOT_RETRY_MIN_MS + Math.floor(random() * (BOOT_RETRY_MAX_MS - BOOT_RETRY_MIN_MS + 1)),
  )

export type InitClass = { name: string; init: (bridge: Bridge) => Promise<void> | void }

export type BootDeps = {
  /** boot writes the bridge name and the error screen into stores.app */
  stores: Stores
  userAgent: string
  loadBridge: () => Promise<Bridge>
  /** initialised in order; at least one is required */
  classes: InitClass[]
  /** locales and theme: failures ignored (portal spec §4 Boot) */
  loadLocalesAndTheme: () => Promise<void>
  sync: (bridge: Bridge) => Promise<void>
  /** after ready: enable routing, hide splash, opening media, go to the stored home page */
  onReady: (bridge: Bridge) => Promise<void> | void
  log: Logger
  /** the timer of BOOT_STEP_TIMEOUT_MS (tests: a manual clock); absent: no bound */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  /** the error screen's own retry (BOOT_RETRY_MIN_MS..MAX_MS, on `clock`); absent: it stays */
  retry?: { random: () => number; reload: () => void }
}

/** `work`, failed with bootStepLate(step) when it has not settled after BOOT_STEP_TIMEOUT_MS. */
function bounded<T>(deps: BootDeps, step: string, work: () => Promise<T> | T): Promise<T> {
  const { clock } = deps
  const running = Promise.resolve().then(work)
  if (!clock) return running
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new Error(bootStepLate(step))), BOOT_STEP_TIMEOUT_MS)
    running.then(
      (value) => {
        clock.clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clock.clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * portal spec §4 Boot: pick platform bridge, init classes in order, load locales and theme (failures
 * ignored), sync data, signal ready; then enable routing, hide splash, go home. Failure shows the error
 * screen. Returns the bridge, or null when the boot failed.
 */
export async function boot(deps: BootDeps): Promise<Bridge | null> {
  try {
    if (!hasWebkitCore(deps.userAgent)) throw new BootError(BOOT_MESSAGES.noWebkit)
    const bridge = await startBridge(deps)
    deps.stores.app.setState({ bridgeName: bridge.name })
    if (deps.classes.length < 1) throw new BootError(BOOT_MESSAGES.noClasses)
    for (const initClass of deps.classes) {
      try {
        await bounded(deps, `The ${initClass.name} class`, () => initClass.init(bridge))
      } catch (error) {
        throw new BootError(BOOT_MESSAGES.classFailed(describeError(error)))
      }
    }
    try {
      await deps.loadLocalesAndTheme()
    } catch (error) {
      deps.log.warn('Locales or theme could not be loaded', error)
    }
    await deps.sync(bridge)
    await deps.onReady(bridge)
    return bridge
  } catch (error) {
    const detail = describeError(error)
    deps.log.error(`Boot failed: ${detail}`, error)
    // A blocking notice (the interceptor's reload message) stays on screen instead of the error screen.
    const { app } = deps.stores
    if (app.getState().blockingNotice) return null
    const { clock, retry } = deps
    if (clock && retry) {
      const delay = bootRetryDelayMs(retry.random)
      deps.log.warn(`The boot is tried again (page reload) in ${Math.round(delay / 1000)} s`)
      clock.setTimeout(() => retry.reload(), delay)
    }
    app.setState({ phase: 'error', errorDetail: detail, errorRetries: Boolean(clock && retry) })
    return null
  }
}

async function startBridge(deps: BootDeps): Promise<Bridge> {
  try {
    return await bounded(deps, 'The platform bridge', deps.loadBridge)
  } catch (error) {
    // 'The "{name}" bridge is not found.' keeps its own text; any other failure is the generic one.
    if (error instanceof Error && /bridge is not found/.test(error.message)) throw error
    deps.log.error('Bridge start failed', error)
    throw new BootError(BOOT_MESSAGES.bridgeFailed)
  }
}
