import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { Config, Guest, Order } from '../../api/types'
import { createOverlayManager } from '../overlays'
import { createFakeFocus } from '../overlays/fakes'
import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MAX_MS } from './constants'
import { createLiveTv, type LiveDeps } from './liveTv'
import { createFakeMedia, flush, lineup, memoryStorage } from './fakes'

const NOW = 1_736_500_000_000
const guest: Guest = {
  id: 5101,
  pms_id: 'PMS-240101',
  name: 'Emma',
  surname: 'Schneider',
  additional: null,
  language: 'en_US',
  welcome: true,
}

type SetupPatch = {
  config?: Config
  orders?: Order[]
  guest?: Guest | null
  lastTuned?: number | null
  fetchJson?: LiveDeps['fetchJson']
  deviceType?: string
  channels?: LiveDeps['channels']
}

function setup(patch: SetupPatch = {}) {
  const clock = createFakeClock(NOW)
  const media = createFakeMedia()
  const overlays = createOverlayManager({ clock, focus: createFakeFocus() })
  const storage = memoryStorage()
  let orders = patch.orders ?? []
  const api = {
    getEpg: vi.fn(async () => ({})),
    getOrders: vi.fn(async () => orders),
    addOrder: vi.fn(async (order: Order) => {
      orders = [...orders, { action: order.action, description: order.description }]
      return true
    }),
    setFavorite: vi.fn(async () => true),
    updateDeviceProperty: vi.fn(async () => true),
    getRecords: vi.fn(async () => []),
    setRecords: vi.fn(async () => true),
  }
  const notify = vi.fn()
  const deps: LiveDeps = {
    clock,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    media,
    api: api as unknown as LiveDeps['api'],
    signal: () => undefined,
    channels: patch.channels ?? lineup,
    config: () => patch.config ?? { channel_pin_code_behaviour: '0' },
    guest: () => (patch.guest === undefined ? guest : patch.guest),
    device: () => ({
      mac: '02:00:00:00:01:01',
      ip: '10.0.0.7',
      type: patch.deviceType ?? 'universal',
      lastTuned: patch.lastTuned ?? null,
    }),
    overlays,
    t: (key) => key,
    storage,
    fetchJson: patch.fetchJson ?? vi.fn(async () => ({})),
    resolveUrl: async (path) => `http://backend${path}`,
    notify,
  }
  const live = createLiveTv(deps)
  /** runs the overlay open delay and answers the open interact */
  const answer = async (outcome: 'confirmed' | 'cancelled', value?: unknown) => {
    clock.advance(200)
    await flush()
    expect(overlays.current('interact')).toBeDefined()
    overlays.close('interact', outcome, value)
    await flush()
  }
  return { clock, media, overlays, storage, api, live, answer, notify }
}

const route = (
  patch: Partial<{ category: string; section: 'home' | 'list' | 'osd'; channelId: number | null }> = {},
) => ({
  category: 'all',
  section: 'home' as const,
  channelId: null,
  ...patch,
})

describe('entering live', () => {
  it('tunes the route channel at once, else the last tuned one, else the first', async () => {
    const a = setup({ lastTuned: 2 })
    a.live.enter(route({ channelId: 4 }))
    await flush()
    expect(a.media.played).toEqual(['http://backend/media/streams/news/index.m3u8'])
    expect(a.live.store.getState().current?.id).toBe(4)
    const b = setup({ lastTuned: 2 })
    b.live.enter(route())
    await flush()
    expect(b.live.store.getState().current?.id).toBe(2)
    const c = setup()
    c.live.enter(route({ section: 'list' }))
    await flush()
    expect(c.live.store.getState()).toMatchObject({ view: 'list', index: 0 })
    expect(c.live.store.getState().current?.id).toBe(1)
  })

  it('a known category from the route is single mode; an unknown one shows all channels', async () => {
    const { live } = setup()
    live.enter(route({ category: 'news' }))
    expect(live.store.getState()).toMatchObject({ single: true, category: 'news' })
    expect(live.store.getState().channels.map((c) => c.id)).toEqual([4, 5])
    live.enter(route({ category: 'cooking' }))
    expect(live.store.getState()).toMatchObject({ single: false, category: 'all' })
  })

  it('a private channel asked for by id plays inside its own category', async () => {
    const { live } = setup()
    live.enter(route({ channelId: 6 }))
    await flush()
    expect(live.store.getState().channels.map((c) => c.id)).toEqual([6])
    expect(live.store.getState().current?.id).toBe(6)
  })
})

