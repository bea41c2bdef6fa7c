// The OSD's guide up/down navigation (portal spec §2 Live TV: "OSD with guide up/down navigation"): while
// the info bar is open, down shows the tuned channel's next programme and up the previous one, stopping
// at the ends of its guide data. The browsed programme is a small store of its own, so a key press
// redraws the OSD's programme line only. Enter on a browsed programme that can be watched plays it as the
// guide's Watch does (portal spec §5, behind the same gates). The browsed position returns to the playing
// programme when the OSD closes, the channel changes, or after OSD_BROWSE_RESET_MS without a key.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Channel, Program } from '../../api/types'
import type { Clock, TimerHandle } from '../../time/clock'
import { currentIndex, type Guide } from './guide'
import type { LiveState } from './liveState'

/**
 * Not in the spec: the OSD's browsed programme goes back to the playing one after this long without an
 * up/down key, as a TV's info bar forgets where the guest browsed to.
 */
export const OSD_BROWSE_RESET_MS = 10_000

export type OsdBrowseState = {
  /** the channel browsed; null when the OSD shows the playing programme */
  channelId: number | null
  /** start of the browsed programme (it keeps its place when the guide is fetched again); null: none */
  start: number | null
}

/** where the browsed programme lies in time: running, finished or still to come */
export type OsdRelation = 'now' | 'earlier' | 'later'

export type OsdProgramme = {
  program: Program
  relation: OsdRelation
  /** Enter plays it: Watch (finished) or Start Over (running), portal spec §5 */
  playable: boolean
}

export type OsdBrowseDeps = {
  clock: Clock
  /** the live session's store: the view, the tuned channel and its DVR programme */
  store: StoreApi<LiveState>
  guide: Pick<Guide, 'get'>
  /** portal spec §5 Guide Watch or Start Over may play `program` (false on a locked channel) */
  canPlay: (channel: Channel, program: Program) => boolean
  /** the guide's Watch: plays `program` through the recording server, behind the lock and PIN gates */
  play: (channel: Channel, program: Program) => Promise<boolean>
}

const NOT_BROWSING: OsdBrowseState = { channelId: null, start: null }

/** the programmes the OSD browses: none for the dummy guide (it shows "No available program data") */
function programsOf(guide: Pick<Guide, 'get'>, channel: Channel): readonly Program[] {
  const entry = guide.get(channel.id)
  return entry && !entry.dummy ? entry.programs : []
}

/** index of the programme the OSD shows when not browsing: the DVR programme played, else the running one; -1 for none */
export function osdBaseIndex(programs: readonly Program[], now: number, playing: Program | null): number {
  if (playing) {
    const index = programs.findIndex((p) => p.start === playing.start)
    if (index >= 0) return index
  }
  return currentIndex(programs, now)
}

/**
 * The index `delta` programmes from the browsed one (`start`, or the playing one when null), or null at
 * the ends of the guide data (no wrap). Between programmes (a gap in the data) down is the first to come
 * and up the last finished.
 */
export function osdStepIndex(
  programs: readonly Program[],
  now: number,
  playing: Program | null,
  start: number | null,
  delta: number,
): number | null {
  let index = start === null ? -1 : programs.findIndex((p) => p.start === start)
  if (index < 0) index = osdBaseIndex(programs, now, playing)
  if (index < 0) {
    const coming = programs.findIndex((p) => p.start > now)
    const after = coming < 0 ? programs.length : coming
    // a virtual position between the last finished programme and the first to come
    index = delta > 0 ? after - 1 : after
  }
  const target = index + delta
  return target >= 0 && target < programs.length ? target : null
}

export const relationOf = (program: Program, now: number): OsdRelation =>
  program.end <= now ? 'earlier' : program.start > now ? 'later' : 'now'

export function createOsdBrowse(deps: OsdBrowseDeps) {
  const { clock, guide } = deps
  const store: StoreApi<OsdBrowseState> = createStore<OsdBrowseState>()(() => NOT_BROWSING)
  let timer: TimerHandle | null = null

  function clearTimer(): void {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }

  function reset(): void {
    clearTimer()
    if (store.getState() !== NOT_BROWSING) store.setState(NOT_BROWSING, true)
  }

  /** the channel whose OSD is showing: the OSD view on a tuned channel that is not behind its purchase panel */
  function shown(): Channel | null {
    const { view, current, status } = deps.store.getState()
    return view === 'osd' && current && status !== 'locked' ? current : null
  }

  function playing(channel: Channel): Program | null {
    const { dvr } = deps.store.getState()
    return dvr && dvr.channelId === channel.id ? dvr.program : null
  }

  // the OSD closing (any other view, a DVR programme starting) or the channel changing (ch_up/ch_down
  // moves the highlight at once, the tune follows the switch delay) ends browsing
  deps.store.subscribe((state, before) => {
    if (store.getState() === NOT_BROWSING) return
    if (state.view !== 'osd' || state.current?.id !== before.current?.id || state.index !== before.index)
      reset()
  })

  /** the browsed programme of `channel`, or null when the OSD shows the playing one */
  function browsed(channel: Channel, now = clock.now()): OsdProgramme | null {
    const { channelId, start } = store.getState()
    if (channelId !== channel.id || start === null) return null
    const program = programsOf(guide, channel).find((p) => p.start === start)
    if (!program) return null
    return { program, relation: relationOf(program, now), playable: deps.canPlay(channel, program) }
  }

  return {
    store,
    browsed,
    /**
     * up (-1) / down (+1) while the OSD is open: the previous / next programme, stopping at the ends.
     * True when the OSD took the key (at an end too); false when no OSD is showing.
     */
    step(delta: number): boolean {
      const channel = shown()
      if (!channel) return false
      const programs = programsOf(guide, channel)
      const now = clock.now()
      const { channelId, start } = store.getState()
      const from = channelId === channel.id ? start : null
      const target = osdStepIndex(programs, now, playing(channel), from, delta)
      clearTimer()
      if (target === null) {
        // at an end: nothing moves, the wait starts again (a key was pressed)
        if (from !== null) timer = clock.setTimeout(reset, OSD_BROWSE_RESET_MS)
        return true
      }
      if (target === osdBaseIndex(programs, now, playing(channel))) {
        reset()
        return true
      }
      store.setState({ channelId: channel.id, start: programs[target]?.start ?? null }, true)
      timer = clock.setTimeout(reset, OSD_BROWSE_RESET_MS)
      return true
    },
    /**
     * Enter while a programme that can be played is browsed: the guide's Watch (or Start Over) of it.
     * False otherwise: the focused OSD button takes the key.
     */
    enter(): boolean {
      const channel = shown()
      if (!channel) return false
      const found = browsed(channel)
      if (!found?.playable) return false
      reset()
      void deps.play(channel, found.program)
      return true
    },
    /** back to the playing programme */
    reset,
  }
}

export type OsdBrowse = ReturnType<typeof createOsdBrowse>
