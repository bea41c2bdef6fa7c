import { describe, expect, it, vi } from 'vitest'
import { manualClock } from '../time/fakes'
import type { Logger } from '../services/logger'
import { createLaterFeatures, LATER_FEATURES_RETRY_MS } from './laterFeatures'

const logger = () => {
  const errors: string[] = []
  const log = {
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (message: string) => void errors.push(message),
  } as unknown as Logger
  return { log, errors }
}

/** a fetch the test settles: each call is one pending import */
function imports() {
  const calls: Array<{ resolve: (value: string[]) => void; reject: (error: Error) => void }> = []
  const fetch = () =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ resolve, reject })
    })
  return { fetch, calls }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('the features loaded after Home (issue 19: boot JS)', () => {
  it('fetches nothing until asked, once however often it is asked, and joins what it fetched once', async () => {
    const { clock } = manualClock()
    const { fetch, calls } = imports()
    const join = vi.fn()
    const later = createLaterFeatures({ fetch, join, clock, log: logger().log })
    expect(later.state()).toBe('idle')
    expect(calls).toHaveLength(0)
    later.load()
    later.load()
    const loaded = later.loaded()
    expect(later.state()).toBe('loading')
    expect(calls).toHaveLength(1)
    calls[0]!.resolve(['live', 'vod'])
    await loaded
    expect(join).toHaveBeenCalledTimes(1)
    expect(join).toHaveBeenCalledWith(['live', 'vod'])
    expect(later.state()).toBe('loaded')
    later.load()
    await later.loaded()
    expect(calls).toHaveLength(1)
  })

  it('tells its listeners each change of state, in order', async () => {
    const { clock } = manualClock()
    const { fetch, calls } = imports()
    const later = createLaterFeatures({ fetch, join: () => {}, clock, log: logger().log })
    const seen: string[] = []
    const stop = later.subscribe(() => seen.push(later.state()))
    later.load()
    calls[0]!.resolve([])
    await flush()
    expect(seen).toEqual(['loading', 'loaded'])
    stop()
    later.load()
    expect(seen).toEqual(['loading', 'loaded'])
  })

  it('logs a failed fetch and fetches again after LATER_FEATURES_RETRY_MS; a visit in between fetches at once', async () => {
    const { clock, advance, pending } = manualClock()
    const { fetch, calls } = imports()
    const { log, errors } = logger()
    const later = createLaterFeatures({ fetch, join: () => {}, clock, log })
    let resolved = false
    void later.loaded().then(() => (resolved = true))
    calls[0]!.reject(new Error('HTTP 503'))
    await flush()
    expect(later.state()).toBe('failed')
    expect(errors).toEqual(['The features loaded after Home could not be fetched: HTTP 503'])
    advance(LATER_FEATURES_RETRY_MS - 1)
    expect(calls).toHaveLength(1)
    advance(1)
    expect(calls).toHaveLength(2)
    expect(later.state()).toBe('loading')
    calls[1]!.reject(new Error('offline'))
    await flush()
    // the guest opens one of their routes before the retry: fetched at once, the timer dropped
    later.load()
    expect(calls).toHaveLength(3)
    expect(pending()).toBe(0)
    calls[2]!.resolve([])
    await flush()
    expect(resolved).toBe(true)
    expect(later.state()).toBe('loaded')
  })

  it('a feature that throws while joining is logged; the rest of the portal goes on', async () => {
    const { clock } = manualClock()
    const { fetch, calls } = imports()
    const { log, errors } = logger()
    const later = createLaterFeatures({
      fetch,
      join: () => {
        throw new Error('no popup service')
      },
      clock,
      log,
    })
    const loaded = later.loaded()
    calls[0]!.resolve([])
    await loaded
    expect(later.state()).toBe('loaded')
    expect(errors).toEqual(['The features loaded after Home could not start: no popup service'])
  })
})
