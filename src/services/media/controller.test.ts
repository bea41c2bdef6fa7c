import { describe, expect, it, vi } from 'vitest'
import type { MediaControllerDeps } from './types'
import { FOCUS_REPLAY_MS, POWER_ON_REPLAY_MS } from './controller'
import { MEDIA_TEXTS } from './mediaErrors'
import { TEST_HLS as HLS, controllerRig, flush } from './fakes'

// Seeking, the progress poll, track lists and the window: controller.playback.test.ts; the play
// timeout (the bridges' rule, none of the controller's own): controller.timeout.test.ts.

const setup = (overrides: Partial<MediaControllerDeps> = {}) =>
  controllerRig({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }, overrides)

describe('portal spec §4 Media: play', () => {
  it('goes start → playing, resolving an origin-relative source against the platform base URL', async () => {
    const { media, bridge, snapshot } = setup()
    const done = media.play('/media/streams/news/index.m3u8')
    expect(snapshot().state).toBe('start')
    await flush()
    expect(bridge.requests[0]).toMatchObject({
      url: 'http://hotel.local/media/streams/news/index.m3u8',
      streamType: 'hls',
      sourceType: 'hls',
    })
    bridge.answerPlay()
    await done
    expect(snapshot()).toMatchObject({
      state: 'playing',
      source: '/media/streams/news/index.m3u8',
      error: null,
    })
  })

  it("rejects an empty source with 'Invalid source' and shows the error state", async () => {
    const { media, snapshot, bridge } = setup()
    await expect(media.play('  ')).rejects.toThrow(MEDIA_TEXTS.invalidSource)
    expect(snapshot()).toMatchObject({ state: 'error', error: 'Invalid source' })
    expect(bridge.calls).toEqual([])
  })

  it("rejects an undetectable source with 'Invalid source type'", async () => {
    const { media, snapshot, bridge } = setup()
    await expect(media.play('ftp://files.hotel/movie.mov')).rejects.toThrow(MEDIA_TEXTS.invalidSourceType)
    expect(snapshot()).toMatchObject({ state: 'error', error: 'Invalid source type' })
    expect(bridge.requests).toEqual([])
  })

  it("a platform failure rejects with 'Something went wrong while trying to play.' and is logged", async () => {
    const { media, snapshot, bridge, log } = setup()
    const done = media.play(HLS)
    await flush()
    bridge.answerPlay(new Error('manifestLoadError'))
    await expect(done).rejects.toThrow(MEDIA_TEXTS.playFailed)
    expect(snapshot()).toMatchObject({ state: 'error', error: MEDIA_TEXTS.playFailed })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('manifestLoadError'))
  })

  it('a mediaError event while starting rejects the pending play', async () => {
    const { media, bridge } = setup()
    const done = media.play(HLS)
    await flush()
    bridge.emit('media', { name: 'mediaError', message: 'stream not found' })
    await expect(done).rejects.toThrow(MEDIA_TEXTS.playFailed)
  })

  it('waits for the platform however long it takes: the controller keeps no play timer of its own', async () => {
    const { media, snapshot, bridge, clock } = setup()
    let settled = false
    const done = media.play(HLS).finally(() => (settled = true))
    await flush()
    expect(clock.pending()).toBe(0)
    clock.advance(60_000)
    await flush()
    expect(settled).toBe(false)
    expect(snapshot()).toMatchObject({ state: 'start', error: null })
    expect(bridge.calls).toEqual([`play ${HLS}`])
    bridge.answerPlay()
    await done
    expect(snapshot().state).toBe('playing')
  })

  it("a bridge's 'Request timeout!' is the media error, and the platform is stopped", async () => {
    const { media, snapshot, bridge } = setup()
    const done = media.play(HLS)
    const failed = expect(done).rejects.toThrow(MEDIA_TEXTS.timeout)
    await flush()
    bridge.emit('media', { name: 'mediaError', message: MEDIA_TEXTS.timeout })
    await failed
    expect(snapshot()).toMatchObject({ state: 'error', error: 'Request timeout!' })
    expect(bridge.calls).toContain('stop')
  })

  it('an mp3 is requested as audio (adapters spec §5 File type)', async () => {
    const { media, bridge } = setup()
    bridge.mode = 'auto'
    await media.play('http://media.hotel/radio/lobby.mp3')
    await media.play('http://media.hotel/films/trailer.mp4')
    expect(bridge.requests.map((request) => request.streamType)).toEqual(['audio', 'mp4'])
  })

  it('passes the RF descriptor in the platform frequency unit', async () => {
    const { media, bridge } = setup()
    bridge.mode = 'auto'
    await media.play('dvb-c://frequency=346&program=3')
    expect(bridge.requests[0]).toMatchObject({
      sourceType: 'rf',
      rf: { broadcastType: 'DVB-C', frequency: 346 },
    })
  })

  it('CDN-converts before detecting; a conversion failure rejects with its text', async () => {
    const convert = vi.fn(async (url: string) => {
      if (url.includes('bad')) throw new Error(MEDIA_TEXTS.cdnUnsupported)
      return `${url}?token=t`
    })
    const { media, bridge, snapshot } = setup({ convert })
    bridge.mode = 'auto'
    await media.play('http://cdn.example.com/film.mp4')
    expect(bridge.requests[0]).toMatchObject({
      url: 'http://cdn.example.com/film.mp4?token=t',
      sourceType: 'vod',
    })
    expect(snapshot().url).toBe('http://cdn.example.com/film.mp4?token=t')
    await expect(media.play('http://cdn.example.com/bad.mp4')).rejects.toThrow(MEDIA_TEXTS.cdnUnsupported)
  })

  it('events of the previous media before the new request reaches the platform change nothing', async () => {
    let release = (_url: string) => undefined as void
    const convert = (url: string) => new Promise<string>((resolve) => (release = () => resolve(url)))
    const { media, bridge, snapshot } = setup({ convert })
    bridge.mode = 'auto'
    let settled = false
    void media.play(HLS).then(() => (settled = true))
    await flush()
    bridge.emit('media', { name: 'mediaPlaying' })
    bridge.emit('media', { name: 'mediaError', message: 'old stream broke' })
    await flush()
    expect(settled).toBe(false)
    expect(snapshot().state).toBe('start')
    release(HLS)
    await flush()
    expect(settled).toBe(true)
    expect(snapshot().state).toBe('playing')
  })

  it('a newer play supersedes a starting one, whose promise resolves quietly', async () => {
    const { media, bridge, snapshot } = setup()
    const first = media.play(HLS)
    await flush()
    const second = media.play('http://tv.hotel/live/sports/index.m3u8')
    await first
    await flush()
    bridge.answerPlay()
    await second
    expect(snapshot()).toMatchObject({ state: 'playing', source: 'http://tv.hotel/live/sports/index.m3u8' })
  })
})

