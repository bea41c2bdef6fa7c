import type { Action, ActionPayload } from '../../api/types'

/** portal spec §4 Remote actions: the types the TV handles. */
export const REMOTE_ACTIONS = [
  'StandBy',
  'PowerOn',
  'Reboot',
  'CheckIn',
  'CheckOut',
  'Alarm',
  'Reload',
  'SyncData',
  'IPTV.ChannelGo',
  'IPTV.Records',
  'Message',
  'Message.Image',
  'Message.Video',
  'Message.Marquee',
  'Mute',
  'Volume',
] as const
export type RemoteActionType = (typeof REMOTE_ACTIONS)[number]

/** An action in a device's queue, with what the TV reported back (POST /api/set/action). */
export type QueuedAction = {
  id: number
  mac: string
  payload: ActionPayload
  created_at: string
  delivered: boolean
  delivered_at: string | null
  /** null until the TV reports; then true (done) or false (failed) */
  status: boolean | null
  message: string | null
  reported_at: string | null
}

/** A report for an id the server never queued (portal spec §4: locally created actions report too). */
export type ActionReport = { id: number; status: boolean; message: string | null; reported_at: string }

export type ActionQueue = ReturnType<typeof createActionQueue>

export function createActionQueue(now: () => number) {
  let queue: QueuedAction[] = []
  let reports: ActionReport[] = []
  let nextId = 1
  const stamp = (): string => new Date(now()).toISOString()

  return {
    reset(): void {
      queue = []
      reports = []
      nextId = 1
    },
    enqueue(mac: string, action: string, params: Record<string, unknown> = {}): QueuedAction {
      const entry: QueuedAction = {
        id: nextId++,
        mac: mac.toLowerCase(),
        payload: { action, params },
        created_at: stamp(),
        delivered: false,
        delivered_at: null,
        status: null,
        message: null,
        reported_at: null,
      }
      queue.push(entry)
      return entry
    },
    /** POST /api/get/actions: the device's pending actions, each handed out once. */
    take(mac: string): Action[] {
      const pending = queue.filter((entry) => entry.mac === mac.toLowerCase() && !entry.delivered)
      for (const entry of pending) {
        entry.delivered = true
        entry.delivered_at = stamp()
      }
      return pending.map((entry) => ({
        id: entry.id,
        remote: true,
        payload: entry.payload,
        created_at: entry.created_at,
      }))
    },
    /** POST /api/set/action */
    report(id: number, status: boolean, message: string | null): QueuedAction | ActionReport {
      const reportedAt = stamp()
      const entry = queue.find((candidate) => candidate.id === id)
      if (entry) {
        entry.status = status
        entry.message = message
        entry.reported_at = reportedAt
        return entry
      }
      const report = { id, status, message, reported_at: reportedAt }
      reports.push(report)
      return report
    },
    /** newest first */
    list(mac?: string): QueuedAction[] {
      const wanted = mac?.toLowerCase()
      return queue.filter((entry) => wanted === undefined || entry.mac === wanted).reverse()
    },
    /** the messages sent (Message, Message.Image, Message.Video, Message.Marquee), newest first */
    messages(): QueuedAction[] {
      return queue.filter((entry) => entry.payload.action.startsWith('Message')).reverse()
    },
    unmatchedReports: (): ActionReport[] => [...reports].reverse(),
  }
}