describe('channel switching', () => {
  it('up/down waits 1000 ms before tuning; a second press restarts the wait', async () => {
    const { live, media, clock } = setup()
    live.enter(route({ channelId: 1 }))
    await flush()
    live.step(1)
    clock.advance(600)
    live.step(1)
    clock.advance(999)
    await flush()
    expect(media.played).toHaveLength(1)
    clock.advance(1)
    await flush()
    expect(media.played).toHaveLength(2)
    expect(live.store.getState().current?.id).toBe(3)
  })

  it('an instant change tunes at once', async () => {
    const { live, media } = setup()
    live.enter(route({ channelId: 1 }))
    await flush()
    live.step(1, { instant: true })
    await flush()
    expect(media.played).toHaveLength(2)
    expect(live.store.getState().current?.id).toBe(2)
    live.step(-2, { instant: true })
    await flush()
    expect(live.store.getState().current?.id).toBe(8) // wraps to the last of the list
  })

  it('saves last_tuned_channel_id to the device 5 s after a change (once, for the last one)', async () => {
    const { live, api, clock } = setup()
    live.enter(route({ channelId: 1 }))
    await flush()
    live.select(2)
    await flush()
    clock.advance(4999)
    expect(api.updateDeviceProperty).not.toHaveBeenCalled()
    clock.advance(1)
    expect(api.updateDeviceProperty).toHaveBeenCalledTimes(1)
    expect(api.updateDeviceProperty).toHaveBeenCalledWith({
      mac: '02:00:00:00:01:01',
      last_tuned_channel_id: 3,
    })
  })
})

describe('PIN channels', () => {
  it('asks for the PIN and plays after the right one', async () => {
    const { live, media, answer, clock, overlays } = setup({
      orders: [{ action: 'Channel', description: 'Adult Pack' }],
    })
    live.enter(route({ channelId: 7 }))
    await flush()
    expect(live.store.getState().status).toBe('pin')
    expect(media.played).toEqual([])
    clock.advance(200)
    await flush()
    // the PIN is typed hidden, as the service menu's
    expect(overlays.current('interact')?.request).toMatchObject({
      fields: [{ id: 'pin', secret: true }],
    })
    await answer('confirmed', { pin: '1234' })
    await answer('confirmed', { pin: '0000' })
    clock.advance(0)
    await flush()
    expect(live.store.getState().status).toBe('playing')
    expect(media.played).toHaveLength(1)
  })

  it('cancel cancels playback', async () => {
    const { live, media, answer } = setup({ orders: [{ action: 'Channel', description: 'Adult Pack' }] })
    live.enter(route({ channelId: 7 }))
    await flush()
    await answer('cancelled')
    expect(live.store.getState().status).toBe('cancelled')
    expect(media.played).toEqual([])
  })

  it('without the setting no PIN is asked', async () => {
    const { live, media } = setup({ config: {}, orders: [{ action: 'Channel', description: 'Adult Pack' }] })
    live.enter(route({ channelId: 7 }))
    await flush()
    expect(media.played).toHaveLength(1)
  })
})

describe('playing', () => {
  it('a live channel plays with looping on: a stream that ends is played again (found by the soak)', async () => {
    const { live, media } = setup()
    live.enter(route({ channelId: 1 }))
    await flush()
    expect(media.play).toHaveBeenLastCalledWith(expect.stringContaining('/media/streams/'), { loop: true })
  })
})

