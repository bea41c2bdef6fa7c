// portal spec §2 Live TV: the OSD's guide up/down navigation, on the fake clock.
import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { Order, Program } from '../../api/types'
import { createOverlayManager } from '../overlays'
import { createFakeFocus } from '../overlays/fakes'
import { createLiveTv, type LiveDeps } from './liveTv'
import { createFakeMedia, flush, lineup, memoryStorage } from './fakes'
import { OSD_BROWSE_RESET_MS, osdStepIndex } from './osdBrowse'
import { guest } from '../session/fixtures'

const NOW = 1_736_500_000_000
const MIN = 60_000
const PROGRAMS: Program[] = [
  { start: NOW - 120 * MIN, end: NOW - 60 * MIN, title: 'Morning' },
  { start: NOW - 60 * MIN, end: NOW - 30 * MIN, title: 'Earlier' },
  { start: NOW - 30 * MIN, end: NOW + 30 * MIN, title: 'Running' },
  { start: NOW + 30 * MIN, end: NOW + 90 * MIN, title: 'Later' },
]
/** the recording server keeps the last 90 minutes: Earlier can be watched, Morning not */
const RANGES = [{ from: NOW / 1000 - 90 * 60, duration: 90 * 60 }]

function setup(options: { orders?: Order[]; programs?: Program[] } = {}) {
  const clock = createFakeClock(NOW)
  const media = createFakeMedia()
  const overlays = createOverlayManager({ clock, focus: createFakeFocus() })
  const programs = options.programs ?? PROGRAMS
  const deps: LiveDeps = {
    clock,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    media,
    api: {
      getEpg: vi.fn(async () => ({ 'bosphorus-tv.tr': programs })),
      getOrders: vi.fn(async () => options.orders ?? []),
      addOrder: vi.fn(async () => true),
      setFavorite: vi.fn(async () => true),
      updateDeviceProperty: vi.fn(async () => true),
      getRecords: vi.fn(async () => []),
      setRecords: vi.fn(async () => true),
    } as unknown as LiveDeps['api'],
    signal: () => undefined,
    channels: () =>
      lineup().map((c) =>
        c.id === 8 || c.id === 7
          ? { ...c, hasDvr: true, dvr: { name: `ch${c.id}`, url: '/media/dvr', duration: 5400, from: 0 } }
          : c,
      ),
    config: () => ({ channel_pin_code_behaviour: '0' }),
    guest: () => guest({ welcome: true }),
    device: () => ({ mac: '02:00:00:00:01:01', ip: '10.0.0.7', type: 'universal', lastTuned: null }),
    overlays,
    t: (key) => key,
    storage: memoryStorage(),
    fetchJson: vi.fn(async () => ({
      streams: ['ch4-news', 'ch7', 'ch8'].map((name) => ({ name, dvr_info: { ranges: RANGES } })),
    })),
    resolveUrl: async (path) => `http://backend${path}`,
    notify: vi.fn(),
  }
  const live = createLiveTv(deps)
  /** the OSD open on `channelId`, its guide and DVR ranges read (as the OSD does when it opens) */
  const open = async (channelId: number) => {
    live.enter({ category: 'all', section: 'osd', channelId })
    await flush()
    const channel = live.store.getState().current!
    if (channel.hasDvr) await live.loadDvr(channel)
    return channel
  }
  const browsed = () => {
    const channel = live.store.getState().current!
    return live.osd.browsed(channel)?.program.title ?? 'playing'
  }
  return { clock, media, overlays, live, open, browsed }
}

describe('the OSD browses the tuned channel’s guide with up/down', () => {
  it('down shows the next programmes, up the previous ones, stopping at the ends (no wrap)', async () => {
    const { live, open, browsed } = setup()
    const channel = await open(1)
    expect(browsed()).toBe('playing')
    expect(live.osd.step(1)).toBe(true)
    expect(browsed()).toBe('Later')
    expect(live.osd.browsed(channel)?.relation).toBe('later')
    // the end of the guide data: the key is taken, nothing moves
    expect(live.osd.step(1)).toBe(true)
    expect(browsed()).toBe('Later')
    live.osd.step(-1)
    expect(browsed()).toBe('playing')
    expect(live.osd.store.getState()).toEqual({ channelId: null, start: null })
    live.osd.step(-1)
    expect(browsed()).toBe('Earlier')
    expect(live.osd.browsed(channel)?.relation).toBe('earlier')
    live.osd.step(-1)
    expect(browsed()).toBe('Morning')
    expect(live.osd.step(-1)).toBe(true)
    expect(browsed()).toBe('Morning')
    // the channel did not change
    expect(live.store.getState()).toMatchObject({ view: 'osd', status: 'playing' })
    expect(live.store.getState().current?.id).toBe(1)
  })

  it('takes no keys when the OSD is not open; the dummy guide has nothing to browse', async () => {
    const { live, open, browsed } = setup({ programs: [] })
    await open(1)
    expect(live.osd.step(1)).toBe(true)
    expect(browsed()).toBe('playing')
    live.setView('home')
    expect(live.osd.step(1)).toBe(false)
  })

  it('between programmes, down is the first to come and up the last finished', () => {
    const gap = [PROGRAMS[1]!, PROGRAMS[3]!]
    expect(osdStepIndex(gap, NOW, null, null, 1)).toBe(1)
    expect(osdStepIndex(gap, NOW, null, null, -1)).toBe(0)
    expect(osdStepIndex([], NOW, null, null, 1)).toBeNull()
    // a DVR programme playing is the starting point
    expect(osdStepIndex(PROGRAMS, NOW, PROGRAMS[1]!, null, 1)).toBe(2)
  })
})

