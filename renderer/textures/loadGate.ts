// A list that is scrolling starts no image loads (perf/README.md "Live guide levers, round 3"): an image
// load is a decode (an SVG logo is a whole SVG document, 60–90 ms of main thread at 4x CPU) and a
// texture upload, landing between the frames of the scroll. WindowList closes its gate on every move
// and opens it once the list has been still for LIST_IMAGE_QUIET_MS; an Img inside the list shows a
// texture that is already cached at once and starts a new load only while the gate is open.
import { createContext } from 'react'
import type { TimerClock } from '../time/timerClock'
import type { TextureCache, TextureLease, TextureResult } from './TextureCache'

/** a list starts image loads once it has not moved for this long (the live guide's settle time) */
export const LIST_IMAGE_QUIET_MS = 250

export type LoadGate = {
  readonly open: boolean
  /** called whenever `open` changes; returns the unsubscribe */
  subscribe(listener: () => void): () => void
}

/**
 * Closed by `busy()`, open again after `quietMs` without another `busy()` on `clock`. A busy() while a
 * timer runs only notes the time: the one timer, when it fires early, waits out the rest. A list calls
 * busy() on every key, and a clearTimeout + setTimeout per key was measurable at 4x CPU (perf/README.md
 * "Issue 19: input latency levers", imperative rows).
 */
export class QuietGate implements LoadGate {
  private _open = true
  private _timer: unknown = null
  private _busyAt = 0
  private readonly _listeners = new Set<() => void>()

  constructor(
    private readonly _clock: Pick<TimerClock, 'now' | 'setTimeout' | 'clearTimeout'>,
    private readonly _quietMs: number = LIST_IMAGE_QUIET_MS,
  ) {}

  get open(): boolean {
    return this._open
  }

  busy(): void {
    this._busyAt = this._clock.now()
    this._timer ??= this._clock.setTimeout(this._settle, this._quietMs)
    this._set(false)
  }

  subscribe(listener: () => void): () => void {
    this._listeners.add(listener)
    return () => this._listeners.delete(listener)
  }

  /** Stops the timer (the list unmounts); the gate stays as it is. */
  dispose(): void {
    if (this._timer !== null) this._clock.clearTimeout(this._timer)
    this._timer = null
  }

  private readonly _settle = (): void => {
    const wait = this._busyAt + this._quietMs - this._clock.now()
    if (wait > 0) {
      this._timer = this._clock.setTimeout(this._settle, wait)
      return
    }
    this._timer = null
    this._set(true)
  }

  private _set(open: boolean): void {
    if (this._open === open) return
    this._open = open
    for (const listener of [...this._listeners]) listener()
  }
}

/** The gate of the nearest scrolling list; null (the default) loads at once. */
export const LoadGateContext = createContext<LoadGate | null>(null)

/**
 * Starts using `url` from `cache` behind `gate`: at once when there is no gate, the gate is open or the
 * texture is cached; otherwise when the gate next opens. `onLease` gets the lease when the use starts
 * (its `current` is the cached texture, if any), `onSettled` the load's result. Returns the cleanup.
 */
export function gatedAcquire<T>(
  cache: Pick<TextureCache<T>, 'acquire' | 'has'>,
  gate: LoadGate | null,
  url: string,
  onLease: (lease: TextureLease<T>) => void,
  onSettled: (result: TextureResult<T>) => void,
): () => void {
  let lease: TextureLease<T> | null = null
  const start = (): void => {
    lease = cache.acquire(url, onSettled)
    onLease(lease)
  }
  if (!gate || gate.open || cache.has(url)) {
    start()
    return () => lease?.release()
  }
  const unsubscribe = gate.subscribe(() => {
    if (!gate.open || lease) return
    unsubscribe()
    start()
  })
  return () => {
    unsubscribe()
    lease?.release()
  }
}
