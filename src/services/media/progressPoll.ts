// portal spec §9: progress tick 1 s, seekable check 1 s, duration retry 3 s. The platform answers
// position, duration and seekability in one call (Bridge.position), so one 1 s tick serves the progress
// and the seekable check; a read that fails is asked again after the 3 s duration retry. Ticks run only
// while media plays: an idle or paused portal keeps no timer.
import type { StoreApi } from 'zustand/vanilla'
import type { Bridge } from '../../../bridges/contract'
import type { Clock, TimerHandle } from '../../time/clock'
import { describeError, type Logger } from '../logger'
import type { MediaSnapshot } from './types'

/** portal spec §9 progress tick 1 s (and seekable check 1 s) */
export const PROGRESS_TICK_MS = 1000
/** portal spec §9 duration retry 3 s */
export const DURATION_RETRY_MS = 3000

const seconds = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0

export type ProgressPollDeps = {
  clock: Clock
  log: Logger
  bridge: () => Bridge | null
  store: StoreApi<MediaSnapshot>
  patch: (next: Partial<MediaSnapshot>) => void
}

export function createProgressPoll({ clock, log, bridge, store, patch }: ProgressPollDeps) {
  let timer: TimerHandle | null = null
  let run = 0
  let failing = false

  /** Reads position, duration and seekability into the store; false when the platform could not tell. */
  async function read(): Promise<boolean> {
    const platform = bridge()
    if (!platform) return false
    const mine = run
    try {
      const progress = await platform.position()
      if (mine !== run) return true // stopped meanwhile: a stale answer changes nothing
      const duration = seconds(progress.duration)
      patch({
        position: seconds(progress.position),
        duration,
        seekable: progress.seekable === true && duration > 0,
      })
      failing = false
      return true
    } catch (error) {
      if (!failing) log.warn(`Media progress not readable: ${describeError(error)}`)
      failing = true
      return false
    }
  }

  async function tick() {
    timer = null
    const mine = run
    const ok = await read()
    if (mine !== run || timer !== null || store.getState().state !== 'playing') return
    timer = clock.setTimeout(() => void tick(), ok ? PROGRESS_TICK_MS : DURATION_RETRY_MS)
  }

  return {
    read,
    start() {
      if (timer !== null) return
      run++
      void read()
      timer = clock.setTimeout(() => void tick(), PROGRESS_TICK_MS)
    },
    stop() {
      run++
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    },
  }
}
