import type { BillItem } from '../../api/types'
import { DEMO_GUESTS } from '../fixtures'
import { createFolio } from '../fixtures/bill'

export type FidelioEvent =
  | { kind: 'room-status'; room: string; status: number; at: string }
  | { kind: 'wakeup-answer'; room: string; date: string; status: string; at: string }

type WithoutTime<T> = T extends unknown ? Omit<T, 'at'> : never

/** Calls that only leave a trace (adb, Tizen token, remote state, Philips PMS, soft AP, CDN). */
export type DeviceCommand = { kind: string; body: unknown; at: string }

export type Desk = ReturnType<typeof createDesk>

/** The hotel's back office: PMS (Fidelio) events, bill-view requests and device command traces. */
export function createDesk(now: () => number) {
  let fidelio: FidelioEvent[] = []
  let commands: DeviceCommand[] = []
  let billRequests = new Map<string, number>()
  let casts = new Map<string, number>()
  /** How long the PMS takes to prepare a bill after the request step (errCode 402 meanwhile). */
  let billDelayMs = 0
  const stamp = (): string => new Date(now()).toISOString()

  return {
    reset(): void {
      fidelio = []
      commands = []
      billRequests = new Map()
      casts = new Map()
      billDelayMs = 0
    },
    addFidelio(event: WithoutTime<FidelioEvent>): void {
      fidelio.push({ ...event, at: stamp() } as FidelioEvent)
    },
    fidelio: (): FidelioEvent[] => [...fidelio].reverse(),
    addCommand(kind: string, body: unknown): void {
      commands.push({ kind, body, at: stamp() })
    },
    commands: (): DeviceCommand[] => [...commands].reverse(),

    setBillDelay(ms: number): void {
      billDelayMs = ms
    },
    /** Bill view step 1 (type request) */
    requestBill(pmsId: string): void {
      billRequests.set(pmsId, now())
    },
    /** Bill view step 2 (type response): 'none' without step 1, 'pending' before the PMS is done. */
    billState(pmsId: string): 'none' | 'pending' | 'ready' {
      const requestedAt = billRequests.get(pmsId)
      if (requestedAt === undefined) return 'none'
      return now() - requestedAt < billDelayMs ? 'pending' : 'ready'
    },
    /** Only the first demo guest has charges; other guests have an empty folio. */
    folio(pmsId: string): { items: BillItem[]; total: string } {
      return pmsId === DEMO_GUESTS.room101.pms_id ? createFolio(now()) : { items: [], total: '0.00' }
    },

    reserveCast(mac: string): void {
      casts.set(mac.toLowerCase(), now())
    },
    releaseCast(mac: string): boolean {
      return casts.delete(mac.toLowerCase())
    },
    castReserved: (mac: string): boolean => casts.has(mac.toLowerCase()),
  }
}
