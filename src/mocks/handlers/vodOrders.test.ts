import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { WireVodItem } from '../fixtures'
import type { VodPurchase } from '../state'
import { DEFAULT_ASSETS_DIR } from './files'
import { createTestBackend } from '../testing/backend'

const ROOM_101_GUEST = 5101

describe('VOD orders (portal spec §3 Order, §7)', () => {
  it('a Vod order unlocks the film and shows in the front desk activity with room and title', async () => {
    const backend = createTestBackend()
    const reply = await backend.post('/api/set/order', {
      action: 'Vod',
      description: '1003',
      guest_id: ROOM_101_GUEST,
      guest_pms: null,
    })
    expect(reply.status).toBe(200)
    expect((await backend.get(`/api/get/orders?guest_id=${ROOM_101_GUEST}`)).body).toContainEqual({
      action: 'Vod',
      description: '1003',
    })
    const activity = (await backend.get<{ vodOrders: VodPurchase[] }>('/frontdesk/api/activity')).body
    expect(activity.vodOrders).toEqual([
      expect.objectContaining({ guest_id: ROOM_101_GUEST, room: '101', vod_id: 1003, title: 'Kitchen Wars' }),
    ])
  })

  it('an order for a film the hotel does not have is refused and not shown', async () => {
    const backend = createTestBackend()
    const reply = await backend.post('/api/set/order', {
      action: 'Vod',
      description: '999999',
      guest_id: ROOM_101_GUEST,
    })
    expect(reply.status).toBe(404)
    const activity = (await backend.get<{ vodOrders: VodPurchase[] }>('/frontdesk/api/activity')).body
    expect(activity.vodOrders).toEqual([])
  })
})

describe('the demo films (issue 13)', () => {
  it('every film and trailer points at a committed stream, one film is an MP4', async () => {
    const films = (await createTestBackend().get<WireVodItem[]>('/api/get/vods')).body
    expect(films.length).toBeGreaterThanOrEqual(30)
    for (const film of films) {
      for (const url of [film.url, film.trailer ?? '']) {
        // a subtitled master playlist is written on request (handlers/subtitles.ts) over the committed stream
        const file = url.replace(/^\/media\//, '').replace(/\/subtitled\.m3u8$/, '/index.m3u8')
        expect({ url, exists: existsSync(join(DEFAULT_ASSETS_DIR, file)) }).toEqual({ url, exists: true })
      }
    }
    expect(films.filter((film) => film.url.endsWith('.mp4'))).toHaveLength(1)
    expect(films.filter((film) => film.pin !== null).length).toBeGreaterThanOrEqual(1)
    expect(new Set(films.map((film) => film.category)).size).toBeGreaterThanOrEqual(5)
  })
})
