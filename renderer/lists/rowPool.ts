import { Rectangle, type Container } from 'pixi.js'
import type { ViewServices } from '../views/services'
import { rowsToMount, windowStart, type WindowSpec } from './windowMath'

/**
 * A list row drawn by plain calls instead of a React render (WindowList `createRow`; perf/README.md
 * "Issue 19: input latency levers", imperative rows). `bind` shows item `index` (active or not) on the
 * row's display objects; it is called only when the slot's (index, active) changed or the scene asked
 * for a refresh, so it may assume any other call changed nothing.
 */
export type RowView = {
  /**
   * The row's root, the pool slot itself: the list owns its y, its `visible` and its texture cache
   * (one display object less per row than a slot container around it)
   */
  readonly node: Container
  /** returns false when nothing it draws changed (a cached row then keeps its texture) */
  bind(index: number, active: boolean): boolean | void
  destroy(): void
}

/** What a row is made with: the stage's services, `changed` bound to the row's own slot. */
export type RowViewContext = ViewServices
export type CreateRow = (context: RowViewContext) => RowView

export type PoolSpec = WindowSpec & {
  margin: number
  rowHeight: number
  /** the list's width: a cached row's texture is width × rowHeight */
  width: number
  cache: boolean
}

type Slot = {
  container: Container
  view: RowView
  index: number
  active: boolean
  shown: boolean
  /** a margin row's bind waiting for the frame after this one (`afterFrame`) */
  deferred: { index: number; active: boolean } | null
}

/**
 * Runs `work` once the next frame has been drawn, in a task of its own (WindowList: a loop observer
 * that posts it on the stage's clock).
 */
export type AfterFrame = (work: () => void) => void

/**
 * The pool of a WindowList with imperative rows: one container per pool slot, made on first use and
 * kept in slot order under the strip (never re-parented or reordered), each holding one RowView.
 * `sync` places the window for an index: slots are moved by y, and rebound (and their cached texture
 * redrawn) only when what they show changed.
 *
 * With `afterFrame`, the rows outside the window (the margin) are bound after the key's frame: the row
 * entering the pool below or above the window is not shown by any frame of the move, so its bind (text
 * layout, the image) and its redraw wait until the key's frame has been drawn. A move that brings it into
 * the window before then binds it there and then.
 */
export class RowPool {
  private readonly _slots = new Map<number, Slot>()
  private _spec: PoolSpec | null = null
  private _flushQueued = false

  constructor(
    private readonly _strip: Container,
    private readonly _create: CreateRow,
    private readonly _services: Omit<ViewServices, 'changed'>,
    /** a frame is needed (loop.invalidate) */
    private readonly _invalidate: () => void,
    private readonly _afterFrame?: AfterFrame,
  ) {}

  /** Places the window for `spec.index`; returns the window's first position (for the scroll). */
  sync(spec: PoolSpec): number {
    const before = this._spec
    this._spec = spec
    // a list laid out again at another size: the cached rows' boxes follow (their textures are redrawn)
    if (spec.cache && before && (before.width !== spec.width || before.rowHeight !== spec.rowHeight))
      for (const slot of this._slots.values()) {
        slot.container.boundsArea = new Rectangle(0, 0, spec.width, spec.rowHeight)
        slot.container.updateCacheTexture()
      }
    const start = windowStart(spec)
    const end = start + spec.rows
    const mounted = rowsToMount(spec)
    const used = new Set<number>()
    for (const row of mounted) {
      used.add(row.key)
      const slot = this._slot(row.key, spec)
      slot.container.y = (row.position - start) * spec.rowHeight
      slot.container.visible = true
      const active = row.index === spec.index
      if (this._afterFrame && (row.position < start || row.position >= end))
        this._defer(slot, row.index, active)
      else this._bind(slot, row.index, active, false)
    }
    // slots a shorter list no longer needs are hidden (a list that grows again reuses them)
    for (const [key, slot] of this._slots)
      if (!used.has(key) && slot.shown) {
        slot.shown = false
        slot.deferred = null
        slot.container.visible = false
      }
    this._invalidate()
    return start
  }

