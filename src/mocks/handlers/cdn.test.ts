import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../testing/backend'

// portal spec §7 POST /api/get/cdn: driver (medianova or flussonic), expire, name for flussonic streams.
describe('demo backend: CDN tokens per driver', () => {
  it('answers medianova and flussonic tokens that differ by driver, expiry and stream name', async () => {
    const backend = createTestBackend()
    const medianova = (await backend.post('/api/get/cdn', { driver: 'medianova', expire: 1747218600 })).body
    const sport = (
      await backend.post('/api/get/cdn', { driver: 'flussonic', expire: 1747218600, name: 'sport' })
    ).body
    const news = (
      await backend.post('/api/get/cdn', { driver: 'flussonic', expire: 1747218600, name: 'news' })
    ).body
    expect(medianova).toEqual({
      tokenLarge: expect.stringMatching(/^medianova-large-/),
      tokenLive: expect.any(String),
    })
    expect(sport).toEqual({
      tokenLarge: expect.stringMatching(/^flussonic-large-/),
      tokenLive: expect.any(String),
    })
    expect(sport).not.toEqual(news)
    const later = (await backend.post('/api/get/cdn', { driver: 'medianova', expire: 1747222200 })).body
    expect(later).not.toEqual(medianova)
  })

  it('refuses an unknown driver, a missing expiry and a flussonic token without a stream name', async () => {
    const backend = createTestBackend()
    expect((await backend.post('/api/get/cdn', { driver: 'akamai', expire: 1 })).status).toBe(400)
    expect((await backend.post('/api/get/cdn', { driver: 'medianova' })).status).toBe(400)
    expect((await backend.post('/api/get/cdn', { driver: 'flussonic', expire: 1 })).status).toBe(400)
  })
})
