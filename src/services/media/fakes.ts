// A fake platform bridge for media tests: every Bridge member, media scripted by the test (a play stays
// pending until the test answers it, or answers at once in 'auto' mode), and the media controller over it
// as the controller tests set it up. Not exported from the app.
import type {
  Bridge,
  BridgeEventMap,
  MediaProgress,
  MediaRequest,
  PowerState,
  TrackEntry,
} from '../../../bridges/contract'
import { createEmitter } from '../../../bridges/shared/emitter'
import { createFakeClock } from '../../api/fakes'
import type { Logger } from '../logger'
import { createMediaController } from './controller'
import type { MediaControllerDeps } from './types'

export type FakeBridge = Bridge & {
  /** media calls in order: 'play <url>', 'stop', 'pause', 'resume', 'seek <s>', 'window …', 'reset' */
  calls: string[]
  requests: MediaRequest[]
  /** 'auto': play resolves at once and emits mediaPlaying; 'manual': the test answers */
  mode: 'auto' | 'manual'
  progress: MediaProgress | Error
  subtitleList: TrackEntry[] | false
  audioList: TrackEntry[] | false
  answerPlay(error?: Error): void
  emit<E extends keyof BridgeEventMap>(event: E, payload: BridgeEventMap[E]): void
  powerState: PowerState
}

export function createFakeBridge(overrides: Partial<Bridge> = {}): FakeBridge {
  const emitter = createEmitter((error) => {
    throw error
  })
  let answer: { resolve(): void; reject(error: Error): void } | null = null
  const fake: FakeBridge = {
    name: 'universal',
    calls: [],
    requests: [],
    mode: 'manual',
    progress: { position: 0, duration: 0, seekable: false },
    subtitleList: false,
    audioList: false,
    powerState: 'on',
    answerPlay(error) {
      const pending = answer
      answer = null
      if (!pending) throw new Error('no play is waiting')
      if (error) pending.reject(error)
      else pending.resolve()
    },
    emit: emitter.emit,
    on: emitter.on,
    baseUrl: async () => 'http://hotel.local',
    properties: async () => false,
    deviceType: () => 'universal',
    platformLanguage: () => 'en_US',
    deviceName: async () => '',
    setDeviceName: async () => false,
    power: async () => fake.powerState,
    async setPower(state) {
      fake.powerState = state
      emitter.emit('power', state)
      return true
    },
    reboot: async () => false,
    volume: async () => 0,
    mute: async () => false,
    source: async () => 'MAIN',
    setSource: async () => false,
    sourceCode: () => '0',
    apps: async () => [],
    launchApp: async () => false,
    closeApp: async () => false,
    play(request) {
      fake.calls.push(`play ${request.url}`)
      fake.requests.push(request)
      answer?.reject(new DOMException('replaced', 'AbortError'))
      if (fake.mode === 'auto') {
        answer = null
        emitter.emit('media', { name: 'mediaPlaying' })
        return Promise.resolve()
      }
      return new Promise<void>((resolve, reject) => (answer = { resolve, reject }))
    },
    async stop() {
      fake.calls.push('stop')
      answer?.reject(new DOMException('stopped', 'AbortError'))
      answer = null
      emitter.emit('media', { name: 'mediaStopped' })
    },
    async pause() {
      fake.calls.push('pause')
    },
    async resume() {
      fake.calls.push('resume')
    },
    async seek(seconds) {
      fake.calls.push(`seek ${seconds}`)
      return true
    },
    async position() {
      if (fake.progress instanceof Error) throw fake.progress
      return fake.progress
    },
    subtitles: async () => fake.subtitleList,
    audioTracks: async () => fake.audioList,
    async selectSubtitle(key) {
      fake.calls.push(`subtitle ${key}`)
      return true
    },
    async selectAudioTrack(key) {
      fake.calls.push(`audio ${key}`)
      return true
    },
    async setWindow(metrics) {
      fake.calls.push(`window ${metrics.x},${metrics.y},${metrics.width}x${metrics.height}`)
    },
    async resetWindow() {
      fake.calls.push('reset')
    },
    destroy: () => emitter.clear(),
    ...overrides,
  }
  return fake
}

/** Lets pending promise callbacks run (the controller's awaits on the fake bridge). */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve()
}

export const TEST_HLS = 'http://tv.hotel/live/news/index.m3u8'

/**
 * The media controller over `bridge` (a fake one unless given) on a manual clock, power on and focus
 * held (`env` changes them); `playing()` plays HLS and answers the fake bridge: the media ends up playing.
 */
export function controllerRig<L extends Logger>(
  log: L,
  overrides: Partial<MediaControllerDeps> = {},
  bridge: FakeBridge = createFakeBridge(),
) {
  const clock = createFakeClock(1_000_000)
  const env = { power: 'on' as PowerState, focus: true, bridge: bridge as Bridge | null }
  const media = createMediaController({
    bridge: () => env.bridge,
    clock,
    power: () => env.power,
    hasFocus: () => env.focus,
    log,
    ...overrides,
  })
  const snapshot = () => media.store.getState()
  const playing = async (source = TEST_HLS) => {
    const done = media.play(source)
    await flush()
    bridge.answerPlay()
    await done
  }
  return { clock, bridge, env, log, media, snapshot, playing }
}
