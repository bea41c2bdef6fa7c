// The playmore bridge over the fake wrapper, with a test clock.
import type { BridgeSettings, PlatformCalls } from '../contract'
import { createTestClock } from '../shared/testClock'
import { rigEnv } from '../shared/testEnv'
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
    rigEnv({
      userAgent:
        'Mozilla/5.0 (Linux; Android 9; Playmore STB; wv) AppleWebKit/537.36 Chrome/83.0 Safari/537.36',
      document: target,
      host,
      clock,
      settings: { location: '118', ...options.settings },
      calls: options.calls,
    }),
    type,
  )
  return { bridge, fake, advance, host }
}
