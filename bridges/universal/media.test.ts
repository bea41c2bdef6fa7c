import { describe, expect, it, vi } from 'vitest'
import type { BridgeEventMap } from '../contract'
import { createEmitter } from '../shared/emitter'
import { PLAY_TIMEOUT_MS, REQUEST_TIMEOUT } from '../shared/mediaSession'
import { manualClock } from '../shared/testClock'
import { HLS_LOAD_FAILED, type HlsClass } from './hlsLoader'
import {
  BUFFER_GOAL_S,
  BUFFER_MAX_GOAL_S,
  MEDIA_NOT_AVAILABLE,
  createVideoPlayer,
  UNIVERSAL_PLAY_TIMEOUT_MS,
  universalTimeoutFor,
  type PlayTimeoutPolicy,
} from './media'

/** A stand-in <video>: events, currentTime, duration, play/pause/load. */
function fakeVideo() {
  const target = new EventTarget()
  return Object.assign(target, {
    currentTime: 0,
    duration: Number.NaN,
    ended: false,
    loop: false,
    error: null,
    src: '',
    removeAttribute: () => undefined,
    load: () => undefined,
    pause: () => undefined,
    play: () => Promise.resolve(),
    canPlayType: (_type: string): string => '',
  })
}

/** A stand-in hls.js: records its config and calls; `fatal()` raises a fatal error. */
function fakeHls(supported = true) {
  const made: FakePlayer[] = []
  class FakePlayer {
    static isSupported = () => supported
    static Events = { ERROR: 'hlsError' }
    listeners: Array<(event: string, data: { fatal: boolean; details: string }) => void> = []
    source = ''
    attached: unknown = null
    destroyed = false
    constructor(readonly config: Record<string, unknown>) {
      made.push(this)
    }
    on(_event: string, listener: (event: string, data: { fatal: boolean; details: string }) => void) {
      this.listeners.push(listener)
    }
    loadSource(url: string) {
      this.source = url
    }
    attachMedia(media: unknown) {
      this.attached = media
    }
    destroy() {
      this.destroyed = true
    }
    fatal(details: string) {
      for (const listener of this.listeners) listener('hlsError', { fatal: true, details })
    }
  }
  return { Player: FakePlayer as unknown as HlsClass, made }
}

/** A loader the test settles: `resolve(Player)` or `reject()`; counts its calls. */
function deferredLoader() {
  let settle: { resolve: (value: HlsClass) => void; reject: (error: Error) => void } | null = null
  let calls = 0
  const load = () => {
    calls += 1
    return new Promise<HlsClass>((resolve, reject) => (settle = { resolve, reject }))
  }
  return {
    load,
    calls: () => calls,
    resolve: (value: HlsClass) => settle?.resolve(value),
    reject: () => settle?.reject(new Error(HLS_LOAD_FAILED)),
  }
}

const flush = () => new Promise((done) => setTimeout(done, 0))

/** The player on a stand-in <video> and a manual clock; the universal bridge's timeout unless given one. */
function setup(
  loadHls: () => Promise<HlsClass> = () => Promise.reject(new Error('not needed')),
  timeoutFor: PlayTimeoutPolicy['timeoutFor'] = universalTimeoutFor,
) {
  const video = fakeVideo()
  const emitter = createEmitter()
  const events: BridgeEventMap['media'][] = []
  emitter.on('media', (event) => events.push(event))
  const { clock, advance, pending } = manualClock()
  const player = createVideoPlayer(video as unknown as HTMLVideoElement, emitter, loadHls, {
    clock,
    timeoutFor,
  })
  return { video, player, events, advance, pending }
}

