// The programme guide per channel (portal spec §2 Live TV, §7 epgs, §9 dummy guide): fetched per channel
// and timestamp, cached (bounded), aborted on route change; the playing channel resyncs at the end of
// its current programme; no data gives the dummy guide.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../../time/clock'
import type { Channel, EpgResponse, Program } from '../../api/types'
import { describeError, type Logger } from '../logger'
import {
  DUMMY_GUIDE_BACK_HOURS,
  DUMMY_GUIDE_SLOTS,
  GUIDE_RESYNC_MAX_WAIT_MS,
  GUIDE_RESYNC_WAIT_MS,
  HOUR_MS,
  PROGRAM_TITLE_DEFAULT,
} from './constants'

/** portal spec §9 Dummy guide: 48 hourly slots starting 36 hours back, title N/A. */
export function dummyGuide(now: number): Program[] {
  const first = Math.floor(now / HOUR_MS) * HOUR_MS - DUMMY_GUIDE_BACK_HOURS * HOUR_MS
  return Array.from({ length: DUMMY_GUIDE_SLOTS }, (_, slot) => ({
    start: first + slot * HOUR_MS,
    end: first + (slot + 1) * HOUR_MS,
    title: PROGRAM_TITLE_DEFAULT,
  }))
}

/** Index of the programme running at `now`, -1 when none. */
export function currentIndex(programs: readonly Program[], now: number): number {
  let low = 0
  let high = programs.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    const program = programs[mid]
    if (!program) break
    if (now < program.start) high = mid - 1
    else if (now >= program.end) low = mid + 1
    else return mid
  }
  return -1
}

export function nowAndNext(
  programs: readonly Program[],
  now: number,
): { now: Program | null; next: Program | null } {
  const index = currentIndex(programs, now)
  if (index < 0) return { now: null, next: programs.find((p) => p.start > now) ?? null }
  return { now: programs[index] ?? null, next: programs[index + 1] ?? null }
}

/** 0…1 through a programme */
export const programProgress = (program: Program, now: number): number =>
  program.end <= program.start
    ? 0
    : Math.min(1, Math.max(0, (now - program.start) / (program.end - program.start)))

export type GuideEntry = {
  programs: Program[]
  /** true when the backend had no programmes (the dummy guide is shown) */
  dummy: boolean
  /** the hour the fetch was made for (cache key with the channel) */
  hour: number
}

export type GuideState = { version: number }

export type GuideDeps = {
  clock: Clock
  getEpg: (channelId: number, timestamp: number, signal: AbortSignal) => Promise<EpgResponse | false>
  log: Logger
  /** most channels kept (5,000-channel hotels scroll through many) */
  maxEntries?: number
}

const DEFAULT_MAX_ENTRIES = 400

/** The channel's programmes out of a response keyed by epg id; invalid entries dropped and logged. */
export function programsOf(channel: Channel, response: EpgResponse, log: Logger): Program[] | null {
  const list = channel.epg_id ? response[channel.epg_id] : undefined
  if (!list || list.length === 0) return null
  const valid = list
    .filter((p) => Number.isFinite(p.start) && Number.isFinite(p.end) && p.end > p.start)
    .map((p) => ({ ...p, title: p.title.trim() || PROGRAM_TITLE_DEFAULT }))
    .sort((a, b) => a.start - b.start)
  if (valid.length < list.length)
    log.warn(`EPG ${channel.epg_id}: ${list.length - valid.length} bad programmes dropped`)
  return valid.length > 0 ? valid : null
}

export function createGuide(deps: GuideDeps) {
  const { clock, log } = deps
  const maxEntries = deps.maxEntries ?? DEFAULT_MAX_ENTRIES
  const entries = new Map<number, GuideEntry>()
  const inFlight = new Map<number, Promise<GuideEntry>>()
  const store: StoreApi<GuideState> = createStore<GuideState>()(() => ({ version: 0 }))
  let controller = new AbortController()
  let resync: TimerHandle | null = null

  function put(channelId: number, entry: GuideEntry): void {
    entries.delete(channelId)
    entries.set(channelId, entry)
    // oldest first out: a Map keeps insertion order
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next()
      if (oldest.done) break
      entries.delete(oldest.value)
    }
    store.setState({ version: store.getState().version + 1 })
  }

  async function fetchEntry(channel: Channel, hour: number): Promise<GuideEntry> {
    const signal = controller.signal
    try {
      const response = channel.epg_id ? await deps.getEpg(channel.id, clock.now(), signal) : false
      const programs = response ? programsOf(channel, response, log) : null
      return { programs: programs ?? dummyGuide(clock.now()), dummy: programs === null, hour }
    } catch (error) {
      if (signal.aborted) throw error
      log.warn(`EPG for channel ${channel.id}: ${describeError(error)}`)
      return { programs: dummyGuide(clock.now()), dummy: true, hour }
    }
  }

  function ensure(channel: Channel): Promise<GuideEntry> {
    const hour = Math.floor(clock.now() / HOUR_MS)
    const cached = entries.get(channel.id)
    if (cached && cached.hour === hour) return Promise.resolve(cached)
    const running = inFlight.get(channel.id)
    if (running) return running
    const request = fetchEntry(channel, hour)
      .then((entry) => {
        put(channel.id, entry)
        return entry
      })
      .finally(() => inFlight.delete(channel.id))
    inFlight.set(channel.id, request)
    return request
  }

  function cancelResync(): void {
    if (resync !== null) clock.clearTimeout(resync)
    resync = null
  }

  /**
   * portal spec §4 Categories: a channel resyncs its guide at the end of the current programme (§7: 1 s
   * after it). The wait is bounded (GUIDE_RESYNC_MAX_WAIT_MS): a programme ending further away is waited
   * for in steps, and a wake-up before the programme's end (the bound, or a timer that fired early) only
   * waits again: no request until the programme has ended, so no refetch loop.
   */
  function follow(channel: Channel): void {
    cancelResync()
    const entry = entries.get(channel.id)
    const current = entry ? entry.programs[currentIndex(entry.programs, clock.now())] : undefined
    if (current) resyncAt(channel, current.end + GUIDE_RESYNC_WAIT_MS)
  }

  function resyncAt(channel: Channel, due: number): void {
    resync = clock.setTimeout(
      () => {
        resync = null
        if (clock.now() < due) return resyncAt(channel, due)
        entries.delete(channel.id)
        void ensure(channel)
          .then(() => follow(channel))
          .catch(() => undefined)
      },
      Math.min(due - clock.now(), GUIDE_RESYNC_MAX_WAIT_MS),
    )
  }

  return {
    store,
    get: (channelId: number): GuideEntry | undefined => entries.get(channelId),
    ensure: (channel: Channel): void => {
      ensure(channel).catch(() => undefined) // aborted on navigation: nothing to show
    },
    /** fetches (if needed) and then follows the playing channel's programme ends */
    follow: (channel: Channel): void => {
      ensure(channel)
        .then(() => follow(channel))
        .catch(() => undefined)
    },
    /** portal spec §2 Route guard: screen requests abort on navigation */
    abort(): void {
      controller.abort()
      controller = new AbortController()
      inFlight.clear()
      cancelResync()
    },
  }
}

export type Guide = ReturnType<typeof createGuide>
