// Destroying many GPU textures in one frame stalls it (PERF-NOTES.md: Pixi's performance tips,
// staggered destroys). Evicted values queue here and are destroyed at most `perTick` per tick, so an
// eviction never costs a frame. The scheduler is injected: the frame loop, an idle callback, or a test.

export type StaggeredDestroyerOptions<V> = {
  destroy: (value: V) => void
  /** most values destroyed per tick */
  perTick: number
  /** runs `task` once, later (next frame, idle time…) */
  schedule: (task: () => void) => void
}

export class StaggeredDestroyer<V> {
  private readonly _destroy: (value: V) => void
  private readonly _perTick: number
  private readonly _schedule: (task: () => void) => void
  private _queue: Array<V | undefined> = []
  private _head = 0
  private _scheduled = false
  private _destroyed = 0
  private readonly _tick = (): void => {
    this._scheduled = false
    this._run(this._perTick)
  }

  constructor(options: StaggeredDestroyerOptions<V>) {
    this._destroy = options.destroy
    this._perTick = Math.max(1, Math.floor(options.perTick))
    this._schedule = options.schedule
  }

  /** values waiting to be destroyed */
  get pending(): number {
    return this._queue.length - this._head
  }

  get destroyed(): number {
    return this._destroyed
  }

  enqueue(value: V): void {
    this._queue.push(value)
    this._ensureScheduled()
  }

  /** Destroys everything now (shutdown, tests). */
  flush(): void {
    this._run(Infinity)
  }

  private _run(limit: number): void {
    try {
      for (let n = 0; n < limit && this._head < this._queue.length; n++) {
        const value = this._queue[this._head] as V
        // drop the reference first: a destroy that throws must not be retried forever
        this._queue[this._head++] = undefined
        this._destroyed++
        this._destroy(value)
      }
    } finally {
      if (this._head === this._queue.length) {
        this._queue = []
        this._head = 0
      }
      if (this.pending > 0) this._ensureScheduled()
    }
  }

  private _ensureScheduled(): void {
    if (this._scheduled) return
    this._scheduled = true
    this._schedule(this._tick)
  }
}
