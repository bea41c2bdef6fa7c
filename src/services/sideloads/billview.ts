// portal spec §8 Bill view and §7: the bill view first sends {guest_pms_id, type: request}, checks errCode,
// then {guest_pms_id, type: response} reading errCode, status, data.items and data.total. §4: 0 loading,
// 1 shown. §9: bill poll retry 10 s; items in reverse order, format 'DD MMM, ddd - hh:mm A'.
import type { Clock } from '../../time/clock'
import type { BillItem, BillRequestReply, BillResponseReply } from '../../api/types'
import dayjs from 'dayjs'
import { dayjsLocale } from '../../i18n/dates'
import { describeError, type Logger } from '../logger'

/** portal spec §9: bill poll retry 10 s (errCode 402: wait 10 s and ask again) */
export const BILL_RETRY_MS = 10_000
/** portal spec §9: bill scroll 100 px */
export const BILL_SCROLL_PX = 100

/** errCodes of portal spec §8 Bill view */
export const BILL_ERR = { unknownGuest: 301, noRequest: 100, timedOut: 401, notReady: 402 } as const

/** i18n keys of the spec's bill view texts (locales/en_US.json holds them verbatim) */
export const BILL_TEXT = {
  unauthorized: 'bill.unauthorized',
  unknown: 'bill.unknownError',
  timedOut: 'bill.timedOut',
  empty: 'bill.empty',
  fetching: 'bill.fetching',
} as const

export type BillLine = { title: string; when: string; amount: string }
export type BillResult =
  | { kind: 'error'; text: (typeof BILL_TEXT)['unauthorized' | 'unknown' | 'timedOut'] }
  | { kind: 'empty'; text: typeof BILL_TEXT.empty }
  | { kind: 'items'; items: BillLine[]; total: string }

export type BillApi = {
  billRequest(pmsId: string, call?: { signal?: AbortSignal }): Promise<BillRequestReply | false>
  billResponse(pmsId: string, call?: { signal?: AbortSignal }): Promise<BillResponseReply | false>
}

export type BillDeps = {
  api: BillApi
  clock: Clock
  log: Logger
  /** date names in the interface language (portal spec §4: language change updates the date locale) */
  language: string
  /** closing the panel stops the protocol (no further request, no retry timer) */
  signal?: AbortSignal
}

/** portal spec §9: bill items format 'DD MMM, ddd - hh:mm A' */
export const BILL_DATE_FORMAT = 'DD MMM, ddd - hh:mm A'

/** 'DD MMM, ddd - hh:mm A' from the PMS's hotel-local date 'YYYY-MM-DD' and time 'HH:mm[:ss]' */
export function formatBillDate(date: string, time: string, language: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim())
  if (!d) return `${date} ${time}`.trim()
  const t = /^(\d{1,2}):(\d{2})/.exec(time.trim())
  const hours = t ? Number(t[1]) : 0
  const minutes = t ? Number(t[2]) : 0
  // the PMS's wall-clock time is shown as is (built and formatted in the same local time zone); month,
  // weekday and meridiem from the interface language's dayjs locale (src/i18n/dates.ts)
  const at = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, minutes)
  return dayjs(at).locale(dayjsLocale(language)).format(BILL_DATE_FORMAT)
}

const isRefusal = (errCode: number | null) =>
  errCode === BILL_ERR.unknownGuest || errCode === BILL_ERR.noRequest

function wait(clock: Clock, ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false)
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    const onAbort = () => {
      clock.clearTimeout(handle)
      resolve(false)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Runs the bill view protocol for a guest. Resolves null when aborted (the panel closed). Failures never
 * throw: a rejected call, no reply or a malformed reply is 'Unknown error!' and is logged.
 */
export async function loadBill(pmsId: string | null | undefined, deps: BillDeps): Promise<BillResult | null> {
  const { api, log, signal } = deps
  const unknown = (why: string, detail?: unknown): BillResult => {
    log.warn(`Bill view: ${why}`, detail)
    return { kind: 'error', text: BILL_TEXT.unknown }
  }
  // portal spec §6: bill view needs a pms_id
  if (!pmsId) return { kind: 'error', text: BILL_TEXT.unauthorized }
  const call = signal ? { signal } : undefined
  try {
    const first = await api.billRequest(pmsId, call)
    if (signal?.aborted) return null
    if (!first) return unknown('no reply to the request step')
    if (first.errCode === BILL_ERR.timedOut) return { kind: 'error', text: BILL_TEXT.timedOut }
    if (first.errCode === null || isRefusal(first.errCode))
      return unknown(`request refused (errCode ${String(first.errCode)})`)
    for (;;) {
      const reply = await api.billResponse(pmsId, call)
      if (signal?.aborted) return null
      if (!reply) return unknown('no reply to the response step')
      if (reply.errCode === BILL_ERR.notReady) {
        // portal spec §8: errCode 402 waits 10 s and asks again
        if (!(await wait(deps.clock, BILL_RETRY_MS, signal))) return null
        continue
      }
      if (reply.errCode === BILL_ERR.timedOut) return { kind: 'error', text: BILL_TEXT.timedOut }
      if (isRefusal(reply.errCode)) return unknown(`response refused (errCode ${String(reply.errCode)})`)
      if (reply.status === null) return unknown('response without a status', reply)
      if (!reply.status || !reply.data) return unknown('response without data', reply)
      if (reply.data.items.length === 0) return { kind: 'empty', text: BILL_TEXT.empty }
      return { kind: 'items', items: billLines(reply.data.items, deps.language), total: reply.data.total }
    }
  } catch (error) {
    if (signal?.aborted) return null
    return unknown(describeError(error), error)
  }
}

/** portal spec §9: bill items in reverse order (newest first), dates as 'DD MMM, ddd - hh:mm A' */
export function billLines(items: readonly BillItem[], language: string): BillLine[] {
  return [...items].reverse().map((item) => ({
    title: item.title,
    when: formatBillDate(item.date, item.time, language),
    amount: item.amount,
  }))
}
