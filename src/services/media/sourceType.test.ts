import { describe, expect, it } from 'vitest'
import { detectSourceType, extensionOf, parseDvbString, platformFrequency, streamTypeOf } from './sourceType'

describe('portal spec §4 Media: source type detection', () => {
  it.each([
    ['dvb-t://frequency=474000&program=12', 'rf'],
    ['DVB-C://frequency=346&program=3&symbolrate=6900', 'rf'],
    ['dvbs://frequency=11996&satellite=0&polarization=H', 'rf'],
    ['analog://frequency=175', 'rf'],
    ['udp://239.1.1.1:1234', 'multicast'],
    ['rtp://@239.1.1.2:5000', 'multicast'],
    ['RTMP://live.example.com/app/stream', 'multicast'],
    ['http://cdn.example.com/films/movie.mp4', 'vod'],
    ['https://cdn.example.com/films/movie.MKV?token=1', 'vod'],
    ['/media/films/trailer.avi', 'vod'],
    ['http://example.com/rec/show.ts', 'vod'],
    ['http://example.com/rec/show.ps#t=10', 'vod'],
    ['http://example.com/live/index.m3u8', 'hls'],
    ['https://example.com/live/channel', 'hls'],
    ['rtsp://camera.local/stream', 'hls'],
    ['hls://example.com/stream', 'hls'],
    ['flussonic-box/ch1/index.m3u8', 'hls'],
    ['ftp://example.com/movie.mov', null],
    ['dvb-t://program=12', null],
    ['dvb-t://frequency=abc', null],
    ['just words', null],
    ['', null],
  ] as const)('%s → %s', (source, type) => {
    expect(detectSourceType(source)).toBe(type)
  })
})

describe('adapters spec §5 File type (portal spec §4 Media stream types)', () => {
  it.each([
    ['http://x/live/index.m3u8', 'hls'],
    ['http://x/live/index.M3U8?token=abc', 'hls'],
    ['http://x/films/a.mp4', 'mp4'],
    ['http://x/live/channel', 'mp4'],
    ['http://x/m3u8/file.ts', 'mp4'],
    // mp3 is audio (hcap's media gets audio/mpeg, not video/mp4)
    ['http://x/radio/jazz.mp3', 'audio'],
    ['http://x/radio/JAZZ.MP3?token=abc#t=5', 'audio'],
    ['/media/music/lobby.mp3', 'audio'],
    ['http://x/mp3/index.m3u8', 'hls'],
    ['http://x/radio/jazz.mp3.mp4', 'mp4'],
    ['http://x/radio/mp3', 'mp4'],
  ] as const)('%s → %s', (source, type) => {
    expect(streamTypeOf(source)).toBe(type)
  })

  it('reads the extension of the path only', () => {
    expect(extensionOf('http://x.com/a/b.mp4?x=y.m3u8#z.ts')).toBe('mp4')
    expect(extensionOf('http://x.com/a/.hidden')).toBe('')
  })
})

describe('adapters spec §3/§9: RF descriptor from a DVB string', () => {
  it('DVB-C carries QAM256, 8MHz bandwidth, major 1 and the symbol rate', () => {
    expect(parseDvbString('dvb-c://frequency=346&program=3&symbolrate=6900')).toEqual({
      broadcastType: 'DVB-C',
      frequency: 346,
      programNumber: 3,
      symbolRate: 6900,
      satelliteID: null,
      polarization: 'V',
      modulation: 'QAM256',
      bandwidth: '8MHz',
      major: 1,
    })
  })

  it('DVB-T is QAM256 major 2, DVB-T2 OFDM_T2, analog PAL', () => {
    expect(parseDvbString('dvb-t://frequency=474000&program=12')).toMatchObject({
      broadcastType: 'DVB-T',
      modulation: 'QAM256',
      major: 2,
      programNumber: 12,
    })
    expect(parseDvbString('dvb-t2://frequency=490')).toMatchObject({
      broadcastType: 'DVB-T2',
      modulation: 'OFDM_T2',
    })
    expect(parseDvbString('analog://frequency=175')).toMatchObject({
      broadcastType: 'ANALOG',
      modulation: 'PAL',
    })
  })

  it('DVB-S names the satellite by index, QPSK, polarization H or default V', () => {
    expect(parseDvbString('dvb-s://frequency=11996&satellite=1&polarization=H&sr=27500')).toMatchObject({
      broadcastType: 'DVB-S',
      modulation: 'QPSK',
      satelliteID: 'HOTBIRD_13E',
      polarization: 'H',
      symbolRate: 27500,
    })
    expect(parseDvbString('dvb-s://frequency=11996&satellite=2')).toMatchObject({
      satelliteID: 'ASTRA_19_2E',
      polarization: 'V',
    })
    expect(parseDvbString('dvb-s://frequency=11996')).toMatchObject({ satelliteID: 'TURKSAT_42E' })
  })

  it('an unknown satellite index or a missing frequency is no RF source', () => {
    expect(parseDvbString('dvb-s://frequency=11996&satellite=7')).toBeNull()
    expect(parseDvbString('dvb-c://program=3')).toBeNull()
    expect(parseDvbString('dvb-c://frequency=0')).toBeNull()
    expect(parseDvbString('http://frequency=1')).toBeNull()
  })

  it('adapters spec §5: hcap multiplies by 1,000,000 except satellite; Tizen by 1000 except analog', () => {
    const cable = parseDvbString('dvb-c://frequency=346')
    const analog = parseDvbString('analog://frequency=175')
    const sat = parseDvbString('dvb-s://frequency=11996')
    if (!cable || !analog || !sat) throw new Error('fixtures must parse')
    expect(platformFrequency(cable, 'hcap')).toBe(346_000_000)
    expect(platformFrequency(analog, 'hcap')).toBe(175_000_000)
    expect(platformFrequency(sat, 'hcap')).toBe(11996)
    expect(platformFrequency(cable, 'tizen')).toBe(346_000)
    expect(platformFrequency(analog, 'tizen')).toBe(175)
    expect(platformFrequency(cable, 'universal')).toBe(346)
  })
})
