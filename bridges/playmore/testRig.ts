// The playmore bridge over the fake wrapper, with a test clock.
import { NO_SETTINGS, type BridgeSettings, type PlatformCalls } from '../contract'
import { createTestClock } from '../shared/testClock'
import { createPlaymoreBridge } from './createPlaymoreBridge'
import { createFakePlaymore } from './fakePlaymore'
import type { PlaymoreHost } from './playmoreApi'

export async function playmoreRig(
  type: 'playmore' | 'playmoreatv' = 'playmore',
  options: {
    settings?: Partial<BridgeSettings>
    calls?: PlatformCalls
    manufacturer?: string
    steps?: number
  } = {},
) {
  const { clock, advance } = createTestClock()
  const target = new EventTarget()
  const host: PlaymoreHost = {}
  const fake = createFakePlaymore({
    host,
    keyTarget: target,
    clock,
    steps: options.steps ?? (type === 'playmore' ? 15 : 25),
  })
  if (options.manufacturer) fake.box.properties.manufacturer = options.manufacturer
  const bridge = await createPlaymoreBridge(
    {
      userAgent:
        'Mozilla/5.0 (Linux; Android 9; Playmore STB; wv) AppleWebKit/537.36 Chrome/83.0 Safari/537.36',
      location: { origin: 'http://127.0.0.1:5173', search: '' },
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      document: target as unknown as Document,
      host,
      clock,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      settings: () => ({ ...NO_SETTINGS, location: '118', ...options.settings }),
      ...(options.calls ? { calls: options.calls } : {}),
    },
    type,
  )
  return { bridge, fake, advance, host }
}
