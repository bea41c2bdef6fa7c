// Issue 20, the fault matrix: every backend call the portal makes × down, slow (beyond the request
// timeout), 500, 401, 402, 406, 426, malformed JSON, a truncated body and valid JSON of the wrong shape,
// injected as the demo backend's /__demo/faults does it. Each cell runs the real client, interceptor and
// owning service (tests/unit/faults/rows.*.ts) and asserts: what the interceptor shows (adapters spec §8,
// read through the essential/optional classes), what the owner shows (the spec's text or a clear one),
// that the failure is logged, that the guest's stored data (favourites, VOD positions, the alarm, the sleep
// timer, the cart) is intact, and that the portal still navigates, plays and opens an overlay — or, when
// the spec reloads the page or shows the error screen, that the next start works. The table of results is
// docs/RELIABILITY.md's "Fault matrix" (UPDATE_RELIABILITY_DOC=1 rewrites it).
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import prettier from 'prettier'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { API_PATHS } from '../../../src/api/paths'
import { classifyCall } from '../../../src/api/callClass'
import { TEST_NOW } from '../../../src/mocks/testing/backend'
import { createNodeBackend, type NodeBackend } from './backend'
import { bootPortal } from './boot'
import {
  cellEnv,
  expectedInterceptor,
  expectedOwner,
  faultInput,
  FAULTS,
  seenInterceptor,
  SLOW_DELAY_MS,
  type FaultKind,
  type Row,
} from './matrix'
import {
  createNodePortal,
  createNodeTranslator,
  fakeTimers,
  restWorks,
  type BootedState,
  type Translator,
} from './portal'
import { cellKey, DOC_PATH, matrixTable, withMatrix, type CellResult } from './report'
import { BOOT_ROWS, bootOutcome } from './rows.boot'
import { BRIDGE_ROWS } from './rows.bridges'
import { FEED_ROWS } from './rows.feeds'
import { SCREEN_ROWS } from './rows.screens'
import { SERVICE_ROWS } from './rows.services'

const ROWS: Row[] = [...BOOT_ROWS, ...SCREEN_ROWS, ...FEED_ROWS, ...SERVICE_ROWS, ...BRIDGE_ROWS]

let backend: NodeBackend
let translator: Translator
let booted: BootedState
const samples = new Map<Row, string>()
const healthyStored = new Map<Row, unknown>()
const results = new Map<string, CellResult>()

type Cell = {
  owner: string
  interceptor: ReturnType<typeof seenInterceptor>
  logged: string[]
  before: unknown
  after: unknown
  rest: string[]
  recovered: boolean | null
}

async function runCell(row: Row, fault: FaultKind | null): Promise<Cell> {
  vi.clearAllTimers() // a previous cell's portal and its timers are gone
  vi.setSystemTime(TEST_NOW)
  backend.state.reset()
  const portal = createNodePortal(translator, row.when === 'boot' ? null : booted)
  const env = cellEnv(portal, backend)
  const before = portal.stored()
  if (fault) backend.inject(faultInput(row, fault, samples.get(row) ?? ''))
  const owner = await row.run(env).catch((error: unknown) => `threw ${String(error)}`)
  // a call the owner does not wait for (a save, a report) settles, its failure logged, before the check
  await env.settle(SLOW_DELAY_MS)
  const after = portal.stored()
  backend.clearFaults()
  const logged = portal.log.entries.filter((entry) => entry.level !== 'info').map((entry) => entry.message)
  const interceptor = seenInterceptor(portal.seen, logged.length > 0)
  let rest: string[] = []
  let recovered: boolean | null = null
  const { phase, blockingNotice } = portal.stores.app.getState()
  if (blockingNotice || phase === 'error') {
    // the reload the spec schedules (or the restart the error screen waits for) boots once the fault is gone
    if (blockingNotice) {
      await env.settle(120_000 + 1000)
      if (portal.win.reloads() !== 1) rest.push(`${portal.win.reloads()} reloads after 120 s`)
    }
    const again = createNodePortal(translator, null)
    await cellEnv(again, backend).wait(bootPortal(again))
    if (again.stores.app.getState().phase !== 'ready') rest.push('the next start did not reach Home')
  } else {
    if (row.when === 'boot' && owner !== row.healthy && row.call !== 'theme (v2 host)' && fault) {
      // issue 20: a failed sync step is retried 1 minute later (src/services/optionalRetry.ts)
      await env.settle(61_000)
      recovered = bootOutcome(env, true) === 'Home'
    }
    if (row.when === 'ready' || phase === 'ready') rest = await restWorks(portal, env.settle)
  }
  return { owner, interceptor, logged, before, after, rest, recovered }
}

