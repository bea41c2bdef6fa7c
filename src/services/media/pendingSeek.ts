// portal spec §4 Playback controls: forward/rewind move a pending target by 30 s (within 0 and the end);
// applied after 2 s idle or on toggle; the OSD only when seekable. §9: seek step 30 s, commit 2 s.
// For the live (DVR) and VOD screens: keys call forward/rewind/toggle, the OSD reads `store` and the
// media store (position, duration, seekable).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../../time/clock'
import type { MediaController } from './types'

/** portal spec §9 seek step 30 s */
export const SEEK_STEP_S = 30
/** portal spec §9 commit 2 s: a pending target is applied after this long without another step */
export const SEEK_COMMIT_MS = 2000
/**
 * Where a rewind to the start seeks (not in the spec): §4 lets the pending target reach 0, but §5 needs
 * a positive position for a seek, so a target of 0 seeks here (1 ms, a whole millisecond for the players
 * that take milliseconds) instead of being refused.
 */
export const SEEK_START_S = 0.001

export type PendingSeekState = {
  /** seconds; null when no step is pending */
  target: number | null
}

export type PendingSeek = {
  readonly store: StoreApi<PendingSeekState>
  /** portal spec §4: the OSD is shown only when the media is seekable */
  osdAllowed(): boolean
  /** +30 s; false (nothing pending) when the media is not seekable */
  forward(): boolean
  /** -30 s; false when the media is not seekable */
  rewind(): boolean
  /** the play/pause key: applies a pending target at once, otherwise pauses or continues */
  toggle(): Promise<boolean>
  /** applies the pending target now (the seek continues paused media first) */
  commit(): Promise<boolean>
  cancel(): void
  destroy(): void
}

export function createPendingSeek({ media, clock }: { media: MediaController; clock: Clock }): PendingSeek {
  const store = createStore<PendingSeekState>()(() => ({ target: null }))
  let timer: TimerHandle | null = null

  const clearTimer = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }

  function step(seconds: number): boolean {
    const { seekable, duration, position, state } = media.store.getState()
    if (!seekable || duration <= 0 || (state !== 'playing' && state !== 'paused')) return false
    const from = store.getState().target ?? position
    // portal spec §4: the pending target stays within 0 and the end
    store.setState({ target: Math.min(duration, Math.max(0, from + seconds)) })
    clearTimer()
    timer = clock.setTimeout(() => void commit(), SEEK_COMMIT_MS)
    return true
  }

  async function commit(): Promise<boolean> {
    clearTimer()
    const { target } = store.getState()
    if (target === null) return false
    store.setState({ target: null })
    return media.seek(Math.max(target, SEEK_START_S))
  }

  return {
    store,
    osdAllowed: () => media.store.getState().seekable,
    forward: () => step(SEEK_STEP_S),
    rewind: () => step(-SEEK_STEP_S),
    async toggle() {
      if (store.getState().target !== null) return commit()
      const { state } = media.store.getState()
      if (state === 'playing') return media.pause()
      if (state === 'paused') return media.resume()
      return false
    },
    commit,
    cancel() {
      clearTimer()
      store.setState({ target: null })
    },
    destroy() {
      clearTimer()
    },
  }
}
