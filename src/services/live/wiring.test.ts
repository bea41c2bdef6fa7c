import { describe, expect, it } from 'vitest'
import { resolveMediaUrl } from './wiring'

describe('media paths', () => {
  const base = async () => 'http://hotel.example/'
  it('resolves origin-relative paths against the backend base URL', async () => {
    await expect(resolveMediaUrl('/media/streams/news/index.m3u8', base)).resolves.toBe(
      'http://hotel.example/media/streams/news/index.m3u8',
    )
  })
  it('leaves URLs with a scheme alone (http, udp multicast, DVB strings)', async () => {
    for (const url of ['https://cdn.example/a.m3u8', 'udp://@239.0.0.1:1234', 'dvb-t://frequency=474000'])
      await expect(resolveMediaUrl(url, base)).resolves.toBe(url)
  })
})
