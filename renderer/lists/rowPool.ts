import type { Container } from 'pixi.js'
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

export type PoolSpec = WindowSpec & { margin: number; rowHeight: number; cache: boolean }

type Slot = { container: Container; view: RowView; index: number; active: boolean; shown: boolean }

/**
 * The pool of a WindowList with imperative rows: one container per pool slot, made on first use and
 * kept in slot order under the strip (never re-parented or reordered), each holding one RowView.
 * `sync` places the window for an index: slots are moved by y, and rebound (and their cached texture
 * redrawn) only when what they show changed.
 */
export class RowPool {
  private readonly _slots = new Map<number, Slot>()
  private _spec: PoolSpec | null = null

  constructor(
    private readonly _strip: Container,
    private readonly _create: CreateRow,
    private readonly _services: Omit<ViewServices, 'changed'>,
    /** a frame is needed (loop.invalidate) */
    private readonly _invalidate: () => void,
  ) {}

  /** Places the window for `spec.index`; returns the window's first position (for the scroll). */
  sync(spec: PoolSpec): number {
    this._spec = spec
    const start = windowStart(spec)
    const mounted = rowsToMount(spec)
    const used = new Set<number>()
    for (const row of mounted) {
      used.add(row.key)
      const slot = this._slot(row.key, spec.cache)
      slot.container.y = (row.position - start) * spec.rowHeight
      slot.container.visible = true
      this._bind(slot, row.index, row.index === spec.index, false)
    }
    // slots a shorter list no longer needs are hidden (a list that grows again reuses them)
    for (const [key, slot] of this._slots)
      if (!used.has(key) && slot.shown) {
        slot.shown = false
        slot.container.visible = false
      }
    this._invalidate()
    return start
  }

  /** Binds again the rows showing `index` (all shown rows when undefined): their data changed. */
  refresh(index?: number): void {
    let drawn = false
    for (const slot of this._slots.values())
      if (slot.shown && (index === undefined || slot.index === index))
        drawn = this._bind(slot, slot.index, slot.active, true) || drawn
    // nothing drawn differently (a guide arriving for a channel not shown): no frame
    if (drawn) this._invalidate()
  }

  /** The index each shown slot holds, by slot key (tests, devtools). */
  get shown(): Map<number, { index: number; active: boolean; y: number }> {
    const out = new Map<number, { index: number; active: boolean; y: number }>()
    for (const [key, slot] of this._slots)
      if (slot.shown) out.set(key, { index: slot.index, active: slot.active, y: slot.container.y })
    return out
  }

  destroy(): void {
    for (const slot of this._slots.values()) slot.view.destroy()
    this._slots.clear()
  }

  private _slot(key: number, cache: boolean): Slot {
    let slot = this._slots.get(key)
    if (slot) return slot
    const view = this._create({ ...this._services, changed: () => this._changed(key) })
    const container = view.node
    // in slot order, so the strip's children never move (a move rebuilds the list's instructions)
    let at = 0
    for (const other of this._slots.keys()) if (other < key) at++
    this._strip.addChildAt(container, at)
    if (cache) container.cacheAsTexture(true)
    slot = { container, view, index: -1, active: false, shown: false }
    this._slots.set(key, slot)
    return slot
  }

  /** true when the row was bound and drew something different */
  private _bind(slot: Slot, index: number, active: boolean, force: boolean): boolean {
    slot.shown = true
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
    if (!slot?.shown) return
    if (this._spec?.cache) slot.container.updateCacheTexture()
    this._invalidate()
  }
}
