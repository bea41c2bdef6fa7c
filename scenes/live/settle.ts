import { useMemo, useSyncExternalStore } from 'react'
import type { Source } from '../../renderer'
import type { Clock, TimerHandle } from '../../src/time/clock'

/** What a settled view of a moving value shows: the value it settled on, and whether it is moving away. */
export type Settled<T> = {
  readonly value: T
  /** the current value is not `value` (by `same`): the view shows what does not depend on it */
  readonly moving: boolean
}

/**
 * `source`'s value, held back until it has stopped changing for `ms` on `clock` (perf/README.md "Live
 * guide levers": the programme guide follows the highlighted channel once scrolling settles, not per key).
 * The first value, and a change from `undefined`, pass at once: there is nothing older to show.
 *
 * It follows the store itself, outside React: `get()` is a new object only when the settled value or
 * `moving` changes, so a list scrolled key after key re-renders nothing that reads it (`moving` turns
 * true on the first key and false once it settles); each key only restarts the timer.
 */
export class Settle<T> {
  private _state: Settled<T>
  private _timer: TimerHandle | null = null
  private readonly _listeners = new Set<() => void>()
  private _off: (() => void) | null = null

  constructor(
    private readonly _source: Source<T>,
    private readonly _ms: number,
    private readonly _clock: Clock,
    /** what counts as the same value for `moving` (a refreshed line-up: a new object, the same channel) */
    private readonly _same: (a: T, b: T) => boolean = Object.is,
  ) {
    this._state = { value: _source.get(), moving: false }
  }

  get = (): Settled<T> => this._state

  /** The source is followed while someone listens (React subscribes after its commit, and again). */
  subscribe = (listener: () => void): (() => void) => {
    this._listeners.add(listener)
    if (!this._off) {
      this._off = this._source.subscribe(() => this._changed())
      // what changed between the render that read `get()` and this subscription
      this._changed()
    }
    return () => {
      this._listeners.delete(listener)
      if (this._listeners.size > 0 || !this._off) return
      this._off()
      this._off = null
      this._cancel()
    }
  }

  private _changed(): void {
    const value = this._source.get()
    const { value: settled } = this._state
    if (Object.is(value, settled)) {
      // unchanged, or back where it settled before the timer ran out
      this._cancel()
      this._set(settled, false)
      return
    }
    if (settled === undefined) {
      this._cancel()
      this._set(value, false)
      return
    }
    this._set(settled, !this._same(value, settled))
    this._cancel()
    this._timer = this._clock.setTimeout(() => {
      this._timer = null
      this._set(this._source.get(), false)
    }, this._ms)
  }

  private _set(value: T, moving: boolean): void {
    if (Object.is(value, this._state.value) && moving === this._state.moving) return
    this._state = { value, moving }
    for (const listener of [...this._listeners]) listener()
  }

  private _cancel(): void {
    if (this._timer === null) return
    this._clock.clearTimeout(this._timer)
    this._timer = null
  }
}

/**
 * `Settle` over `source` for a component's lifetime. `source` and `same` must be stable (memoised):
 * a new one starts a new settle.
 */
export function useSettled<T>(
  source: Source<T>,
  ms: number,
  clock: Clock,
  same?: (a: T, b: T) => boolean,
): Settled<T> {
  const settle = useMemo(() => new Settle(source, ms, clock, same), [source, ms, clock, same])
  return useSyncExternalStore(settle.subscribe, settle.get)
}
