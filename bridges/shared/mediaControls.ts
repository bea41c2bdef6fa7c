// The media members of a TV bridge that are the same in every family: play/stop/pause/resume through
// the shared media session (adapters spec §4 Media events), the seek and track calls a family's player
// answers, the answers of a platform without them (§5: false or zeros), and the TV window scaled from
// design pixels to the panel (§9 TV window scaling).
import type { MediaCapability, TrackCapability, WindowMetrics } from '../contract'
import type { MediaSession } from './mediaSession'

type SessionMembers = Pick<MediaCapability, 'play' | 'stop' | 'pause' | 'resume'>
type SeekMembers = Pick<MediaCapability, 'seek' | 'position'>

export function sessionControls(session: MediaSession): SessionMembers {
  return {
    play: (request) => session.play(request),
    stop: () => session.stop(),
    pause: () => session.pause(),
    resume: () => session.resume(),
  }
}

/** seek, position and the track calls, answered by the family's own player */
export function playerControls(player: SeekMembers & TrackCapability): SeekMembers & TrackCapability {
  return {
    seek: (seconds) => player.seek(seconds),
    position: () => player.position(),
    subtitles: () => player.subtitles(),
    audioTracks: () => player.audioTracks(),
    selectSubtitle: (key) => player.selectSubtitle(key),
    selectAudioTrack: (key) => player.selectAudioTrack(key),
  }
}

/** a platform player that cannot seek and reports no position */
export const NO_SEEK: SeekMembers = {
  seek: async () => false,
  position: async () => ({ position: 0, duration: 0, seekable: false }),
}

/** a platform player without subtitle or audio-language lists */
export const NO_TRACKS: TrackCapability = {
  subtitles: async () => false,
  audioTracks: async () => false,
  selectSubtitle: async () => false,
  selectAudioTrack: async () => false,
}

/** The window's x, y, width and height in panel pixels: design pixels × the family's scale. */
export function scaledRect(
  metrics: WindowMetrics,
  scale: number,
  round: (value: number) => number = Math.round,
): [x: number, y: number, width: number, height: number] {
  return [
    round(metrics.x * scale),
    round(metrics.y * scale),
    round(metrics.width * scale),
    round(metrics.height * scale),
  ]
}

/** the full 1920×1080 panel, for native players placed in panel pixels */
export const FULL_PANEL = [0, 0, 1920, 1080] as const
