import type { Channel, Record_, RecordRequest } from '../../api/types'
import { DEMO_GUESTS } from '../fixtures'
import { MINUTE } from '../fixtures/hotel'
import { createRecord, createRecords } from '../fixtures/records'

/** How long the recorder takes to turn a finished recording into a file (state 1). */
const PROCESSING = 2 * MINUTE

export type RecordBook = ReturnType<typeof createRecordBook>

/** My Records: the recordings on the server and the record requests received. */
export function createRecordBook(channels: readonly Channel[], now: () => number) {
  let records: Record_[] = []
  let requests: (RecordRequest & { received_at: string })[] = []

  const reset = (): void => {
    records = createRecords(channels, DEMO_GUESTS.room101.pms_id, now())
    requests = []
  }
  reset()

  // portal spec §4 Record state: 0/1 processing, 2 completed. A requested recording is 0 while
  // it runs, 1 while the file is made, then 2.
  const stateAt = (record: Record_, requested: boolean): 0 | 1 | 2 => {
    if (!requested) return record.state
    const end = record.start + record.duration * 1000
    if (now() < end) return 0
    return now() < end + PROCESSING ? 1 : 2
  }

  return {
    reset,
    /** GET /api/get/records: the guest's recordings plus the General ones. */
    list(pmsId: string | null): Record_[] {
      const owners = new Set(['General', ...(pmsId ? [pmsId] : [])])
      const requested = new Set(requests.map((request) => request.proc_id))
      return records
        .filter((record) => owners.has(record.pms_id))
        .map((record) => ({ ...record, state: stateAt(record, requested.has(record.proc_id)) }))
    },
    /** POST /api/set/records */
    add(request: RecordRequest): Record_ {
      requests.push({ ...request, received_at: new Date(now()).toISOString() })
      const channel =
        channels.find((c) => c.id === request.id) ??
        channels.find((c) => c.channel_uri === request.uri) ??
        channels[0]
      if (!channel) throw new Error('the demo hotel has no channels')
      const record = createRecord({
        channel,
        procId: request.proc_id || `rec-${now()}`,
        title: request.title,
        start: request.start,
        durationSeconds: request.duration,
        state: 0,
        pmsId: request.pms_id || 'General',
      })
      records.push(record)
      return record
    },
    requests: () => [...requests].reverse(),
  }
}