describe('the played URI (portal spec §5, adapters spec playmore)', () => {
  const withFree = () =>
    lineup().map((c) => (c.id === 1 ? { ...c, channel_free_uri: '/media/streams/free-1/index.m3u8' } : c))
  it('a playmore device plays the free URI if the channel has one, else the channel URI', async () => {
    for (const deviceType of ['playmore', 'playmoreatv']) {
      const { live, media } = setup({ deviceType, channels: withFree })
      live.enter(route({ channelId: 1 }))
      await flush()
      expect(media.played).toEqual(['http://backend/media/streams/free-1/index.m3u8'])
      live.enter(route({ channelId: 2 }))
      await flush()
      expect(media.played.at(-1)).toBe('http://backend/media/streams/news/index.m3u8')
    }
  })
  it('other devices play the channel URI', async () => {
    const { live, media } = setup({ deviceType: 'tizen', channels: withFree })
    live.enter(route({ channelId: 1 }))
    await flush()
    expect(media.played).toEqual(['http://backend/media/streams/news/index.m3u8'])
  })
})

describe('a channel that failed plays again by itself (not in the spec)', () => {
  const failing = (media: ReturnType<typeof createFakeMedia>, times: number) => {
    let left = times
    media.play = vi.fn(async (source: string) => {
      media.played.push(source)
      if (left-- > 0) {
        media.store.setState({ state: 'error', source, url: source, error: 'Media is not available...' })
        throw new Error('Media is not available...')
      }
      media.store.setState({ state: 'playing', source, url: source, error: null })
    })
  }

  it(`a channel that does not start is tried again after ${LIVE_RETRY_FIRST_MS} ms, then twice as long each time up to ${LIVE_RETRY_MAX_MS} ms`, async () => {
    const { live, media, clock } = setup()
    failing(media, 4)
    live.enter(route({ channelId: 1 }))
    await flush()
    expect(live.store.getState()).toMatchObject({ status: 'error', error: 'Media is not available...' })
    const waits = [LIVE_RETRY_FIRST_MS, LIVE_RETRY_FIRST_MS * 2, LIVE_RETRY_FIRST_MS * 4, LIVE_RETRY_MAX_MS]
    for (const [attempt, wait] of waits.entries()) {
      expect(media.played).toHaveLength(attempt + 1)
      clock.advance(Math.min(wait, LIVE_RETRY_MAX_MS) - 1)
      await flush()
      expect(media.played).toHaveLength(attempt + 1)
      clock.advance(1)
      await flush()
    }
    expect(media.played).toHaveLength(5)
    expect(live.store.getState()).toMatchObject({ status: 'playing', error: null })
    // nothing more is scheduled once it plays
    clock.advance(LIVE_RETRY_MAX_MS * 2)
    await flush()
    expect(media.played).toHaveLength(5)
  })

  it('a stream that breaks while it plays shows the error (not a black picture) and plays again', async () => {
    const { live, media, clock } = setup()
    live.enter(route({ channelId: 1 }))
    await flush()
    const source = media.played[0] ?? ''
    media.store.setState({ state: 'error', error: 'Request timeout!' })
    expect(live.store.getState()).toMatchObject({ status: 'error', error: 'Request timeout!' })
    clock.advance(LIVE_RETRY_FIRST_MS)
    await flush()
    expect(media.played).toEqual([source, source])
    expect(live.store.getState()).toMatchObject({ status: 'playing', error: null })
  })

  it('no retry once the guest tuned another channel or left the screen', async () => {
    const { live, media, clock } = setup()
    failing(media, 10)
    live.enter(route({ channelId: 1 }))
    await flush()
    live.select(1)
    await flush()
    const afterTune = media.played.length
    // the new channel's own failure schedules its own retry; the old one's never fires
    live.leave()
    clock.advance(LIVE_RETRY_MAX_MS * 4)
    await flush()
    expect(media.played).toHaveLength(afterTune)
  })

  it('other media playing when the retry is due (a popup video) keeps the picture; the channel waits', async () => {
    const { live, media, clock } = setup()
    failing(media, 1)
    live.enter(route({ channelId: 1 }))
    await flush()
    media.store.setState({ state: 'playing', source: 'http://backend/popup.m3u8', error: null })
    clock.advance(LIVE_RETRY_FIRST_MS)
    await flush()
    expect(media.played).toHaveLength(1)
    expect(live.store.getState().status).toBe('error')
    // the popup's video ends: the next try plays the channel
    media.store.setState({ state: 'stopped', source: 'http://backend/popup.m3u8' })
    clock.advance(LIVE_RETRY_FIRST_MS * 2)
    await flush()
    expect(media.played).toHaveLength(2)
    expect(live.store.getState().status).toBe('playing')
  })
})

