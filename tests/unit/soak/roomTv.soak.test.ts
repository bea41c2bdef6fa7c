// Issue 20, time: an idle room TV runs seven simulated days on the fake clock. Every day: the front
// desk's SyncData at 04:00 (its weather step failing once, retried a minute later), the wake-up alarm at
// 07:00 (set by a front-desk Alarm action the evening before) powering the TV on to Home and its
// background slideshow, Live with the guide open from 18:00 (the playing channel's guide resyncing at each
// programme end), a film from the hotel CDN at 21:00 (its token renewed every 55 minutes from then on),
// the sleep timer set at 23:00 sending it to standby at 23:30, and the action poll every 30 minutes
// throughout. Whatever the TV holds at the end of the first day — display objects, mirror nodes,
// textures, store listeners, platform listeners, timers, the size of every store — it holds at the end
// of the seventh.
import type { StoreApi } from 'zustand/vanilla'
import { describe, expect, it, vi } from 'vitest'
import type { StageNode } from '../../../scenes/shared/testStage'
import { bootSoakTv, DAY_MS, livingDay } from './schedule'

// the TV window of the list view asks the Pixi application for the canvas; the test stage has none
vi.mock('../../../renderer/video/VideoRect', () => ({ VideoRect: () => null }))
vi.mock('../../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const count = (node: StageNode): number => 1 + node.children.reduce((sum, child) => sum + count(child), 0)

/** the size of a store's state: list lengths and map sizes all the way down (not its texts) */
function sizeOf(value: unknown, depth = 0): number {
  if (depth > 6 || typeof value !== 'object' || value === null) return 1
  const entries = Array.isArray(value) ? value : Object.values(value)
  return entries.reduce<number>((sum, child) => sum + sizeOf(child, depth + 1), 1)
}

/** wraps a store's subscribe so the test can count who listens */
function countListeners(store: StoreApi<unknown>): () => number {
  let listeners = 0
  const subscribe = store.subscribe
  store.subscribe = (listener) => {
    listeners++
    const off = subscribe(listener)
    return () => {
      listeners--
      off()
    }
  }
  return () => listeners
}

describe('a room TV left for a week (issue 20: 7 simulated days)', () => {
  it('holds the same display objects, textures, listeners, timers and store sizes after 7 days as after 1', async () => {
    const tv = await bootSoakTv()
    const stores = {
      hotel: tv.stores.hotel,
      app: tv.stores.app,
      route: tv.stores.route,
      messages: tv.stores.messages,
      live: tv.live.store,
      guide: tv.live.guide.store,
      media: tv.media.store,
      background: tv.background.store,
      alarm: tv.alarm.store,
      sleep: tv.sleep.store,
    } as Record<string, StoreApi<unknown>>
    const listening = Object.values(stores).map((store) => countListeners(store))
    const snapshot = () => ({
      displayObjects: count(tv.scene.stage),
      mirrorNodes: tv.scene.mirror.length,
      textures: tv.textureCount(),
      cache: tv.textures.stats(),
      storeListeners: listening.map((listeners) => listeners()),
      platformListeners: tv.platformListeners(),
      timers: tv.pending(),
      storeSizes: Object.fromEntries(
        Object.entries(stores).map(([name, store]) => [name, sizeOf(store.getState())]),
      ),
      guideEntries: tv.stores.hotel.getState().channels.filter((channel) => tv.live.guide.get(channel.id))
        .length,
      pendingActions: tv.executor.pendingCount(),
      retries: tv.retry.pending(),
      storage: Object.keys(tv.storage.dump()).sort(),
      route: tv.stores.route.getState().current?.path,
      power: tv.stores.app.getState().power,
    })
    await livingDay(tv, 1)
    const afterFirstDay = snapshot()
    const requestsFirstDay = tv.requests.length
    for (let day = 2; day <= 7; day++) await livingDay(tv, day)
    expect(snapshot()).toEqual(afterFirstDay)
    expect(afterFirstDay).toMatchObject({ route: '/home', power: 'standby', pendingActions: 0, retries: [] })

    // it really lived: each day the same calls (boot aside), an alarm, a sleep timer, a sync with a retry
    const perDay = (tv.requests.length - requestsFirstDay) / 6
    expect(perDay).toBeGreaterThan(60)
    expect(tv.count('POST /api/get/actions')).toBe(7 * 48 + 1)
    expect(tv.count('POST /api/get/cdn')).toBeGreaterThanOrEqual(7 * 2)
    expect(tv.count('GET /api/get/epgs')).toBeGreaterThanOrEqual(7 * 2)
    expect(tv.count('GET /api/feeder/weather/')).toBe(1 + 7 * 2)
    expect(tv.daily).toEqual(
      Array.from({ length: 7 }, (_, i) => ({
        day: i + 1,
        rang: 1,
        awake: true,
        slept: 1,
        slides: true,
        played: true,
      })),
    )
    expect(tv.errors.filter((line) => !/weather/i.test(line))).toEqual([])
    expect(tv.clock.now() - tv.start).toBe(7 * DAY_MS)
  }, 120_000)
})
