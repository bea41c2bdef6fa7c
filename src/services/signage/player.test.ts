import { describe, expect, it, vi } from 'vitest'
import type { DigitalSignage } from '../../api/types'
import { manualClock } from '../../time/fakes'
import type { Logger } from '../logger'
import { createSignageFakeMedia, distribution, flush, imageLayout, videoLayout } from './fakes'
import { createSignagePlayer, NO_LAYOUTS } from './player'

const HOUR_MS = 60 * 60 * 1000
const LOOP = [imageLayout(20, ['a', 'b', 'c'], 5), videoLayout(16, '/v.m3u8'), imageLayout(30, ['d'])]

function setup(initial: DigitalSignage | false | Error, start = 0) {
  const { clock, advance, pending } = manualClock(start)
  const media = createSignageFakeMedia()
  const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  let answer: DigitalSignage | false | Error = initial
  const fetch = vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  })
  const player = createSignagePlayer({ clock, fetch, media, log })
  const state = () => player.store.getState()
  /** advances the clock and lets the fetch and media promises settle */
  const run = async (ms: number) => {
    advance(ms)
    await flush()
  }
  return {
    player,
    media,
    log,
    fetch,
    state,
    run,
    pending,
    serve: (next: DigitalSignage | false | Error) => (answer = next),
  }
}

async function started(initial: DigitalSignage | false | Error, start = 0) {
  const f = setup(initial, start)
  f.player.start()
  await flush()
  return f
}

