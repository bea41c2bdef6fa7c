// DVR through the recording server (portal spec §5 Guide Watch / Start Over, §7 Recording server,
// §8 recording-server failure text, §9 Start Over 300000 ms).
import type { Channel, Program } from '../../api/types'
import type { Logger } from '../logger'
import { DVR_CREDENTIALS, DVR_STREAMS_PATH, LIVE_MESSAGES, START_OVER_MIN_MS } from './constants'

/** seconds, as the recording server sends them */
export type DvrRange = { from: number; duration: number }

const MS = 1000

/** portal spec §5: Guide Watch only for a finished programme starting at or after range start. */
export function canWatch(program: Program, ranges: readonly DvrRange[], now: number): boolean {
  if (program.end > now) return false
  return ranges.some((range) => program.start >= range.from * MS)
}

/** portal spec §5: Start Over only for a running programme that began 300000 ms or more ago and lies in range. */
export function canStartOver(program: Program, ranges: readonly DvrRange[], now: number): boolean {
  const running = program.start <= now && now < program.end
  if (!running || now - program.start < START_OVER_MIN_MS) return false
  return ranges.some(
    (range) => program.start >= range.from * MS && program.start < (range.from + range.duration) * MS,
  )
}

/** portal spec §7: {base}/flussonic/{dvr name}/video-{start seconds}-{duration seconds}.m3u8 */
export function dvrPlaybackUrl(channel: Channel, program: Program): string | null {
  if (!channel.dvr) return null
  const base = channel.dvr.url.replace(/\/+$/, '')
  const start = Math.floor(program.start / MS)
  const duration = Math.max(1, Math.round((program.end - program.start) / MS))
  return `${base}/flussonic/${encodeURIComponent(channel.dvr.name)}/video-${start}-${duration}.m3u8`
}

export type FetchJson = (
  url: string,
  init: { headers: Record<string, string>; signal?: AbortSignal },
) => Promise<unknown>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The ranges of one stream out of the streams API's answer; null when the answer is malformed. */
export function rangesOf(body: unknown, name: string): DvrRange[] | null {
  if (!isRecord(body) || !Array.isArray(body['streams'])) return null
  const stream = body['streams'].find((s) => isRecord(s) && s['name'] === name)
  if (!isRecord(stream)) return []
  const info = stream['dvr_info']
  const ranges = isRecord(info) && Array.isArray(info['ranges']) ? info['ranges'] : []
  return ranges
    .filter(isRecord)
    .map((r) => ({ from: Number(r['from']), duration: Number(r['duration']) }))
    .filter((r) => Number.isFinite(r.from) && Number.isFinite(r.duration) && r.duration > 0)
}

const base64 = (text: string): string =>
  typeof btoa === 'function' ? btoa(text) : Buffer.from(text, 'utf8').toString('base64')

export type DvrDeps = {
  fetchJson: FetchJson
  /** resolves an origin-relative recording-server base against the backend */
  resolve: (url: string) => Promise<string>
  log: Logger
}

/** The channel's DVR ranges from the recording server; [] (logged with the §8 text) on any failure. */
export async function fetchDvrRanges(
  channel: Channel,
  deps: DvrDeps,
  signal?: AbortSignal,
): Promise<DvrRange[]> {
  if (!channel.dvr || !channel.hasDvr) return []
  try {
    const url = await deps.resolve(`${channel.dvr.url.replace(/\/+$/, '')}${DVR_STREAMS_PATH}`)
    const body = await deps.fetchJson(url, {
      headers: { Authorization: `Basic ${base64(DVR_CREDENTIALS)}`, Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    })
    const ranges = rangesOf(body, channel.dvr.name)
    if (ranges === null) throw new Error('malformed streams answer')
    return ranges
  } catch (error) {
    deps.log.error(LIVE_MESSAGES.dvrFailure, error)
    return []
  }
}
