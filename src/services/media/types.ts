// The media controller's contract (portal spec §4 Media, adapters spec Media events). Shared by the media
// layer (this folder) and the screens that play things (live TV, VOD, popup, background, signage).
import type { StoreApi } from 'zustand/vanilla'
import type { Bridge, PowerState, TrackEntry, WindowMetrics } from '../../../bridges/contract'
import type { Clock } from '../../time/clock'
import type { Logger } from '../logger'

/** portal spec §4 Media: start, playing, paused, stopped, ended, error ('idle' before anything played) */
export type MediaState = 'idle' | 'start' | 'playing' | 'paused' | 'stopped' | 'ended' | 'error'

export type MediaSnapshot = {
  state: MediaState
  /** the source as the caller gave it (before CDN conversion), null when nothing was requested */
  source: string | null
  /** the URL actually played (after CDN conversion) */
  url: string | null
  /** the §8 text of the last failure, null otherwise */
  error: string | null
  /** seconds */
  position: number
  /** seconds; 0 while unknown (live streams) */
  duration: number
  seekable: boolean
  /** a play waiting for power on or platform focus (portal spec §4 Media: queued and replayed later) */
  queued: boolean
}

export type PlayOptions = {
  loop?: boolean
  /** seconds */
  startAt?: number
}

export type MediaController = {
  readonly store: StoreApi<MediaSnapshot>
  /**
   * Detects the source type (CDN-converting first) and plays it. Resolves when playing; rejects with an
   * Error whose message is the spec text: 'Invalid source', 'Invalid source type', 'Request timeout!',
   * 'Something went wrong while trying to play.', 'The CDN driver can't handle this url.'.
   * While power is not on or the platform lacks focus the request is queued (resolves when replayed).
   */
  play(source: string, options?: PlayOptions): Promise<void>
  /** only from playing */
  pause(): Promise<boolean>
  /** only from paused */
  resume(): Promise<boolean>
  /** only from playing or paused */
  stop(): Promise<boolean>
  /** seconds; needs a positive position not beyond the duration; while paused it continues first */
  seek(seconds: number): Promise<boolean>
  /** lists from the bridge; [] when the platform has none */
  subtitles(): Promise<TrackEntry[]>
  audioTracks(): Promise<TrackEntry[]>
  /** chooses a subtitle by its list key ('off' for none); false when the platform cannot */
  selectSubtitle(key: string): Promise<boolean>
  /** chooses an audio language by its list key; false when the platform cannot */
  selectAudioTrack(key: string): Promise<boolean>
  /** TV video window in screen pixels; null = full screen */
  setWindow(metrics: WindowMetrics | null): Promise<void>
  destroy(): void
}

/** What the composition root holds beyond the screens' contract. */
export type MediaService = MediaController & {
  /** call once the bridge getter answers: subscribes to its media/power/focus events, replays a queued play */
  attach(): void
  /**
   * portal spec §2 route guard "aborts media requests": a play still starting or queued is dropped (its
   * promise resolves quietly: a forced stop swallows the failure); media already playing is left alone.
   */
  abort(): void
  /**
   * portal spec §4 Input source: an external input took the screen. What plays (or is starting) is
   * stopped and kept (a VOD at its position), as on losing platform focus; `restore` plays it again
   * (when the device is on and has the focus: the deps say).
   */
  suspend(): void
  restore(): void
}

export type MediaControllerDeps = {
  /** the started platform bridge; null until boot has started one (plays are queued until then) */
  bridge: () => Bridge | null
  clock: Clock
  power: () => PowerState
  /** whether the portal has platform focus (portal spec §4 Platform focus) */
  hasFocus: () => boolean
  /** CDN conversion (portal spec §4 CDN token, §5); identity when absent */
  convert?: (url: string) => Promise<string>
  log: Logger
}
