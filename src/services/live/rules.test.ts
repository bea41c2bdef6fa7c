import { describe, expect, it, vi } from 'vitest'
import { canStartOver, canWatch, dvrPlaybackUrl, fetchDvrRanges, rangesOf } from './dvr'
import { createPinGate, pinBehaviour } from './pin'
import { channelOrder, isChannelLocked } from './purchase'
import { completedRecords, recordPlaybackPath, recordRequest, recordableUri } from './records'
import { channel } from './fakes'
import type { Record_ } from '../../api/types'

const NOW = 1_736_500_000_000
const MIN = 60_000

describe('PIN behaviour (channel_pin_code_behaviour)', () => {
  it('0 or empty asks every time; 1 once per session; no setting never', () => {
    expect(pinBehaviour({ channel_pin_code_behaviour: '0' })).toBe('always')
    expect(pinBehaviour({ channel_pin_code_behaviour: 0 })).toBe('always')
    expect(pinBehaviour({ channel_pin_code_behaviour: null })).toBe('always')
    expect(pinBehaviour({ channel_pin_code_behaviour: '1' })).toBe('once')
    expect(pinBehaviour({})).toBe('never')
  })

  const pinChannel = channel({ id: 7, pin: '0000' })

  it('asks again until the right PIN', async () => {
    const answers = ['1234', '9999', '0000']
    const ask = vi.fn(async (_channel: unknown, _retry: boolean) => answers.shift() ?? null)
    const gate = createPinGate({ behaviour: () => 'always', ask })
    await expect(gate.check(pinChannel)).resolves.toBe(true)
    expect(ask.mock.calls.map((call) => call[1])).toEqual([false, true, true])
  })

  it('cancel fails the check', async () => {
    const gate = createPinGate({ behaviour: () => 'always', ask: async () => null })
    await expect(gate.check(pinChannel)).resolves.toBe(false)
  })

  it('behaviour 1 asks once per session per channel', async () => {
    const ask = vi.fn(async () => '0000')
    const gate = createPinGate({ behaviour: () => 'once', ask })
    await gate.check(pinChannel)
    await gate.check(pinChannel)
    expect(ask).toHaveBeenCalledTimes(1)
    expect(gate.needsPin(channel({ id: 8, pin: '0000' }))).toBe(true)
    gate.reset()
    expect(gate.needsPin(pinChannel)).toBe(true)
  })

  it('behaviour 0 asks every time; no setting never asks; no pin never asks', async () => {
    const ask = vi.fn(async () => '0000')
    const always = createPinGate({ behaviour: () => 'always', ask })
    await always.check(pinChannel)
    await always.check(pinChannel)
    expect(ask).toHaveBeenCalledTimes(2)
    expect(createPinGate({ behaviour: () => 'never', ask }).needsPin(pinChannel)).toBe(false)
    expect(always.needsPin(channel({ pin: null }))).toBe(false)
  })
})

describe('purchases', () => {
  const priced = channel({ price: { group: 'Sports Pack', value: 9.99 } })
  it('a priced channel not owned is locked', () => {
    expect(isChannelLocked(priced, [])).toBe(true)
    expect(isChannelLocked(channel(), [])).toBe(false)
    expect(isChannelLocked({ ...priced, owned: true }, [])).toBe(false)
  })
  it('an order for its price group owns it', () => {
    expect(isChannelLocked(priced, [{ action: 'Channel', description: 'Sports Pack' }])).toBe(false)
    expect(isChannelLocked(priced, [{ action: 'Vod', description: 'Sports Pack' }])).toBe(true)
  })
  it('the order is action Channel with the price group', () => {
    expect(channelOrder(priced)).toEqual({ action: 'Channel', description: 'Sports Pack' })
  })
})

describe('recordings', () => {
  const input = {
    channel: channel({ id: 4, title: 'News 24', channel_uri: 'udp://239.1.1.4:1234' }),
    program: { start: NOW - 10 * MIN, end: NOW + 50 * MIN, title: 'Evening News' },
    minutes: 30,
    now: NOW,
    mac: '02:00:00:00:01:01',
    ip: '10.0.0.7',
    pmsId: 'PMS-240101',
    deviceType: 'universal',
  }

  it('builds the record request with the duration in seconds', () => {
    expect(recordRequest(input)).toEqual({
      id: 4,
      title: 'Evening News',
      start: NOW,
      end: NOW + 30 * MIN,
      duration: 1800,
      state: 0,
      uri: 'udp://@239.1.1.4:1234',
      proc_id: `4-${NOW}`,
      source: 'News 24',
      macAddress: '02:00:00:00:01:01',
      ipAddress: '10.0.0.7',
      pms_id: 'PMS-240101',
    })
  })

  it('accepts only the durations 15, 20, 30, 45, 60, 90, 120 minutes', () => {
    for (const minutes of [15, 20, 30, 45, 60, 90, 120])
      expect(recordRequest({ ...input, minutes }).duration).toBe(minutes * 60)
    expect(() => recordRequest({ ...input, minutes: 25 })).toThrow()
  })

  it('without a guest pms id the owner is General', () => {
    expect(recordRequest({ ...input, pmsId: null }).pms_id).toBe('General')
  })

  it('udp/rtp URIs get @ after the scheme (once); others stay', () => {
    expect(recordableUri('rtp://239.0.0.1:5000')).toBe('rtp://@239.0.0.1:5000')
    expect(recordableUri('udp://@239.0.0.1:5000')).toBe('udp://@239.0.0.1:5000')
    expect(recordableUri('http://cdn/x.m3u8')).toBe('http://cdn/x.m3u8')
  })

  it('Playmore uses the free URI when there is one', () => {
    const free = { ...input.channel, channel_free_uri: 'udp://239.9.9.9:1' }
    expect(recordRequest({ ...input, channel: free, deviceType: 'playmore' }).uri).toBe('udp://@239.9.9.9:1')
    expect(recordRequest({ ...input, channel: free, deviceType: 'hcap' }).uri).toBe('udp://@239.1.1.4:1234')
  })

  const record = (state: 0 | 1 | 2, pms_id = 'PMS-1'): Record_ => ({
    id: 1,
    proc_id: 'p',
    title: 't',
    start: 0,
    duration: 60,
    state,
    resource_mp4: 'p-news.m3u8',
    source: 's',
    pms_id,
  })

  it('My Records lists only completed records (state 2)', () => {
    expect(completedRecords([record(0), record(1), record(2)]).map((r) => r.state)).toEqual([2])
  })

  it('plays /media/records/videos/{pms_id or General}/file', () => {
    expect(recordPlaybackPath(record(2))).toBe('/media/records/videos/PMS-1/p-news.m3u8')
    expect(recordPlaybackPath(record(2, ''))).toBe('/media/records/videos/General/p-news.m3u8')
  })
})

