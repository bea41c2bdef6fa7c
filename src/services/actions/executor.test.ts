import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { createFakeClock } from '../../api/fakes'
import { createStores, type Stores } from '../../stores'
import {
  ACTION_MESSAGES,
  ACTION_POLL_INTERVAL_MS,
  MAX_UNSENT_REPORTS,
  REPORT_RETRY_MS,
  UNFINISHED_ACTIONS_KEY,
  UNSENT_REPORTS_KEY,
} from './constants'
import { createActionExecutor, pollPhaseMs, storeActionsRequest, type ActionExecutorDeps } from './executor'
import { fakeActionsApi, fakeLog, makeAction } from './fakes'
import { memoryStorage } from '../session/storage'
import type { ActionHandler } from './types'

const REQUEST = { mac: '02:00:00:00:01:01', guest_id: 5101 }

let stores: Stores

function setup(overrides: Partial<ActionExecutorDeps> = {}) {
  const api = fakeActionsApi()
  const log = fakeLog()
  const clock = createFakeClock()
  const ran: string[] = []
  const record: ActionHandler = async (_params, { action }) => void ran.push(action.payload.action)
  const handlers = { StandBy: record, Reboot: record, Message: record, SyncData: record }
  const executor = createActionExecutor({
    stores,
    api,
    log,
    clock,
    handlers,
    request: () => REQUEST,
    ...overrides,
  })
  return { api, log, clock, ran, executor }
}

