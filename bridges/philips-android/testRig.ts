// The Philips Android bridge over the fake native bridge, with a test clock; focus prevention lifted.
import type { BridgeLog, BridgeSettings, PlatformCalls } from '../contract'
import { createTestClock } from '../shared/testClock'
import { rigEnv } from '../shared/testEnv'
import { FOCUS_PREVENTION_MS, createPhilipsAndroidBridge } from './createPhilipsAndroidBridge'
import { createFakePhilipsAndroid } from './fakePhilipsAndroid'
import type { PhilipsHost } from './philipsApi'

export async function philipsRig(
  options: {
    calls?: PlatformCalls
    log?: BridgeLog
    settle?: boolean
    settings?: Partial<BridgeSettings>
  } = {},
) {
  const { clock, advance } = createTestClock()
  const target = new EventTarget()
  const reloads = { count: 0 }
  const host: PhilipsHost = { location: { reload: () => void reloads.count++ } }
  const fake = createFakePhilipsAndroid({ host, keyTarget: target, clock })
  const bridge = await createPhilipsAndroidBridge(
    rigEnv({
      userAgent:
        'Mozilla/5.0 (Linux; Android 9; 50HFL5214U/12) AppleWebKit/537.36 Chrome/87.0 Safari/537.36 Philips',
      document: target,
      host,
      clock,
      log: options.log,
      calls: options.calls,
      settings: options.settings,
    }),
  )
  if (options.settle !== false) await advance(FOCUS_PREVENTION_MS)
  return { bridge, fake, advance, reloads }
}