describe('portal spec §4 Media: queued while power is not on or focus is elsewhere', () => {
  it('queues a play in standby and replays it 1 s after power on', async () => {
    const { media, bridge, env, snapshot, clock } = setup()
    env.power = 'standby'
    let resolved = false
    const done = media.play(HLS).then(() => (resolved = true))
    await flush()
    expect(bridge.requests).toEqual([])
    expect(snapshot()).toMatchObject({ queued: true, source: HLS })
    env.power = 'on'
    bridge.emit('power', 'on')
    clock.advance(POWER_ON_REPLAY_MS - 1)
    expect(bridge.requests).toEqual([])
    clock.advance(1)
    await flush()
    bridge.answerPlay()
    await done
    expect(resolved).toBe(true)
    expect(snapshot()).toMatchObject({ state: 'playing', queued: false })
  })

  it('replays after the platform power-on delay its capabilities give (2 s on the hotel TV)', async () => {
    const { media, bridge, env, clock } = setup()
    Object.assign(bridge, { capabilities: { powerOnDelayMs: 2000 } })
    env.power = 'standby'
    void media.play(HLS)
    await flush()
    env.power = 'on'
    bridge.emit('power', 'on')
    clock.advance(1999)
    expect(bridge.requests).toEqual([])
    clock.advance(1)
    await flush()
    expect(bridge.requests.map((request) => request.url)).toEqual([HLS])
  })

  it('nothing plays without platform focus; regaining it replays after 1 s', async () => {
    const { media, bridge, env, clock, snapshot } = setup()
    env.focus = false
    void media.play(HLS)
    await flush()
    expect(bridge.requests).toEqual([])
    env.focus = true
    bridge.emit('focus', 'applicationFocusing')
    clock.advance(FOCUS_REPLAY_MS)
    await flush()
    expect(bridge.requests).toHaveLength(1)
    expect(snapshot().state).toBe('start')
  })

  it('entering standby stops what plays and requests it again at power on, a VOD at its position', async () => {
    const { bridge, env, clock, snapshot, playing } = setup()
    bridge.progress = { position: 42, duration: 600, seekable: true }
    await playing('http://vod.hotel/films/a.mp4')
    await flush()
    env.power = 'standby'
    bridge.emit('power', 'standby')
    expect(bridge.calls).toContain('stop')
    expect(snapshot()).toMatchObject({ state: 'stopped', queued: true })
    env.power = 'on'
    bridge.emit('power', 'on')
    clock.advance(POWER_ON_REPLAY_MS)
    await flush()
    expect(bridge.requests[1]).toMatchObject({ url: 'http://vod.hotel/films/a.mp4', startAt: 42 })
  })

  it('losing focus destroys the media; regaining restores it and the saved window', async () => {
    const { media, bridge, env, clock, playing } = setup()
    await playing()
    await media.setWindow({ x: 10, y: 20, width: 300, height: 200, index: 0 })
    env.focus = false
    bridge.emit('focus', 'applicationUnfocused')
    expect(bridge.calls.at(-1)).toBe('stop')
    env.focus = true
    bridge.emit('focus', 'applicationFocusing')
    expect(bridge.calls.at(-1)).toBe('window 10,20,300x200')
    clock.advance(FOCUS_REPLAY_MS)
    await flush()
    expect(bridge.requests).toHaveLength(2)
  })

  it('media that starts playing while the device is not on is stopped and requested again', async () => {
    const { media, bridge, env, snapshot } = setup()
    const done = media.play(HLS)
    await flush()
    env.power = 'standby'
    bridge.answerPlay()
    await flush()
    expect(bridge.calls.at(-1)).toBe('stop')
    expect(snapshot()).toMatchObject({ state: 'stopped', queued: true })
    let settled = false
    void done.then(() => (settled = true))
    await flush()
    expect(settled).toBe(false)
  })

  it('suspend() stops and keeps what plays (an external input); restore() plays it again', async () => {
    const { media, bridge, snapshot, playing } = setup()
    await playing()
    media.suspend()
    expect(bridge.calls.at(-1)).toBe('stop')
    expect(snapshot()).toMatchObject({ state: 'stopped', queued: true, source: HLS })
    media.restore()
    await flush()
    expect(bridge.requests).toHaveLength(2)
    expect(snapshot().state).toBe('start')
  })

  it('restore() waits while the portal has no focus (the deps say when it may play)', async () => {
    const { media, bridge, env, playing } = setup()
    await playing()
    media.suspend()
    env.focus = false
    media.restore()
    await flush()
    expect(bridge.requests).toHaveLength(1)
  })

  it('attach() replays a play made before the bridge started', async () => {
    const { media, bridge, env } = setup()
    env.bridge = null
    void media.play(HLS)
    await flush()
    env.bridge = bridge
    media.attach()
    await flush()
    expect(bridge.requests).toHaveLength(1)
  })
})

