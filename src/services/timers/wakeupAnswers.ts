// portal spec §4 Alarm: a wake-up from the front-desk system is answered OK on firing and DE on cancel
// (§7 POST /api/fidelio/wakeup/answer). Not in the spec (nothing is lost): an answer the backend could
// not take (a 5xx, no reply, a timeout) is sent again, across a restart too, so the PMS does not keep a
// wake-up the guest already had, or cancelled, as pending (services/outbox.ts).
import type { CallOptions } from '../../api/http'
import type { FidelioWakeupAnswer } from '../../api/requests'
import type { Clock } from '../../time/clock'
import type { Logger } from '../logger'
import { createOutbox, type Outbox } from '../outbox'

/** not in the spec: where the answers the backend has not taken wait */
export const UNSENT_WAKEUP_ANSWERS_KEY = 'portal.unsentWakeupAnswers'
/** not in the spec: how long after an answer failed it is sent again */
export const WAKEUP_ANSWER_RETRY_MS = 30_000
/** not in the spec: the most answers kept to send again (a room has a few wake-ups a stay) */
export const MAX_UNSENT_WAKEUP_ANSWERS = 20

export type WakeupAnswersDeps = {
  /** false: the backend answered and refused (a 404); throws: it did not take the answer */
  send: (answer: FidelioWakeupAnswer, call: CallOptions) => Promise<boolean>
  clock: Clock
  log: Logger
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** an answer kept in storage, or null when it is not one */
export function decodeWakeupAnswer(entry: unknown): FidelioWakeupAnswer | null {
  if (typeof entry !== 'object' || entry === null) return null
  const { room, date, status } = entry as Record<string, unknown>
  return typeof room === 'string' && typeof date === 'string' && (status === 'OK' || status === 'DE')
    ? { room, date, status }
    : null
}

/** The answers' outbox: `add` sends one; `start` reads what a page before this one could not send. */
export function createWakeupAnswers(deps: WakeupAnswersDeps): Outbox<FidelioWakeupAnswer> {
  return createOutbox<FidelioWakeupAnswer>({
    describe: (answer) => `Wake-up answer ${answer.status} for room ${answer.room} at ${answer.date}`,
    // one answer per wake-up: a cancel after an unsent OK of the same one replaces it
    keyOf: (answer) => `${answer.room} ${answer.date}`,
    decode: decodeWakeupAnswer,
    send: deps.send,
    clock: deps.clock,
    log: deps.log,
    retryMs: WAKEUP_ANSWER_RETRY_MS,
    max: MAX_UNSENT_WAKEUP_ANSWERS,
    storageKey: UNSENT_WAKEUP_ANSWERS_KEY,
    ...(deps.storage ? { storage: deps.storage } : {}),
  })
}
