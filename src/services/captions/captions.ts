// Captions in one press (issue 12): one key, or one OSD button, moves to the next subtitle track of what
// is playing (off → first language → … → off), and the guest's choice is remembered for their stay and
// applied to the next channel or film that has a track of that name. Built on the media controller's
// subtitle list (adapters spec §3: key, value, selected; lists start with key off, value None; §5 a list
// of one entry or fewer is unavailable), so live TV and VOD playback use the same service.
import type { TrackEntry } from '../../../bridges/contract'
import type { MediaController } from '../media'
import type { GuestPrefs } from '../guestPrefs'
import type { Logger } from '../logger'

/** adapters spec §3: the subtitle entry that stands for none */
export const CAPTIONS_OFF_KEY = 'off'

export type CaptionsDeps = {
  media: Pick<MediaController, 'subtitles' | 'selectSubtitle'>
  prefs: { get(): GuestPrefs; set(patch: GuestPrefs): void }
  log: Logger
}

/** adapters spec §5: a subtitle list with one entry or fewer counts as unavailable */
const usable = (tracks: readonly TrackEntry[]): boolean => tracks.length > 1

/** The track after the selected one, wrapping (the first when none is marked selected). */
export function nextTrack(tracks: readonly TrackEntry[]): TrackEntry | null {
  if (tracks.length === 0) return null
  const selected = tracks.findIndex((track) => track.selected)
  return tracks[(selected + 1) % tracks.length] ?? null
}

/** What the guest's choice is remembered as: off, or the track's name (keys differ per channel). */
const remembered = (track: TrackEntry): string =>
  track.key === CAPTIONS_OFF_KEY ? CAPTIONS_OFF_KEY : track.value

export function createCaptions(deps: CaptionsDeps) {
  const listeners = new Set<(track: TrackEntry) => void>()
  const selected = (track: TrackEntry): TrackEntry => {
    for (const listener of listeners) listener(track)
    return track
  }
  return {
    /** `listener` hears every track a press or a restore selected (a player's button shows it); unsubscribe */
    subscribe(listener: (track: TrackEntry) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /**
     * Selects the next subtitle track and remembers it for the guest. Resolves with the track now shown
     * (its key is 'off' for none), or null when what plays has no subtitles or the platform refused.
     */
    async cycle(): Promise<TrackEntry | null> {
      const tracks = await deps.media.subtitles()
      if (!usable(tracks)) return null
      const target = nextTrack(tracks)
      if (!target) return null
      if (!(await deps.media.selectSubtitle(target.key))) {
        deps.log.warn(`Subtitle ${target.value} could not be selected`)
        return null
      }
      deps.prefs.set({ captions: remembered(target) })
      return selected(target)
    },

    /**
     * Applies the guest's remembered choice to what has just started playing, when it has a track of
     * that name (or 'off'); resolves with the track selected, or null when nothing changed.
     */
    async restore(): Promise<TrackEntry | null> {
      const wanted = deps.prefs.get().captions
      if (wanted === undefined) return null
      const tracks = await deps.media.subtitles()
      if (!usable(tracks)) return null
      const target = tracks.find((track) => remembered(track) === wanted)
      if (!target || target.selected) return null
      return (await deps.media.selectSubtitle(target.key)) ? selected(target) : null
    },
  }
}

export type Captions = ReturnType<typeof createCaptions>
