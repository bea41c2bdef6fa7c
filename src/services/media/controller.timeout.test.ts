// The play timeout is the platform's rule, applied by its bridge (adapters spec §4, §9: "play on the smart
// TV times out after 8 seconds; Tizen RF play times out after 8 seconds in one variant; hcap HLS play stops
// pending calls after 8 seconds"; none on the Philips web set or the Android wrappers). The controller has
// no timer of its own: a play on a bridge whose policy is "no timeout" outlives 8 s, and a bridge that
// times out still surfaces 'Request timeout!'. Over the shared media session and over the hcap bridge.
import { describe, expect, it, vi } from 'vitest'
import type { MediaRequest } from '../../../bridges/contract'
import { createHcapBridge } from '../../../bridges/hcap/createHcapBridge'
import { createFakeHcap } from '../../../bridges/hcap/fakeHcap'
import { LG_USER_AGENT } from '../../../bridges/hcap/testRig'
import { createEmitter } from '../../../bridges/shared/emitter'
import { PLAY_TIMEOUT_MS, createMediaSession } from '../../../bridges/shared/mediaSession'
import { createTestClock } from '../../../bridges/shared/testClock'
import { rigEnv } from '../../../bridges/shared/testEnv'
import { SETTLE_MS } from '../../../bridges/shared/testKit'
import { createFakeClock } from '../../api/fakes'
import { MEDIA_TEXTS } from './mediaErrors'
import { TEST_HLS, controllerRig, createFakeBridge, flush } from './fakes'

const MULTICAST = 'udp://239.1.1.1:1234'
const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

/**
 * A bridge whose media goes through the shared media session with the given timeout policy, over a
 * platform player that starts only when the test says (`platform.report('playing')`).
 */
function sessionSetup(timeoutFor: (request: MediaRequest) => number | null) {
  const clock = createFakeClock(1_000_000)
  const emitter = createEmitter((error) => {
    throw error
  })
  const platform = { playing: null as string | null }
  const session = createMediaSession({
    emitter,
    clock,
    log: silentLog(),
    power: () => 'on',
    driver: {
      start: (request) => void (platform.playing = request.url),
      halt: async () => void (platform.playing = null),
      pause: async () => undefined,
      resume: async () => undefined,
    },
    timeoutFor,
  })
  const bridge = createFakeBridge({
    on: emitter.on,
    play: (request) => session.play(request),
    stop: () => session.stop(),
  })
  const { media } = controllerRig(silentLog(), { clock, bridge: () => bridge })
  const outcome = { settled: false, error: null as string | null }
  const play = (source: string) =>
    media.play(source).then(
      () => void (outcome.settled = true),
      (error: Error) => void Object.assign(outcome, { settled: true, error: error.message }),
    )
  const advance = async (ms: number) => {
    clock.advance(ms)
    await flush()
  }
  return { media, platform, report: session.report, outcome, play, advance }
}

describe('play timeout: the bridge policy applies, not a controller timer', () => {
  it('a play on a bridge with no timeout (null) outlives 8 s and plays when the platform starts', async () => {
    const { media, platform, report, outcome, play, advance } = sessionSetup(() => null)
    const done = play(MULTICAST)
    await flush()
    expect(platform.playing).toBe(MULTICAST)
    await advance(PLAY_TIMEOUT_MS)
    await advance(20_000)
    expect(outcome.settled).toBe(false)
    expect(media.store.getState()).toMatchObject({ state: 'start', error: null })
    expect(platform.playing).toBe(MULTICAST) // not stopped
    report('playing')
    await done
    expect(outcome).toEqual({ settled: true, error: null })
    expect(media.store.getState()).toMatchObject({ state: 'playing', error: null })
  })

  it("a bridge that times out after 8000 ms surfaces 'Request timeout!' and the platform is stopped", async () => {
    const { media, platform, outcome, play, advance } = sessionSetup(() => PLAY_TIMEOUT_MS)
    const done = play(TEST_HLS)
    await flush()
    await advance(PLAY_TIMEOUT_MS - 1)
    expect(outcome.settled).toBe(false)
    expect(media.store.getState().state).toBe('start')
    await advance(1)
    await done
    expect(outcome).toEqual({ settled: true, error: MEDIA_TEXTS.timeout })
    expect(media.store.getState()).toMatchObject({ state: 'error', error: 'Request timeout!' })
    expect(platform.playing).toBeNull()
  })

  it('the policy is per request: a multicast channel waits, HLS times out (as on hcap)', async () => {
    const policy = (request: MediaRequest) => (request.streamType === 'hls' ? PLAY_TIMEOUT_MS : null)
    const { media, outcome, play, advance } = sessionSetup(policy)
    void play(MULTICAST)
    await flush()
    await advance(3 * PLAY_TIMEOUT_MS)
    expect(outcome.settled).toBe(false)
    expect(media.store.getState()).toMatchObject({ state: 'start', source: MULTICAST })
    const failed = expect(media.play(TEST_HLS)).rejects.toThrow(MEDIA_TEXTS.timeout)
    await flush()
    await advance(PLAY_TIMEOUT_MS)
    await failed
    expect(media.store.getState()).toMatchObject({ state: 'error', source: TEST_HLS })
  })
})

describe('play timeout over the hcap bridge (adapters spec §4: HLS only)', () => {
  /** the hcap bridge over the fake set (as bridges/hcap/testRig.ts builds it), the controller on its clock */
  async function hcapSetup() {
    const { clock, advance } = createTestClock()
    const target = new EventTarget()
    const fake = createFakeHcap({ clock, target })
    const creating = createHcapBridge(
      rigEnv({ userAgent: LG_USER_AGENT, document: target, host: { hcap: fake.hcap }, clock }),
    )
    await advance(5000) // the set answers every setup call after its latency
    const bridge = await creating
    const { media } = controllerRig(silentLog(), { clock, bridge: () => bridge })
    fake.controls.player('silent')
    return { fake, advance, media }
  }

  it('a slow multicast channel is not timed out: it plays when the set reports it, 20 s later', async () => {
    const { media, fake, advance } = await hcapSetup()
    let settled = false
    const done = media.play(MULTICAST).finally(() => (settled = true))
    await advance(20_000)
    expect(settled).toBe(false)
    expect(media.store.getState()).toMatchObject({ state: 'start', error: null })
    fake.controls.reportPlaying()
    await advance(SETTLE_MS)
    await done
    expect(media.store.getState()).toMatchObject({ state: 'playing', error: null })
  })

  it("an HLS play the set never starts fails after 8000 ms with 'Request timeout!'", async () => {
    const { media, advance } = await hcapSetup()
    const failed = expect(media.play(TEST_HLS)).rejects.toThrow(MEDIA_TEXTS.timeout)
    await advance(PLAY_TIMEOUT_MS - SETTLE_MS)
    expect(media.store.getState().state).toBe('start')
    await advance(SETTLE_MS)
    await failed
    expect(media.store.getState()).toMatchObject({ state: 'error', error: 'Request timeout!' })
  })
})
