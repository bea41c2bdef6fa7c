// portal spec §4 Remote actions and §7 POST /api/get/actions: poll, decode at the boundary, run instant
// actions always and regular ones only while action playback is enabled, report every handled action.
import { systemClock, type Clock, type TimerHandle } from '../../time/clock'
import type { ActionReport, ActionsRequest } from '../../api/requests'
import type { CallOptions } from '../../api/http'
import { repeatingCall } from '../../api/repeatingCall'
import type { Action } from '../../api/types'
import type { StoreApi } from 'zustand/vanilla'
import type { HotelState, Stores } from '../../stores'
import { decodeBatch } from './batch'
import {
  ACTION_MESSAGES,
  ACTION_POLL_INTERVAL_MS,
  ACTION_TIMEOUT_MS,
  isInstantAction,
  MAX_ACTION_RESTARTS,
  MAX_UNSENT_REPORTS,
  REPORT_RETRY_MS,
  UNFINISHED_ACTIONS_KEY,
  UNSENT_REPORTS_KEY,
} from './constants'
import { describeError, type Logger } from '../logger'
import { createOutbox } from '../outbox'
import type { ActionHandler, ActionHandlers } from './types'

/** The two calls the executor makes; the API client satisfies it. */
export type ActionsApi = {
  /** raw items: each is decoded here, at the boundary; false is a 404 (no actions) */
  getActions(request: ActionsRequest, call?: CallOptions): Promise<readonly unknown[] | false>
  /** true when the backend took the report; false when it answered and refused it (a 404); throws when
   * it did not answer as it should (a 5xx, no reply, a timeout, a body that is not the wire format) */
  setAction(report: ActionReport, call?: CallOptions): Promise<boolean>
}

export type ActionExecutorDeps = {
  stores: Stores
  api: ActionsApi
  handlers: ActionHandlers
  log: Logger
  clock?: Clock
  /** default portal spec §9 1,800,000 ms */
  intervalMs?: number
  /** mac and guest id of the poll; null skips it (no device yet). Defaults to the hotel store. */
  request?: () => ActionsRequest | null
  /** [0, 1), like Math.random: draws the phase of the second poll (pollPhaseMs). Without it the second
   * poll comes one full interval after the first, as before. */
  random?: () => number
  /** keeps the unfinished actions and the unsent reports across a restart of the page (local storage in
   * the app); none: memory */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** what holds the regular actions (ActionExecutor.pause) */
export type PauseReason = 'navigation' | 'popup' | 'platformFocus' | 'other'

/** an action taken and not finished, and how many restarts of the page it has already outlived */
type Unfinished = { action: Action; restarts: number }

function readUnfinished(raw: string | null): Unfinished[] {
  if (raw === null) return []
  const parsed: unknown = JSON.parse(raw)
  if (!Array.isArray(parsed)) throw new Error('not a list')
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { action, restarts } = entry as Record<string, unknown>
    return typeof action === 'object' && action !== null && typeof restarts === 'number'
      ? [{ action: action as Action, restarts }]
      : []
  })
}

/** a report kept in storage (UNSENT_REPORTS_KEY), or null when it is not one */
function decodeReport(entry: unknown): ActionReport | null {
  if (typeof entry !== 'object' || entry === null) return null
  const { id, status, message } = entry as Record<string, unknown>
  return typeof id === 'number' && typeof status === 'boolean' && typeof message === 'string'
    ? { id, status, message }
    : null
}

/**
 * Issue 20: the wait between the poll at start and the second one, drawn from (0, interval]; every
 * later poll follows one interval after the one before (portal spec §7: every 1,800,000 ms). TVs that
 * start together (a hotel coming back from a power cut) would otherwise poll together at every interval
 * for as long as they run: 1,000 polls in the few seconds of the boot spread, every 30 minutes
 * (docs/RELIABILITY.md, fleet figures). With a random phase they poll evenly over the interval.
 */
export function pollPhaseMs(intervalMs: number, random: () => number): number {
  return Math.max(1, Math.round(intervalMs * (1 - random())))
}

export type ActionExecutor = ReturnType<typeof createActionExecutor>

/** The poll's payload from the hotel store: the device mac and the checked-in guest's id. */
export function storeActionsRequest(hotel: StoreApi<HotelState>): ActionsRequest | null {
  const { mac, device } = hotel.getState()
  return mac ? { mac, guest_id: device?.guest?.id ?? null } : null
}

