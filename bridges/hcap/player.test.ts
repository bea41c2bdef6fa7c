// The hcap player and the stream types (adapters spec §5 File type: m3u8 is HLS, mp3 audio, otherwise mp4;
// §7 hcap.Media.createMedia takes the media's mime type).
import { describe, expect, it } from 'vitest'
import type { MediaRequest } from '../contract'
import { HLS, SETTLE_MS, VOD } from '../shared/testKit'
import { HCAP_MIME_TYPES } from './player'
import { hcapRig } from './testRig'

const MP3: MediaRequest = { url: 'http://cdn.hotel/radio/jazz.mp3', streamType: 'audio', sourceType: 'hls' }

async function mimeTypeOf(request: MediaRequest): Promise<string | undefined> {
  const { bridge, fake, advance } = await hcapRig()
  const play = bridge.play(request)
  await advance(SETTLE_MS)
  await play
  return fake.tv.media?.mimeType
}

describe('hcap media mime types (adapters spec §5, §7)', () => {
  it('an mp3 is created as audio/mpeg, not video/mp4', async () => {
    expect(HCAP_MIME_TYPES.audio).toBe('audio/mpeg')
    expect(await mimeTypeOf(MP3)).toBe('audio/mpeg')
  })

  it('HLS is application/x-mpegurl and any other file video/mp4', async () => {
    expect(await mimeTypeOf(HLS)).toBe('application/x-mpegurl')
    expect(await mimeTypeOf(VOD)).toBe('video/mp4')
  })

  it('an mp3 is not HLS: its play has no 8 s timeout and waits for the set', async () => {
    const { bridge, fake, advance } = await hcapRig()
    fake.controls.player('silent')
    let settled = false
    const play = bridge.play(MP3).finally(() => (settled = true))
    await advance(20_000)
    expect(settled).toBe(false)
    fake.controls.reportPlaying()
    await advance(SETTLE_MS)
    await play
    expect(fake.tv.media?.mimeType).toBe('audio/mpeg')
  })
})
