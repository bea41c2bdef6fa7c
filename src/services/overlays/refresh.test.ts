import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { REFRESH_SPINNER_MS, createRefreshIndicator } from './refresh'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('refresh spinner', () => {
  it('portal spec §9: shows for 3 s even when the sync is quicker', async () => {
    const clock = createFakeClock()
    const refresh = createRefreshIndicator(clock)
    const done = refresh.run(async () => undefined)
    expect(refresh.store.getState().refreshing).toBe(true)
    clock.advance(REFRESH_SPINNER_MS - 1)
    await flush()
    expect(refresh.store.getState().refreshing).toBe(true)
    clock.advance(1)
    await done
    expect(refresh.store.getState().refreshing).toBe(false)
  })

  it('stays up until a slower sync ends', async () => {
    const clock = createFakeClock()
    const refresh = createRefreshIndicator(clock)
    let finish = () => undefined as void
    const done = refresh.run(() => new Promise<void>((resolve) => (finish = resolve)))
    clock.advance(REFRESH_SPINNER_MS * 2)
    await flush()
    expect(refresh.store.getState().refreshing).toBe(true)
    finish()
    await done
    expect(refresh.store.getState().refreshing).toBe(false)
  })

  it('a failed sync still takes the spinner down and rejects', async () => {
    const clock = createFakeClock()
    const refresh = createRefreshIndicator(clock)
    const done = refresh.run(() => Promise.reject(new Error('offline')))
    clock.advance(REFRESH_SPINNER_MS)
    await expect(done).rejects.toThrow('offline')
    expect(refresh.store.getState().refreshing).toBe(false)
  })

  it('a second refresh while one runs joins it (one sync)', async () => {
    const clock = createFakeClock()
    const refresh = createRefreshIndicator(clock)
    let syncs = 0
    const sync = async () => void syncs++
    const first = refresh.run(sync)
    const second = refresh.run(sync)
    clock.advance(REFRESH_SPINNER_MS)
    await Promise.all([first, second])
    expect(syncs).toBe(1)
  })
})