  /** Binds again the rows showing `index` (all shown rows when undefined): their data changed. */
  refresh(index?: number): void {
    let drawn = false
    for (const slot of this._slots.values())
      if (slot.shown && !slot.deferred && (index === undefined || slot.index === index))
        drawn = this._bind(slot, slot.index, slot.active, true) || drawn
    // nothing drawn differently (a guide arriving for a channel not shown): no frame
    if (drawn) this._invalidate()
  }

  /** The index each shown slot holds, by slot key (tests, devtools). */
  get shown(): Map<number, { index: number; active: boolean; y: number }> {
    const out = new Map<number, { index: number; active: boolean; y: number }>()
    for (const [key, slot] of this._slots) {
      const { index, active } = slot.deferred ?? slot
      if (slot.shown) out.set(key, { index, active, y: slot.container.y })
    }
    return out
  }

  destroy(): void {
    for (const slot of this._slots.values()) slot.view.destroy()
    this._slots.clear()
  }

  private _slot(key: number, spec: PoolSpec): Slot {
    let slot = this._slots.get(key)
    if (slot) return slot
    const view = this._create({ ...this._services, changed: () => this._changed(key) })
    const container = view.node
    // in slot order, so the strip's children never move (a move rebuilds the list's instructions)
    let at = 0
    for (const other of this._slots.keys()) if (other < key) at++
    this._strip.addChildAt(container, at)
    if (spec.cache) {
      // A cached row's texture is the row's box, not the bounds of what it draws: Pixi measures a
      // container's bounds by walking its children (every glyph quad of every label) each time the
      // texture is redrawn, 0.7 ms of a held key's 2.3 ms of row redraws at 4x (perf/README.md "Issue
      // 19, sixth session"). What a row draws outside its box is cut.
      container.boundsArea = new Rectangle(0, 0, spec.width, spec.rowHeight)
      container.cacheAsTexture(true)
    }
    slot = { container, view, index: -1, active: false, shown: false, deferred: null }
    this._slots.set(key, slot)
    return slot
  }

  /** a margin row: bound once the frame now asked for is drawn (see the class comment) */
  private _defer(slot: Slot, index: number, active: boolean): void {
    slot.shown = true
    // back to what it is bound to (a move and its undo before the frame): nothing waits, and a refresh
    // binds it again as any shown row
    if (slot.index === index && slot.active === active) {
      slot.deferred = null
      return
    }
    slot.deferred = { index, active }
    if (this._flushQueued || !this._afterFrame) return
    this._flushQueued = true
    this._afterFrame(() => this._flushDeferred())
  }

  private _flushDeferred(): void {
    this._flushQueued = false
    let drawn = false
    for (const slot of this._slots.values())
      if (slot.deferred && slot.shown)
        drawn = this._bind(slot, slot.deferred.index, slot.deferred.active, false) || drawn
    if (drawn) this._invalidate()
  }

  /** true when the row was bound and drew something different */
  private _bind(slot: Slot, index: number, active: boolean, force: boolean): boolean {
    slot.shown = true
    slot.deferred = null
    if (!force && slot.index === index && slot.active === active) return false
    slot.index = index
    slot.active = active
    const drawn = slot.view.bind(index, active) !== false
    // a cached row is redrawn into its texture only when what it shows changed, not when it only moved
    if (drawn && this._spec?.cache) slot.container.updateCacheTexture()
    return drawn
  }

  private _changed(key: number): void {
    const slot = this._slots.get(key)
    // a deferred row draws its new data when it is bound
    if (!slot?.shown || slot.deferred) return
    if (this._spec?.cache) slot.container.updateCacheTexture()
    this._invalidate()
  }
}
