// A live channel that failed plays again by itself (not in the spec; docs/RELIABILITY.md "A live channel
// that failed plays again"): it did not start, or its stream broke while it played. The live session
// (liveTv.ts) tells this what it asked to play and when a play failed; this keeps the wait, which starts
// at LIVE_RETRY_FIRST_MS and doubles up to LIVE_RETRY_MAX_MS, and watches the media controller for a
// stream that breaks or comes back by itself.
import type { StoreApi } from 'zustand/vanilla'
import type { Channel } from '../../api/types'
import type { TimerHandle } from '../../time/clock'
import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MAX_MS } from './constants'
import type { LiveDeps, LiveState } from './liveState'

export type LiveRetryDeps = Pick<LiveDeps, 'clock' | 'log' | 'media'> & {
  store: StoreApi<LiveState>
  /** the tune in force */
  tuneSeq: () => number
  /** plays the channel for the tune `seq` (the session's play, which reports back here) */
  play: (channel: Channel, seq: number) => Promise<void>
}

export function createLiveRetry(deps: LiveRetryDeps) {
  const { clock, log, media, store } = deps
  /** the URL the session last asked the media controller to play for the tuned channel */
  let liveUrl: string | null = null
  let timer: TimerHandle | null = null
  let delay = LIVE_RETRY_FIRST_MS

  function cancel(): void {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }

  /** the failed channel plays again after the wait, while it is still the tune in force and the screen
   * shows (its error stays on screen meanwhile) */
  function schedule(channel: Channel, seq: number): void {
    cancel()
    if (!store.getState().entered) return
    const wait = delay
    delay = Math.min(delay * 2, LIVE_RETRY_MAX_MS)
    timer = clock.setTimeout(() => {
      timer = null
      const { status, current } = store.getState()
      if (seq !== deps.tuneSeq() || status !== 'error' || current?.id !== channel.id) return
      // other media has the picture meanwhile (a popup video): not taken from it, asked again later
      const picture = media.store.getState()
      if (picture.state === 'playing' && picture.source !== liveUrl) return schedule(channel, seq)
      log.info(`Channel ${channel.id} (${channel.title}): playing it again after its failure`)
      void deps.play(channel, seq)
    }, wait)
  }

  // The channel's stream as the media controller plays it. A stream that breaks while it plays: the
  // screen says so (it was a black picture under a 'playing' status) and the channel is played again.
  // The same stream playing again by another way (the picture given back after a popup or standby)
  // clears the error. Recordings and DVR programmes keep their own handling.
  media.store.subscribe((now, before) => {
    const { status, current, dvr, record, entered } = store.getState()
    if (!entered || !current || dvr || record || liveUrl === null || now.source !== liveUrl) return
    if (now.state === 'error' && before.state !== 'error' && status === 'playing') {
      store.setState({ status: 'error', error: now.error })
      schedule(current, deps.tuneSeq())
    } else if (now.state === 'playing' && before.state !== 'playing' && status === 'error') {
      cancel()
      delay = LIVE_RETRY_FIRST_MS
      store.setState({ status: 'playing', error: null })
    }
  })

  return {
    schedule,
    cancel,
    /** a new tune: no pending try, the next failure waits the first delay */
    reset(): void {
      cancel()
      delay = LIVE_RETRY_FIRST_MS
    },
    /** the session asked the media controller to play `url` for the tuned channel */
    asked(url: string): void {
      liveUrl = url
    },
    /** the channel plays: the next failure waits the first delay again */
    played(): void {
      delay = LIVE_RETRY_FIRST_MS
    },
  }
}