describe('universal bridge media', () => {
  it('a browser has no tuner or multicast socket: RF and multicast are not available', async () => {
    const { player } = setup()
    await expect(
      player.play({ url: 'dvb-t://frequency=474', streamType: 'mp4', sourceType: 'rf' }),
    ).rejects.toThrow(MEDIA_NOT_AVAILABLE)
    await expect(
      player.play({ url: 'udp://239.0.0.1:1234', streamType: 'mp4', sourceType: 'multicast' }),
    ).rejects.toThrow(MEDIA_NOT_AVAILABLE)
  })

  it('resolves on playing and normalises the element events', async () => {
    const { video, player, events } = setup()
    const done = player.play({ url: 'http://x/a.mp4', streamType: 'mp4', sourceType: 'vod' })
    video.dispatchEvent(new Event('playing'))
    await done
    video.dispatchEvent(new Event('pause'))
    video.dispatchEvent(new Event('waiting'))
    video.dispatchEvent(new Event('ended'))
    expect(events.map((event) => event.name)).toEqual([
      'mediaPlaying',
      'mediaPaused',
      'mediaBuffering',
      'mediaEnded',
    ])
  })

  it('a looping source is looped by the element itself, not emptied and loaded again', async () => {
    const { video, player, events } = setup()
    const load = vi.spyOn(video, 'load')
    const done = player.play({ url: 'http://x/lobby.mp4', streamType: 'mp4', sourceType: 'vod', loop: true })
    video.dispatchEvent(new Event('playing'))
    await done
    expect(video.loop).toBe(true)
    const loads = load.mock.calls.length
    // the element seeks back to the start by itself: no 'ended', no reload, the source kept
    video.currentTime = 0
    video.dispatchEvent(new Event('playing'))
    expect(load.mock.calls.length).toBe(loads)
    expect(video.src).toBe('http://x/lobby.mp4')
    expect(events.map((event) => event.name)).toEqual(['mediaPlaying', 'mediaPlaying'])
    // a source that is not looped, and a stop, leave the element not looping
    const once = player.play({ url: 'http://x/once.mp4', streamType: 'mp4', sourceType: 'vod' })
    video.dispatchEvent(new Event('playing'))
    await once
    expect(video.loop).toBe(false)
    const again = player.play({ url: 'http://x/lobby.mp4', streamType: 'mp4', sourceType: 'vod', loop: true })
    video.dispatchEvent(new Event('playing'))
    await again
    await player.stop()
    expect(video.loop).toBe(false)
  })

  it('an engine that ends a looping source anyway gets it played again', async () => {
    const { video, player, events } = setup()
    const play = vi.spyOn(video, 'play')
    const done = player.play({ url: 'http://x/lobby.mp4', streamType: 'mp4', sourceType: 'vod', loop: true })
    video.dispatchEvent(new Event('playing'))
    await done
    video.dispatchEvent(new Event('ended'))
    expect(play).toHaveBeenCalledTimes(2)
    expect(video.loop).toBe(true)
    expect(events.map((event) => event.name)).not.toContain('mediaEnded')
  })

  it('reports position and duration; a live stream (no finite duration) is not seekable', async () => {
    const { video, player } = setup()
    const done = player.play({ url: 'http://x/a.mp4', streamType: 'mp4', sourceType: 'vod' })
    video.dispatchEvent(new Event('playing'))
    await done
    video.currentTime = 12
    video.duration = Number.POSITIVE_INFINITY
    expect(await player.position()).toEqual({ position: 12, duration: 0, seekable: false })
    video.duration = 90
    expect(await player.position()).toEqual({ position: 12, duration: 90, seekable: true })
    expect(await player.seek(0)).toBe(false)
    expect(await player.seek(91)).toBe(false)
    expect(await player.seek(30)).toBe(true)
    expect(video.currentTime).toBe(30)
  })

  it('without hls.js tracks the lists are unavailable (false)', async () => {
    const { player } = setup()
    expect(await player.subtitles()).toBe(false)
    expect(await player.audioTracks()).toBe(false)
    expect(await player.selectSubtitle('off')).toBe(false)
  })

  it('an mp4 never loads hls.js', async () => {
    const loader = deferredLoader()
    const { video, player } = setup(loader.load)
    const done = player.play({ url: 'http://x/a.mp4', streamType: 'mp4', sourceType: 'vod' })
    expect(video.src).toBe('http://x/a.mp4')
    video.dispatchEvent(new Event('playing'))
    await done
    expect(loader.calls()).toBe(0)
  })

  it('an HLS stream loads hls.js first, then plays through it with the spec buffer goals', async () => {
    const loader = deferredLoader()
    const { Player, made } = fakeHls()
    const { video, player } = setup(loader.load)
    const done = player.play({
      url: 'http://x/live.m3u8',
      streamType: 'hls',
      sourceType: 'hls',
      startAt: 5,
    })
    expect(loader.calls()).toBe(1)
    expect(made).toHaveLength(0) // nothing attached before hls.js is there
    loader.resolve(Player)
    await flush()
    expect(made).toHaveLength(1)
    expect(made[0]?.config).toEqual({
      maxBufferLength: BUFFER_GOAL_S,
      maxMaxBufferLength: BUFFER_MAX_GOAL_S,
      startPosition: 5,
    })
    expect(made[0]?.source).toBe('http://x/live.m3u8')
    expect(made[0]?.attached).toBe(video)
    video.dispatchEvent(new Event('playing'))
    await done
  })

  it('a fatal hls.js error rejects the play and is reported as a media error', async () => {
    const { Player, made } = fakeHls()
    const { player, events } = setup(() => Promise.resolve(Player))
    const done = player.play({ url: 'http://x/live.m3u8', streamType: 'hls', sourceType: 'hls' })
    await flush()
    made[0]?.fatal('manifestLoadError')
    await expect(done).rejects.toThrow('manifestLoadError')
    expect(events).toContainEqual({ name: 'mediaError', message: 'manifestLoadError' })
  })

  it('a play replaced while hls.js loads never attaches, and rejects', async () => {
    const loader = deferredLoader()
    const { Player, made } = fakeHls()
    const { video, player } = setup(loader.load)
    const first = player.play({ url: 'http://x/one.m3u8', streamType: 'hls', sourceType: 'hls' })
    const second = player.play({ url: 'http://x/two.mp4', streamType: 'mp4', sourceType: 'vod' })
    loader.resolve(Player)
    await expect(first).rejects.toThrow(/interrupted/)
    expect(made).toHaveLength(0)
    expect(video.src).toBe('http://x/two.mp4')
    video.dispatchEvent(new Event('playing'))
    await second
    // stop() during the load also wins
    const third = player.play({ url: 'http://x/three.m3u8', streamType: 'hls', sourceType: 'hls' })
    await player.stop()
    await expect(third).rejects.toThrow(/interrupted/)
    expect(made).toHaveLength(0)
  })

  it('when hls.js cannot load, a browser with its own HLS plays natively; one without reports the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const native = setup(() => Promise.reject(new Error(HLS_LOAD_FAILED)))
    native.video.canPlayType = (type: string) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : '')
    const playing = native.player.play({ url: 'http://x/a.m3u8', streamType: 'hls', sourceType: 'hls' })
    await flush()
    expect(native.video.src).toBe('http://x/a.m3u8')
    native.video.dispatchEvent(new Event('playing'))
    await playing

    const without = setup(() => Promise.reject(new Error(HLS_LOAD_FAILED)))
    await expect(
      without.player.play({ url: 'http://x/a.m3u8', streamType: 'hls', sourceType: 'hls' }),
    ).rejects.toThrow(HLS_LOAD_FAILED)
    expect(without.events).toContainEqual({ name: 'mediaError', message: HLS_LOAD_FAILED })
    expect(warn).toHaveBeenCalledWith(`hls.js: ${HLS_LOAD_FAILED}`)
  })

  it('a browser without Media Source Extensions plays HLS natively even with hls.js loaded', async () => {
    const { Player, made } = fakeHls(false)
    const { video, player } = setup(() => Promise.resolve(Player))
    const done = player.play({ url: 'http://x/a.m3u8', streamType: 'hls', sourceType: 'hls' })
    await flush()
    expect(made).toHaveLength(0)
    expect(video.src).toBe('http://x/a.m3u8')
    video.dispatchEvent(new Event('playing'))
    await done
  })
})

