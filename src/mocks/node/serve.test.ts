import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channel } from '../../api/types'
import { DEFAULT_MAC } from '../fixtures'
import type { DemoBackend } from './serve'
import { startDemoBackend } from './serve'

describe('demo backend over real HTTP', () => {
  let backend: DemoBackend
  beforeAll(async () => {
    backend = await startDemoBackend({ port: 0 })
  })
  afterAll(async () => {
    await backend.close()
  })

  it('listens on loopback and answers the channel list with CORS headers', async () => {
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const response = await fetch(new URL('/api/get/channels', backend.url))
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const channels = (await response.json()) as Channel[]
    expect(channels.length).toBeGreaterThanOrEqual(80)
  })

  it('serves an HLS playlist and its binary segments', async () => {
    const playlist = await fetch(new URL('/media/streams/sports/index.m3u8', backend.url))
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const text = await playlist.text()
    expect(text).toContain('#EXT-X-ENDLIST')
    const segment = await fetch(new URL('/media/streams/sports/seg0.ts', backend.url))
    const bytes = new Uint8Array(await segment.arrayBuffer())
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    // MPEG-TS packets start with the sync byte 0x47
    expect(bytes[0]).toBe(0x47)
  })

  it('reads JSON bodies and answers 404 JSON for unknown paths', async () => {
    const actions = await fetch(new URL('/api/get/actions', backend.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mac: DEFAULT_MAC, guest_id: 5101 }),
    })
    expect(await actions.json()).toEqual([])
    const missing = await fetch(new URL('/nowhere', backend.url))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Not Found' })
  })

  it('answers CORS preflight requests', async () => {
    const response = await fetch(new URL('/api/set/action', backend.url), {
      method: 'OPTIONS',
      headers: {
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,platform-language',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,platform-language')
  })
})
