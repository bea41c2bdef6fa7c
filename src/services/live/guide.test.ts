import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { Clock } from '../../time/clock'
import type { EpgResponse } from '../../api/types'
import { GUIDE_RESYNC_MAX_WAIT_MS, HOUR_MS } from './constants'
import { createGuide, dummyGuide, nowAndNext, programProgress } from './guide'
import { channel, flush } from './fakes'

const NOW = Date.UTC(2025, 0, 10, 12, 20)
const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const at = (h: number, m = 0) => Date.UTC(2025, 0, 10, h, m)

describe('dummy guide', () => {
  it('has 48 hourly slots starting 36 hours back, titled N/A', () => {
    const programs = dummyGuide(NOW)
    expect(programs).toHaveLength(48)
    expect(programs[0]).toEqual({ start: at(0) - 24 * HOUR_MS, end: at(1) - 24 * HOUR_MS, title: 'N/A' })
    expect(programs[0]!.start).toBe(at(12) - 36 * HOUR_MS)
    expect(programs.every((p) => p.end - p.start === HOUR_MS && p.title === 'N/A')).toBe(true)
  })
})

describe('now and next', () => {
  const programs = [
    { start: at(11), end: at(12), title: 'A' },
    { start: at(12), end: at(13), title: 'B' },
    { start: at(13), end: at(14), title: 'C' },
  ]
  it('finds the running programme and the one after', () => {
    expect(nowAndNext(programs, NOW)).toEqual({ now: programs[1], next: programs[2] })
    expect(programProgress(programs[1]!, NOW)).toBeCloseTo(20 / 60)
  })
  it('has no current programme in a gap', () => {
    expect(nowAndNext(programs, at(15)).now).toBeNull()
  })
})

describe('guide fetches', () => {
  const epg = (programs: EpgResponse[string]): EpgResponse => ({ 'bosphorus-tv.tr': programs })

  it('fetches per channel and timestamp once an hour (cached)', async () => {
    const clock = createFakeClock(NOW)
    const getEpg = vi.fn(async () => epg([{ start: at(12), end: at(13), title: 'News' }]))
    const guide = createGuide({ clock, getEpg, log: silent })
    guide.ensure(channel())
    guide.ensure(channel())
    await flush()
    expect(getEpg).toHaveBeenCalledTimes(1)
    expect(getEpg.mock.calls[0]?.slice(0, 2)).toEqual([1, NOW])
    expect(guide.get(1)?.programs[0]?.title).toBe('News')
    clock.advance(HOUR_MS)
    guide.ensure(channel())
    await flush()
    expect(getEpg).toHaveBeenCalledTimes(2)
  })

  it('shows the dummy guide when the channel has no epg id, no data or the call fails', async () => {
    const clock = createFakeClock(NOW)
    const getEpg = vi.fn(async (id: number): Promise<EpgResponse | false> => {
      if (id === 2) return {}
      throw new Error('500')
    })
    const guide = createGuide({ clock, getEpg, log: silent })
    guide.ensure(channel({ id: 1, epg_id: null }))
    guide.ensure(channel({ id: 2 }))
    guide.ensure(channel({ id: 3 }))
    await flush()
    for (const id of [1, 2, 3])
      expect(guide.get(id)).toMatchObject({ dummy: true, programs: dummyGuide(NOW) })
    expect(getEpg).toHaveBeenCalledTimes(2) // no epg id: no call
    expect(silent.warn).toHaveBeenCalled()
  })

  it('resyncs the playing channel at the end of its current programme', async () => {
    const clock = createFakeClock(NOW)
    const getEpg = vi.fn(async () =>
      epg([
        { start: at(12), end: at(13), title: 'Noon' },
        { start: at(13), end: at(14), title: 'One' },
      ]),
    )
    const guide = createGuide({ clock, getEpg, log: silent })
    guide.follow(channel())
    await flush()
    expect(getEpg).toHaveBeenCalledTimes(1)
    clock.advance(at(13) - NOW) // programme ends; the resync waits 1 s more
    await flush()
    expect(getEpg).toHaveBeenCalledTimes(1)
    clock.advance(1000)
    await flush()
    expect(getEpg).toHaveBeenCalledTimes(2)
  })

  it('a programme ending 30 days away sends no request before its end (timers over 2^31-1 ms fire at once)', async () => {
    const fake = createFakeClock(NOW)
    // as browsers and Node do: a delay over 2^31-1 ms fires at once
    const TIMER_MAX_MS = 2 ** 31 - 1
    const delays: number[] = []
    const clock: Clock = {
      ...fake,
      setTimeout: (callback, ms) => {
        delays.push(ms)
        return fake.setTimeout(callback, ms > TIMER_MAX_MS ? 0 : ms)
      },
    }
    const end = NOW + 30 * 24 * HOUR_MS
    const getEpg = vi.fn(async () => epg([{ start: at(12), end, title: 'Test card' }]))
    const guide = createGuide({ clock, getEpg, log: silent })
    guide.follow(channel())
    await flush()
    expect(getEpg).toHaveBeenCalledTimes(1)
    for (let minute = 0; minute < 10; minute++) {
      fake.advance(60_000)
      await flush()
    }
    expect(getEpg).toHaveBeenCalledTimes(1)
    // a day's steps up to the programme's end: still no request, and no wait beyond the bound
    fake.advance(end - fake.now() - 1)
    await flush()
    expect(getEpg).toHaveBeenCalledTimes(1)
    expect(Math.max(...delays)).toBeLessThanOrEqual(GUIDE_RESYNC_MAX_WAIT_MS)
    expect(delays.length).toBeLessThanOrEqual(32)
    // portal spec §4/§7: the resync 1 s after the end
    fake.advance(1001)
    await flush()
    expect(getEpg).toHaveBeenCalledTimes(2)
  })

  it('aborts its requests on navigation', async () => {
    const clock = createFakeClock(NOW)
    let seen: AbortSignal | null = null
    const guide = createGuide({
      clock,
      log: silent,
      getEpg: (_id, _ts, signal) => {
        seen = signal
        return new Promise(() => undefined)
      },
    })
    guide.ensure(channel())
    guide.abort()
    expect(seen!.aborted).toBe(true)
  })

  it('drops malformed programmes with a warning', async () => {
    const clock = createFakeClock(NOW)
    const getEpg = vi.fn(async () =>
      epg([
        { start: at(12), end: at(11), title: 'backwards' },
        { start: at(12), end: at(13), title: '' },
      ]),
    )
    const guide = createGuide({ clock, getEpg, log: silent })
    guide.ensure(channel())
    await flush()
    expect(guide.get(1)?.programs).toEqual([{ start: at(12), end: at(13), title: 'N/A' }])
  })
})
