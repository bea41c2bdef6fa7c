import { createDemoData } from '../fixtures'
import type { DemoData } from '../fixtures'
import { createActionQueue } from './actions'
import { createDesk } from './desk'
import { createDeviceBook } from './devices'
import { createFaultBook } from './faults'
import { createGuestData } from './guestData'
import { createRequestLog } from './log'
import { createRecordBook } from './records'
import { createVodOrderBook } from './vodOrders'
import { createSignageBook } from './signage'
import { createThemeChoice } from './theme'

export type DemoStateOptions = {
  /** waits for fault delays; tests inject an instant one */
  sleep?: (ms: number) => Promise<void>
  /** the perf fixture switch DEMO_CHANNEL_COUNT: pad the line-up to this many channels */
  channelCount?: number | null
}

export type DemoState = {
  now: () => number
  sleep: (ms: number) => Promise<void>
  /** the hotel's catalogue (read-only) */
  data: DemoData
  devices: ReturnType<typeof createDeviceBook>
  actions: ReturnType<typeof createActionQueue>
  guests: ReturnType<typeof createGuestData>
  records: ReturnType<typeof createRecordBook>
  /** the distributions the signage screens poll, as the front desk left them */
  signage: ReturnType<typeof createSignageBook>
  /** the theme file on the v2 host */
  theme: ReturnType<typeof createThemeChoice>
  desk: ReturnType<typeof createDesk>
  vodOrders: ReturnType<typeof createVodOrderBook>
  faults: ReturnType<typeof createFaultBook>
  log: ReturnType<typeof createRequestLog>
  /** back to the state right after creation (same catalogue, fresh devices, queues and logs) */
  reset(): void
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** The demo hotel backend's memory. Every clock read goes through `now`. */
export function createDemoState(now: () => number = Date.now, options: DemoStateOptions = {}): DemoState {
  const data = createDemoData(now(), { channelCount: options.channelCount ?? null })
  const parts = {
    devices: createDeviceBook(data, now),
    actions: createActionQueue(now),
    guests: createGuestData(now),
    records: createRecordBook(data.channels, now),
    desk: createDesk(now),
    vodOrders: createVodOrderBook(now),
    faults: createFaultBook(),
    log: createRequestLog(now),
    signage: createSignageBook(data, now),
    theme: createThemeChoice(),
  }
  return {
    now,
    sleep: options.sleep ?? realSleep,
    data,
    ...parts,
    reset() {
      for (const part of Object.values(parts)) part.reset()
    },
  }
}

export { REMOTE_ACTIONS } from './actions'
export type { ActionReport, QueuedAction, RemoteActionType } from './actions'
export type { CastMode, DevicePatch, GuestInput } from './devices'
export type { Fault, FaultInput } from './faults'
export type { LoggedRequest } from './log'
export type { ReceivedOrder } from './guestData'
export type { VodPurchase } from './vodOrders'
export type { SignageOverride } from './signage'