beforeAll(async () => {
  fakeTimers()
  vi.setSystemTime(TEST_NOW)
  backend = createNodeBackend()
  vi.stubGlobal('fetch', backend.fetch)
  translator = await createNodeTranslator()
  const portal = createNodePortal(translator, null)
  await cellEnv(portal, backend).wait(bootPortal(portal))
  booted = { hotel: structuredClone(portal.stores.hotel.getState()) }
  for (const row of ROWS) {
    const sample = row.sample ?? { method: row.target.method, path: row.target.path }
    samples.set(row, await backend.bodyOf(sample.method, sample.path, sample.body))
  }
}, 60_000)

afterAll(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the matrix covers every call', () => {
  it('each row names its class as src/api/callClass.ts does', () => {
    for (const row of ROWS) {
      if (!row.target.path.startsWith('/api/') && !row.target.path.startsWith('/Api/')) continue
      const path = (row.sample ?? row.target).path.replace('*', 'x')
      expect(`${row.call}: ${classifyCall(`${row.target.method} ${path}`)}`).toBe(
        `${row.call}: ${row.callClass}`,
      )
    }
  })

  it('every path of API_PATHS has a row (the listener URL is not a call)', () => {
    const targeted = ROWS.map((row) => row.target.path.replace(/\*$/, '').toLowerCase())
    const missing = Object.entries(API_PATHS)
      .filter(([name]) => name !== 'philipsListener')
      .map(([name, entry]) => [name, typeof entry === 'string' ? entry : entry('x', 0)] as const)
      .filter(([, path]) => !targeted.some((target) => path.toLowerCase().startsWith(target)))
      .map(([name]) => name)
    expect(missing).toEqual([])
  })
})

describe.each(ROWS)('$call', (row) => {
  it(`healthy: ${row.healthy}`, async () => {
    const cell = await runCell(row, null)
    expect(cell.owner).toBe(row.healthy)
    expect(cell.rest).toEqual([])
    healthyStored.set(row, cell.after)
  })

  it.each(FAULTS)('%s', async (fault) => {
    const cell = await runCell(row, fault)
    results.set(cellKey(row, fault), { interceptor: cell.interceptor, owner: cell.owner })
    if (process.env['FAULTS_TRACE'])
      appendFileSync(process.env['FAULTS_TRACE'], `${JSON.stringify({ call: row.call, fault, ...cell })}\n`)
    const interceptor = expectedInterceptor(row, fault)
    expect(`${cell.interceptor} | ${cell.owner}`).toBe(`${interceptor} | ${expectedOwner(row, fault)}`)
    // a failure is logged with a clear message (the call, its status or what was wrong)
    if (interceptor !== 'accepted') expect(cell.logged.length).toBeGreaterThan(0)
    const keeps =
      interceptor === 'accepted' || row.stored === 'healthy' ? healthyStored.get(row) : cell.before
    if (row.outbox && interceptor !== 'accepted') {
      // nothing lost: the write the backend did not take waits to be sent again, and only it (a body of
      // another shape is read as done, api/fields.ts success: nothing waits)
      const after = cell.after as { storage: Record<string, string> }
      const { [row.outbox]: waiting, ...rest } = after.storage
      expect(JSON.parse(waiting ?? '[]')).toHaveLength(fault === 'wrong shape' ? 0 : 1)
      expect({ ...after, storage: rest }).toEqual(keeps)
    } else expect(cell.after).toEqual(keeps)
    expect(cell.rest).toEqual([])
    if (cell.recovered !== null) expect(cell.recovered).toBe(true)
  })
})

describe('docs/RELIABILITY.md', () => {
  it('carries the fault matrix as this run saw it', async ({ skip }) => {
    if (results.size < ROWS.length * FAULTS.length) skip('only part of the matrix ran')
    const doc = readFileSync(DOC_PATH, 'utf8')
    const options = { ...(await prettier.resolveConfig(DOC_PATH.pathname)), parser: 'markdown' }
    const current = await prettier.format(withMatrix(doc, matrixTable(ROWS, results)), options)
    if (process.env['UPDATE_RELIABILITY_DOC'] === '1') writeFileSync(DOC_PATH, current)
    expect(doc).toBe(current)
  })
})
