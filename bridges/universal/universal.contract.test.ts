// The contract suite over the universal bridge, with a stand-in page (document, window, <video>).
import { describeContract, type ContractHarness, type PlatformSnapshot } from '../contract.suite'
import { createTestClock } from '../shared/testClock'
import { TEST_ORIGIN, memoryStorage } from '../shared/testEnv'
import { VOD } from '../shared/testKit'
import {
  INBOUND_POST_TYPE,
  MAC_KEY,
  UNIVERSAL_SOURCE_CODES,
  createUniversalBridge,
  universalCapabilities,
} from './createUniversalBridge'

/** The page the universal bridge runs in: keydown on the document, postMessage on the window. */
function fakePage() {
  const win = new EventTarget()
  const video = Object.assign(new EventTarget(), {
    volume: 1,
    muted: false,
    currentTime: 0,
    duration: Number.NaN,
    ended: false,
    error: null,
    style: {},
    removeAttribute: () => undefined,
    load: () => undefined,
    pause: () => undefined,
    play: () => Promise.resolve(),
    canPlayType: () => '',
  })
  const doc = Object.assign(new EventTarget(), {
    defaultView: Object.assign(win, { location: { reload: () => undefined } }),
    getElementById: (id: string) => (id === 'video-layer' ? video : null),
  })
  return { win, doc, video }
}

const harness: ContractHarness = {
  family: 'universal',
  deviceType: 'universal',
  capabilities: universalCapabilities(true),
  maxVolume: 100,
  blankField: 'mac',
  keys: [
    ['ArrowUp', 'up'],
    ['Enter', 'enter'],
    ['Backspace', 'back'],
    ['PageUp', 'ch_up'],
    ['F1', 'red'],
    ['7', 'digit_7'],
    ['u', 'subtitle'],
  ],
  reservedKeys: [],
  sourceCodes: UNIVERSAL_SOURCE_CODES,
  // the universal bridge's own policy (media.ts): every play times out after 8000 ms; the stand-in
  // <video> never reports playing by itself, so this one never starts
  timesOut: VOD,
  async setup() {
    const { clock, advance } = createTestClock()
    const storage = memoryStorage()
    const page = fakePage()
    const bridge = await createUniversalBridge({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
      location: { origin: TEST_ORIGIN, search: '' },
      storage,
      document: page.doc as unknown as Document,
      clock,
    })
    const snapshot = (): PlatformSnapshot => ({
      power: 'on',
      volume: Math.round(page.video.volume * 100),
      muted: page.video.muted,
      source: '0',
      softAp: null,
      playing: null,
      foreground: null,
    })
    return {
      bridge,
      advance,
      dispose: () => bridge.destroy(),
      fake: {
        key: (code) =>
          page.doc.dispatchEvent(Object.assign(new Event('keydown'), { key: code, repeat: false })),
        power: () => undefined,
        player: () => undefined,
        reportPlaying: () => page.video.dispatchEvent(new Event('playing')),
        focus: () => undefined,
        inbound: (payload) =>
          page.win.dispatchEvent(
            Object.assign(new Event('message'), {
              origin: TEST_ORIGIN,
              data: { type: INBOUND_POST_TYPE, message: payload },
            }),
          ),
        blank: () => storage.setItem(MAC_KEY, ''),
        tracks: () => undefined,
        snapshot,
      },
    }
  },
}

describeContract(harness)