describe('purchases', () => {
  it('a priced channel not owned is locked and does not play', async () => {
    const { live, media } = setup()
    live.enter(route({ channelId: 8 }))
    await flush()
    expect(live.store.getState().status).toBe('locked')
    expect(media.played).toEqual([])
  })

  it('Buy confirms, sends the order, refetches orders, plays and opens the guide', async () => {
    const { live, media, api, answer } = setup({ config: { 'view_currency.view_currency': '€' } })
    live.enter(route({ channelId: 8 }))
    await flush()
    const bought = live.buy()
    await answer('confirmed')
    await expect(bought).resolves.toBe(true)
    expect(api.addOrder).toHaveBeenCalledWith({
      action: 'Channel',
      description: 'Sports Pack',
      guest_id: 5101,
      guest_pms: 'PMS-240101',
    })
    expect(api.getOrders).toHaveBeenCalledTimes(2)
    expect(live.store.getState()).toMatchObject({ status: 'playing', view: 'list' })
    expect(media.played).toHaveLength(1)
  })

  it('a declined confirmation orders nothing', async () => {
    const { live, api, answer } = setup()
    live.enter(route({ channelId: 8 }))
    await flush()
    const bought = live.buy()
    await answer('cancelled')
    await expect(bought).resolves.toBe(false)
    expect(api.addOrder).not.toHaveBeenCalled()
  })

  it('orders that could not be fetched are asked again before Buy sells (found by the fault matrix)', async () => {
    const { live, api, media, overlays } = setup({
      orders: [{ action: 'Channel', description: 'Sports Pack' }],
    })
    api.getOrders.mockRejectedValueOnce(new Error('GET /api/get/orders failed with status 503'))
    live.enter(route({ channelId: 8 }))
    await flush()
    expect(live.store.getState().status).toBe('locked')
    await expect(live.buy()).resolves.toBe(true)
    expect(overlays.current('interact')).toBeUndefined()
    expect(api.addOrder).not.toHaveBeenCalled()
    expect(media.played).toHaveLength(1)
  })

  it("orders still unknown: Buy says 'Something went wrong.' and sends no order (found by the fault matrix)", async () => {
    const { live, api, notify } = setup()
    api.getOrders.mockRejectedValue(new Error('GET /api/get/orders failed with status 503'))
    live.enter(route({ channelId: 8 }))
    await flush()
    await expect(live.buy()).resolves.toBe(false)
    expect(notify).toHaveBeenCalledWith('cms.orderFailed', 'danger')
    expect(api.addOrder).not.toHaveBeenCalled()
  })

  it("an order taken but still not owned says 'Something went wrong.' (found by the fault matrix)", async () => {
    const { live, api, answer, notify } = setup()
    api.addOrder.mockResolvedValueOnce(true)
    live.enter(route({ channelId: 8 }))
    await flush()
    const bought = live.buy()
    await answer('confirmed')
    await expect(bought).resolves.toBe(false)
    expect(notify).toHaveBeenCalledWith('cms.orderFailed', 'danger')
    expect(live.store.getState().status).toBe('locked')
  })

  it("no guest: Buy says you can't order without check-in and asks no price (portal spec §5, §6)", async () => {
    const { live, api, overlays, notify } = setup({ guest: null })
    live.enter(route({ channelId: 8 }))
    await flush()
    expect(live.store.getState().status).toBe('locked')
    await expect(live.buy()).resolves.toBe(false)
    expect(overlays.current('interact')).toBeUndefined()
    expect(notify).toHaveBeenCalledWith('cms.needCheckIn', 'warning')
    expect(api.addOrder).not.toHaveBeenCalled()
  })

  it('no guest: orders are not requested', async () => {
    const { live, api } = setup({ guest: null })
    live.enter(route())
    await flush()
    expect(api.getOrders).not.toHaveBeenCalled()
  })
})