describe('the browsed programme goes back to the playing one', () => {
  it(`after ${OSD_BROWSE_RESET_MS} ms without a key; each key starts the wait again`, async () => {
    const { live, clock, open, browsed } = setup()
    await open(1)
    clock.advance(5000) // the last-tuned save
    const idle = clock.pending()
    live.osd.step(1)
    expect(clock.pending()).toBe(idle + 1)
    clock.advance(OSD_BROWSE_RESET_MS - 1)
    expect(browsed()).toBe('Later')
    // at the end: the key still counts
    live.osd.step(1)
    clock.advance(OSD_BROWSE_RESET_MS - 1)
    expect(browsed()).toBe('Later')
    clock.advance(1)
    expect(browsed()).toBe('playing')
    // no timer is left once it is back: an idle OSD has nothing running
    expect(clock.pending()).toBe(idle)
    // stepping back onto the playing programme ends the wait too
    live.osd.step(-1)
    live.osd.step(1)
    expect(browsed()).toBe('playing')
    expect(clock.pending()).toBe(idle)
  })

  it('when the OSD closes and when the channel changes (ch_up/ch_down)', async () => {
    const { live, open, browsed, clock } = setup()
    await open(1)
    live.osd.step(-1)
    expect(browsed()).toBe('Earlier')
    live.setView('home')
    live.setView('osd')
    expect(browsed()).toBe('playing')

    live.osd.step(-1)
    expect(browsed()).toBe('Earlier')
    live.step(1)
    expect(live.osd.store.getState()).toEqual({ channelId: null, start: null })
    clock.advance(1000)
    await flush()
    expect(live.store.getState().current?.id).toBe(2)
    expect(browsed()).toBe('playing')

    live.osd.step(1)
    expect(browsed()).toBe('Later')
    live.leave()
    expect(live.osd.store.getState()).toEqual({ channelId: null, start: null })
  })
})

describe('Enter on a browsed programme', () => {
  it('plays a finished one in the DVR range as the guide’s Watch does', async () => {
    const { live, media, open } = setup()
    const channel = await open(4)
    const earlier = PROGRAMS[1]!
    expect(live.canWatch(channel, earlier)).toBe(true)
    // not browsing: the focused OSD button takes Enter
    expect(live.osd.enter()).toBe(false)
    // a programme to come cannot be played
    live.osd.step(1)
    expect(live.osd.browsed(channel)).toMatchObject({ relation: 'later', playable: false })
    expect(live.osd.enter()).toBe(false)
    live.osd.step(-1)
    live.osd.step(-1)
    expect(live.osd.browsed(channel)).toMatchObject({ relation: 'earlier', playable: true })
    expect(live.osd.enter()).toBe(true)
    await flush()
    const start = Math.floor(earlier.start / 1000)
    expect(media.played.at(-1)).toBe(`http://backend/media/dvr/flussonic/ch4-news/video-${start}-1800.m3u8`)
    expect(live.store.getState()).toMatchObject({ view: 'home', status: 'playing' })
    expect(live.store.getState().dvr?.program).toEqual(earlier)
    expect(live.osd.store.getState()).toEqual({ channelId: null, start: null })
  })

  it('a finished one out of the DVR range is not played', async () => {
    const { live, media, open } = setup()
    const channel = await open(4)
    live.osd.step(-1)
    live.osd.step(-1)
    expect(live.osd.browsed(channel)).toMatchObject({ relation: 'earlier', playable: false })
    const played = media.played.length
    expect(live.osd.enter()).toBe(false)
    expect(media.played).toHaveLength(played)
  })

  it('a priced channel not owned keeps its purchase panel: no browsing, no Watch', async () => {
    const { live, media, open } = setup()
    const channel = await open(8)
    expect(live.store.getState()).toMatchObject({ status: 'locked', view: 'osd' })
    const played = media.played.length
    expect(live.osd.step(-1)).toBe(false)
    expect(live.osd.enter()).toBe(false)
    expect(live.canWatch(channel, PROGRAMS[1]!)).toBe(false)
    await flush()
    expect(media.played).toHaveLength(played)
    expect(live.store.getState()).toMatchObject({ status: 'locked', view: 'osd', dvr: null })
  })

  it('a PIN channel asks its PIN, as the guide’s Watch does', async () => {
    const { live, media, clock, overlays } = setup({
      orders: [{ action: 'Channel', description: 'Adult Pack' }],
    })
    live.enter({ category: 'all', section: 'osd', channelId: 7 })
    await flush()
    clock.advance(200)
    await flush()
    overlays.close('interact', 'confirmed', { pin: '0000' })
    await flush()
    const channel = live.store.getState().current!
    await live.loadDvr(channel)
    expect(live.store.getState()).toMatchObject({ status: 'playing', view: 'osd' })
    live.osd.step(-1)
    expect(live.osd.browsed(channel)?.playable).toBe(true)
    const played = media.played.length
    expect(live.osd.enter()).toBe(true)
    await flush()
    expect(live.store.getState().status).toBe('pin')
    clock.advance(200)
    await flush()
    overlays.close('interact', 'cancelled')
    await flush()
    expect(media.played).toHaveLength(played)
    expect(live.store.getState()).toMatchObject({ status: 'cancelled', dvr: null })
  })
})
