import { describe, expect, it } from 'vitest'
import type { Channel, DigitalSignage, Record_ } from '../../api/types'
import { DEMO_GUESTS } from '../fixtures'
import { recordFileUrl } from '../fixtures/records'
import { createTestBackend } from '../testing/backend'

const segments = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'))

describe('media', () => {
  it('serves the HLS streams with their content types', async () => {
    const backend = createTestBackend()
    const playlist = await backend.fetchRaw('/media/streams/news/index.m3u8')
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const text = await playlist.text()
    expect(text).toContain('#EXT-X-ENDLIST')
    const segment = await backend.fetchRaw(`/media/streams/news/${segments(text)[0]}`)
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    expect((await backend.fetchRaw('/media/streams/news/missing.ts')).status).toBe(404)
  })

  it('has a stream for every channel, VOD and signage video', async () => {
    const backend = createTestBackend()
    const channels = (await backend.get<Channel[]>('/api/get/channels')).body
    const uris = new Set(channels.filter((c) => c.type === 'IPTV').map((c) => c.channel_uri))
    for (const uri of uris) expect((await backend.fetchRaw(uri)).status).toBe(200)
  })

  it('draws logos, posters and icons as SVG', async () => {
    const backend = createTestBackend()
    const channels = (await backend.get<Channel[]>('/api/get/channels')).body
    const logo = await backend.fetchRaw(channels[0]?.logo ?? '')
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await logo.text()
    expect(svg).toContain('<svg')
    expect(svg).toContain('Bosphorus')
    expect(svg).toContain('001')
    expect((await backend.fetchRaw('/media/img/menu/tv.svg')).status).toBe(200)
    expect((await backend.fetchRaw('/media/img/unknown/x.svg')).status).toBe(404)
  })

  it('plays recordings from /media/records/videos/{pms_id}/ with absolute segment paths', async () => {
    const backend = createTestBackend()
    const records = (await backend.get<Record_[]>(`/api/get/records?pms_id=${DEMO_GUESTS.room101.pms_id}`))
      .body
    const done = records.find((r) => r.state === 2)
    expect(done).toBeDefined()
    const playlist = await (await backend.fetchRaw(recordFileUrl(done ?? records[0]!))).text()
    for (const segment of segments(playlist))
      expect(segment).toMatch(/^\/media\/streams\/[a-z]+\/seg\d+\.ts$/)
  })

  it('serves the lobby signage: an image list, a video and an image; the restaurant a stream', async () => {
    const backend = createTestBackend()
    const signage = (await backend.get<DigitalSignage>('/api/get/digitalsignage?location=Lobby')).body
    expect(signage.layouts.map((l) => l.type)).toEqual(['image', 'video', 'image'])
    const images = signage.layouts.find((l) => l.images.includes(','))?.images.split(',') ?? []
    expect(images.length).toBeGreaterThan(1)
    for (const image of images) expect((await backend.fetchRaw(image)).status).toBe(200)
    const video = signage.layouts.find((l) => l.type === 'video')?.url ?? ''
    expect(await (await backend.fetchRaw(video)).text()).toContain('#EXTM3U')
    expect((await backend.get('/api/get/digitalsignage?location=101')).body).toMatchObject({ layouts: [] })
    const restaurant = (await backend.get<DigitalSignage>('/api/get/digitalsignage?location=Restaurant')).body
    expect(restaurant.layouts).toMatchObject([{ type: 'stream' }])
    expect(await (await backend.fetchRaw(restaurant.layouts[0]?.url ?? '')).text()).toContain('#EXTM3U')
  })

  it('answers the recording server stream list and time-shift playlists', async () => {
    const backend = createTestBackend()
    const channel = (await backend.get<Channel[]>('/api/get/channels')).body.find((c) => c.hasDvr)
    const base = channel?.dvr?.url ?? ''
    const list = (
      await backend.get<{ streams: { name: string; dvr_info: { ranges: unknown[] } }[] }>(
        `${base}/flussonic/streamer/api/v3/streams`,
      )
    ).body
    expect(list.streams.map((s) => s.name)).toContain(channel?.dvr?.name)
    const playlist = await backend.fetchRaw(
      `${base}/flussonic/${channel?.dvr?.name}/video-1700000000-3600.m3u8`,
    )
    expect(await playlist.text()).toContain('#EXTINF')
  })
})
