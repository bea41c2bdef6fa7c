// Recordings and the recording server (portal spec §3 Record / Record request, §4 Record state,
// Playback controls, §5 Guide Watch and Start Over, §7 /api/set/records and the DVR server): the part of
// the Live TV session that plays something other than the live channel. Split from liveTv.ts, which
// hands it the session's store and its tune sequence so a later tune still wins over a late answer.
import type { StoreApi } from 'zustand/vanilla'
import type { Channel, Program, Record_ } from '../../api/types'
import { describeError } from '../logger'
import { openInteract } from '../overlays'
import { isPrivateChannel } from './channels'
import { canStartOver, canWatch, dvrPlaybackUrl, fetchDvrRanges, type DvrRange } from './dvr'
import { currentIndex, type Guide } from './guide'
import { completedRecords, recordPlaybackPath, recordRequest } from './records'
import type { LiveDeps, LiveState } from './liveState'

export type TuneSequence = {
  /** a new playback claims the picture: earlier tunes' late answers are ignored */
  claim: () => number
  isCurrent: (seq: number) => boolean
}

export type LiveRecordingsDeps = {
  deps: LiveDeps
  store: StoreApi<LiveState>
  guide: Guide
  tunes: TuneSequence
  /** tunes the live channel again at once (return to live) */
  tuneNow: (channel: Channel) => Promise<void>
  /**
   * the session's lock and PIN gates for the playback `seq` (portal spec §5): false when the channel is
   * locked (purchase panel), its PIN prompt was cancelled, or a later tune took over
   */
  admit: (channel: Channel, seq: number) => Promise<boolean>
  /** false for a channel the guest may not watch (priced, not owned): Watch and Start Over not offered */
  mayWatch: (channel: Channel) => boolean
}

export function createLiveRecordings({
  deps,
  store,
  guide,
  tunes,
  tuneNow,
  admit,
  mayWatch,
}: LiveRecordingsDeps) {
  const { clock, log, media } = deps
  const set = (patch: Partial<LiveState>) => store.setState(patch)
  const get = () => store.getState()

  async function loadDvr(channel: Channel): Promise<DvrRange[]> {
    const ranges = await fetchDvrRanges(
      channel,
      { fetchJson: deps.fetchJson, resolve: deps.resolveUrl, log },
      deps.signal(),
    )
    set({ dvrRanges: { ...get().dvrRanges, [channel.id]: ranges } })
    return ranges
  }

  /** portal spec §4 Record state: My Records lists completed records only */
  async function loadRecords(): Promise<Record_[]> {
    const device = deps.device()
    try {
      const records = await deps.api.getRecords({
        macAddress: device.mac,
        pms_id: deps.guest()?.pms_id ?? null,
      })
      const completed = completedRecords(records || [])
      set({ records: completed })
      return completed
    } catch (error) {
      log.warn(`Records not fetched: ${describeError(error)}`)
      return get().records
    }
  }

  return {
    /** portal spec §3 Record request, §7 /api/set/records */
    async record(minutes: number, channel: Channel | null = get().current): Promise<boolean> {
      if (!channel || isPrivateChannel(channel) || !channel.isRecordable) return false
      const programs = guide.get(channel.id)?.programs ?? []
      const now = clock.now()
      const device = deps.device()
      try {
        const request = recordRequest({
          channel,
          program: programs[currentIndex(programs, now)] ?? null,
          minutes,
          now,
          mac: device.mac,
          ip: device.ip,
          pmsId: deps.guest()?.pms_id ?? null,
          deviceType: device.type,
        })
        const ok = await deps.api.setRecords(request)
        if (!ok) throw new Error('the recording server refused the request')
        deps.notify(deps.t('live.recordRequested'), 'success')
        return true
      } catch (error) {
        // issue 20: the guest gets a clear text (portal spec §8 'Something went wrong.'), not the
        // request's technical message; that one is logged
        log.error(`Record request for channel ${channel.id} failed: ${describeError(error)}`)
        deps.notify(deps.t('cms.orderFailed'), 'danger')
        return false
      }
    },
    /** the recording server's ranges for a channel (for Watch / Start Over) */
    loadDvr,
    /** portal spec §5 Guide Watch; not offered on a channel the guest may not watch (locked) */
    canWatch: (channel: Channel, program: Program): boolean =>
      mayWatch(channel) && canWatch(program, get().dvrRanges[channel.id] ?? [], clock.now()),
    /** portal spec §5 Start Over; not offered on a channel the guest may not watch (locked) */
    canStartOver: (channel: Channel, program: Program): boolean =>
      mayWatch(channel) && canStartOver(program, get().dvrRanges[channel.id] ?? [], clock.now()),
    /**
     * Guide Watch (finished programme) or Start Over (running one) through the recording server, behind
     * the same gates as a tune (portal spec §5): a locked channel shows the purchase panel, a PIN channel
     * asks its PIN, a cancelled prompt cancels playback.
     */
    async playDvr(channel: Channel, program: Program): Promise<boolean> {
      const ranges = get().dvrRanges[channel.id] ?? (await loadDvr(channel))
      const now = clock.now()
      if (!canWatch(program, ranges, now) && !canStartOver(program, ranges, now)) return false
      const path = dvrPlaybackUrl(channel, program)
      if (!path) return false
      const seq = tunes.claim()
      // as a tune: the channel is the one shown (its purchase panel or PIN status on the channel view)
      set({ current: channel, dvr: null, record: null, error: null, view: 'home' })
      if (!(await admit(channel, seq))) return false
      const url = await deps.resolveUrl(path)
      if (!tunes.isCurrent(seq)) return false
      set({
        current: channel,
        dvr: { channelId: channel.id, program, url },
        record: null,
        status: 'switching',
        view: 'home',
      })
      try {
        await media.play(url)
        if (tunes.isCurrent(seq)) set({ status: 'playing' })
        return true
      } catch (error) {
        if (tunes.isCurrent(seq)) set({ status: 'error', error: describeError(error) })
        log.error(`DVR playback of ${channel.title} failed: ${describeError(error)}`)
        return false
      }
    },
    /** portal spec §4 Playback controls: stopping a DVR stream asks 'Are you sure you want to return to live?' */
    async returnToLive(): Promise<boolean> {
      const { dvr, record, current } = get()
      if ((!dvr && !record) || !current) return false
      const answer = await openInteract(deps.overlays, {
        type: 'confirm',
        title: deps.t('live.returnToLive'),
        detail: deps.t('live.returnToLiveConfirm'),
      })
      if (answer.outcome !== 'confirmed') return false
      await tuneNow(current)
      return true
    },
    loadRecords,
    async openRecords(): Promise<void> {
      set({ view: 'records' })
      await loadRecords()
    },
    async playRecord(record: Record_): Promise<boolean> {
      const seq = tunes.claim()
      try {
        const url = await deps.resolveUrl(recordPlaybackPath(record))
        set({ status: 'switching', view: 'home', dvr: null, record })
        await media.play(url)
        if (tunes.isCurrent(seq)) set({ status: 'playing' })
        return true
      } catch (error) {
        log.error(`Record ${record.proc_id} did not play: ${describeError(error)}`)
        if (tunes.isCurrent(seq)) set({ status: 'error', error: describeError(error) })
        return false
      }
    },
  }
}

export type LiveRecordings = ReturnType<typeof createLiveRecordings>
