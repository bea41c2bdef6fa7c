// The Tizen bridge over the fake set and a real local inbound socket server, with a test clock.
import { NO_SETTINGS, type BridgeLog, type BridgeSettings, type PlatformCalls } from '../contract'
import { NodeWebSocket } from '../shared/nodeWebSocket'
import { createTestClock, flushPromises } from '../shared/testClock'
import { createTizenBridge } from './createTizenBridge'
import { createFakeTizen } from './fakeTizen'
import { startFakeTizenServer } from './fakeTizenServer'
import { WSOCKET_PORT_KEY } from './inboundSocket'
import type { TizenVariant } from './sources'

export const SILENT_LOG: BridgeLog = { info: () => undefined, warn: () => undefined, error: () => undefined }
export const TIZEN_USER_AGENTS: Record<TizenVariant, string> = {
  tizen:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Version/5.0 TV Safari/537.36',
  tizenv2:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) 85.0.4183.93/6.5 TV Safari/537.36',
}

/** real time for socket I/O between test-clock steps */
const ioPause = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms))

export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

export async function tizenRig(
  variant: TizenVariant = 'tizen',
  options: {
    settings?: Partial<BridgeSettings>
    log?: BridgeLog
    calls?: PlatformCalls
    socket?: boolean
  } = {},
) {
  const { clock, advance: advanceClock } = createTestClock()
  const target = Object.assign(new EventTarget(), { hidden: false })
  const fake = createFakeTizen({
    page: { target, setHidden: (hidden) => (target.hidden = hidden) },
    clock,
    variant,
  })
  const server = options.socket === false ? null : await startFakeTizenServer()
  const storage = memoryStorage(server ? { [WSOCKET_PORT_KEY]: String(server.port) } : {})
  const bridge = await createTizenBridge(
    {
      userAgent: TIZEN_USER_AGENTS[variant],
      location: { origin: 'http://127.0.0.1:5173', search: '' },
      storage,
      document: target as unknown as Document,
      host: { ...fake.host, ...(server ? { WebSocket: NodeWebSocket } : {}) },
      clock,
      log: options.log ?? SILENT_LOG,
      settings: () => ({ ...NO_SETTINGS, ...options.settings }),
      ...(options.calls ? { calls: options.calls } : {}),
    },
    variant,
  )
  const advance = async (ms: number) => {
    await advanceClock(ms)
    await ioPause()
    await flushPromises()
  }
  if (server) for (let i = 0; i < 200 && server.connections().length === 0; i++) await ioPause()
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
