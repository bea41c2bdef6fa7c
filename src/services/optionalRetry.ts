// Issue 20: an optional sync step that failed (weather, prayer times, VODs, the channel list's body, the
// device update) is retried at the next sync. Nothing in the spec syncs on a period — a full sync runs
// at boot, on the SyncData action and on the red key's Refresh Data (portal spec §4 Sync, §2 keys) — so
// a TV that booted while a feed was down would keep "no data" until someone asks. This gives each failed
// step a bounded series of retries on the injected clock: 1, 2, 4, 8, 16 and 32 minutes (±25 %, so a
// thousand TVs that failed together do not retry together), then it waits for the next sync. A retry
// is a background call (`silent`): its failure is logged, never shown to the guest.
import type { CallOptions } from '../api/http'
import type { Clock, TimerHandle } from '../time/clock'
import { describeError, type Logger } from './logger'

/** the first retry, one minute after the failure */
export const OPTIONAL_RETRY_FIRST_MS = 60_000
/** each retry waits twice as long as the one before */
export const OPTIONAL_RETRY_FACTOR = 2
/** six retries cover about an hour (1 + 2 + 4 + 8 + 16 + 32 min); then the next sync tries again */
export const OPTIONAL_RETRY_MAX_ATTEMPTS = 6
/** each wait is drawn from ±25 % of its nominal length */
export const OPTIONAL_RETRY_JITTER = 0.25

/** A sync step as the retry runs it: with the call options of a background call. */
export type RetryStep = (call: CallOptions) => Promise<unknown>

export type OptionalRetry = {
  /** the step failed (in a sync or in a retry): wait, then run it again, unless retries are used up */
  failed(name: string, step: RetryStep): void
  /** the step worked (in any sync): no retry is pending for it any more */
  succeeded(name: string): void
  /** names of the steps waiting for a retry */
  pending(): string[]
  stop(): void
}

export type OptionalRetryDeps = {
  clock: Clock
  log: Logger
  /** [0, 1), like Math.random */
  random: () => number
}

/** The wait before retry number `attempt` (0-based): first · factor^attempt, ±jitter. */
export function retryDelayMs(attempt: number, random: () => number): number {
  const nominal = OPTIONAL_RETRY_FIRST_MS * OPTIONAL_RETRY_FACTOR ** attempt
  const spread = 1 - OPTIONAL_RETRY_JITTER + 2 * OPTIONAL_RETRY_JITTER * random()
  return Math.round(nominal * spread)
}

type Entry = { attempts: number; timer: TimerHandle | null; step: RetryStep }

export function createOptionalRetry(deps: OptionalRetryDeps): OptionalRetry {
  const { clock, log } = deps
  const entries = new Map<string, Entry>()

  async function run(name: string): Promise<void> {
    const entry = entries.get(name)
    if (!entry) return
    entry.timer = null
    entry.attempts += 1
    try {
      await entry.step({ silent: true })
    } catch (error) {
      log.warn(`Retry ${entry.attempts} of ${name} failed: ${describeError(error)}`)
      return failed(name, entry.step)
    }
    entries.delete(name)
    log.info(`${name} loaded on retry ${entry.attempts}`)
  }

  function failed(name: string, step: RetryStep): void {
    const entry = entries.get(name) ?? { attempts: 0, timer: null, step }
    entry.step = step
    // a sync failing while a retry waits changes nothing: the retry already comes
    if (entry.timer !== null) return
    if (entry.attempts >= OPTIONAL_RETRY_MAX_ATTEMPTS) {
      entries.delete(name)
      log.warn(`${name}: ${entry.attempts} retries failed; the next sync tries again`)
      return
    }
    entry.timer = clock.setTimeout(() => void run(name), retryDelayMs(entry.attempts, deps.random))
    entries.set(name, entry)
  }

  function succeeded(name: string): void {
    const entry = entries.get(name)
    if (entry?.timer != null) clock.clearTimeout(entry.timer)
    entries.delete(name)
  }

  return {
    failed,
    succeeded,
    pending: () => [...entries.keys()],
    stop() {
      for (const name of [...entries.keys()]) succeeded(name)
    },
  }
}
