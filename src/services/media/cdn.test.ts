import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { CdnTokenRequest } from '../../api/requests'
import { CDN_RENEWAL_MS, createCdnConverter, isPrivateHost, needsCdn } from './cdn'
import { MEDIA_TEXTS } from './mediaErrors'
import { flush } from './fakes'

const ORIGIN = 'http://hotel.example.com'
const NOW = 1_747_215_000_000

function setup(driver: string | null = 'medianova') {
  const clock = createFakeClock(NOW)
  const requests: CdnTokenRequest[] = []
  let fail = false
  const getToken = vi.fn(async (request: CdnTokenRequest) => {
    requests.push(request)
    if (fail) throw new Error('503')
    return { tokenLarge: `L${requests.length}`, tokenLive: `V${requests.length}` }
  })
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const cdn = createCdnConverter({
    getToken,
    clock,
    driver: () => driver,
    platformOrigin: async () => `${ORIGIN}/`,
    log,
  })
  return { clock, requests, cdn, log, failNext: () => (fail = true) }
}

describe('portal spec §5: which media the CDN converts', () => {
  it.each([
    ['http://cdn.example.net/films/a.mp4', true],
    ['https://cdn.example.net/live/ch1.ts', true],
    ['http://cdn.example.net/music/song.MP3?x=1', true],
    ['http://cdn.example.net/films/a.mkv', true],
    ['http://cdn.example.net/films/a.avi', false],
    ['http://cdn.example.net/live/index.m3u8', false],
    ['udp://239.0.0.1:1234/a.ts', false],
    ['http://hotel.example.com/media/a.mp4', false],
    ['http://192.168.1.20/films/a.mp4', false],
    ['http://10.0.0.5/a.mp4', false],
    ['http://172.20.1.1/a.mp4', false],
    ['http://172.32.1.1/a.mp4', true],
    ['http://127.0.0.1:8080/a.mp4', false],
    ['http://localhost/a.mp4', false],
    ['http://[::1]/a.mp4', false],
    ['not a url.mp4', false],
  ] as const)('%s → %s', (url, converted) => {
    expect(needsCdn(url, ORIGIN)).toBe(converted)
  })

  it('knows private hosts', () => {
    expect(isPrivateHost('192.168.0.1')).toBe(true)
    expect(isPrivateHost('nas.local')).toBe(true)
    expect(isPrivateHost('fd00::1')).toBe(true)
    expect(isPrivateHost('8.8.8.8')).toBe(false)
    expect(isPrivateHost('cdn.example.net')).toBe(false)
  })
})

describe('portal spec §4 CDN token: conversion', () => {
  it('leaves every URL alone without a configured driver', async () => {
    const { cdn, requests } = setup(null)
    expect(await cdn.convert('http://cdn.example.net/a.mp4')).toBe('http://cdn.example.net/a.mp4')
    expect(requests).toEqual([])
  })

  it('medianova: a token expiring one hour ahead, appended as st and e', async () => {
    const { cdn, requests } = setup('medianova')
    const expire = NOW / 1000 + 3600
    expect(await cdn.convert('http://cdn.example.net/films/a.mp4?q=1')).toBe(
      `http://cdn.example.net/films/a.mp4?q=1&st=L1&e=${expire}`,
    )
    expect(requests).toEqual([{ driver: 'medianova', expire }])
  })

  it('flussonic: the stream name is asked with the token; a .ts stream takes the live token', async () => {
    const { cdn, requests } = setup('flussonic')
    expect(await cdn.convert('http://cdn.example.net/sport1/mpegts.ts')).toBe(
      'http://cdn.example.net/sport1/mpegts.ts?token=V1',
    )
    expect(requests[0]).toEqual({ driver: 'flussonic', expire: NOW / 1000 + 3600, name: 'sport1' })
  })

  it('reuses a token per driver and stream name', async () => {
    const { cdn, requests } = setup('flussonic')
    await cdn.convert('http://cdn.example.net/vod/a.mp4')
    await cdn.convert('http://cdn.example.net/vod/b.mp4')
    await cdn.convert('http://cdn.example.net/other/c.mp4')
    expect(requests.map((request) => request.name)).toEqual(['vod', 'other'])
  })

  it('does not convert the platform origin or a private address', async () => {
    const { cdn, requests } = setup('medianova')
    expect(await cdn.convert(`${ORIGIN}/media/a.mp4`)).toBe(`${ORIGIN}/media/a.mp4`)
    expect(await cdn.convert('http://192.168.1.9/a.mp4')).toBe('http://192.168.1.9/a.mp4')
    expect(requests).toEqual([])
  })

  it("an unknown driver rejects with 'The CDN driver can't handle this url.'", async () => {
    const { cdn, log } = setup('akamai')
    await expect(cdn.convert('http://cdn.example.net/a.mp4')).rejects.toThrow(MEDIA_TEXTS.cdnUnsupported)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('akamai'))
  })

  it('a token that cannot be had rejects with the same text, logged', async () => {
    const { cdn, failNext, log } = setup('medianova')
    failNext()
    await expect(cdn.convert('http://cdn.example.net/a.mp4')).rejects.toThrow(MEDIA_TEXTS.cdnUnsupported)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('503'))
  })
})

describe('portal spec §4 CDN token: renewal every 3,300,000 ms', () => {
  it('renews a token in use on the clock and converts with the new one', async () => {
    const { cdn, clock, requests } = setup('medianova')
    await cdn.convert('http://cdn.example.net/a.mp4')
    clock.advance(CDN_RENEWAL_MS - 1)
    expect(requests).toHaveLength(1)
    clock.advance(1)
    await flush()
    expect(requests).toHaveLength(2)
    expect(requests[1]?.expire).toBe((NOW + CDN_RENEWAL_MS) / 1000 + 3600)
    expect(await cdn.convert('http://cdn.example.net/a.mp4')).toContain('st=L2')
    clock.advance(CDN_RENEWAL_MS)
    await flush()
    expect(requests).toHaveLength(3)
  })

  it('no timer before the first conversion and none after dispose', async () => {
    const { cdn, clock } = setup('medianova')
    expect(clock.pending()).toBe(0)
    await cdn.convert('http://cdn.example.net/a.mp4')
    expect(clock.pending()).toBe(1)
    cdn.dispose()
    expect(clock.pending()).toBe(0)
  })
})
