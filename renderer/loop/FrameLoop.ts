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

/** Frames whose causes a trace keeps (the oldest are dropped). */
export const MAX_TRACED_FRAMES = 50
/** Distinct causes a traced frame keeps. */
export const MAX_CAUSES_PER_FRAME = 8
/** Stack lines kept per cause: enough to see past the loop's own helpers to who asked. */
const CAUSE_STACK_LINES = 4

/** The stack lines above invalidate() in `stack`, joined: who asked for a frame. */
function callerOf(stack: string | undefined): string {
  const lines = (stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
  return lines.slice(1, 1 + CAUSE_STACK_LINES).join(' < ') || 'unknown caller'
}

export class FrameLoop {
  private readonly _render: () => void
  private readonly _scheduler: FrameScheduler
  private readonly _callbacks = new Set<FrameCallback>()
  private readonly _observers = new Set<(frameMs: number, now: number) => void>()
  private _pending: number | null = null
  private _frames = 0
  private _lastFrameMs = 0
  /** Why frames were drawn, while traced (tests: an idle check that fails names what drew). */
  private _causes: string[] | null = null
  private _pendingCauses: string[] = []
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
    if (this._causes !== null) this._note(callerOf(new Error().stack))
    this._request()
  }

  /** One cause of the pending frame, each distinct one once, at most MAX_CAUSES_PER_FRAME. */
  private _note(cause: string): void {
    if (this._pendingCauses.length < MAX_CAUSES_PER_FRAME && !this._pendingCauses.includes(cause))
      this._pendingCauses.push(cause)
  }

  private _request(): void {
    if (this._pending === null) this._pending = this._scheduler.request(this._onFrame)
  }

  /**
   * Records, from now on, what asked for each frame drawn (the caller of invalidate, or a frame callback
   * asking for more); off again with `false`. For tests only: capturing a stack per request is not free.
   */
  traceCauses(on: boolean): void {
    this._causes = on ? [] : null
    this._pendingCauses = []
  }

  /** The causes recorded since traceCauses(true), one line per frame drawn (at most MAX_TRACED_FRAMES). */
  get causes(): readonly string[] {
    return this._causes ?? []
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
    // untraced, a frame allocates nothing for the trace
    const traced = this._causes !== null
    const asked = this._pendingCauses
    if (traced) this._pendingCauses = []
    let again = false
    let more: string[] | null = null
    for (const callback of this._callbacks)
      if (callback(now) === true) {
        again = true
        if (traced) (more ??= []).push(callback.name || 'anonymous')
      }
    const started = performance.now()
    this._render()
    this._lastFrameMs = performance.now() - started
    this._frames += 1
    if (this._causes !== null) {
      this._causes.push(
        `frame ${this._frames}: ${asked.length > 0 ? asked.join(' · ') : 'advance() called directly'}`,
      )
      if (this._causes.length > MAX_TRACED_FRAMES) this._causes.shift()
    }
    for (const observer of this._observers) observer(this._lastFrameMs, now)
    if (again) {
      if (more) this._note(`frame callbacks asked for more (${more.join(', ')})`)
      this._request()
    }
  }

  /** A per-frame hook; returning true keeps the loop running. The returned function removes it. */
  add(callback: FrameCallback): () => void {
    this._callbacks.add(callback)
    if (this._causes !== null) this._note(`a frame callback added (${callback.name || 'anonymous'})`)
    this._request()
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
