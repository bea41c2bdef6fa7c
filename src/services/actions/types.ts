import type { Clock } from '../../time/clock'
import type { Action } from '../../api/types'
import type { Logger } from '../logger'
import type { ActionParams } from './params'

/** What a handler gets besides its params: the decoded action, the clock for its timers, the logger. */
export type ActionContext = { action: Action; clock: Clock; log: Logger }

/** Resolves when the action is done; a rejection reports the action failed with the error's message. */
export type ActionHandler = (params: ActionParams, context: ActionContext) => Promise<void>

/** One handler per action type (portal spec §4 Remote actions); the UI layer adds its own later. */
export type ActionHandlers = Record<string, ActionHandler>
