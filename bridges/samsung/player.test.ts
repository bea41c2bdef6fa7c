// The smart TV player and the stream types (adapters spec §5 File type: m3u8 is HLS, mp3 audio, otherwise
// mp4; smart TV: mp4, ts, mov and mkv pass as is, others get the HLS component suffix).
import { describe, expect, it } from 'vitest'
import type { MediaRequest } from '../contract'
import { SETTLE_MS } from '../shared/testKit'
import { HLS_COMPONENT, smartTvUrl } from './player'
import { samsungRig } from './testRig'

const MP3: MediaRequest = { url: 'http://cdn.hotel/radio/jazz.mp3', streamType: 'audio', sourceType: 'hls' }

describe('samsung smart TV player: audio (adapters spec §5)', () => {
  it('an mp3 is audio, not HLS: it plays as it is, without the HLS component', () => {
    expect(smartTvUrl(MP3.url, 'audio')).toBe(MP3.url)
    expect(smartTvUrl('http://a/b.mp3?token=1', 'audio')).toBe('http://a/b.mp3?token=1')
    // the other stream types keep the file-type rule
    expect(smartTvUrl('http://a/live.m3u8', 'hls')).toBe(`http://a/live.m3u8${HLS_COMPONENT}`)
    expect(smartTvUrl('http://a/b.mp4', 'mp4')).toBe('http://a/b.mp4')
  })

  it('the player plugin is given the mp3 URL as it is and the play resolves', async () => {
    const { bridge, fake, advance } = await samsungRig()
    const play = bridge.play(MP3)
    await advance(SETTLE_MS)
    await play
    expect(fake.tv.player.url).toBe(MP3.url)
  })
})
