import type { TimerClock } from '../time/timerClock'
import { CAROUSEL_AUTOPLAY_MS, autoplayIndex, isWindowed, nextAutoplayAt } from './carouselMath'

// portal spec §4, §9: a CMS carousel autoplays every 2 s. One timer at a time, scheduled for the next
// step on the injected clock (DESIGN.md: one clock), never a running interval. The index is derived
// from the time elapsed since the carousel started (carouselMath.autoplayIndex), so a timer that fires
// late on a busy TV skips ahead instead of drifting; a move by the user restarts the count.

export class Autoplay {
  private _handle: unknown = null
  private _length = 0
  private _startIndex = 0
  private _startedAt = 0
  /** the index this autoplay last asked for: seeing it come back is not a user move */
  private _expected: number | null = null

  constructor(
    private readonly _clock: TimerClock,
    private readonly _onStep: (index: number) => void,
    private readonly _intervalMs = CAROUSEL_AUTOPLAY_MS,
  ) {}

  get running(): boolean {
    return this._handle !== null
  }

  /** Follows the carousel: its own step keeps the schedule, any other index or length restarts it. */
  sync(length: number, index: number): void {
    if (this.running && length === this._length && index === this._expected) return
    this.start(length, index)
  }

  /** Restarts from `index` now. A carousel showing every item (3 or fewer) does not autoplay. */
  start(length: number, index: number): void {
    this.stop()
    if (!isWindowed(length)) return
    this._length = length
    this._startIndex = index
    this._startedAt = this._clock.now()
    this._expected = null
    this._schedule()
  }

  stop(): void {
    if (this._handle !== null) this._clock.clearTimeout(this._handle)
    this._handle = null
  }

  private _schedule(): void {
    const now = this._clock.now()
    const at = nextAutoplayAt({ startedAtMs: this._startedAt, nowMs: now, intervalMs: this._intervalMs })
    this._handle = this._clock.setTimeout(this._fire, at - now)
  }

  private readonly _fire = (): void => {
    const index = autoplayIndex({
      length: this._length,
      startIndex: this._startIndex,
      startedAtMs: this._startedAt,
      nowMs: this._clock.now(),
      intervalMs: this._intervalMs,
    })
    this._expected = index
    this._schedule()
    this._onStep(index)
  }
}
