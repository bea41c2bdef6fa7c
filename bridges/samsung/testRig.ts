// The Samsung hotel TV bridge over the fake set, with a test clock.
import { NO_SETTINGS, type BridgeLog, type BridgeSettings } from '../contract'
import { createTestClock } from '../shared/testClock'
import { createSamsungBridge } from './createSamsungBridge'
import { createFakeSamsung, fakeSamsungDocument } from './fakeSamsung'

export const SILENT_LOG: BridgeLog = { info: () => undefined, warn: () => undefined, error: () => undefined }
export const SAMSUNG_USER_AGENT =
  'Mozilla/5.0 (SMART-TV; Linux; SmartHub) AppleWebKit/537.42 (KHTML, like Gecko) Safari/537.42'

export async function samsungRig(settings: Partial<BridgeSettings> = {}) {
  const { clock, advance } = createTestClock()
  const target = new EventTarget()
  const fake = createFakeSamsung({ keyTarget: target, clock })
  const bridge = await createSamsungBridge({
    userAgent: SAMSUNG_USER_AGENT,
    location: { origin: 'http://127.0.0.1:5173', search: '' },
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    document: fakeSamsungDocument(fake, target),
    clock,
    log: SILENT_LOG,
    settings: () => ({ ...NO_SETTINGS, ...settings }),
  })
  return { bridge, fake, advance }
}
