import type { Bridge } from '../../bridges/contract'
import { hasWebkitCore } from '../../bridges/detect'
import type { Stores } from '../stores'
import { describeError, type Logger } from './logger'

// portal spec §8 Boot and adapters spec §8: the boot error texts, exactly.
export const BOOT_MESSAGES = {
  noWebkit: "The browser engine haven't webkit core",
  noClasses: 'The init process needs at least one class.',
  classFailed: (message: string) => `while initializing classes - ${message}`,
  bridgeFailed: 'Bridge could not be started.',
} as const

export class BootError extends Error {}

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
        await initClass.init(bridge)
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
    if (!app.getState().blockingNotice) app.setState({ phase: 'error', errorDetail: detail })
    return null
  }
}

async function startBridge(deps: BootDeps): Promise<Bridge> {
  try {
    return await deps.loadBridge()
  } catch (error) {
    // 'The "{name}" bridge is not found.' keeps its own text; any other failure is the generic one.
    if (error instanceof Error && /bridge is not found/.test(error.message)) throw error
    deps.log.error('Bridge start failed', error)
    throw new BootError(BOOT_MESSAGES.bridgeFailed)
  }
}
