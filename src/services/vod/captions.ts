// Subtitles in the VOD player (issue 12: captions in one press, from live TV and VOD playback). The
// captions service (src/services/captions) cycles the subtitle tracks of what plays and remembers the
// guest's choice; this is the player's view of it: the label its OSD button shows (the current track,
// Off, or nothing while the film has no subtitle tracks) and the press the button makes, which is the
// subtitle key's press (the same toast, the same remembered choice).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { TrackEntry } from '../../../bridges/contract'
import { describeError, type Logger } from '../logger'
import type { MediaController } from '../media'

/** adapters spec §3: the subtitle entry that stands for none */
const OFF_KEY = 'off'

export type CaptionsControl = {
  /** the current choice's label ('Off', 'English', …), null while the film has no subtitle tracks */
  readonly store: StoreApi<{ label: string | null }>
  /** moves to the next subtitle track (or off) */
  cycle(): void | Promise<void>
}

export type VodCaptionsDeps = {
  media: Pick<MediaController, 'subtitles' | 'store'>
  /** the captions service's press: next track, remembered for the guest, told with a toast */
  press: () => Promise<TrackEntry | null>
  /** the captions service's selections (a remembered choice restored when the film started) */
  selections: (listener: () => void) => () => void
  /** whether the VOD player is showing (the button exists only there) */
  watching: () => boolean
  /** the label of no subtitles, in the interface language */
  offLabel: () => string
  log: Logger
}

/**
 * The button's label for a subtitle list (adapters spec §3: off first, then the tracks): the selected
 * track's name, Off when none or off is selected; null when there is nothing to choose (§5: one entry or
 * fewer is unavailable).
 */
export function captionsLabel(tracks: readonly TrackEntry[], off: string): string | null {
  if (tracks.length <= 1) return null
  const selected = tracks.find((track) => track.selected)
  return !selected || selected.key === OFF_KEY ? off : selected.value
}

export function createVodCaptions(deps: VodCaptionsDeps): CaptionsControl & { dispose(): void } {
  const store = createStore<{ label: string | null }>()(() => ({ label: null }))
  // the answer of the latest read wins: an older read resolving late never overwrites it
  let reads = 0
  async function refresh(): Promise<void> {
    const read = ++reads
    if (!deps.watching() || deps.media.store.getState().state !== 'playing') {
      store.setState({ label: null })
      return
    }
    try {
      const label = captionsLabel(await deps.media.subtitles(), deps.offLabel())
      if (read === reads) store.setState({ label })
    } catch (error) {
      deps.log.warn(`VOD subtitles not read: ${describeError(error)}`)
    }
  }
  const stops = [
    // a film starts (or stops): its tracks are read again
    deps.media.store.subscribe((state, previous) => {
      if (state.state !== previous.state || state.url !== previous.url) void refresh()
    }),
    deps.selections(() => void refresh()),
  ]
  return {
    store,
    async cycle(): Promise<void> {
      await deps.press()
      await refresh()
    },
    dispose: () => stops.forEach((stop) => stop()),
  }
}
