// Full-screen film playback (portal spec §4 VOD, Media): the film plays from the start or, for Continue,
// resumes at the saved position 1 s after it starts; while it plays the position is saved every 10 s
// (cleared for a long film near its end, §4 VOD) and cleared when the film ends.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { VodItem } from '../../api/types'
import type { Clock, TimerHandle } from '../../time/clock'
import { describeError, type Logger } from '../logger'
import type { MediaController } from '../media/types'
import { CONTINUE_DELAY_MS, RESUME_SAVE_MS } from './constants'
import type { ResumeBook } from './resume'

export type PlayerStatus = 'idle' | 'starting' | 'playing' | 'ended' | 'error'

export type PlayerState = {
  /** the film on screen (null when the player is closed) */
  item: VodItem | null
  status: PlayerStatus
  /** the §8 media text of a failure */
  error: string | null
}

export type PlayerDeps = {
  clock: Clock
  log: Logger
  media: MediaController
  resume: ResumeBook
  /** whose positions these are (resume.ts guestKey) */
  guest: () => string
}

export function createVodPlayer(deps: PlayerDeps) {
  const { clock, log, media, resume } = deps
  const store: StoreApi<PlayerState> = createStore<PlayerState>()(() => ({
    item: null,
    status: 'idle',
    error: null,
  }))
  const set = (patch: Partial<PlayerState>) => store.setState(patch)
  let saveTimer: TimerHandle | null = null
  let resumeTimer: TimerHandle | null = null
  let unwatch: (() => void) | null = null
  /** each start bumps it; the answer of an older start is ignored */
  let seq = 0

  function stopTimers(): void {
    if (saveTimer !== null) clock.clearTimeout(saveTimer)
    if (resumeTimer !== null) clock.clearTimeout(resumeTimer)
    saveTimer = resumeTimer = null
    unwatch?.()
    unwatch = null
  }

  /** portal spec §4 VOD: position saved every 10 s (cleared near the end of a long film) */
  function saveTick(item: VodItem): void {
    saveTimer = clock.setTimeout(() => {
      const { position, duration, state } = media.store.getState()
      if (state === 'playing' || state === 'paused') resume.record(deps.guest(), item.id, position, duration)
      saveTick(item)
    }, RESUME_SAVE_MS)
  }

  /** the media store says how the film goes on: ended clears its position, an error is shown */
  function watchMedia(item: VodItem, mine: number): void {
    unwatch = media.store.subscribe((now) => {
      if (mine !== seq) return
      if (now.state === 'ended') {
        stopTimers()
        resume.clear(deps.guest(), item.id) // portal spec §4 VOD: cleared when ended
        set({ status: 'ended' })
      } else if (now.state === 'error') {
        stopTimers()
        set({ status: 'error', error: now.error })
      }
    })
  }

  return {
    store,
    /** plays `item` full screen; `resumeAt` (s) is sought 1 s after it starts (portal spec §4 Continue) */
    async start(item: VodItem, resumeAt: number | null = null): Promise<boolean> {
      const mine = ++seq
      stopTimers()
      set({ item, status: 'starting', error: null })
      try {
        await media.play(item.url)
      } catch (error) {
        if (mine !== seq) return false
        const message = describeError(error)
        log.error(`Film ${item.id} (${item.title}) did not play: ${message}`)
        set({ status: 'error', error: message })
        return false
      }
      if (mine !== seq) {
        // closed while the film was starting (stop is refused before it plays): stop it now
        if (store.getState().item === null) void media.stop()
        return false
      }
      set({ status: 'playing' })
      watchMedia(item, mine)
      saveTick(item)
      if (resumeAt !== null && resumeAt > 0) {
        resumeTimer = clock.setTimeout(() => {
          resumeTimer = null
          void media.seek(resumeAt).then((done) => {
            if (!done) log.warn(`Film ${item.id}: could not resume at ${resumeAt} s`)
          })
        }, CONTINUE_DELAY_MS)
      }
      return true
    },
    /** Back or stop: the picture stops and the player closes */
    async close(): Promise<void> {
      seq++
      stopTimers()
      const wasOpen = store.getState().item !== null
      set({ item: null, status: 'idle', error: null })
      if (wasOpen) await media.stop()
    },
  }
}

export type VodPlayer = ReturnType<typeof createVodPlayer>
