// The Samsung hotel TV bridge over the fake set, with a test clock.
import type { BridgeLog, BridgeSettings } from '../contract'
import { createTestClock } from '../shared/testClock'
import { rigEnv } from '../shared/testEnv'
import { createSamsungBridge } from './createSamsungBridge'
import { createFakeSamsung, fakeSamsungDocument } from './fakeSamsung'

export const SAMSUNG_USER_AGENT =
  'Mozilla/5.0 (SMART-TV; Linux; SmartHub) AppleWebKit/537.42 (KHTML, like Gecko) Safari/537.42'

export async function samsungRig(settings: Partial<BridgeSettings> = {}, log?: BridgeLog) {
  const { clock, advance } = createTestClock()
  const target = new EventTarget()
  const fake = createFakeSamsung({ keyTarget: target, clock })
  const bridge = await createSamsungBridge(
    rigEnv({
      userAgent: SAMSUNG_USER_AGENT,
      document: fakeSamsungDocument(fake, target),
      clock,
      settings,
      log,
    }),
  )
  return { bridge, fake, advance }
}
