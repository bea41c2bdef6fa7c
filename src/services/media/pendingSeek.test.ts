import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createMediaController } from './controller'
import { SEEK_COMMIT_MS, SEEK_START_S, createPendingSeek } from './pendingSeek'
import { createFakeBridge, flush } from './fakes'

async function setup(progress = { position: 100, duration: 200, seekable: true }) {
  const clock = createFakeClock()
  const bridge = createFakeBridge()
  bridge.mode = 'auto'
  bridge.progress = progress
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const media = createMediaController({
    bridge: () => bridge,
    clock,
    power: () => 'on',
    hasFocus: () => true,
    log,
  })
  await media.play('http://vod.hotel/films/a.mp4')
  await flush()
  const seek = createPendingSeek({ media, clock })
  const target = () => seek.store.getState().target
  const seeks = () => bridge.calls.filter((call) => call.startsWith('seek'))
  return { clock, bridge, media, seek, target, seeks }
}

describe('portal spec §4 Playback controls', () => {
  it('forward and rewind move a pending target by 30 s from the position', async () => {
    const { seek, target, seeks } = await setup()
    expect(seek.forward()).toBe(true)
    expect(target()).toBe(130)
    seek.forward()
    expect(target()).toBe(160)
    seek.rewind()
    expect(target()).toBe(130)
    expect(seeks()).toEqual([])
  })

  it('the target stays within 0 and the end', async () => {
    const { seek, target } = await setup({ position: 20, duration: 200, seekable: true })
    seek.rewind()
    expect(target()).toBe(0)
    for (let i = 0; i < 10; i++) seek.forward()
    expect(target()).toBe(200)
  })

  it('a rewind to the start seeks to the start (a seek needs a positive position: §5)', async () => {
    const { seek, target, seeks, media } = await setup({ position: 20, duration: 200, seekable: true })
    seek.rewind()
    expect(target()).toBe(0)
    expect(await seek.toggle()).toBe(true)
    expect(seeks()).toEqual([`seek ${SEEK_START_S}`])
    expect(media.store.getState().position).toBe(SEEK_START_S)
  })

  it('is applied after 2 s without another step', async () => {
    const { seek, clock, target, seeks } = await setup()
    seek.forward()
    clock.advance(SEEK_COMMIT_MS - 1)
    seek.forward()
    clock.advance(SEEK_COMMIT_MS - 1)
    await flush()
    expect(seeks()).toEqual([])
    clock.advance(1)
    await flush()
    expect(seeks()).toEqual(['seek 160'])
    expect(target()).toBeNull()
  })

  it('is applied at once on toggle; without a target toggle pauses and continues', async () => {
    const { seek, media, clock, seeks } = await setup()
    seek.rewind()
    expect(await seek.toggle()).toBe(true)
    expect(seeks()).toEqual(['seek 70'])
    clock.advance(SEEK_COMMIT_MS)
    await flush()
    expect(seeks()).toHaveLength(1)
    await seek.toggle()
    expect(media.store.getState().state).toBe('paused')
    await seek.toggle()
    expect(media.store.getState().state).toBe('playing')
  })

  it('the OSD and the steps only when the media is seekable (not a live stream)', async () => {
    const { seek, target, clock } = await setup({ position: 10, duration: 0, seekable: false })
    expect(seek.osdAllowed()).toBe(false)
    expect(seek.forward()).toBe(false)
    expect(target()).toBeNull()
    expect(clock.pending()).toBe(1) // only the media progress tick
  })

  it('cancel drops the pending target', async () => {
    const { seek, clock, seeks, target } = await setup()
    seek.forward()
    seek.cancel()
    clock.advance(SEEK_COMMIT_MS)
    await flush()
    expect(target()).toBeNull()
    expect(seeks()).toEqual([])
  })
})
