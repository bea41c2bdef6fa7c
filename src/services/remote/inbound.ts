// adapters spec §3 Inbound message (already decoded by the bridge): one of action, weather, chromecast,
// rc (remote command) or fidelio. Each goes to the service that owns it; nothing here throws, a bad
// message is logged and dropped.
import type { Action } from '../../api/types'
import type { Logger } from '../logger'
import type { RemoteCommandResult } from './commandRunner'

export type InboundDeps = {
  /** the remote-action executor: runs the action and reports its status (portal spec §4 Remote actions) */
  runAction: (action: Action) => Promise<void>
  runCommand: (command: unknown) => Promise<RemoteCommandResult>
  /** weather for a city (portal route /weather/:city?) */
  openWeather: (city: string | null) => void
  chromecast: (payload: unknown) => void
  /** a front-desk wake-up request (portal spec §3 Wake-up request DA/TI) */
  wakeUp?: (payload: unknown) => void
  log: Logger
  now: () => number
}

/** Local ids for inbound actions without one: a counter per handler, never shared at module level. */
export function localIdSource(): () => number {
  let count = 0
  return () => ++count
}

/** A backend action id: a positive whole number, or its digits as text; null otherwise. */
function backendActionId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/** An inbound action is either a whole Action or its payload {action, params}. */
export function inboundAction(value: unknown, now: number, nextLocalId: () => number): Action | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const payload = typeof record.payload === 'object' && record.payload !== null ? record.payload : record
  const { action, params } = payload as Record<string, unknown>
  if (typeof action !== 'string' || action === '') return null
  // the backend's id as the poll reads it (a number or its digits: "57" is action 57, reported as 57 and
  // run once if the poll brings it too); none: a local id
  const id = backendActionId(record.id) ?? -(now + nextLocalId())
  return {
    id,
    remote: true,
    payload: {
      action,
      params: typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {},
    },
    created_at: new Date(now).toISOString(),
  }
}

export function createInboundHandler(deps: InboundDeps) {
  const nextLocalId = localIdSource()
  // issue 20 (fuzzing): a kind's handler that throws (the weather route refused, a bad chromecast
  // payload) escaped as an unhandled rejection; it is logged once like every other dropped message.
  return async (message: Record<string, unknown>): Promise<void> => {
    try {
      await dispatch(message)
    } catch (error) {
      deps.log.error('Inbound message failed', error)
    }
  }

  async function dispatch(message: Record<string, unknown>): Promise<void> {
    if ('rc' in message) {
      const result = await deps.runCommand(message.rc)
      if (!result.ok) deps.log.warn(`Remote command ${JSON.stringify(message.rc)}: ${result.error}`)
      return
    }
    if ('action' in message) {
      const action = inboundAction(message.action, deps.now(), nextLocalId)
      if (!action) {
        deps.log.warn('Inbound action without an action type dropped', message.action)
        return
      }
      await deps.runAction(action).catch((error: unknown) => deps.log.error('Inbound action failed', error))
      return
    }
    if ('weather' in message) {
      const city = message.weather
      deps.openWeather(typeof city === 'string' && city !== '' ? city : null)
      return
    }
    if ('chromecast' in message) {
      deps.chromecast(message.chromecast)
      return
    }
    if ('fidelio' in message) {
      if (deps.wakeUp) deps.wakeUp(message.fidelio)
      else deps.log.warn('Fidelio inbound message ignored: no wake-up handler')
      return
    }
    deps.log.warn('Inbound message of an unknown kind dropped', message)
  }
}
