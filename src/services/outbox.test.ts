import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../api/fakes'
import type { CallOptions } from '../api/http'
import { fakeLog } from './actions/fakes'
import { createOutbox } from './outbox'
import { memoryStorage } from './session/storage'

type Item = { key: string; value: number }

const KEY = 'test.outbox'
const RETRY_MS = 1000
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const down = () => new Error('failed with status 503')

function setup(storage = memoryStorage(), max = 3) {
  const clock = createFakeClock()
  const log = fakeLog()
  const sent: Item[] = []
  const send = vi.fn(async (item: Item, _call: CallOptions) => {
    sent.push(item)
    return true
  })
  const outbox = createOutbox<Item>({
    describe: (item) => `Item ${item.key}`,
    keyOf: (item) => item.key,
    decode: (raw) => {
      const { key, value } = (raw ?? {}) as Record<string, unknown>
      return typeof key === 'string' && typeof value === 'number' ? { key, value } : null
    },
    send,
    clock,
    log,
    retryMs: RETRY_MS,
    max,
    storage,
    storageKey: KEY,
  })
  return { clock, log, sent, send, outbox, storage }
}

describe('outbox: writes the backend could not take are sent again', () => {
  it('sends an item at once and keeps nothing once it is taken', async () => {
    const { outbox, sent, storage } = setup()
    outbox.start()
    await outbox.add({ key: 'a', value: 1 })
    expect(sent).toEqual([{ key: 'a', value: 1 }])
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('keeps one waiting item per key: a newer one replaces it', async () => {
    const { outbox, send, sent, clock } = setup()
    outbox.start()
    send.mockRejectedValueOnce(down()).mockRejectedValueOnce(down())
    await outbox.add({ key: 'a', value: 1 })
    await outbox.add({ key: 'a', value: 2 })
    expect(outbox.count()).toBe(1)
    clock.advance(RETRY_MS)
    await settle()
    expect(sent).toEqual([{ key: 'a', value: 2 }])
    outbox.stop()
  })

  it('retries only while started: a stopped outbox keeps what waits for the next flush', async () => {
    const { outbox, send, sent, clock } = setup()
    outbox.start()
    outbox.stop()
    send.mockRejectedValueOnce(down())
    await outbox.add({ key: 'a', value: 1 })
    clock.advance(RETRY_MS * 5)
    await settle()
    expect(send).toHaveBeenCalledTimes(1)
    await outbox.flush()
    expect(sent).toEqual([{ key: 'a', value: 1 }])
  })

  it('a page after a restart retries what the one before could not send, and what it added before start', async () => {
    const storage = memoryStorage()
    const first = setup(storage)
    first.outbox.start()
    first.send.mockRejectedValue(down())
    await first.outbox.add({ key: 'a', value: 1 })
    first.outbox.stop()
    const second = setup(storage)
    second.send.mockRejectedValueOnce(down())
    await second.outbox.add({ key: 'b', value: 2 })
    second.outbox.start()
    expect(second.outbox.count()).toBe(2)
    second.clock.advance(RETRY_MS)
    await settle()
    // the first try of both failed at 'a', so 'b' goes first now: each is sent once
    expect(second.sent).toEqual([
      { key: 'b', value: 2 },
      { key: 'a', value: 1 },
    ])
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('drops what storage holds that is not an item, and garbage, with a warning', async () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify([{ key: 'a', value: 1 }, 7, { key: 2 }]) })
    const { outbox, log } = setup(storage)
    outbox.start()
    expect(outbox.count()).toBe(1)
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual([{ key: 'a', value: 1 }])
    storage.setItem(KEY, 'not json')
    const other = setup(storage)
    other.outbox.start()
    expect(other.outbox.count()).toBe(0)
    expect(other.log.warn).toHaveBeenCalledWith(expect.stringContaining(`(${KEY}) could not be read`))
    expect(storage.getItem(KEY)).toBeNull()
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('keeps at most `max`, dropping the oldest with a warning', async () => {
    const { outbox, send, log } = setup(memoryStorage(), 2)
    send.mockRejectedValue(down())
    for (const key of ['a', 'b', 'c']) await outbox.add({ key, value: 0 })
    expect(outbox.count()).toBe(2)
    expect(log.warn).toHaveBeenCalledWith('Item a dropped: more than 2 unsent')
  })
})