describe('DVR windows', () => {
  const ranges = [{ from: (NOW - 6 * 60 * MIN) / 1000, duration: 6 * 3600 }]

  it('Guide Watch only for a finished programme starting at or after range start', () => {
    expect(canWatch({ start: NOW - 60 * MIN, end: NOW - 1, title: '' }, ranges, NOW)).toBe(true)
    expect(canWatch({ start: NOW - 6 * 60 * MIN, end: NOW - 5 * 60 * MIN, title: '' }, ranges, NOW)).toBe(
      true,
    )
    expect(canWatch({ start: NOW - 7 * 60 * MIN, end: NOW - 5 * 60 * MIN, title: '' }, ranges, NOW)).toBe(
      false,
    )
    expect(canWatch({ start: NOW - 10 * MIN, end: NOW + 10 * MIN, title: '' }, ranges, NOW)).toBe(false)
    expect(canWatch({ start: NOW - 60 * MIN, end: NOW - 1, title: '' }, [], NOW)).toBe(false)
  })

  it('Start Over only for a running programme begun 300000 ms or more ago, in range', () => {
    expect(canStartOver({ start: NOW - 300_000, end: NOW + MIN, title: '' }, ranges, NOW)).toBe(true)
    expect(canStartOver({ start: NOW - 299_999, end: NOW + MIN, title: '' }, ranges, NOW)).toBe(false)
    expect(canStartOver({ start: NOW - 60 * MIN, end: NOW, title: '' }, ranges, NOW)).toBe(false)
    expect(canStartOver({ start: NOW - 7 * 60 * MIN, end: NOW + MIN, title: '' }, ranges, NOW)).toBe(false)
  })

  it('plays {base}/flussonic/{name}/video-{start}-{duration}.m3u8 in seconds', () => {
    const dvr = channel({ hasDvr: true, dvr: { name: 'ch4-news', url: '/media/dvr/', duration: 1, from: 0 } })
    expect(dvrPlaybackUrl(dvr, { start: 1_700_000_000_000, end: 1_700_003_600_000, title: '' })).toBe(
      '/media/dvr/flussonic/ch4-news/video-1700000000-3600.m3u8',
    )
  })

  it('reads the ranges of the named stream from the streams API', () => {
    const body = {
      streams: [{ name: 'x', dvr_info: { ranges: [{ from: 10, duration: 20 }, { from: 'bad' }] } }],
    }
    expect(rangesOf(body, 'x')).toEqual([{ from: 10, duration: 20 }])
    expect(rangesOf(body, 'y')).toEqual([])
    expect(rangesOf('nonsense', 'x')).toBeNull()
  })

  it('asks the recording server with basic credentials and logs its failure with the spec text', async () => {
    const dvr = channel({ hasDvr: true, dvr: { name: 'x', url: '/media/dvr', duration: 1, from: 0 } })
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const fetchJson = vi.fn(async () => ({
      streams: [{ name: 'x', dvr_info: { ranges: [{ from: 1, duration: 2 }] } }],
    }))
    const resolve = async (url: string) => `http://backend${url}`
    await expect(fetchDvrRanges(dvr, { fetchJson, resolve, log })).resolves.toEqual([
      { from: 1, duration: 2 },
    ])
    const [url, init] = fetchJson.mock.calls[0] as unknown as [string, { headers: Record<string, string> }]
    expect(url).toBe('http://backend/media/dvr/flussonic/streamer/api/v3/streams')
    expect(init.headers['Authorization']).toMatch(/^Basic /)
    fetchJson.mockRejectedValueOnce(new Error('503'))
    await expect(fetchDvrRanges(dvr, { fetchJson, resolve, log })).resolves.toEqual([])
    expect(log.error).toHaveBeenCalledWith(
      'An error occured while getting DVR info from the recording driver.',
      expect.any(Error),
    )
  })
})