export function createActionExecutor(deps: ActionExecutorDeps) {
  const { api, log } = deps
  /** a copy: the UI layer adds its handlers (Message, Alarm, IPTV.*) with `register` */
  const handlers: ActionHandlers = { ...deps.handlers }
  const clock = deps.clock ?? systemClock
  const intervalMs = deps.intervalMs ?? ACTION_POLL_INTERVAL_MS
  const request = deps.request ?? (() => storeActionsRequest(deps.stores.hotel))
  /** regular actions waiting for playback to be enabled, in arrival order */
  const pending: Action[] = []
  /** ids already taken: an action is never run twice in a session */
  const taken = new Set<number>()
  /** what holds regular actions now; they run when nothing does */
  const pausedBy = new Set<PauseReason>()
  let timer: TimerHandle | null = null
  let draining: Promise<void> | null = null
  /** the poll's failure streak: shown once, then silent until a poll succeeds */
  const pollCall = repeatingCall()
  /** taken and not finished, by id, as kept in `deps.storage` */
  const unfinished = new Map<number, Unfinished>()
  /** restarts outlived by the actions restored at start */
  const restartsOf = new Map<number, number>()
  /** reports the backend has not taken yet, kept across a restart (services/outbox.ts) */
  const unsent = createOutbox<ActionReport>({
    describe: (report) => `Action ${report.id} report`,
    keyOf: (report) => report.id,
    decode: decodeReport,
    send: (report, call) => api.setAction(report, call),
    clock,
    log,
    retryMs: REPORT_RETRY_MS,
    max: MAX_UNSENT_REPORTS,
    storageKey: UNSENT_REPORTS_KEY,
    ...(deps.storage ? { storage: deps.storage } : {}),
  })

  function save(): void {
    const storage = deps.storage
    if (!storage) return
    try {
      if (unfinished.size === 0) storage.removeItem(UNFINISHED_ACTIONS_KEY)
      else storage.setItem(UNFINISHED_ACTIONS_KEY, JSON.stringify([...unfinished.values()]))
    } catch (error) {
      log.warn(`Unfinished actions could not be kept: ${describeError(error)}`)
    }
  }
  function keep(actions: readonly Action[]): void {
    if (actions.length === 0) return
    for (const action of actions)
      unfinished.set(action.id, { action, restarts: restartsOf.get(action.id) ?? 0 })
    save()
  }
  function finish(id: number): void {
    if (unfinished.delete(id)) save()
  }

  /** what a page before this one took and did not finish (garbage in storage is dropped) */
  function saved(): Unfinished[] {
    try {
      return readUnfinished(deps.storage?.getItem(UNFINISHED_ACTIONS_KEY) ?? null)
    } catch (error) {
      log.warn(`Unfinished actions could not be read: ${describeError(error)}`)
      save()
      return []
    }
  }
  /**
   * The actions a page before this one took and did not finish: run again once, then reported failed
   * (an action that ends the page each time it runs must not restart the TV for ever).
   */
  async function restore(saved: readonly Unfinished[]): Promise<void> {
    const again: Action[] = []
    for (const { action, restarts } of saved) {
      if (restarts < MAX_ACTION_RESTARTS) {
        restartsOf.set(action.id, restarts + 1)
        again.push(action)
      } else if (typeof action.id === 'number') {
        log.error(`Action ${action.id} (${String(action.payload?.action)}): ${ACTION_MESSAGES.interrupted}`)
        await report(action.id, false, ACTION_MESSAGES.interrupted)
      }
    }
    if (again.length > 0) log.info(`Running ${again.length} action(s) the TV took before it restarted`)
    // decoded again, like a poll's batch: what storage holds is input too
    await run(again)
    save()
  }

  /**
   * Reports an action's end (portal spec §4: every handled action reports its status). The report waits in
   * the outbox, kept in storage, until the backend takes or refuses it: one the backend could not take is
   * sent again REPORT_RETRY_MS later and before every poll, across a restart too, so the front desk learns
   * what the TV did while the backend was down.
   */
  function report(id: number, status: boolean, message: string): Promise<void> {
    return unsent.add({ id, status, message })
  }

  async function execute(action: Action): Promise<void> {
    const type = action.payload.action
    // own keys only: a type named 'constructor' or 'toString' is unknown, not Object.prototype's
    // Object.hasOwn is Chromium 93; the device floor is 53 (docs/DEVICES.md).
    const handler = Object.prototype.hasOwnProperty.call(handlers, type) ? handlers[type] : undefined
    // portal spec §8: an unknown remote action is rejected with 'Not found', reported failed
    if (!handler) {
      log.warn(`Action ${action.id}: unknown type ${type}`)
      finish(action.id)
      return report(action.id, false, ACTION_MESSAGES.notFound)
    }
    try {
      await withTimeout(handler(action.payload.params, { action, clock, log }))
    } catch (error) {
      const message = describeError(error)
      log.error(`Action ${action.id} (${type}) failed: ${message}`, error)
      finish(action.id)
      return report(action.id, false, message)
    }
    finish(action.id)
    return report(action.id, true, ACTION_MESSAGES.done)
  }

  /** The handler's promise, or a rejection with the timeout text after ACTION_TIMEOUT_MS (adapters §9). */
  function withTimeout(work: Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = clock.setTimeout(() => reject(new Error(ACTION_MESSAGES.timeout)), ACTION_TIMEOUT_MS)
      work.then(
        () => {
          clock.clearTimeout(timer)
          resolve()
        },
        (error: unknown) => {
          clock.clearTimeout(timer)
          reject(error)
        },
      )
    })
  }

  /** Regular actions one at a time, stopping as soon as playback is paused. `execute` always awaits, so
   * `draining` is assigned before the loop can clear it. */
  async function loop(): Promise<void> {
    for (;;) {
      const next = pausedBy.size > 0 ? undefined : pending.shift()
      if (!next) {
        draining = null
        return
      }
      await execute(next)
    }
  }

  function drain(): Promise<void> {
    if (draining) return draining
    if (pausedBy.size > 0 || pending.length === 0) return Promise.resolve()
    draining = loop()
    return draining
  }

  /** Runs one batch: instant actions first (never held behind a popup), then the regular queue. */
  async function run(batch: readonly unknown[]): Promise<void> {
    const { instant, regular, duplicates, malformed } = decodeBatch(batch, taken, isInstantAction, log)
    for (const { id, message } of malformed) await report(id, false, message)
    // portal spec §4: duplicate instant actions in a batch are dropped and reported failed (multiple)
    for (const action of duplicates) {
      log.warn(`Action ${action.id}: a second ${action.payload.action} in one batch dropped`)
      await report(action.id, false, ACTION_MESSAGES.multiple)
    }
    // kept until they finish: the server hands each out once
    keep([...instant, ...regular])
    for (const action of instant) await execute(action)
    pending.push(...regular)
    if (pausedBy.size === 0) await drain()
  }

  async function poll(): Promise<void> {
    // what the backend could not take before: the front desk learns it before the next batch runs
    if (unsent.count() > 0) await unsent.flush()
    const payload = request()
    if (!payload) return
    try {
      // a backend that stays down shows its error once, not at every poll (api/repeatingCall.ts)
      const batch = await pollCall((call) => api.getActions(payload, call))
      if (batch) await run(batch)
    } catch (error) {
      log.error(`Actions could not be fetched: ${describeError(error)}`, error)
    }
  }

  function tick(): void {
    timer = clock.setTimeout(tick, intervalMs)
    void poll()
  }

  return {
    /** portal spec §7: run at start, then every interval (the second poll at a random phase) */
    start(): void {
      if (timer !== null) return
      timer = clock.setTimeout(tick, pollPhaseMs(intervalMs, deps.random ?? (() => 0)))
      // what the page before this one could not report is sent with the first report or poll; what it
      // left unfinished runs first (not an action it finished and could not report), then the poll at start
      unsent.start()
      const left = saved().filter(({ action }) => !unsent.has(action.id))
      if (left.length === 0) {
        save()
        void poll()
      } else void restore(left).then(poll)
    },
    stop(): void {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
      unsent.stop()
    },
    poll,
    run,
    /** portal spec §4: locally created actions run like remote ones and report their status too */
    runLocal: (action: Action): Promise<void> => run([action]),
    /**
     * Holds regular actions for `reason` (portal spec §4 Overlays: the popup pauses background actions; §2:
     * a navigation does until its play action 5 s later; a platform that lost focus does). Each reason is
     * lifted on its own: a navigation's play action must not run actions under a popup still open.
     */
    pause(reason: PauseReason = 'other'): void {
      pausedBy.add(reason)
    },
    /** lifts `reason`; the held actions run once no reason is left */
    resume(reason: PauseReason = 'other'): Promise<void> {
      pausedBy.delete(reason)
      return drain()
    },
    isPaused: (): boolean => pausedBy.size > 0,
    /** adds or replaces the handler of a type; returns the undo */
    register(type: string, handler: ActionHandler): () => void {
      const previous = handlers[type]
      handlers[type] = handler
      return () => {
        if (handlers[type] !== handler) return
        if (previous) handlers[type] = previous
        else delete handlers[type]
      }
    },
    pendingCount: (): number => pending.length,
    /** reports waiting to be sent again */
    unsentCount: (): number => unsent.count(),
  }
}
