// Render on demand (DESIGN.md): a frame is drawn only after invalidate(); an idle portal draws none.
// The loop re-schedules itself only while a frame callback asks for more (a running tween).

export type FrameCallback = (now: number) => boolean | void

export type FrameScheduler = {
  request: (callback: (now: number) => void) => number
  cancel: (handle: number) => void
}

export type FrameLoopOptions = {
  render: () => void
  scheduler?: FrameScheduler
}

const browserScheduler: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
}

export class FrameLoop {
  private readonly _render: () => void
  private readonly _scheduler: FrameScheduler
  private readonly _callbacks = new Set<FrameCallback>()
  private readonly _observers = new Set<(frameMs: number, now: number) => void>()
  private _pending: number | null = null
  private _frames = 0
  private _lastFrameMs = 0
  private readonly _onFrame = (now: number) => {
    this._pending = null
    this.advance(now)
  }

  constructor(options: FrameLoopOptions) {
    this._render = options.render
    this._scheduler = options.scheduler ?? browserScheduler
  }

  /** Frames drawn since creation: the idle test reads this instead of timing anything. */
  get frames(): number {
    return this._frames
  }

  get lastFrameMs(): number {
    return this._lastFrameMs
  }

  get pending(): boolean {
    return this._pending !== null
  }

  invalidate(): void {
    if (this._pending === null) this._pending = this._scheduler.request(this._onFrame)
  }

  /**
   * Draws the pending frame now instead of at the next animation frame (perf/README.md "Latency
   * levers": a key's change drawn in the key's own task). Nothing happens when no frame is pending:
   * an idle loop stays idle.
   */
  flush(now: number): boolean {
    if (this._pending === null) return false
    this._scheduler.cancel(this._pending)
    this._pending = null
    this.advance(now)
    return true
  }

  /** Runs one frame now (tests drive the loop with this). */
  advance(now: number): void {
    let again = false
    for (const callback of this._callbacks) if (callback(now) === true) again = true
    const started = performance.now()
    this._render()
    this._lastFrameMs = performance.now() - started
    this._frames += 1
    for (const observer of this._observers) observer(this._lastFrameMs, now)
    if (again) this.invalidate()
  }

  /** A per-frame hook; returning true keeps the loop running. The returned function removes it. */
  add(callback: FrameCallback): () => void {
    this._callbacks.add(callback)
    this.invalidate()
    return () => {
      this._callbacks.delete(callback)
    }
  }

  /** Frame statistics for the developer overlay and the perf harness; never schedules frames. */
  observe(observer: (frameMs: number, now: number) => void): () => void {
    this._observers.add(observer)
    return () => {
      this._observers.delete(observer)
    }
  }

  stop(): void {
    if (this._pending !== null) this._scheduler.cancel(this._pending)
    this._pending = null
    this._callbacks.clear()
  }
}
