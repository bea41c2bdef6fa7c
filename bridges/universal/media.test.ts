import { describe, expect, it } from 'vitest'
import type { BridgeEventMap } from '../contract'
import { createEmitter } from '../shared/emitter'
import { MEDIA_NOT_AVAILABLE, createVideoPlayer } from './media'

/** A stand-in <video>: events, currentTime, duration, play/pause/load. */
function fakeVideo() {
  const target = new EventTarget()
  return Object.assign(target, {
    currentTime: 0,
    duration: Number.NaN,
    ended: false,
    error: null,
    src: '',
    removeAttribute: () => undefined,
    load: () => undefined,
    pause: () => undefined,
    play: () => Promise.resolve(),
  })
}

function setup() {
  const video = fakeVideo()
  const emitter = createEmitter()
  const events: BridgeEventMap['media'][] = []
  emitter.on('media', (event) => events.push(event))
  const player = createVideoPlayer(video as unknown as HTMLVideoElement, emitter)
  return { video, player, events }
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
})
