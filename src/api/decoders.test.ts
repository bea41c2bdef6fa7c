import { describe, expect, it, vi } from 'vitest'
import { decode, type Decoder } from './decode'
import { channelList, device, epgResponse, language, menuList, program, vodItem } from './decoders'
import { digitalSignage } from './feederDecoders'
import { castReservation, cmsItem, orderList, record_ } from './serviceDecoders'

const ok = <T>(decoder: Decoder<T>, input: unknown, path = 'root', warn = vi.fn()): T => {
  const result = decode(decoder, input, path, warn)
  if (!result.ok) throw result.error
  return result.value
}
const fails = <T>(decoder: Decoder<T>, input: unknown, path = 'root'): string => {
  const result = decode(decoder, input, path, vi.fn())
  if (result.ok) throw new Error('expected a decode error')
  return result.error.message
}

const rawChannel = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'News 24',
  channel_uri: 'udp://239.0.0.1:1234',
  sort: 1,
  ...over,
})

describe('channels', () => {
  it('pads sort and placement to 3 digits (portal spec §9)', () => {
    const [first, second] = ok(channelList, [
      rawChannel({ sort: 7, placement: '12' }),
      rawChannel({ sort: '045' }),
    ])
    expect(first?.sort).toBe('007')
    expect(first?.placement).toBe('012')
    expect(second?.sort).toBe('045')
    expect(second?.placement).toBe('')
  })

  it('reads the price value as a number and a missing price as null', () => {
    const [priced, free] = ok(channelList, [
      rawChannel({ price: { group: 'Sports', value: '9.90' } }),
      rawChannel(),
    ])
    expect(priced?.price).toEqual({ group: 'Sports', value: 9.9 })
    expect(free?.price).toBeNull()
  })

  it('takes url when channel_uri is missing (portal spec §3 Channel)', () => {
    const [first] = ok(channelList, [rawChannel({ channel_uri: undefined, url: 'http://x/live.m3u8' })])
    expect(first?.channel_uri).toBe('http://x/live.m3u8')
    // the decoded channel holds channel_uri only, whichever field it came from
    expect(first && 'url' in first).toBe(false)
    const [both] = ok(channelList, [rawChannel({ channel_uri: 'udp://a', url: 'http://b' })])
    expect(both?.channel_uri).toBe('udp://a')
  })

  it('drops a channel with neither channel_uri nor url, or with a stream address that is not text', () => {
    const warn = vi.fn()
    const channels = ok(
      channelList,
      [
        rawChannel({ channel_uri: undefined }),
        rawChannel({ id: 2, channel_uri: { href: 'x' } }),
        rawChannel({ id: 3 }),
      ],
      'channels',
      warn,
    )
    expect(channels.map((entry) => entry.id)).toEqual([3])
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Dropped malformed item: channels[0].channel_uri: expected string (channel_uri or url), got nothing',
      expect.stringMatching(/^Dropped malformed item: channels\[1\]\.channel_uri: expected /),
    ])
  })

  it('drops and logs a malformed channel while the rest decode', () => {
    const warn = vi.fn()
    const channels = ok(
      channelList,
      [rawChannel(), rawChannel({ id: 2, sort: {} }), rawChannel({ id: 3 })],
      'channels',
      warn,
    )
    expect(channels.map((entry) => entry.id)).toEqual([1, 3])
    expect(warn).toHaveBeenCalledWith(
      'Dropped malformed item: channels[1].sort: expected number or numeric string, got object',
      expect.objectContaining({ id: 2 }),
    )
  })

  it('fails when the response is not an array', () => {
    expect(fails(channelList, { data: [] }, 'channels')).toBe('channels: expected array, got object')
  })

  it('keeps a channel whose odd fields the portal can do without, read as none and logged', () => {
    const warn = vi.fn()
    const [first, second, third] = ok(
      channelList,
      [
        rawChannel({ placement: '', language: ['en'], subtitle: { tr: 1 } }),
        rawChannel({ id: 2, dvr: { name: 'news', url: 'http://r/news' }, logo: {}, groups: 7 }),
        rawChannel({ id: 3, dvr: 'yes', hasDvr: 'maybe', epg_id: [1], category: {} }),
      ],
      'channels',
      warn,
    )
    expect(first).toMatchObject({ id: 1, placement: '', language: null, subtitle: null })
    expect(second).toMatchObject({ id: 2, dvr: { name: 'news', url: 'http://r/news', duration: 0, from: 0 } })
    expect(second).toMatchObject({ logo: '', groups: [] })
    expect(third).toMatchObject({ id: 3, dvr: null, hasDvr: false, epg_id: null, category: '' })
    const logged = warn.mock.calls.map(([message]) => String(message))
    expect(logged.some((message) => message.startsWith('Dropped'))).toBe(false)
    expect(logged).toContainEqual(expect.stringMatching(/^channels\[0\]\.placement: expected .*; using ""$/))
    expect(logged).toContainEqual(expect.stringMatching(/^channels\[2\]\.dvr: expected .*; using null$/))
  })

  it('still drops a channel whose price or PIN it cannot read (it would be shown free)', () => {
    const channels = ok(channelList, [
      rawChannel({ price: { group: 'Sports' } }),
      rawChannel({ id: 2, pin: { code: 1 } }),
      rawChannel({ id: 3 }),
    ])
    expect(channels.map((entry) => entry.id)).toEqual([3])
  })

  it('reads lenient flags and comma-separated groups', () => {
    const [first] = ok(channelList, [rawChannel({ favorite: '1', owned: 'false', groups: 'News, Radio' })])
    expect(first).toMatchObject({ favorite: true, owned: false, groups: ['News', 'Radio'] })
  })
})

