// The Android families whose portal runs in a WebView with an injected native object (the Playmore
// wrapper's Device and Platform, the Philips Android set's PhilipsTV; adapters spec §7 "on-device native
// objects") talk to it the same way: synchronous calls that return text, JSON where a record, and the
// native side's news as a call of one global hook with (name, json). Text that does not parse is the
// native side's bug, not the portal's: it reads as the fallback (an empty list or record).
import type { MediaRequest, TrackCapability, TrackEntry, WindowCapability } from '../contract'
import { FULL_PANEL, scaledRect } from './mediaControls'
import {
  createMediaSession,
  type MediaReport,
  type MediaSessionDeps,
  type PlayerDriver,
} from './mediaSession'
import { SUBTITLE_OFF_KEY, listOrFalse, subtitlesOf } from './tracks'

export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

type NativeTrack = { index: number; language: string; selected?: boolean }

/** a native track list `[{index, language, selected}]` as entries keyed by the index */
export const nativeTracks = (json: unknown): TrackEntry[] =>
  parseJson<NativeTrack[]>(json, []).map((track) => ({
    key: String(track.index),
    value: track.language,
    selected: Boolean(track.selected),
  }))

/** Installs the native side's event hook on the host; returns what removes it. */
export function hookNativeEvents(
  host: object,
  hook: string,
  handle: (name: string, data: Record<string, unknown>) => void,
): () => void {
  const slots = host as Record<string, unknown>
  slots[hook] = (name: string, json: string) => handle(name, parseJson<Record<string, unknown>>(json, {}))
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
 */
export function nativePlayerMembers(
  player: NativePlayer,
  windowScale: number,
): TrackCapability & WindowCapability {
  return {
    subtitles: async () => subtitlesOf(nativeTracks(player.getSubtitles())),
    audioTracks: async () => listOrFalse(nativeTracks(player.getAudioTracks())),
    selectSubtitle: async (key) => player.setSubtitle(key === SUBTITLE_OFF_KEY ? -1 : Number(key)),
    selectAudioTrack: async (key) => player.setAudioTrack(Number(key)),
    setWindow: async (metrics) => void player.setVideoWindow(...scaledRect(metrics, windowScale)),
    resetWindow: async () => void player.setVideoWindow(...FULL_PANEL),
  }
}