describe('portal spec §4 Media: transitions', () => {
  it('pause only from playing, continue only from paused, stop only from playing or paused', async () => {
    const { media, bridge, snapshot, playing } = setup()
    expect(await media.pause()).toBe(false)
    expect(await media.resume()).toBe(false)
    expect(await media.stop()).toBe(false)
    const starting = media.play(HLS)
    await flush()
    expect(await media.stop()).toBe(false)
    expect(await media.pause()).toBe(false)
    bridge.answerPlay()
    await starting
    expect(await media.resume()).toBe(false)
    expect(await media.pause()).toBe(true)
    expect(snapshot().state).toBe('paused')
    expect(await media.pause()).toBe(false)
    expect(await media.resume()).toBe(true)
    expect(snapshot().state).toBe('playing')
    expect(await media.stop()).toBe(true)
    expect(snapshot().state).toBe('stopped')
    expect(await media.stop()).toBe(false)
    await playing()
    expect(bridge.calls.filter((call) => call === 'pause' || call === 'resume')).toEqual(['pause', 'resume'])
  })

  it('a forced stop (navigation abort) swallows the failure of the play it ends', async () => {
    const { media, bridge, snapshot, log } = setup()
    const done = media.play(HLS)
    await flush()
    media.abort()
    await expect(done).resolves.toBeUndefined()
    expect(bridge.calls).toEqual([`play ${HLS}`, 'stop'])
    expect(snapshot().state).toBe('stopped')
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('abort leaves media that already plays alone', async () => {
    const { media, bridge, snapshot, playing } = setup()
    await playing()
    media.abort()
    expect(bridge.calls).not.toContain('stop')
    expect(snapshot().state).toBe('playing')
  })

  it('abort drops a queued play', async () => {
    const { media, bridge, env, clock } = setup()
    env.power = 'standby'
    const done = media.play(HLS)
    media.abort()
    await expect(done).resolves.toBeUndefined()
    env.power = 'on'
    bridge.emit('power', 'on')
    clock.advance(POWER_ON_REPLAY_MS)
    expect(bridge.requests).toEqual([])
  })

  it('duplicate playing events are suppressed', async () => {
    const { media, bridge, playing } = setup()
    await playing()
    const listener = vi.fn()
    media.store.subscribe(listener)
    bridge.emit('media', { name: 'mediaPlaying' })
    bridge.emit('media', { name: 'mediaPlaying' })
    expect(listener).not.toHaveBeenCalled()
  })

  it('platform events: paused, playing again, ended, stopped, error', async () => {
    const { bridge, snapshot, playing } = setup()
    await playing()
    bridge.emit('media', { name: 'mediaPaused' })
    expect(snapshot().state).toBe('paused')
    bridge.emit('media', { name: 'mediaPlaying' })
    expect(snapshot().state).toBe('playing')
    bridge.emit('media', { name: 'mediaEnded' })
    expect(snapshot().state).toBe('ended')
    await playing()
    bridge.emit('media', { name: 'mediaStopped' })
    expect(snapshot().state).toBe('stopped')
    await playing()
    bridge.emit('media', { name: 'mediaError', message: 'network disconnected' })
    expect(snapshot()).toMatchObject({ state: 'error', error: MEDIA_TEXTS.playFailed })
    bridge.emit('media', { name: 'mediaPlaying' })
    expect(snapshot().state).toBe('error')
  })

  it('a looping source replays when it ends', async () => {
    const { media, bridge, snapshot } = setup()
    bridge.mode = 'auto'
    await media.play(HLS, { loop: true })
    bridge.emit('media', { name: 'mediaEnded' })
    await flush()
    expect(bridge.requests).toHaveLength(2)
    expect(snapshot().state).toBe('playing')
  })
})