describe('action executor (portal spec §4 Remote actions)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('polls POST /api/get/actions with mac and guest id at start', () => {
    const { api, executor } = setup()
    executor.start()
    expect(api.getActions).toHaveBeenCalledExactlyOnceWith(REQUEST, { silent: false })
  })

  it('polls again every 1,800,000 ms', () => {
    const { api, clock, executor } = setup()
    executor.start()
    clock.advance(ACTION_POLL_INTERVAL_MS - 1)
    expect(api.getActions).toHaveBeenCalledTimes(1)
    clock.advance(1)
    expect(api.getActions).toHaveBeenCalledTimes(2)
    clock.advance(ACTION_POLL_INTERVAL_MS)
    expect(api.getActions).toHaveBeenCalledTimes(3)
  })

  it('takes an overridden poll interval', () => {
    const { api, clock, executor } = setup({ intervalMs: 1000 })
    executor.start()
    clock.advance(3000)
    expect(api.getActions).toHaveBeenCalledTimes(4)
  })

  it('stops polling when stopped', () => {
    const { api, clock, executor } = setup()
    executor.start()
    executor.stop()
    clock.advance(ACTION_POLL_INTERVAL_MS * 2)
    expect(api.getActions).toHaveBeenCalledTimes(1)
    expect(clock.pending()).toBe(0)
  })

  it('reads mac and guest id from the hotel store by default', () => {
    stores.hotel.setState({ mac: REQUEST.mac })
    expect(storeActionsRequest(stores.hotel)).toEqual({ mac: REQUEST.mac, guest_id: null })
  })

  it('skips the poll while no device mac is known', async () => {
    const { api, executor } = setup({ request: () => null })
    await executor.poll()
    expect(api.getActions).not.toHaveBeenCalled()
  })

  it('runs a polled action and reports it done', async () => {
    const { api, ran, executor } = setup()
    api.batches.push([makeAction(1, 'Message')])
    await executor.poll()
    expect(ran).toEqual(['Message'])
    expect(api.reports).toEqual([{ id: 1, status: true, message: ACTION_MESSAGES.done }])
  })

  it("rejects an unknown action type with 'Not found' and reports it failed", async () => {
    const { api, executor } = setup()
    await executor.run([makeAction(2, 'Teleport')])
    expect(api.reports).toEqual([{ id: 2, status: false, message: 'Not found' }])
  })

  it.each(['constructor', 'toString'])("rejects the type '%s' as 'Not found'", async (type) => {
    const { api, executor } = setup()
    await executor.run([makeAction(25, type)])
    expect(api.reports).toEqual([{ id: 25, status: false, message: 'Not found' }])
  })

  it('reports a failed action with its message', async () => {
    const failing: ActionHandler = async () => {
      throw new Error('Volume needs a numeric params.state; got string "loud"')
    }
    const { api, executor } = setup({ handlers: { Volume: failing } })
    await executor.run([makeAction(3, 'Volume', { state: 'loud' })])
    expect(api.reports).toEqual([
      { id: 3, status: false, message: 'Volume needs a numeric params.state; got string "loud"' },
    ])
  })

  it("drops duplicate instant actions of one batch and reports them failed with reason 'multiple'", async () => {
    const { api, ran, executor } = setup()
    await executor.run([makeAction(4, 'StandBy'), makeAction(5, 'StandBy'), makeAction(6, 'Reboot')])
    expect(ran).toEqual(['StandBy', 'Reboot'])
    expect(api.reports).toContainEqual({ id: 5, status: false, message: 'multiple' })
    expect(api.reports.filter((report) => report.status)).toHaveLength(2)
  })

  it('runs repeated regular actions of one batch', async () => {
    const { ran, executor } = setup()
    await executor.run([makeAction(7, 'Message'), makeAction(8, 'Message')])
    expect(ran).toEqual(['Message', 'Message'])
  })

  it('reports a malformed action payload failed and runs the rest of the batch', async () => {
    const { api, ran, log, executor } = setup()
    const malformed = { id: 9, remote: true, payload: '{not json', created_at: '' }
    await executor.run([malformed, makeAction(10, 'Message')])
    expect(api.reports[0]).toMatchObject({ id: 9, status: false })
    expect(api.reports[0]?.message).toMatch(/actions\[0\]\.payload/)
    expect(ran).toEqual(['Message'])
    expect(log.error).toHaveBeenCalled()
  })

  it('logs an action without a readable id and reports nothing for it', async () => {
    const { api, log, executor } = setup()
    await executor.run([{ payload: { action: 'Message' } }, 'garbage', null])
    expect(api.reports).toEqual([])
    expect(log.error).toHaveBeenCalledTimes(3)
  })

  it('never runs the same action id twice', async () => {
    const { ran, executor } = setup()
    await executor.run([makeAction(11, 'Message')])
    await executor.run([makeAction(11, 'Message')])
    expect(ran).toEqual(['Message'])
  })

  it('holds regular actions while playback is paused', async () => {
    const { api, ran, executor } = setup()
    executor.pause()
    await executor.run([makeAction(12, 'Message')])
    expect(ran).toEqual([])
    expect(api.reports).toEqual([])
    expect(executor.pendingCount()).toBe(1)
  })

  it('runs instant actions while playback is paused', async () => {
    const { ran, executor } = setup()
    executor.pause()
    await executor.run([makeAction(13, 'Message'), makeAction(14, 'StandBy')])
    expect(ran).toEqual(['StandBy'])
  })

  it('runs the held regular actions in order on resume', async () => {
    const { api, ran, executor } = setup()
    executor.pause()
    await executor.run([makeAction(15, 'Message'), makeAction(16, 'SyncData')])
    await executor.resume()
    expect(ran).toEqual(['Message', 'SyncData'])
    expect(api.reports.map((report) => report.id)).toEqual([15, 16])
  })

  it("a navigation's play action does not run the actions a popup still holds: each reason is lifted on its own", async () => {
    const { ran, executor } = setup()
    executor.pause('navigation') // the boot's navigation to Home
    executor.pause('popup') // a Message.Image opened within its 5 s
    await executor.run([makeAction(17, 'Message')])
    await executor.resume('navigation') // its play action, 5 s after the navigation
    expect(ran).toEqual([])
    expect(executor.isPaused()).toBe(true)
    await executor.resume('popup') // 1 s after the popup closed
    expect(ran).toEqual(['Message'])
    expect(executor.isPaused()).toBe(false)
  })

  it('stops after the running regular action when paused mid-queue', async () => {
    const ran: string[] = []
    const executor = createActionExecutor({
      stores,
      api: fakeActionsApi(),
      log: fakeLog(),
      clock: createFakeClock(),
      request: () => REQUEST,
      handlers: {
        Message: async () => {
          ran.push('Message')
          executor.pause()
        },
        SyncData: async () => void ran.push('SyncData'),
      },
    })
    await executor.run([makeAction(21, 'Message'), makeAction(22, 'SyncData')])
    expect(ran).toEqual(['Message'])
    expect(executor.pendingCount()).toBe(1)
  })

  it('runs a handler registered after creation', async () => {
    const { api, ran, executor } = setup()
    executor.register('Message.Marquee', async () => void ran.push('marquee'))
    await executor.run([makeAction(23, 'Message.Marquee')])
    expect(ran).toEqual(['marquee'])
    expect(api.reports).toEqual([{ id: 23, status: true, message: ACTION_MESSAGES.done }])
  })

  it('restores the previous handler when a registration is undone', async () => {
    const { ran, executor } = setup()
    executor.register('Message', async () => void ran.push('popup'))()
    await executor.run([makeAction(24, 'Message')])
    expect(ran).toEqual(['Message'])
  })

  it('reports locally created actions too', async () => {
    const { api, executor } = setup()
    await executor.runLocal({ ...makeAction(17, 'Message'), remote: false })
    expect(api.reports).toEqual([{ id: 17, status: true, message: ACTION_MESSAGES.done }])
  })

  it('logs a 5xx from set/action, goes on with the batch and sends the report again with the next', async () => {
    const { api, ran, log, executor } = setup()
    api.setAction.mockRejectedValueOnce(
      new ApiError('http', 'POST /api/set/action', 'failed with status 500'),
    )
    await executor.run([makeAction(18, 'Message'), makeAction(19, 'SyncData')])
    expect(ran).toEqual(['Message', 'SyncData'])
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('Action 18 report could not be sent'),
      expect.anything(),
    )
    expect(api.reports).toEqual([
      { id: 18, status: true, message: ACTION_MESSAGES.done },
      { id: 19, status: true, message: ACTION_MESSAGES.done },
    ])
    expect(executor.unsentCount()).toBe(0)
  })

  it('logs a failed poll and keeps polling', async () => {
    const { api, log, clock, executor } = setup()
    api.getActions.mockRejectedValueOnce(new ApiError('http', 'POST /api/get/actions', 'status 503'))
    await executor.poll()
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('Actions could not be fetched'),
      expect.anything(),
    )
    executor.start()
    clock.advance(ACTION_POLL_INTERVAL_MS)
    expect(api.getActions).toHaveBeenCalledTimes(3)
  })

  it('treats a 404 from get/actions as no actions', async () => {
    const { api, executor } = setup()
    api.batches.push(false)
    await executor.poll()
    expect(api.setAction).not.toHaveBeenCalled()
  })

  it('logs a handler that throws a non-Error and reports its text', async () => {
    const { api, executor } = setup({ handlers: { Message: () => Promise.reject('popup busy') } })
    await executor.run([makeAction(20, 'Message')])
    expect(api.reports).toEqual([{ id: 20, status: false, message: 'popup busy' }])
  })
})

