// The hcap bridge over the fake set with a test clock (test support for the hcap tests).
import type { BridgeLog, BridgeSettings } from '../contract'
import { createTestClock } from '../shared/testClock'
import { SILENT_LOG, rigEnv } from '../shared/testEnv'
import { createHcapBridge } from './createHcapBridge'
import { createFakeHcap } from './fakeHcap'

export const LG_USER_AGENT =
  'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager'

export async function hcapRig(settings: Partial<BridgeSettings> = {}, log: BridgeLog = SILENT_LOG) {
  const { clock, advance } = createTestClock()
  const target = new EventTarget()
  const fake = createFakeHcap({ clock, target })
  const creating = createHcapBridge(
    rigEnv({
      userAgent: LG_USER_AGENT,
      origin: 'http://hotel.example',
      document: target,
      host: { hcap: fake.hcap },
      clock,
      log,
      settings,
    }),
  )
  // the set answers every setup call after its latency: the clock runs while the bridge starts
  await advance(5000)
  const bridge = await creating
  return { bridge, fake, advance, target }
}
