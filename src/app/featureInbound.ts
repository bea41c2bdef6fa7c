// The inbound-message handlers of all features folded into one (adapters spec §3 Inbound message): each
// kind goes to the one feature that takes it; a kind no feature takes is logged and dropped.
import type { InboundDeps } from '../services/remote/inbound'
import type { Logger } from '../services/logger'
import type { Feature, InboundHandlers } from './features/contract'

export function featureInbound(features: readonly Feature[], log: Logger): InboundHandlers {
  const taken = Object.assign(
    {},
    ...features.map((feature) => feature.inbound ?? {}),
  ) as Partial<InboundHandlers>
  const nobody = (kind: string) => () => {
    log.warn(`Inbound ${kind} message dropped: no feature takes it`)
  }
  return {
    runAction: taken.runAction ?? (async () => nobody('action')()),
    runCommand: taken.runCommand ?? (async () => ({ ok: false, error: 'No feature takes remote commands' })),
    openWeather: taken.openWeather ?? nobody('weather'),
    chromecast: taken.chromecast ?? nobody('chromecast'),
    ...(taken.wakeUp ? { wakeUp: taken.wakeUp } : {}),
  } satisfies Omit<InboundDeps, 'log' | 'now'>
}