describe('issue 20: the poll phase spreads TVs that start together', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('polls at start, then after a random part of the interval, then every full interval', () => {
    const { api, clock, executor } = setup({ random: () => 0.75 })
    executor.start()
    expect(api.getActions).toHaveBeenCalledTimes(1)
    clock.advance(ACTION_POLL_INTERVAL_MS / 4 - 1)
    expect(api.getActions).toHaveBeenCalledTimes(1)
    clock.advance(1)
    expect(api.getActions).toHaveBeenCalledTimes(2)
    clock.advance(ACTION_POLL_INTERVAL_MS)
    expect(api.getActions).toHaveBeenCalledTimes(3)
  })

  it('draws the second poll from (0, interval], so a thousand TVs spread evenly over it', () => {
    const phases = Array.from({ length: 1000 }, (_, i) =>
      pollPhaseMs(ACTION_POLL_INTERVAL_MS, () => i / 1000),
    )
    expect(Math.min(...phases)).toBe(1800)
    expect(Math.max(...phases)).toBe(ACTION_POLL_INTERVAL_MS)
    const perMinute = new Map<number, number>()
    for (const phase of phases)
      perMinute.set(Math.floor(phase / 60_000), (perMinute.get(Math.floor(phase / 60_000)) ?? 0) + 1)
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(34)
  })

  describe('unfinished actions across a restart of the page (nothing is lost)', () => {
    /** lets the executor's promise chains run (its timers are the manual clock's) */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
    /** the same storage for two pages of one TV: the one that went away, and the one after it */
    const twoPages = () => {
      const storage = memoryStorage()
      const page = (batches: unknown[][] = []) => {
        const opened = setup({ storage })
        opened.api.batches.push(...batches)
        return opened
      }
      return { storage, page }
    }

    it('runs and reports after the restart the regular actions the page took and had not run yet', async () => {
      const { storage, page } = twoPages()
      const first = page([[makeAction(7, 'Message'), makeAction(8, 'SyncData')]])
      first.executor.pause() // the guest was navigating, or a popup played
      first.executor.start()
      await settle()
      expect(first.ran).toEqual([])
      expect(first.api.reports).toEqual([])
      // the page goes away (a Reload action, a reboot, a power cut); the server will not hand them out again
      const second = page()
      second.executor.start()
      await settle()
      expect(second.ran).toEqual(['Message', 'SyncData'])
      expect(second.api.reports).toEqual([
        { id: 7, status: true, message: ACTION_MESSAGES.done },
        { id: 8, status: true, message: ACTION_MESSAGES.done },
      ])
      expect(storage.getItem(UNFINISHED_ACTIONS_KEY)).toBeNull()
      // then the poll at start, as always
      expect(second.api.getActions).toHaveBeenCalledOnce()
    })

    it('keeps nothing once every action finished, failed or not', async () => {
      const { storage, page } = twoPages()
      const first = page([[makeAction(1, 'Message'), makeAction(2, 'Teleport'), makeAction(3, 'StandBy')]])
      first.executor.start()
      await settle()
      expect(first.api.reports.map(({ id }) => id).sort()).toEqual([1, 2, 3])
      expect(storage.getItem(UNFINISHED_ACTIONS_KEY)).toBeNull()
      const second = page()
      second.executor.start()
      await settle()
      expect(second.ran).toEqual([])
      expect(second.api.reports).toEqual([])
    })

    it('an action the page went away from twice is reported failed, not run a third time', async () => {
      const { storage, page } = twoPages()
      const first = page([[makeAction(4, 'Message')]])
      first.executor.pause()
      first.executor.start()
      await settle()
      const second = page()
      second.executor.pause()
      second.executor.start()
      await settle()
      expect(second.ran).toEqual([])
      const third = page()
      third.executor.start()
      await settle()
      expect(third.ran).toEqual([])
      expect(third.api.reports).toEqual([{ id: 4, status: false, message: ACTION_MESSAGES.interrupted }])
      expect(storage.getItem(UNFINISHED_ACTIONS_KEY)).toBeNull()
    })

    it('what storage holds is input: garbage is dropped with a warning, a malformed action reported failed', async () => {
      const { storage, page } = twoPages()
      storage.setItem(UNFINISHED_ACTIONS_KEY, '{not json')
      const first = page()
      first.executor.start()
      await settle()
      expect(first.log.warn).toHaveBeenCalledWith(
        expect.stringContaining('Unfinished actions could not be read'),
      )
      expect(storage.getItem(UNFINISHED_ACTIONS_KEY)).toBeNull()
      expect(first.api.getActions).toHaveBeenCalledOnce()
      storage.setItem(
        UNFINISHED_ACTIONS_KEY,
        JSON.stringify([{ action: { id: 9, payload: 'x' }, restarts: 0 }, 'junk', { restarts: 0 }]),
      )
      const second = page()
      second.executor.start()
      await settle()
      expect(second.ran).toEqual([])
      expect(second.api.reports).toEqual([{ id: 9, status: false, message: expect.any(String) }])
      expect(storage.getItem(UNFINISHED_ACTIONS_KEY)).toBeNull()
    })
  })
})

