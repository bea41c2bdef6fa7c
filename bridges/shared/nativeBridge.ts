// The Android families whose portal runs in a WebView with an injected native object (the Playmore
// wrapper's Device and Platform, the Philips Android set's PhilipsTV; adapters spec §7 "on-device native
// objects") talk to it the same way: synchronous calls that return text, JSON where a record, and the
// native side's news as a call of one global hook with (name, json). An answer that does not parse, or
// parses to the wrong shape (null where a record, a record where a list, null list entries), is the
// native side's bug, not the portal's: it is logged and reads as none (an empty list or record), and a
// news event with such JSON is dropped with a log — never thrown, neither at the bridge's start nor back
// into the native caller.
import type { BridgeLog, MediaRequest, TrackCapability, TrackEntry, WindowCapability } from '../contract'
import { FULL_PANEL, scaledRect } from './mediaControls'
import {
  createMediaSession,
  type MediaReport,
  type MediaSessionDeps,
  type PlayerDriver,
} from './mediaSession'
import { SUBTITLE_OFF_KEY, listOrFalse, subtitlesOf } from './tracks'

/** The JSON in a native answer; undefined (which JSON cannot say) when it is not text or does not parse. */
function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** no answer at all (absent or empty text): none, and nothing to log */
const isSilent = (text: unknown): boolean => text === undefined || text === ''

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A native answer that should be a JSON record; anything else is logged and reads as the empty record. */
export function nativeRecord(text: unknown, log: BridgeLog, what: string): Record<string, unknown> {
  const value = parseJson(text)
  if (isRecord(value)) return value
  if (!isSilent(text)) log.warn(`native ${what}: not a JSON record, read as none`, text)
  return {}
}

/** A native answer that should be a JSON list; anything else is logged and reads as the empty list. */
export function nativeList(text: unknown, log: BridgeLog, what: string): unknown[] {
  const value = parseJson(text)
  if (Array.isArray(value)) return value as unknown[]
  if (!isSilent(text)) log.warn(`native ${what}: not a JSON list, read as none`, text)
  return []
}

/** A native answer that should be a JSON list of records: entries of another shape are logged and left out. */
export function nativeRecords(text: unknown, log: BridgeLog, what: string): Record<string, unknown>[] {
  const list = nativeList(text, log, what)
  const records = list.filter(isRecord)
  if (records.length < list.length) log.warn(`native ${what}: entries that are not records left out`, text)
  return records
}

/** A native answer that should be text: null or absent is none (''), anything else its String(). */
export const nativeText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value)

/**
 * A native track list `[{index, language, selected}]` as entries keyed by the index (adapters spec §3
 * Subtitle / audio-language entry); an entry without a numeric index cannot be selected and is left out.
 */
export function nativeTracks(json: unknown, log: BridgeLog, what = 'track list'): TrackEntry[] {
  const tracks = nativeRecords(json, log, what)
  const usable = tracks.filter((track) => typeof track.index === 'number' && Number.isFinite(track.index))
  if (usable.length < tracks.length) log.warn(`native ${what}: entries without an index left out`, json)
  return usable.map((track) => ({
    key: String(track.index),
    value: nativeText(track.language),
    selected: track.selected === true,
  }))
}

/**
 * Installs the native side's event hook on the host; returns what removes it. An event whose JSON is not
 * a record is dropped with a log (absent or empty JSON is an event without details), and a handler that
 * throws is logged: neither reaches the native caller.
 */
export function hookNativeEvents(
  host: object,
  hook: string,
  log: BridgeLog,
  handle: (name: string, data: Record<string, unknown>) => void,
): () => void {
  const slots = host as Record<string, unknown>
  slots[hook] = (name: unknown, json: unknown): void => {
    const data = isSilent(json) ? {} : parseJson(json)
    if (!isRecord(data)) return log.warn(`native event ${nativeText(name)}: JSON not a record, dropped`, json)
    try {
      handle(nativeText(name), data)
    } catch (error) {
      log.error(`native event ${nativeText(name)} failed`, error)
    }
  }
  return () => void delete slots[hook]
}

export const PLAYER_REFUSED = 'The player refused the stream'

/** What the media session asks of a native player; play answers at once whether it took the stream. */
export type NativeMediaCalls = {
  play(request: MediaRequest): boolean
  stop(): unknown
  pause?(): unknown
  resume?(): unknown
}

/**
 * The media session over a native player (adapters spec §4): no play timeout, since the native side
 * reports what its player does; `reportEvent` passes on a player event `{state, message?}`.
 */
export function createNativeSession(
  deps: Omit<MediaSessionDeps, 'driver' | 'timeoutFor'>,
  player: NativeMediaCalls,
) {
  const driver: PlayerDriver = {
    start(request) {
      if (!player.play(request)) throw new Error(PLAYER_REFUSED)
    },
    halt: async () => void player.stop(),
    pause: async () => void player.pause?.(),
    resume: async () => void player.resume?.(),
  }
  const session = createMediaSession({ ...deps, driver, timeoutFor: () => null })
  const reportEvent = (data: Record<string, unknown>): void =>
    session.report(
      String(data.state) as MediaReport,
      typeof data.message === 'string' ? data.message : undefined,
    )
  return { ...session, reportEvent }
}

/** The native player's track lists and window, as the Philips Android set names them. */
export type NativePlayer = {
  getSubtitles(): string
  getAudioTracks(): string
  /** -1: subtitles off */
  setSubtitle(index: number): boolean
  setAudioTrack(index: number): boolean
  setVideoWindow(x: number, y: number, width: number, height: number): boolean
}

/**
 * The track and window members over a native player (adapters spec §3, §5): JSON lists by index, off
 * as index -1, an audio list of one track or none unavailable; the window in panel pixels (§9 scale).
 * A list the native side garbles reads as none, so unavailable (false).
 */
export function nativePlayerMembers(
  player: NativePlayer,
  windowScale: number,
  log: BridgeLog,
): TrackCapability & WindowCapability {
  return {
    subtitles: async () => subtitlesOf(nativeTracks(player.getSubtitles(), log, 'subtitles')),
    audioTracks: async () => listOrFalse(nativeTracks(player.getAudioTracks(), log, 'audio tracks')),
    selectSubtitle: async (key) => player.setSubtitle(key === SUBTITLE_OFF_KEY ? -1 : Number(key)),
    selectAudioTrack: async (key) => player.setAudioTrack(Number(key)),
    setWindow: async (metrics) => void player.setVideoWindow(...scaledRect(metrics, windowScale)),
    resetWindow: async () => void player.setVideoWindow(...FULL_PANEL),
  }
}
