// Recordings (portal spec §3 Record, Record request; §4 Record state; §5 udp/rtp '@', Playmore free URI;
// §7 /api/set/records, /api/get/records, record playback path; §9 recording durations).
import type { Channel, Program, Record_, RecordRequest } from '../../api/types'
import { GENERAL_OWNER, RECORD_DURATIONS_MIN, RECORDS_VIDEO_PATH } from './constants'

const MS_PER_MINUTE = 60_000
const SECONDS_PER_MINUTE = 60
/** adapters spec §1: playmore (and playmoreatv in one variant) */
const PLAYMORE_TYPES: readonly string[] = ['playmore', 'playmoreatv']

/** portal spec §5: udp/rtp channel URIs get @ after the scheme before recording. */
export function recordableUri(uri: string): string {
  const match = /^(udp|rtp):\/\/(@?)(.*)$/i.exec(uri.trim())
  if (!match) return uri.trim()
  return `${match[1]}://@${match[3] ?? ''}`
}

/**
 * The channel's URI for this device (portal spec §5: Playmore device types use the free URI if present;
 * adapters spec playmore: devices of type playmore use the free channel URI if present): what is played
 * and what is recorded.
 */
export function channelSource(channel: Channel, deviceType: string): string {
  const free = channel.channel_free_uri?.trim()
  return PLAYMORE_TYPES.includes(deviceType.toLowerCase()) && free ? free : channel.channel_uri
}

/** portal spec §5: the channel's URI for this device, with '@' after a udp/rtp scheme. */
export function recordingSource(channel: Channel, deviceType: string): string {
  return recordableUri(channelSource(channel, deviceType))
}

export type RecordInput = {
  channel: Channel
  /** the programme running now, if the guide knows one (its title names the recording) */
  program: Program | null
  minutes: number
  now: number
  mac: string
  ip: string
  pmsId: string | null
  deviceType: string
}

/** portal spec §3 Record request: id, title, start, end, duration (s), state 0, uri, proc_id, source,
 * macAddress, ipAddress, pms_id or General. */
export function recordRequest(input: RecordInput): RecordRequest {
  if (!RECORD_DURATIONS_MIN.includes(input.minutes)) {
    throw new Error(
      `Recording duration ${input.minutes} min is not one of ${RECORD_DURATIONS_MIN.join(', ')}`,
    )
  }
  const { channel, now } = input
  return {
    id: channel.id,
    title: input.program && input.program.title !== 'N/A' ? input.program.title : channel.title,
    start: now,
    end: now + input.minutes * MS_PER_MINUTE,
    duration: input.minutes * SECONDS_PER_MINUTE,
    state: 0,
    uri: recordingSource(channel, input.deviceType),
    proc_id: `${channel.id}-${now}`,
    source: channel.title,
    macAddress: input.mac,
    ipAddress: input.ip,
    pms_id: input.pmsId || GENERAL_OWNER,
  }
}

/** portal spec §4 Record state: only completed (2) records are listed under My Records. */
export const completedRecords = (records: readonly Record_[]): Record_[] =>
  records.filter((record) => record.state === 2)

/** portal spec §7: record playback /media/records/videos/{pms_id or General}/ plus the file. */
export const recordPlaybackPath = (record: Pick<Record_, 'pms_id' | 'resource_mp4'>): string =>
  `${RECORDS_VIDEO_PATH}${encodeURIComponent(record.pms_id || GENERAL_OWNER)}/${record.resource_mp4}`
