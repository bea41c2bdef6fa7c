// Inbound messages (adapters spec §3) that arrive before the portal can act on them are held, not lost.
// The bridge emits them from the moment it is up, but their handlers belong to features that start
// after the start route is drawn, some of them in the later chunk (laterFeatures.ts): a front-desk
// message, wake-up or remote action sent in those seconds had no listener and was dropped. The gate
// listens from the bridge's first moment, holds what comes early, and hands it to the handler in the
// order it came once the handler is attached.
import type { Bridge } from '../../bridges/contract'
import type { Logger } from '../services/logger'

type Message = Record<string, unknown>
type Handler = (message: Message) => unknown

/**
 * The most messages held before the handler is attached; past it the oldest is dropped (and logged).
 * A boot that never reaches its handler must not grow without end; a front desk sends a few at most.
 */
export const EARLY_INBOUND_LIMIT = 32

export type InboundGate = {
  /** listens to the bridge's inbound messages (the bridge's init); returns the unsubscribe */
  listen(platform: Pick<Bridge, 'on'>): () => void
  /** from now on messages go to `handler`; the ones held go first, in the order they came */
  attach(handler: Handler): void
  /** how many are held now */
  held(): number
}

export function createInboundGate(log: Logger, limit = EARLY_INBOUND_LIMIT): InboundGate {
  const early: Message[] = []
  let handler: Handler | null = null
  return {
    listen: (platform) =>
      platform.on('message', (message) => {
        if (handler) return void handler(message)
        if (early.length >= limit) {
          early.shift()
          log.warn(`Inbound message dropped: more than ${limit} arrived before the portal was ready`)
        }
        early.push(message)
      }),
    attach: (next) => {
      handler = next
      for (const message of early.splice(0)) void next(message)
    },
    held: () => early.length,
  }
}