describe('reports the backend could not take are sent again (nothing is lost)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  /** lets the executor's promise chains run (its timers are the manual clock's) */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const down = () => new ApiError('http', 'POST /api/set/action', 'failed with status 503')
  const done = (id: number) => ({ id, status: true, message: ACTION_MESSAGES.done })

  it(`sends a failed report again ${REPORT_RETRY_MS} ms later, its error shown once and the retries silent`, async () => {
    const { api, log, clock, executor } = setup()
    api.setAction.mockRejectedValueOnce(down()).mockRejectedValueOnce(down())
    executor.start()
    await executor.run([makeAction(30, 'Message')])
    expect(api.reports).toEqual([])
    expect(executor.unsentCount()).toBe(1)
    expect(log.error).toHaveBeenCalledTimes(1)
    clock.advance(REPORT_RETRY_MS - 1)
    await settle()
    expect(api.setAction).toHaveBeenCalledTimes(1)
    clock.advance(1)
    await settle()
    // still down: logged as a warning, sent silently (no error notice at every retry), kept
    expect(api.setAction).toHaveBeenCalledTimes(2)
    expect(api.setAction.mock.calls[1]![1]).toEqual({ silent: true })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Action 30 report could not be sent'))
    expect(log.error).toHaveBeenCalledTimes(1)
    clock.advance(REPORT_RETRY_MS)
    await settle()
    expect(api.reports).toEqual([done(30)])
    expect(executor.unsentCount()).toBe(0)
    // nothing left: no more retries
    clock.advance(REPORT_RETRY_MS * 3)
    await settle()
    expect(api.setAction).toHaveBeenCalledTimes(3)
    executor.stop()
  })

  it('sends what is unsent before the next poll fetches a batch', async () => {
    const { api, executor } = setup()
    api.setAction.mockRejectedValueOnce(down())
    await executor.run([makeAction(31, 'Message')])
    api.batches.push([makeAction(32, 'SyncData')])
    await executor.poll()
    expect(api.reports).toEqual([done(31), done(32)])
    expect(api.setAction.mock.invocationCallOrder[1]!).toBeLessThan(
      api.getActions.mock.invocationCallOrder[0]!,
    )
  })

  it('does not send again a report the backend answered and refused (a 404)', async () => {
    const { api, log, clock, executor } = setup()
    api.setAction.mockResolvedValueOnce(false)
    executor.start()
    await executor.run([makeAction(33, 'Message')])
    expect(log.warn).toHaveBeenCalledWith('Action 33 report was not accepted')
    expect(executor.unsentCount()).toBe(0)
    clock.advance(REPORT_RETRY_MS)
    await settle()
    expect(api.setAction).toHaveBeenCalledTimes(1)
    executor.stop()
  })

  it('one report the backend keeps failing does not hold back the others', async () => {
    const { api, clock, executor } = setup()
    api.setAction.mockImplementation(async (report) => {
      if (report.id === 34) throw down()
      api.reports.push(report)
      return true
    })
    executor.start()
    await executor.run([makeAction(34, 'Message')])
    await executor.run([makeAction(35, 'Message')])
    await executor.run([makeAction(36, 'Message')])
    clock.advance(REPORT_RETRY_MS)
    await settle()
    clock.advance(REPORT_RETRY_MS)
    await settle()
    expect(api.reports).toEqual([done(35), done(36)])
    expect(executor.unsentCount()).toBe(1)
    executor.stop()
  })

  it('keeps the unsent reports across a restart and does not run their actions again', async () => {
    const storage = memoryStorage()
    const first = setup({ storage })
    first.api.setAction.mockRejectedValue(down())
    first.api.batches.push([makeAction(37, 'Message'), makeAction(38, 'SyncData')])
    first.executor.pause()
    first.executor.start()
    await settle()
    // 37 runs and cannot be reported; 38 waits behind a pause again when the page goes away
    void first.executor.resume()
    first.executor.pause()
    await settle()
    expect(first.ran).toEqual(['Message'])
    expect(JSON.parse(storage.getItem(UNSENT_REPORTS_KEY)!)).toEqual([done(37)])
    first.executor.stop()
    const second = setup({ storage })
    second.executor.start()
    await settle()
    // 38 runs now; 37 does not run twice, only its report is sent
    expect(second.ran).toEqual(['SyncData'])
    expect(second.api.reports).toEqual([done(37), done(38)])
    expect(storage.getItem(UNSENT_REPORTS_KEY)).toBeNull()
    expect(storage.getItem(UNFINISHED_ACTIONS_KEY)).toBeNull()
    expect(second.api.getActions).toHaveBeenCalledOnce()
  })

  it('what storage holds is input: garbage is dropped with a warning, a report kept whole', async () => {
    const storage = memoryStorage()
    storage.setItem(UNSENT_REPORTS_KEY, '[1')
    const first = setup({ storage })
    first.executor.start()
    await settle()
    expect(first.log.warn).toHaveBeenCalledWith(
      expect.stringContaining(`(${UNSENT_REPORTS_KEY}) could not be read`),
    )
    expect(first.api.setAction).not.toHaveBeenCalled()
    storage.setItem(
      UNSENT_REPORTS_KEY,
      JSON.stringify([{ id: '39', status: true, message: 'Done' }, null, done(40), { id: 41, status: 'x' }]),
    )
    const second = setup({ storage })
    second.executor.start()
    await settle()
    expect(second.api.reports).toEqual([done(40)])
  })

  it(`keeps at most ${MAX_UNSENT_REPORTS} reports, dropping the oldest with a warning`, async () => {
    const { api, log, executor } = setup()
    api.setAction.mockRejectedValue(down())
    for (let id = 1; id <= MAX_UNSENT_REPORTS + 1; id++)
      await executor.run([makeAction(1000 + id, 'Message')])
    expect(executor.unsentCount()).toBe(MAX_UNSENT_REPORTS)
    const dropped = log.warn.mock.calls.filter(([text]) =>
      text.endsWith(`dropped: more than ${MAX_UNSENT_REPORTS} unsent`),
    )
    expect(dropped).toHaveLength(1)
    // the newest is kept
    api.setAction.mockReset()
    api.setAction.mockImplementation(async (report) => {
      api.reports.push(report)
      return true
    })
    await executor.poll()
    expect(api.reports).toHaveLength(MAX_UNSENT_REPORTS)
    expect(api.reports.map(({ id }) => id)).toContain(1000 + MAX_UNSENT_REPORTS + 1)
  })
})