describe('categories and search', () => {
  it('choosing a category clears search; the same category again moves to the list', async () => {
    const { live } = setup()
    live.enter(route({ section: 'osd' }))
    live.setSearch('bos')
    live.chooseCategory('news')
    expect(live.store.getState()).toMatchObject({ search: '', category: 'news' })
    expect(live.store.getState().view).toBe('osd')
    live.chooseCategory('news')
    expect(live.store.getState().view).toBe('list')
  })

  it('typing a search clears the category', () => {
    const { live } = setup()
    live.enter(route())
    live.chooseCategory('news')
    live.setSearch('arena')
    expect(live.store.getState()).toMatchObject({ category: 'all', search: 'arena' })
    expect(live.store.getState().channels.map((c) => c.id)).toEqual([8])
  })
})

describe('favourites', () => {
  it('are stored per guest under __store and sent to the server', async () => {
    const { live, storage, api } = setup()
    live.enter(route({ channelId: 1 }))
    await flush()
    expect(live.toggleFavourite()).toBe(true)
    expect(JSON.parse(storage.getItem('__store') ?? '{}')).toEqual({ favourites: { '5101': [1] } })
    expect(api.setFavorite).toHaveBeenCalledWith({ guest_id: 5101, channel_id: 1, action: 'add' })
    live.toggleFavourite()
    expect(api.setFavorite).toHaveBeenLastCalledWith({ guest_id: 5101, channel_id: 1, action: 'remove' })
  })

  it('the favourites category resets to all when the last favourite is removed', async () => {
    const { live } = setup()
    live.enter(route({ channelId: 1 }))
    await flush()
    live.toggleFavourite()
    live.chooseCategory('favorites')
    expect(live.store.getState().channels.map((c) => c.id)).toEqual([1])
    live.toggleFavourite()
    expect(live.store.getState().category).toBe('all')
    expect(live.store.getState().channels).toHaveLength(6)
  })

  it('a guest change shows the new guest favourites; none left resets the list to all (portal spec §4)', async () => {
    const patch: SetupPatch = {}
    const { live, storage } = setup(patch)
    storage.setItem('__store', JSON.stringify({ favourites: { '5101': [1, 2], '6202': [4] } }))
    live.enter(route({ category: 'favorites', section: 'list', channelId: 1 }))
    await flush()
    expect(live.store.getState().channels.map((c) => c.id)).toEqual([1, 2])
    // check-out, check-in of the next guest: the previous guest's favourites leave the screen
    patch.guest = { ...guest, id: 6202, pms_id: 'PMS-240202' }
    live.resetSession()
    expect(live.store.getState()).toMatchObject({ category: 'favorites', favourites: [4] })
    expect(live.store.getState().channels.map((c) => c.id)).toEqual([4])
    // a room without a guest has no favourites: the favourites category resets to all
    patch.guest = null
    live.resetSession()
    expect(live.store.getState()).toMatchObject({ category: 'all', favourites: [] })
    expect(live.store.getState().channels.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 8])
    expect(live.store.getState().index).toBe(0)
  })

  it('need a guest and are not offered on private channels', async () => {
    expect(setup({ guest: null }).live.toggleFavourite(lineup()[0]!)).toBe(false)
    expect(setup().live.toggleFavourite(lineup()[5]!)).toBe(false)
  })
})

