// The Tizen bridge over the fake set and a real local inbound socket server, with a test clock.
import type { BridgeLog, BridgeSettings, PlatformCalls } from '../contract'
import { NodeWebSocket } from '../shared/nodeWebSocket'
import { createTestClock } from '../shared/testClock'
import { ioPause, memoryStorage, rigEnv, withSocketRounds } from '../shared/testEnv'
import { createTizenBridge } from './createTizenBridge'
import { createFakeTizen, type FakeTizen } from './fakeTizen'
import { startFakeTizenServer } from './fakeTizenServer'
import { WSOCKET_PORT_KEY } from './inboundSocket'
import type { TizenVariant } from './sources'

export const TIZEN_USER_AGENTS: Record<TizenVariant, string> = {
  tizen:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Version/5.0 TV Safari/537.36',
  tizenv2:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) 85.0.4183.93/6.5 TV Safari/537.36',
}

const IO_PAUSE_MS = 10

export async function tizenRig(
  variant: TizenVariant = 'tizen',
  options: {
    settings?: Partial<BridgeSettings>
    log?: BridgeLog
    calls?: PlatformCalls
    socket?: boolean
    /** changes the fake set before the bridge starts (what it answers at start) */
    prepare?: (fake: FakeTizen) => void
  } = {},
) {
  const { clock, advance: advanceClock } = createTestClock()
  // the inbound socket server answers in real time: one round of socket I/O after each clock step
  const advance = withSocketRounds(advanceClock, 1, IO_PAUSE_MS)
  const target = Object.assign(new EventTarget(), { hidden: false })
  const fake = createFakeTizen({
    page: { target, setHidden: (hidden) => (target.hidden = hidden) },
    clock,
    variant,
  })
  options.prepare?.(fake)
  const server = options.socket === false ? null : await startFakeTizenServer()
  const storage = memoryStorage(server ? { [WSOCKET_PORT_KEY]: String(server.port) } : {})
  const bridge = await createTizenBridge(
    rigEnv({
      userAgent: TIZEN_USER_AGENTS[variant],
      storage,
      document: target,
      host: { ...fake.host, ...(server ? { WebSocket: NodeWebSocket } : {}) },
      clock,
      log: options.log,
      settings: options.settings,
      calls: options.calls,
    }),
    variant,
  )
  if (server) for (let i = 0; i < 200 && server.connections().length === 0; i++) await ioPause(IO_PAUSE_MS)
  return {
    bridge,
    fake,
    server,
    storage,
    advance,
    dispose: () => {
      bridge.destroy()
      void server?.close()
    },
  }
}
