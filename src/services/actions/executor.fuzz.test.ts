// Issue 20: the remote-action batch executor (portal spec §4 Remote actions) fuzzed with batches of valid,
// repeated, duplicate-instant, unknown and malformed actions (payloads as objects or JSON text), handlers
// that succeed, throw, finish late or never finish, and playback paused or not. Every batch settles
// (a handler that never finishes is cut at the adapters spec §9 action timeout), every action is
// reported at most once, and every item that is not a plain success is logged exactly once.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createStores } from '../../stores'
import { ACTION_MESSAGES, ACTION_TIMEOUT_MS } from './constants'
import { createActionExecutor } from './executor'
import { fakeActionsApi, fakeLog } from './fakes'
import type { ActionHandler } from './types'

const FUZZ = { seed: 20, numRuns: 400 }
const SLOW_MS = 30_000

type Behaviour = 'fine' | 'throws' | 'slow' | 'hangs'
// instant types (run even while paused) and regular ones, each with a fixed behaviour; Unknown has none
const TYPES: Record<string, Behaviour> = {
  Reboot: 'fine',
  StandBy: 'throws',
  PowerOn: 'hangs',
  CheckIn: 'slow',
  Message: 'fine',
  Mute: 'throws',
  Volume: 'hangs',
  SyncData: 'slow',
}

const validItem = fc
  .record({
    id: fc.integer({ min: 1, max: 8 }),
    action: fc.constantFrom(...Object.keys(TYPES), 'Unknown', 'constructor'),
    params: fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    asText: fc.boolean(),
  })
  .map(({ id, action, params, asText }) => {
    const payload = { action, params }
    return { id, remote: true, payload: asText ? JSON.stringify(payload) : payload, created_at: '' }
  })
const malformedItem = fc.oneof(
  fc.record({
    id: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.constant('x'), fc.constant(-1)),
    payload: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant('not json'),
      fc.constant([]),
    ),
  }),
  fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 })),
)
const batch = fc.array(
  fc.oneof({ weight: 3, arbitrary: validItem }, { weight: 1, arbitrary: malformedItem }),
  {
    maxLength: 10,
  },
)

function setup() {
  const api = fakeActionsApi()
  const log = fakeLog()
  const clock = createFakeClock()
  const handler =
    (behaviour: Behaviour): ActionHandler =>
    async () => {
      if (behaviour === 'throws') throw new Error('boom')
      if (behaviour === 'hangs') return new Promise<void>(() => undefined)
      if (behaviour === 'slow') return new Promise<void>((done) => clock.setTimeout(done, SLOW_MS))
    }
  const handlers = Object.fromEntries(Object.entries(TYPES).map(([type, b]) => [type, handler(b)]))
  const executor = createActionExecutor({ stores: createStores(), api, log, clock, handlers })
  return { api, log, clock, executor }
}

/** Drives the clock until the promise settles; a hang fails the property instead of the test timing out. */
async function settle(
  promise: Promise<void>,
  advance: (ms: number) => void,
  steps: number,
): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let step = 0; step <= steps && !done; step++) {
    for (let i = 0; i < 20; i++) await Promise.resolve()
    if (!done) advance(ACTION_TIMEOUT_MS)
  }
  for (let i = 0; i < 20; i++) await Promise.resolve()
  return done
}

describe('issue 20: the remote-action executor fuzzed', { timeout: 60_000 }, () => {
  it('settles, reports each action at most once, and logs each rejected item exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(batch, fc.boolean(), async (items, paused) => {
        const { api, log, clock, executor } = setup()
        if (paused) executor.pause()
        expect(await settle(executor.run(items), clock.advance, items.length + 1)).toBe(true)
        if (paused) expect(await settle(executor.resume(), clock.advance, items.length + 1)).toBe(true)
        const ids = api.reports.map((report) => report.id)
        expect(new Set(ids).size).toBe(ids.length)
        const successes = api.reports.filter((report) => report.status).length
        const rejections = log.warn.mock.calls.length + log.error.mock.calls.length
        expect(rejections).toBe(items.length - successes)
        for (const report of api.reports.filter((r) => !r.status))
          expect(report.message.length).toBeGreaterThan(0)
      }),
      FUZZ,
    )
  })

  it('a handler that never finishes is reported failed after the action timeout (found: it held the queue)', async () => {
    const { api, clock, executor } = setup()
    const run = executor.run([
      { id: 1, remote: true, payload: { action: 'Volume', params: {} }, created_at: '' },
      { id: 2, remote: true, payload: { action: 'Message', params: {} }, created_at: '' },
    ])
    clock.advance(ACTION_TIMEOUT_MS - 1)
    await Promise.resolve()
    expect(api.reports).toEqual([])
    clock.advance(1)
    await run
    expect(api.reports).toEqual([
      { id: 1, status: false, message: ACTION_MESSAGES.timeout },
      { id: 2, status: true, message: ACTION_MESSAGES.done },
    ])
  })
})