describe('recordings and DVR', () => {
  it('a record request goes to /api/set/records', async () => {
    const { live, api, notify } = setup()
    live.enter(route({ channelId: 4 }))
    await flush()
    await expect(live.record(45)).resolves.toBe(true)
    expect(api.setRecords).toHaveBeenCalledWith(expect.objectContaining({ id: 4, duration: 2700, state: 0 }))
    expect(notify).toHaveBeenCalledWith('live.recordRequested', 'success')
  })

  it("a failed record request says 'Something went wrong.', not the request's message (found by the fault matrix)", async () => {
    const { live, api, notify } = setup()
    api.setRecords.mockRejectedValueOnce(new Error('POST /api/set/records: response is not JSON'))
    live.enter(route({ channelId: 4 }))
    await flush()
    await expect(live.record(45)).resolves.toBe(false)
    expect(notify).toHaveBeenCalledWith('cms.orderFailed', 'danger')
    expect(notify).not.toHaveBeenCalledWith(expect.stringContaining('/api/'), expect.anything())
  })

  it('Start Over plays the DVR URL of the running programme', async () => {
    const ranges = [{ from: NOW / 1000 - 3600, duration: 3600 }]
    const { live, media } = setup({
      fetchJson: async () => ({ streams: [{ name: 'ch4-news', dvr_info: { ranges } }] }),
    })
    live.enter(route({ channelId: 4 }))
    await flush()
    const channel = live.store.getState().current!
    const running = { start: NOW - 10 * 60_000, end: NOW + 20 * 60_000, title: 'News' }
    const young = { start: NOW - 60_000, end: NOW + 20 * 60_000, title: 'Just begun' }
    await live.loadDvr(channel)
    expect(live.canStartOver(channel, running)).toBe(true)
    expect(live.canStartOver(channel, young)).toBe(false)
    await expect(live.playDvr(channel, young)).resolves.toBe(false)
    await expect(live.playDvr(channel, running)).resolves.toBe(true)
    const start = Math.floor(running.start / 1000)
    expect(media.played.at(-1)).toBe(`http://backend/media/dvr/flussonic/ch4-news/video-${start}-1800.m3u8`)
    expect(live.store.getState().dvr?.program).toEqual(running)
  })

  it('Watch and Start Over on a priced channel not owned show the purchase panel and play nothing (portal spec §5)', async () => {
    const ranges = [{ from: NOW / 1000 - 7200, duration: 7200 }]
    const { live, media } = setup({
      fetchJson: async () => ({ streams: [{ name: 'ch8-sports', dvr_info: { ranges } }] }),
    })
    live.enter(route({ channelId: 1 }))
    await flush()
    const played = media.played.length
    const sports = {
      ...lineup()[7]!,
      hasDvr: true,
      dvr: { name: 'ch8-sports', url: '/media/dvr', duration: 7200, from: 0 },
    }
    const running = { start: NOW - 10 * 60_000, end: NOW + 20 * 60_000, title: 'Derby' }
    const finished = { start: NOW - 3600_000, end: NOW - 1800_000, title: 'Earlier' }
    await live.loadDvr(sports)
    // not offered
    expect(live.canStartOver(sports, running)).toBe(false)
    expect(live.canWatch(sports, finished)).toBe(false)
    await expect(live.playDvr(sports, running)).resolves.toBe(false)
    await expect(live.playDvr(sports, finished)).resolves.toBe(false)
    expect(media.played).toHaveLength(played)
    expect(live.store.getState()).toMatchObject({ status: 'locked', view: 'home', dvr: null })
    expect(live.store.getState().current?.id).toBe(8)
  })

  it('Start Over on a PIN channel asks the PIN: cancelled plays nothing, the right PIN plays (portal spec §5)', async () => {
    const ranges = [{ from: NOW / 1000 - 7200, duration: 7200 }]
    const { live, media, answer } = setup({
      orders: [{ action: 'Channel', description: 'Adult Pack' }],
      fetchJson: async () => ({ streams: [{ name: 'ch7-late', dvr_info: { ranges } }] }),
    })
    live.enter(route({ channelId: 1 }))
    await flush()
    const played = media.played.length
    const late = {
      ...lineup()[6]!,
      hasDvr: true,
      dvr: { name: 'ch7-late', url: '/media/dvr', duration: 7200, from: 0 },
    }
    const running = { start: NOW - 10 * 60_000, end: NOW + 20 * 60_000, title: 'Late show' }
    await live.loadDvr(late)
    const cancelled = live.playDvr(late, running)
    await flush()
    expect(live.store.getState().status).toBe('pin')
    await answer('cancelled')
    await expect(cancelled).resolves.toBe(false)
    expect(media.played).toHaveLength(played)
    expect(live.store.getState()).toMatchObject({ status: 'cancelled', dvr: null })

    const wrongThenRight = live.playDvr(late, running)
    await flush()
    await answer('confirmed', { pin: '1234' })
    expect(media.played).toHaveLength(played)
    await answer('confirmed', { pin: '0000' })
    await expect(wrongThenRight).resolves.toBe(true)
    const start = Math.floor(running.start / 1000)
    expect(media.played.at(-1)).toBe(`http://backend/media/dvr/flussonic/ch7-late/video-${start}-1800.m3u8`)
    expect(live.store.getState()).toMatchObject({ status: 'playing' })
    expect(live.store.getState().dvr?.program).toEqual(running)
  })

  it('stopping a DVR stream asks to return to live, then plays the channel again', async () => {
    const ranges = [{ from: NOW / 1000 - 7200, duration: 7200 }]
    const { live, media, answer } = setup({
      fetchJson: async () => ({ streams: [{ name: 'ch4-news', dvr_info: { ranges } }] }),
    })
    live.enter(route({ channelId: 4 }))
    await flush()
    const channel = live.store.getState().current!
    await live.playDvr(channel, { start: NOW - 3600_000, end: NOW - 1800_000, title: 'Earlier' })
    const back = live.returnToLive()
    await answer('confirmed')
    await expect(back).resolves.toBe(true)
    expect(live.store.getState().dvr).toBeNull()
    expect(media.played.at(-1)).toBe('http://backend/media/streams/news/index.m3u8')
  })

  it('a recording plays from the records path and stop asks to return to live', async () => {
    const { live, media, answer } = setup()
    live.enter(route({ channelId: 1 }))
    await flush()
    const record = {
      id: 1,
      proc_id: 'a',
      title: 'A',
      start: 0,
      duration: 60,
      state: 2 as const,
      resource_mp4: 'a-news.m3u8',
      source: 's',
      pms_id: 'PMS-240101',
    }
    await expect(live.playRecord(record)).resolves.toBe(true)
    expect(media.played.at(-1)).toBe('http://backend/media/records/videos/PMS-240101/a-news.m3u8')
    expect(live.store.getState().record).toEqual(record)
    const back = live.returnToLive()
    await answer('confirmed')
    await expect(back).resolves.toBe(true)
    expect(live.store.getState().record).toBeNull()
  })

  it('My Records keeps completed records only', async () => {
    const { live, api } = setup()
    api.getRecords.mockResolvedValueOnce([
      {
        id: 1,
        proc_id: 'a',
        title: 'A',
        start: 0,
        duration: 60,
        state: 2,
        resource_mp4: 'a.m3u8',
        source: 's',
        pms_id: 'P',
      },
      {
        id: 1,
        proc_id: 'b',
        title: 'B',
        start: 0,
        duration: 60,
        state: 1,
        resource_mp4: 'b.m3u8',
        source: 's',
        pms_id: 'P',
      },
    ] as never)
    await live.openRecords()
    expect(live.store.getState().records.map((r) => r.proc_id)).toEqual(['a'])
    expect(live.store.getState().view).toBe('records')
  })
})
