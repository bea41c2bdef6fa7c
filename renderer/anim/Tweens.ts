// Tweens advanced by the frame loop (DESIGN.md: tweens for motion, never React state). No own timer:
// advance(nowMs) is called once per frame and returns whether frames are still needed, so it plugs into
// FrameLoop.add(). Hot path: advance() allocates nothing: records are pooled and reused, the active
// list is compacted in place, callbacks receive a plain number (react-three-fiber rule: no allocation
// inside frame callbacks).

import { easeOutCubic } from './easing'
import type { Easing } from './easing'

// portal spec §9: scroll animation 200 ms
export const SCROLL_ANIMATION_MS = 200

export type TweenOptions = {
  from: number
  to: number
  durationMs: number
  /** default easeOutCubic */
  easing?: Easing
  onUpdate: (value: number) => void
  onComplete?: () => void
  /** a running tween with the same key is retargeted: the new one starts from its current value */
  key?: string
  /** the motion is the content (a marquee's scroll): it runs when the theme turns motion off */
  essential?: boolean
}

export type TweenHandle = {
  cancel: () => void
  readonly active: boolean
}

const LIVE = 0
const ENDED = 1

type TweenRecord = {
  from: number
  to: number
  startMs: number
  durationMs: number
  easing: Easing
  onUpdate: (value: number) => void
  onComplete: (() => void) | undefined
  key: string | undefined
  value: number
  state: typeof LIVE | typeof ENDED
  /** bumped on every reuse, so a stale handle cannot cancel the record's next tween */
  gen: number
}

const noop = (): void => {}

export class Tweens {
  /**
   * The hotel theme's `options.animate` (portal spec §3 Theme): false jumps every tween but the essential
   * ones to its end at the next frame (scrolls, slides and fades; a weak TV or a hotel that wants none).
   */
  motion = true
  /** tweens started that run over time (not jumped to their end): what a test reads, at any frame rate */
  timed = 0
  private readonly _now: () => number
  private readonly _list: Array<TweenRecord | undefined> = []
  private _count = 0
  private _live = 0
  private readonly _pool: TweenRecord[] = []
  private readonly _byKey = new Map<string, TweenRecord>()

  constructor(options: { now?: () => number } = {}) {
    // the frame loop passes requestAnimationFrame timestamps, which share performance.now()'s origin
    this._now = options.now ?? (() => performance.now())
  }

  tween(options: TweenOptions): TweenHandle {
    const running = options.key === undefined ? undefined : this._byKey.get(options.key)
    const from = running ? running.value : options.from
    if (running) this._end(running)
    const record = this._pool.pop() ?? this._create()
    record.from = from
    record.to = options.to
    record.startMs = this._now()
    record.durationMs = this.motion || options.essential === true ? options.durationMs : 0
    if (record.durationMs > 0) this.timed++
    record.easing = options.easing ?? easeOutCubic
    record.onUpdate = options.onUpdate
    record.onComplete = options.onComplete
    record.key = options.key
    record.value = from
    record.state = LIVE
    const gen = ++record.gen
    if (options.key !== undefined) this._byKey.set(options.key, record)
    this._list[this._count++] = record
    this._live++
    return {
      cancel: () => {
        if (record.gen === gen && record.state === LIVE) this._end(record)
      },
      get active() {
        return record.gen === gen && record.state === LIVE
      },
    }
  }

  /** Applies every running tween at `nowMs`; true while any is still running. Allocation-free. */
  advance(nowMs: number): boolean {
    let write = 0
    // callbacks may start tweens (appended, run in this pass) or cancel them (ended, dropped below)
    for (let read = 0; read < this._count; read++) {
      const record = this._list[read] as TweenRecord
      if (record.state === LIVE) this._step(record, nowMs)
      if (record.state === LIVE) this._list[write++] = record
      else this._release(record)
    }
    for (let i = write; i < this._count; i++) this._list[i] = undefined
    this._count = write
    return this._live > 0
  }

  /** Records kept for reuse (tests, dev overlay): stays at the peak number of tweens in flight. */
  get pooled(): number {
    return this._pool.length
  }

  isActive(): boolean {
    return this._live > 0
  }

  cancelAll(): void {
    for (let i = 0; i < this._count; i++) {
      const record = this._list[i]
      if (record && record.state === LIVE) this._end(record)
    }
  }

  private _step(record: TweenRecord, nowMs: number): void {
    const elapsed = nowMs - record.startMs
    const t =
      record.durationMs <= 0 || elapsed >= record.durationMs
        ? 1
        : elapsed <= 0
          ? 0
          : elapsed / record.durationMs
    record.value = t === 1 ? record.to : record.from + (record.to - record.from) * record.easing(t)
    record.onUpdate(record.value)
    if (t < 1) return
    const onComplete = record.onComplete
    this._end(record)
    onComplete?.()
  }

  /** Ends a tween (completed or cancelled); its record is recycled by the next advance. */
  private _end(record: TweenRecord): void {
    record.state = ENDED
    this._live--
    if (record.key !== undefined && this._byKey.get(record.key) === record) this._byKey.delete(record.key)
  }

  private _release(record: TweenRecord): void {
    record.onUpdate = noop
    record.onComplete = undefined
    this._pool.push(record)
  }

  private _create(): TweenRecord {
    return {
      from: 0,
      to: 0,
      startMs: 0,
      durationMs: 0,
      easing: easeOutCubic,
      onUpdate: noop,
      onComplete: undefined,
      key: undefined,
      value: 0,
      state: ENDED,
      gen: 0,
    }
  }
}
