// adapters spec §4 Tizen token, §7: once the portal is ready, if no tizen_token is stored, POST
// /api/send/tizen65/token {ip, mac}; on failure it is retried every 5 s until it succeeds.
import type { BridgeClock, BridgeEnv, BridgeLog } from '../contract'
import { createTimer } from '../shared/clock'

export const TOKEN_STORAGE_KEY = 'tizen_token'
/** adapters spec §9 Token retry */
export const TOKEN_RETRY_MS = 5000

export function requestTokenOnce(deps: {
  storage: BridgeEnv['storage']
  calls: BridgeEnv['calls']
  clock: BridgeClock
  log: BridgeLog
  identity: () => Promise<{ ip: string; mac: string }>
}): () => void {
  const retry = createTimer(deps.clock)
  let stopped = false
  async function attempt() {
    if (stopped || deps.storage.getItem(TOKEN_STORAGE_KEY)) return
    try {
      if (!deps.calls) throw new Error('no API client to send the token request')
      const reply = await deps.calls.tizenToken(await deps.identity())
      if (reply === false) throw new Error('the token request was refused')
      deps.storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(reply ?? true))
    } catch (error) {
      deps.log.warn(`tizen token: ${error instanceof Error ? error.message : String(error)}; retrying`)
      if (!stopped) retry.start(TOKEN_RETRY_MS, () => void attempt())
    }
  }
  void attempt()
  return () => {
    stopped = true
    retry.cancel()
  }
}