/** the play's outcome as it stands: pending, resolved or the rejection's message */
function outcome(play: Promise<void>) {
  const seen: { state: 'pending' | 'resolved' | 'rejected'; message?: string } = { state: 'pending' }
  play.then(
    () => (seen.state = 'resolved'),
    (error: Error) => Object.assign(seen, { state: 'rejected', message: error.message }),
  )
  return seen
}

describe('universal bridge media: its play timeout policy (adapters spec §4, §9)', () => {
  it('is the 8000 ms of the spec for every play (a browser does not report a stream that never starts)', () => {
    expect(UNIVERSAL_PLAY_TIMEOUT_MS).toBe(PLAY_TIMEOUT_MS)
    expect(universalTimeoutFor({ url: 'http://x/a.mp4', streamType: 'mp4', sourceType: 'vod' })).toBe(8000)
    expect(universalTimeoutFor({ url: 'http://x/a.m3u8', streamType: 'hls', sourceType: 'hls' })).toBe(8000)
  })

  it("a play that never starts fails after 8000 ms with 'Request timeout!', a media error, the source stopped", async () => {
    const { video, player, events, advance } = setup()
    const play = outcome(player.play({ url: 'http://x/stalls.mp4', streamType: 'mp4', sourceType: 'vod' }))
    const removed = vi.spyOn(video, 'removeAttribute') // from here: play() itself detached the last source
    await flush()
    advance(UNIVERSAL_PLAY_TIMEOUT_MS - 1)
    await flush()
    expect(play.state).toBe('pending')
    expect(removed).not.toHaveBeenCalled()
    advance(1)
    await flush()
    expect(play).toEqual({ state: 'rejected', message: REQUEST_TIMEOUT })
    expect(events).toEqual([{ name: 'mediaError', message: REQUEST_TIMEOUT }])
    expect(removed).toHaveBeenCalledWith('src')
    // the stopped source's late events are not ours: no second error
    video.dispatchEvent(new Event('error'))
    expect(events).toHaveLength(1)
  })

  it('an HLS play still waiting for hls.js times out too, and hls.js is then never attached', async () => {
    const loader = deferredLoader()
    const { Player, made } = fakeHls()
    const { player, advance } = setup(loader.load)
    const play = outcome(player.play({ url: 'http://x/live.m3u8', streamType: 'hls', sourceType: 'hls' }))
    advance(UNIVERSAL_PLAY_TIMEOUT_MS)
    await flush()
    expect(play).toEqual({ state: 'rejected', message: REQUEST_TIMEOUT })
    loader.resolve(Player)
    await flush()
    expect(made).toHaveLength(0)
  })

  it('a play that starts or fails in time leaves no timer behind and is not timed out later', async () => {
    const { Player, made } = fakeHls()
    const { video, player, events, advance, pending } = setup(() => Promise.resolve(Player))
    const started = player.play({ url: 'http://x/a.mp4', streamType: 'mp4', sourceType: 'vod' })
    video.dispatchEvent(new Event('playing'))
    await started
    expect(pending()).toBe(0)
    const failing = outcome(player.play({ url: 'http://x/b.m3u8', streamType: 'hls', sourceType: 'hls' }))
    await flush()
    made[0]?.fatal('manifestLoadError')
    await flush()
    expect(failing).toEqual({ state: 'rejected', message: 'manifestLoadError' })
    expect(pending()).toBe(0)
    advance(20_000)
    expect(events.filter((event) => event.name === 'mediaError')).toEqual([
      { name: 'mediaError', message: 'manifestLoadError' },
    ])
  })

  it('without a limit (the Philips web set: null) a play waits for the player however long it takes', async () => {
    const { video, player, events, advance, pending } = setup(undefined, () => null)
    const play = outcome(player.play({ url: 'http://x/slow.mp4', streamType: 'mp4', sourceType: 'vod' }))
    expect(pending()).toBe(0)
    advance(20_000)
    await flush()
    expect(play.state).toBe('pending')
    video.dispatchEvent(new Event('playing'))
    await flush()
    expect(play.state).toBe('resolved')
    expect(events).toEqual([{ name: 'mediaPlaying' }])
  })

  it('an mp3 (audio) plays in the element as it is, without hls.js', async () => {
    const loadHls = vi.fn(() => Promise.reject(new Error('not needed')))
    const { video, player } = setup(loadHls)
    const done = player.play({ url: 'http://x/jazz.mp3', streamType: 'audio', sourceType: 'hls' })
    expect(video.src).toBe('http://x/jazz.mp3')
    video.dispatchEvent(new Event('playing'))
    await done
    expect(loadHls).not.toHaveBeenCalled()
  })
})
