import 'dayjs/locale/de'
import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { BillRequestReply, BillResponseReply } from '../../api/types'
import en from '../../../locales/en_US.json'
import { BILL_RETRY_MS, BILL_TEXT, billLines, formatBillDate, loadBill, type BillApi } from './billview'

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const ok: BillRequestReply = { errCode: 0 }
const items = [
  { title: 'Room charge', date: '2024-05-01', time: '09:05:00', amount: '120.00' },
  { title: 'Minibar', date: '2024-05-02', time: '21:40:00', amount: '12.50' },
]
const shown: BillResponseReply = { errCode: 0, status: true, data: { items, total: '132.50' } }

function api(request: BillRequestReply | false, ...responses: Array<BillResponseReply | false>) {
  const calls: string[] = []
  const fake: BillApi = {
    billRequest: async () => {
      calls.push('request')
      return request
    },
    billResponse: async () => {
      calls.push('response')
      return responses.shift() ?? false
    },
  }
  return { fake, calls }
}

const run = (fake: BillApi, pms: string | null = 'PMS-1', clock = createFakeClock()) =>
  loadBill(pms, { api: fake, clock, log, language: 'en_US' })

describe('bill view protocol (portal spec §8 Bill view, §7)', () => {
  it('needs a pms_id: without one it is not authorized and asks nothing', async () => {
    const { fake, calls } = api(ok, shown)
    expect(await run(fake, null)).toEqual({ kind: 'error', text: BILL_TEXT.unauthorized })
    expect(calls).toEqual([])
  })

  it('sends the request form, then the response form, and shows items newest first with the total', async () => {
    const { fake, calls } = api(ok, shown)
    const result = await run(fake)
    expect(calls).toEqual(['request', 'response'])
    expect(result).toEqual({
      kind: 'items',
      total: '132.50',
      items: [
        { title: 'Minibar', when: '02 May, Thu - 09:40 PM', amount: '12.50' },
        { title: 'Room charge', when: '01 May, Wed - 09:05 AM', amount: '120.00' },
      ],
    })
  })

  it.each([
    ['an empty first reply', { errCode: null }],
    ['errCode 301', { errCode: 301 }],
    ['errCode 100', { errCode: 100 }],
    ['no reply', false as const],
  ])('reports Unknown error! for %s on the request step', async (_, reply) => {
    const { fake, calls } = api(reply, shown)
    expect(await run(fake)).toEqual({ kind: 'error', text: BILL_TEXT.unknown })
    expect(calls).toEqual(['request'])
  })

  it('reports Unknown error! for a response without a status, without a reply, or refused', async () => {
    expect(await run(api(ok, { errCode: 0, status: null, data: null }).fake)).toEqual({
      kind: 'error',
      text: BILL_TEXT.unknown,
    })
    expect(await run(api(ok, false).fake)).toEqual({ kind: 'error', text: BILL_TEXT.unknown })
    expect(await run(api(ok, { errCode: 100, status: false, data: null }).fake)).toEqual({
      kind: 'error',
      text: BILL_TEXT.unknown,
    })
  })

  it('reports a PMS time-out (errCode 401) on either step', async () => {
    expect(await run(api({ errCode: 401 }).fake)).toEqual({ kind: 'error', text: BILL_TEXT.timedOut })
    expect(await run(api(ok, { errCode: 401, status: false, data: null }).fake)).toEqual({
      kind: 'error',
      text: BILL_TEXT.timedOut,
    })
  })

  it('on errCode 402 waits 10 s and asks again', async () => {
    const clock = createFakeClock()
    const { fake, calls } = api(ok, { errCode: 402, status: false, data: null }, shown)
    const pending = run(fake, 'PMS-1', clock)
    await vi.waitFor(() => expect(clock.pending()).toBe(1))
    expect(calls).toEqual(['request', 'response'])
    clock.advance(BILL_RETRY_MS - 1)
    expect(calls).toHaveLength(2)
    clock.advance(1)
    const result = await pending
    expect(calls).toEqual(['request', 'response', 'response'])
    expect(result?.kind).toBe('items')
  })

  it('stops the 402 retry when the panel closes', async () => {
    const clock = createFakeClock()
    const controller = new AbortController()
    const { fake, calls } = api(ok, { errCode: 402, status: false, data: null }, shown)
    const pending = loadBill('PMS-1', { api: fake, clock, log, language: 'en_US', signal: controller.signal })
    await vi.waitFor(() => expect(clock.pending()).toBe(1))
    controller.abort()
    expect(await pending).toBeNull()
    expect(clock.pending()).toBe(0)
    clock.advance(BILL_RETRY_MS)
    expect(calls).toEqual(['request', 'response'])
  })

  it('shows the no-activities warning for an empty folio', async () => {
    const empty: BillResponseReply = { errCode: 0, status: true, data: { items: [], total: '0.00' } }
    expect(await run(api(ok, empty).fake)).toEqual({ kind: 'empty', text: BILL_TEXT.empty })
  })

  it('turns a failed call into Unknown error! and logs it', async () => {
    log.warn.mockClear()
    const fake: BillApi = {
      billRequest: async () => {
        throw new Error('503 Service Unavailable')
      },
      billResponse: async () => false,
    }
    expect(await run(fake)).toEqual({ kind: 'error', text: BILL_TEXT.unknown })
    expect(log.warn).toHaveBeenCalled()
  })

  it('keeps the spec texts verbatim in the English dictionary', () => {
    const bill = (en as { bill: Record<string, string> }).bill
    expect(bill['unauthorized']).toBe("You aren't authorized to view this section.")
    expect(bill['unknownError']).toBe('Unknown error!')
    expect(bill['timedOut']).toBe('Bill view request timed out.')
    expect(bill['empty']).toBe("You don't have bill activities yet.")
    expect(bill['fetching']).toBe('Your billing information is fetching...')
  })
})

describe('bill dates (portal spec §9)', () => {
  it("formats as 'DD MMM, ddd - hh:mm A' in the interface language", () => {
    expect(formatBillDate('2024-12-25', '00:30:00', 'en_US')).toBe('25 Dec, Wed - 12:30 AM')
    expect(formatBillDate('2024-12-25', '12:00', 'en_US')).toBe('25 Dec, Wed - 12:00 PM')
    expect(formatBillDate('2024-12-25', '13:15:00', 'de_DE')).toMatch(/^25 Dez\.?, Mi\.? - 01:15 PM$/)
  })

  it('keeps a malformed date as given rather than inventing one', () => {
    expect(formatBillDate('yesterday', '10:00', 'en_US')).toBe('yesterday 10:00')
  })

  it('lists items in reverse order', () => {
    expect(billLines(items, 'en_US').map((line) => line.title)).toEqual(['Minibar', 'Room charge'])
  })
})