describe('program and epg', () => {
  it('defaults a missing or empty title to N/A (portal spec §3 Program)', () => {
    expect(ok(program, { start: 1, end: 2 }).title).toBe('N/A')
    expect(ok(program, { start: 1, end: 2, title: '' }).title).toBe('N/A')
    expect(ok(program, { start: '1', end: '2', title: 'News' })).toEqual({ start: 1, end: 2, title: 'News' })
  })

  it('keys programs by epg id with a path per entry', () => {
    expect(ok(epgResponse, { bbc: [{ start: 1, end: 2 }] })).toEqual({
      bbc: [{ start: 1, end: 2, title: 'N/A' }],
    })
    expect(fails(epgResponse, [1], 'epg')).toBe('epg: expected object, got array')
  })
})

describe('vod', () => {
  const rawVod = (price: unknown) => ({ id: 1, title: 'Film', price })
  it("reads price '0', 0 and missing as none, '4.99' as 4.99", () => {
    expect(ok(vodItem, rawVod('0')).price).toBeNull()
    expect(ok(vodItem, rawVod(0)).price).toBeNull()
    expect(ok(vodItem, { id: 1, title: 'Film' }).price).toBeNull()
    expect(ok(vodItem, rawVod('4.99')).price).toBe(4.99)
  })

  it('requires a title', () => {
    expect(fails(vodItem, { id: 1 }, 'vods[0]')).toBe('vods[0].title: expected string, got nothing')
  })

  it('keeps a film whose imdb rating is "N/A", with no rating, and logs it', () => {
    const warn = vi.fn()
    const film = ok(vodItem, { id: 1, title: 'Film', imdb: 'N/A', cover: ['x'] }, 'vods[0]', warn)
    expect(film).toMatchObject({ id: 1, title: 'Film', imdb: null, cover: '' })
    expect(warn).toHaveBeenCalledWith(
      'vods[0].imdb: expected number or numeric string, got string "N/A"; using null',
    )
  })

  it('still drops a film whose price it cannot read (it would be shown free)', () => {
    expect(fails(vodItem, { id: 1, title: 'Film', price: '4,99' }, 'vods[0]')).toMatch(/^vods\[0\]\.price: /)
  })
})

describe('device, menus, languages', () => {
  it('decodes a device with a guest and reads PHP [] as empty', () => {
    const decoded = ok(device, {
      id: '5',
      mac: 'AA:BB',
      location: '101',
      using_by: 'ds',
      guest: { id: 9, name: 'Ada', welcome: '1' },
      config: { 'welcome.type': 'true', hsm: '' },
      properties: [],
    })
    expect(decoded).toMatchObject({ id: 5, name: 'ROOM_101', using_by: 'DS', properties: {} })
    expect(decoded.guest).toMatchObject({ id: 9, name: 'Ada', surname: '', welcome: true, pms_id: null })
    expect(decoded.config).toEqual({ 'welcome.type': true, hsm: null })
    expect(ok(device, { id: 1, mac: 'm', guest: [] }).guest).toBeNull()
  })

  it('a field of another type is logged and read as none; the TV still boots for its room (found by the fault walk)', () => {
    const warn = vi.fn()
    const decoded = ok(
      device,
      {
        id: 7,
        mac: 'AA:BB',
        location: '101',
        ip: { v: 1 },
        using_by: ['Room'],
        config: 'not a map',
        properties: 5,
        guest: { id: 9, name: 'Ada', pms_id: true, welcome: '<b>x</b>\u202e', language: { code: 'fr' } },
      },
      'device',
      warn,
    )
    expect(decoded).toMatchObject({
      id: 7,
      mac: 'AA:BB',
      ip: '',
      using_by: 'Room',
      config: {},
      properties: {},
    })
    expect(decoded.guest).toMatchObject({ id: 9, name: 'Ada', pms_id: null, welcome: false, language: null })
    for (const path of [
      'device.ip',
      'device.using_by',
      'device.config',
      'device.guest.pms_id',
      'device.guest.welcome',
    ])
      expect(
        warn.mock.calls.some(([message]) => String(message).startsWith(path)),
        path,
      ).toBe(true)
    // a guest without a usable id is no guest (the room shows as empty), logged
    const noId = vi.fn()
    expect(
      ok(device, { id: 7, mac: 'AA:BB', guest: { id: 'x', name: 'Ada' } }, 'device', noId).guest,
    ).toBeNull()
    expect(noId).toHaveBeenCalled()
    // what the TV cannot run without still fails the device
    expect(fails(device, { id: 'seven', mac: 'AA:BB' })).toMatch(/id/)
    expect(fails(device, { id: 7, mac: true })).toMatch(/mac/)
  })

  it("reads isShow/isHome '1' as true and decodes subs", () => {
    const [home] = ok(menuList, [
      { id: 1, module: 'live', isShow: '1', isHome: '1', subs: [{ id: 2, module: 'cms', isShow: '0' }] },
    ])
    expect(home).toMatchObject({ isShow: true, isHome: true, target: null })
    expect(home?.subs[0]).toMatchObject({ id: 2, isShow: false, isHome: false, subs: [] })
  })

  it('names a language by its code when NAME is missing', () => {
    expect(ok(language, { code: 'tr_TR', selected: 1 })).toEqual({
      code: 'tr_TR',
      NAME: 'tr_TR',
      selected: true,
    })
  })
})

