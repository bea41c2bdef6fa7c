import type { Bridge } from '../../bridges/contract'
import { configNumber } from '../api/config'
import { systemClock } from '../api/clock'
import type { ApiClient } from '../api/client'
import { createActionExecutor, createDeviceHandlers, type ActionExecutor } from '../services/actions'
import type { Logger } from '../services/logger'
import { browserLocalStorage, createGuestSession, syncGuest, type GuestSession } from '../services/session'
import { fullSync, type SyncDeps } from '../services/sync'
import { hotelStore } from '../stores'

/** Our extension (docs/BACKEND-API.md): overrides the spec's 30-minute action poll (portal spec §7). */
export const ACTION_POLL_CONFIG_KEY = 'actions.poll_interval'
const MIN_POLL_MS = 1000

export type RemoteServices = { session: GuestSession; executor: ActionExecutor }

/**
 * The guest session and the remote-action executor (portal spec §4 Guest session, Remote actions),
 * started once the boot sync has run: the stored guest is reconciled with the server's, then actions
 * are polled (at start and every interval) and reported back.
 */
export async function startRemoteServices(deps: {
  bridge: Bridge
  client: ApiClient
  syncDeps: () => SyncDeps
  openWelcome: () => void
  /** portal spec §4 Check-out: clears the alarm */
  clearAlarm: () => void
  clearSleep: () => void
  reload: () => void
  log: Logger
}): Promise<RemoteServices> {
  const { bridge, client, log } = deps
  const session = createGuestSession({
    storage: browserLocalStorage(),
    bridge,
    log,
    clearAlarm: deps.clearAlarm,
    clearSleep: deps.clearSleep,
    openWelcome: deps.openWelcome,
  })
  await session.reconcile(hotelStore.getState().device?.guest ?? null)
  const configured = configNumber(hotelStore.getState().config, ACTION_POLL_CONFIG_KEY)
  const executor = createActionExecutor({
    api: client,
    handlers: createDeviceHandlers({
      bridge,
      reload: deps.reload,
      syncGuest: async () => {
        await syncGuest(deps.syncDeps(), session)
      },
      fullSync: () => fullSync(deps.syncDeps()),
    }),
    log,
    clock: systemClock,
    ...(configured !== null && configured >= MIN_POLL_MS ? { intervalMs: configured } : {}),
  })
  executor.start()
  return { session, executor }
}
