// The media controller while media plays: seeking (portal spec §4/§5), the progress poll (§9), the
// subtitle and audio lists (adapters spec §5) and the TV window. Play and its states: controller.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createMediaController } from './controller'
import { controllerRig, createFakeBridge, flush } from './fakes'
import { DURATION_RETRY_MS, PROGRESS_TICK_MS } from './progressPoll'

const setup = () => controllerRig({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

describe('portal spec §4/§5: seeking', () => {
  it('needs a positive position not beyond the duration', async () => {
    const { media, bridge, playing } = setup()
    bridge.progress = { position: 5, duration: 120, seekable: true }
    await playing()
    expect(await media.seek(0)).toBe(false)
    expect(await media.seek(-3)).toBe(false)
    expect(await media.seek(Number.NaN)).toBe(false)
    expect(await media.seek(121)).toBe(false)
    expect(await media.seek(120)).toBe(true)
    expect(bridge.calls.at(-1)).toBe('seek 120')
  })

  it('fails without a duration (a live stream is not seekable)', async () => {
    const { media, playing } = setup()
    await playing()
    expect(await media.seek(30)).toBe(false)
  })

  it('seeking while paused first continues', async () => {
    const { media, bridge, snapshot, playing } = setup()
    bridge.progress = { position: 5, duration: 120, seekable: true }
    await playing()
    await media.pause()
    expect(await media.seek(60)).toBe(true)
    expect(bridge.calls.slice(-3)).toEqual(['pause', 'resume', 'seek 60'])
    expect(snapshot()).toMatchObject({ state: 'playing', position: 60 })
  })

  it('does not seek when nothing plays', async () => {
    const { media } = setup()
    expect(await media.seek(10)).toBe(false)
  })
})

describe('portal spec §9: progress ticks only while playing', () => {
  it('keeps no timer while idle, stopped or paused', async () => {
    const { media, clock, playing } = setup()
    expect(clock.pending()).toBe(0)
    await playing()
    expect(clock.pending()).toBe(1)
    await media.pause()
    expect(clock.pending()).toBe(0)
    await media.resume()
    expect(clock.pending()).toBe(1)
    await media.stop()
    expect(clock.pending()).toBe(0)
  })

  it('reads position, duration and seekability every 1 s', async () => {
    const { bridge, clock, snapshot, playing } = setup()
    bridge.progress = { position: 1, duration: 300, seekable: true }
    await playing()
    await flush()
    expect(snapshot()).toMatchObject({ position: 1, duration: 300, seekable: true })
    bridge.progress = { position: 2, duration: 300, seekable: true }
    clock.advance(PROGRESS_TICK_MS - 1)
    await flush()
    expect(snapshot().position).toBe(1)
    clock.advance(1)
    await flush()
    expect(snapshot().position).toBe(2)
  })

  it('a failed read is asked again after the 3 s duration retry', async () => {
    const { bridge, clock, snapshot, playing, log } = setup()
    bridge.progress = new Error('not ready')
    await playing()
    clock.advance(PROGRESS_TICK_MS)
    await flush()
    bridge.progress = { position: 9, duration: 0, seekable: false }
    clock.advance(DURATION_RETRY_MS - 1)
    await flush()
    expect(snapshot().position).toBe(0)
    clock.advance(1)
    await flush()
    expect(snapshot().position).toBe(9)
    expect(log.warn).toHaveBeenCalledTimes(1)
  })

  it('seekable only with a duration', async () => {
    const { bridge, snapshot, playing } = setup()
    bridge.progress = { position: 3, duration: 0, seekable: true }
    await playing()
    await flush()
    expect(snapshot().seekable).toBe(false)
  })
})

describe('adapters spec §5: subtitles and audio languages', () => {
  it('lists with one entry or none are unavailable ([])', async () => {
    const { media, bridge } = setup()
    expect(await media.subtitles()).toEqual([])
    bridge.audioList = [{ key: '0', value: 'English', selected: true }]
    expect(await media.audioTracks()).toEqual([])
    bridge.subtitleList = [
      { key: 'off', value: 'None', selected: true },
      { key: '0', value: 'Deutsch', selected: false },
    ]
    expect(await media.subtitles()).toHaveLength(2)
    expect(await media.selectSubtitle('0')).toBe(true)
    expect(bridge.calls.at(-1)).toBe('subtitle 0')
  })

  it('a failing platform list is logged and unavailable', async () => {
    const bridge = createFakeBridge({
      audioTracks: async () => {
        throw new Error('no player')
      },
    })
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const media = createMediaController({
      bridge: () => bridge,
      clock: createFakeClock(),
      power: () => 'on',
      hasFocus: () => true,
      log,
    })
    expect(await media.audioTracks()).toEqual([])
    expect(log.warn).toHaveBeenCalled()
  })
})

describe('TV window', () => {
  it('sets the window in screen pixels, null resets it to full screen', async () => {
    const { media, bridge } = setup()
    await media.setWindow({ x: 1, y: 2, width: 3, height: 4, index: 'front' })
    await media.setWindow(null)
    expect(bridge.calls).toEqual(['window 1,2,3x4', 'reset'])
  })
})