describe('signage player (portal spec §4 Digital signage)', () => {
  it('shows the layout the time elapsed since start modulo the total duration gives', async () => {
    const f = await started(distribution(0, LOOP), 66_000 * 3 + 40_000)
    expect(f.state()).toMatchObject({ status: 'playing', layout: { index: 3, count: 3, type: 'image' } })
    expect(f.state().image).toBe('d')
  })

  it('shows every layout in order at its time over a simulated day', async () => {
    const f = await started(distribution(0, LOOP))
    const seen: string[] = []
    f.player.store.subscribe((state, previous) => {
      if (state.layout?.index !== previous.layout?.index) seen.push(`${state.layout?.index ?? '-'}`)
    })
    for (let t = 0; t < 24 * HOUR_MS; t += 60_000) await f.run(60_000)
    const loops = Math.floor((24 * HOUR_MS) / 66_000)
    expect(seen.slice(0, 6)).toEqual(['2', '3', '1', '2', '3', '1'])
    expect(seen.length).toBeGreaterThanOrEqual(loops * 3)
    expect(seen.every((index, k) => index === String(((k + 1) % 3) + 1))).toBe(true)
  })

  it('changes the image of a list every per_duration seconds', async () => {
    const f = await started(distribution(0, LOOP))
    expect(f.state().image).toBe('a')
    await f.run(4_999)
    expect(f.state().image).toBe('a')
    await f.run(1)
    expect(f.state().image).toBe('b')
    await f.run(5_000)
    expect(f.state().image).toBe('c')
    await f.run(5_000)
    expect(f.state().image).toBe('a')
  })

  it('preloads the next image of the list and the next layout’s first image', async () => {
    const f = await started(
      distribution(0, [imageLayout(20, ['a', 'b'], 10), imageLayout(10, ['z', 'y'], 5)]),
    )
    expect(f.state().preload).toEqual(['b', 'z'])
    await f.run(10_000)
    expect(f.state().preload).toEqual(['a', 'z'])
  })

  it('waits when the next change is 5 s or less away, then shows the next layout', async () => {
    const f = await started(distribution(0, LOOP), 15_500)
    expect(f.state().status).toBe('waiting')
    expect(f.state().layout).toBeNull()
    expect(f.state().preload).toEqual([])
    expect(f.media.played).toEqual([])
    await f.run(4_500)
    expect(f.state()).toMatchObject({ status: 'playing', layout: { index: 2, type: 'video' } })
    expect(f.media.played).toEqual(['/v.m3u8'])
  })

  it('shows a layout joined with more than 5 s left at once', async () => {
    const f = await started(distribution(0, LOOP), 14_000)
    expect(f.state()).toMatchObject({ status: 'playing', layout: { index: 1 } })
  })

  it('shows a short layout reached at its beginning in full', async () => {
    const f = await started(distribution(0, [imageLayout(3, ['x']), imageLayout(3, ['y'])]))
    expect(f.state().image).toBe('x')
    await f.run(3_000)
    expect(f.state().image).toBe('y')
    await f.run(3_000)
    expect(f.state().image).toBe('x')
  })

  it('keeps the still image over a starting video until it plays (no blank frame)', async () => {
    const f = await started(distribution(0, LOOP))
    f.media.play = vi.fn(() => new Promise<void>(() => undefined)) // never answers
    await f.run(20_000)
    expect(f.state()).toMatchObject({ layout: { type: 'video' }, image: 'a', videoPlaying: false })
    f.media.store.setState({ state: 'playing', source: '/v.m3u8' })
    expect(f.state()).toMatchObject({ image: null, videoPlaying: true })
  })

  it('draws the next image before it stops the video under it', async () => {
    const f = await started(distribution(0, LOOP), 20_000)
    expect(f.state().videoPlaying).toBe(true)
    const order: string[] = []
    f.player.store.subscribe((state) => order.push(`image ${state.image ?? '-'}`))
    f.media.store.subscribe((state) => order.push(`media ${state.state}`))
    await f.run(16_000)
    expect(order.slice(0, 2)).toEqual(['image d', 'media stopped'])
  })

  it('plays a single stream layout directly and never restarts it', async () => {
    const f = await started(distribution(0, [videoLayout(30, '/news.m3u8', 'stream')]), 29_000)
    expect(f.state()).toMatchObject({ status: 'playing', layout: { type: 'stream' }, videoPlaying: true })
    for (let k = 0; k < 12; k++) await f.run(5 * 60_000)
    expect(f.media.played).toEqual(['/news.m3u8'])
  })

  it('plays an ended stream again after 5 s', async () => {
    const f = await started(distribution(0, [videoLayout(30, '/news.m3u8', 'stream')]))
    f.media.end()
    expect(f.state().videoPlaying).toBe(false)
    await f.run(4_999)
    expect(f.media.played).toHaveLength(1)
    await f.run(1)
    expect(f.media.played).toEqual(['/news.m3u8', '/news.m3u8'])
    expect(f.state().videoPlaying).toBe(true)
  })

  it('logs a failed play and tries again after 5 s', async () => {
    const f = setup(distribution(0, [videoLayout(30, '/news.m3u8', 'stream')]))
    f.media.failWith = new Error('Request timeout!')
    f.player.start()
    await flush()
    expect(f.log.warn).toHaveBeenCalledWith('Signage layout /news.m3u8 could not play: Request timeout!')
    f.media.failWith = null
    await f.run(5_000)
    expect(f.media.played).toHaveLength(2)
    expect(f.state().videoPlaying).toBe(true)
  })

  it("shows the logo and logs 'No layouts detected' without a distribution", async () => {
    const f = await started({ distribution: null, start: 0, layouts: [] })
    expect(f.state()).toMatchObject({ status: 'logo', layout: null, image: null })
    expect(f.log.warn).toHaveBeenCalledWith(NO_LAYOUTS)
  })

  it('shows the logo when the distribution has no layouts or the backend has none', async () => {
    expect((await started(distribution(0, []))).state().status).toBe('logo')
    expect((await started(false)).state().status).toBe('logo')
  })

  it('polls every 10 s and a changed distribution takes effect at the next poll', async () => {
    const f = await started(distribution(0, LOOP), 30_000)
    expect(f.state().layout?.type).toBe('video')
    f.serve({ distribution: null, start: 0, layouts: [] })
    await f.run(9_999)
    expect(f.fetch).toHaveBeenCalledTimes(1)
    expect(f.state().status).toBe('playing')
    await f.run(1)
    expect(f.fetch).toHaveBeenCalledTimes(2)
    expect(f.state().status).toBe('logo')
    expect(f.media.stops).toBe(1)
    f.serve(distribution(0, [imageLayout(60, ['new'])], 2))
    await f.run(10_000)
    expect(f.state()).toMatchObject({ status: 'playing', image: 'new' })
  })

  it('keeps playing through a poll that changed nothing', async () => {
    const f = await started(distribution(0, LOOP), 22_000)
    for (let k = 0; k < 3; k++) await f.run(2_000) // still inside the 16 s video
    await f.run(4_000)
    expect(f.fetch).toHaveBeenCalledTimes(2)
    expect(f.media.played).toEqual(['/v.m3u8'])
  })

  it('keeps what plays when a poll fails, and shows the logo when the first one does', async () => {
    const f = await started(distribution(0, LOOP), 1_000)
    f.serve(new Error('offline'))
    await f.run(10_000)
    expect(f.state().status).toBe('playing')
    const g = await started(new Error('offline'))
    expect(g.state().status).toBe('logo')
  })

  it('stop clears every timer and listener and stops its media', async () => {
    const f = await started(distribution(0, LOOP), 25_000)
    expect(f.media.listeners()).toBe(1)
    f.player.stop()
    expect(f.pending()).toBe(0)
    expect(f.media.listeners()).toBe(0)
    expect(f.media.stops).toBe(1)
    expect(f.state().status).toBe('loading')
  })
})