describe('service entities', () => {
  it('reads a record state sent as text and defaults pms_id to General', () => {
    const rec = ok(record_, { id: 1, proc_id: 7, start: 0, duration: '900', state: '2' })
    expect(rec).toMatchObject({ state: 2, proc_id: '7', pms_id: 'General', duration: 900 })
  })

  it('keeps a CMS item with an unknown content type as default', () => {
    const warn = vi.fn()
    const item = ok(cmsItem, { id: 1, title: 'Spa', content_type: 'hologram', cover: 'a.jpg' }, 'cms', warn)
    expect(item).toMatchObject({
      content_type: 'default',
      cover: { small: 'a.jpg', medium: 'a.jpg', large: 'a.jpg' },
    })
    expect(warn).toHaveBeenCalledOnce()
  })

  it('keeps a CMS item whose cover, price or show_in_detail it cannot read, as none', () => {
    const warn = vi.fn()
    const items = [
      { id: 1, title: 'Spa', cover: {} },
      {
        id: 2,
        title: 'Dinner',
        cover: { small: '', medium: '', large: '' },
        action_type: 'product',
        price: '12,50',
      },
      { id: 3, title: 'Pool', show_in_detail: 'yes', parent: 'top' },
    ].map((raw, index) => ok(cmsItem, raw, `cms[${index}]`, warn))
    expect(items.map((item) => item.id)).toEqual([1, 2, 3])
    expect(items[0]?.cover).toBeNull()
    // a price it cannot read hides the order button (§5 product action only with a price): never free
    expect(items[1]).toMatchObject({ cover: null, price: null, action_type: 'product' })
    expect(items[2]).toMatchObject({ show_in_detail: false, parent: null })
    expect(warn).toHaveBeenCalledTimes(5)
  })

  it('reads any heartbeat a Chromecast server sends as present, a false flag or an empty value as none (§4 watch)', () => {
    const heartbeat = (value: unknown) =>
      ok(castReservation, { error: null, status: 200, heartbeat: value }).heartbeat
    expect(heartbeat(true)).toBe(true)
    expect(heartbeat(1732790000000)).toBe(true)
    expect(heartbeat('2026-11-28T10:00:00Z')).toBe(true)
    expect(heartbeat('1')).toBe(true)
    expect(heartbeat(false)).toBe(false)
    expect(heartbeat(0)).toBe(false)
    expect(heartbeat('')).toBeNull()
    expect(heartbeat([])).toBeNull()
    expect(heartbeat(undefined)).toBeNull()
  })

  it("reads a signage distribution's start sent as a date text as the time it names; an odd one as 0", () => {
    const warn = vi.fn()
    const start = (value: unknown) =>
      ok(digitalSignage, { distribution: null, start: value }, 'ds', warn).start
    expect(start(1764316800000)).toBe(1764316800000)
    expect(start('1764316800000')).toBe(1764316800000)
    expect(start('2025-11-28T08:00:00Z')).toBe(Date.UTC(2025, 10, 28, 8))
    expect(warn).not.toHaveBeenCalled()
    expect(start({ at: 1 })).toBe(0)
    expect(warn).toHaveBeenCalledOnce()
  })

  it("reads an order's action whatever its case (portal spec §3 Order: Vod or Channel)", () => {
    const warn = vi.fn()
    const orders = ok(
      orderList,
      [
        { action: 'channel', description: 'Sports' },
        { action: 'VOD', description: '7' },
        { action: 'Room', description: '1' },
      ],
      'orders',
      warn,
    )
    expect(orders).toEqual([
      { action: 'Channel', description: 'Sports' },
      { action: 'Vod', description: '7' },
    ])
    expect(warn).toHaveBeenCalledOnce()
  })
})
