// The hcap bridge over the fake set with a test clock (test support for the hcap tests).
import { NO_SETTINGS, type BridgeLog, type BridgeSettings } from '../contract'
import { createTestClock } from '../shared/testClock'
import { createHcapBridge } from './createHcapBridge'
import { createFakeHcap } from './fakeHcap'

export const SILENT_LOG: BridgeLog = { info: () => undefined, warn: () => undefined, error: () => undefined }
export const LG_USER_AGENT =
  'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager'

export async function hcapRig(settings: Partial<BridgeSettings> = {}, log: BridgeLog = SILENT_LOG) {
  const { clock, advance } = createTestClock()
  const target = new EventTarget()
  const fake = createFakeHcap({ clock, target })
  const creating = createHcapBridge({
    userAgent: LG_USER_AGENT,
    location: { origin: 'http://hotel.example', search: '' },
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    document: target as unknown as Document,
    host: { hcap: fake.hcap },
    clock,
    log,
    settings: () => ({ ...NO_SETTINGS, ...settings }),
  })
  await advance(5000)
  const bridge = await creating
  return { bridge, fake, advance, target }
}
