import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../testing/backend'

describe('subtitled demo streams (issue 12)', () => {
  it('a master playlist lists the English and Arabic subtitle tracks beside the stream', async () => {
    const backend = createTestBackend()
    const master = await (await backend.fetchRaw('/media/streams/news/subtitled.m3u8')).text()
    expect(master).toContain('TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en"')
    expect(master).toContain('NAME="العربية",LANGUAGE="ar"')
    expect(master).toContain('/media/streams/news/index.m3u8')
  })

  it('each track is a playlist of one WebVTT file', async () => {
    const backend = createTestBackend()
    const playlist = await (await backend.fetchRaw('/media/streams/news/subs-ar.m3u8')).text()
    expect(playlist).toContain('/media/streams/news/subs-ar.vtt')
    const vtt = await backend.fetchRaw('/media/streams/news/subs-ar.vtt')
    expect(vtt.headers.get('content-type')).toContain('text/vtt')
    expect(await vtt.text()).toMatch(/^WEBVTT\n\n00:00\.000 --> 00:08\.000\nأهلاً/)
  })

  it('a film’s subtitles last the whole film (24 s, the VOD demo film with captions)', async () => {
    const backend = createTestBackend()
    const master = await (await backend.fetchRaw('/media/streams/film-a/subtitled.m3u8')).text()
    expect(master).toContain('/media/streams/film-a/index.m3u8')
    const vtt = await (await backend.fetchRaw('/media/streams/film-a/subs-en.vtt')).text()
    expect(vtt).toMatch(/^WEBVTT\n\n00:00\.000 --> 00:24\.000\nWelcome/)
    const films = (await (await backend.fetchRaw('/api/get/vods')).json()) as Array<{ url: string }>
    expect(films.filter((film) => film.url.endsWith('/subtitled.m3u8'))).toHaveLength(1)
  })

  it('the stream’s own files are still served, and unknown streams are not found', async () => {
    const backend = createTestBackend()
    expect((await backend.fetchRaw('/media/streams/news/index.m3u8')).status).toBe(200)
    expect((await backend.fetchRaw('/media/streams/nowhere/subtitled.m3u8')).status).toBe(404)
    expect((await backend.fetchRaw('/media/streams/news/subs-fr.vtt')).status).toBe(404)
  })
})
