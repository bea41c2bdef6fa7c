// A focus engine instance per root (no module state: every test builds a fresh one). Pure data: nodes
// come and go through register(), rectangles are read lazily, nothing here knows about Pixi or React.
// Design and the choice over Norigin spatial navigation: docs/adr/0001-focus-engine.md.

import { stepInContainer } from './containerNav'
import { FocusTree, scopeRootKey, type FocusNode, type NodePlace } from './FocusTree'
import { findInDirection, type SpatialCandidate } from './spatial'
import type { Direction, FocusEngineOptions, FocusListener, FocusNodeSpec } from './types'

/**
 * A scope on the stack. `saved`: its focused node while a scope above it is active; `savedAt`: where
 * that node sat, if it unmounted meanwhile.
 */
type ScopeEntry = { scope: string; saved: string | null; savedAt: NodePlace | null }
type Pending = { id: string } | 'entry' | null

// portal spec §9: direction search field of view 180 degrees
const DEFAULT_FIELD_OF_VIEW_DEG = 180
const MAX_BUBBLE = 64

// A row or grid steps by index; in a right-to-left layout (Arabic, Hebrew) its first child is drawn on
// the right, so left and right swap to keep following what the guest sees. Read from the children's own
// rectangles (the mirrored layout), so a subtree forced left-to-right (a numeric keypad) keeps its keys.
const VISUAL_FLIP: Record<Direction, Direction> = { left: 'right', right: 'left', up: 'up', down: 'down' }
function laidOutRightToLeft(siblings: readonly FocusNode[]): boolean {
  const [first, second] = siblings
  if (!first || !second) return false
  const a = first.spec.getRect()
  const b = second.spec.getRect()
  return b.x < a.x && b.y === a.y
}

// Promise rather than queueMicrotask: that arrived in Chromium 71 and the build targets Chromium 53 TVs.
const microtask = (task: () => void): void => void Promise.resolve().then(task)

export class FocusEngine {
  private readonly _tree = new FocusTree()
  private readonly _fieldOfViewDeg: number
  private readonly _schedule: (task: () => void) => void
  private readonly _listeners = new Set<FocusListener>()
  private readonly _names = new Map<string, string>()
  private readonly _nameListeners = new Set<(id: string, name: string) => void>()
  private readonly _stack: ScopeEntry[] = [{ scope: 'root', saved: null, savedAt: null }]
  private _focused: string | null = null
  /** the focused node was unregistered; repaired after the current commit (FocusEngineOptions.schedule) */
  private _lost: NodePlace | null = null
  /** a scope was opened before its nodes registered: focus them when they arrive */
  private _pending: Pending = null
  private _repairQueued = false
  private _enabled = true
  private readonly _runRepair = (): void => {
    this._repairQueued = false
    this._tree.forgetRemoved()
    this._repair()
  }

  constructor(options: FocusEngineOptions = {}) {
    this._fieldOfViewDeg = options.fieldOfViewDeg ?? DEFAULT_FIELD_OF_VIEW_DEG
    this._schedule = options.schedule ?? microtask
  }

  register(spec: FocusNodeSpec): () => void {
    const node = this._tree.upsert(spec)
    const gen = node.gen
    const active = node.scope === this.activeScope()
    if (node.id === this._focused && this._lost === null && !(active && this._tree.isFocusableLeaf(node))) {
      this._lost = this._tree.placeOf(node)
    }
    if (active && (this._pending !== null || this._lost !== null)) this._queueRepair()
    // an older registration's cleanup must not remove the node a newer one updated
    return () => {
      if (this._tree.nodes.get(node.id) === node && node.gen === gen) this._unregister(node)
    }
  }

  /** Programmatic focus works while disabled: disable() stops the remote (move/select) only. */
  focus(id: string): boolean {
    const target = this._entryOf(id)
    if (!target) return false
    this._pending = null
    this._setFocus(target)
    return true
  }

  focusedId(): string | null {
    return this._focused
  }

  move(direction: Direction): boolean {
    if (!this._enabled) return false
    this._flushRepair()
    const current = this._current()
    if (!current) return this._focusTarget(this._scopeEntry(this.activeScope()))
    let node = current
    for (let depth = 0; depth < MAX_BUBBLE; depth++) {
      const override = node.spec.overrides?.[direction]
      if (override === null) return false
      // an override naming a node that is not there falls back to normal navigation
      if (override !== undefined && this._focusTarget(this._entryOf(override))) return true
      const parent = this._tree.parentOf(node)
      if (!parent) break
      const siblings = this._tree.childrenOf(parent.id)
      const enterable = (i: number): boolean => this._tree.entryAt(siblings, i) !== null
      const step = laidOutRightToLeft(siblings) ? VISUAL_FLIP[direction] : direction
      const next = stepInContainer(parent.spec, siblings.length, siblings.indexOf(node), step, enterable)
      if (next >= 0) return this._focusTarget(this._tree.entryAt(siblings, next))
      node = parent
    }
    return this._moveSpatially(current, direction)
  }

  select(): boolean {
    if (!this._enabled) return false
    this._flushRepair()
    const onSelect = this._current()?.spec.onSelect
    if (!onSelect) return false
    onSelect()
    return true
  }

  openScope(scope: string, options: { focus?: string } = {}): void {
    this._flushRepair()
    const index = this._stack.findIndex((entry) => entry.scope === scope)
    if (index === this._stack.length - 1) {
      if (options.focus !== undefined && !this.focus(options.focus)) this._pending = { id: options.focus }
      return
    }
    if (index === 0) return // 'root' stays at the bottom: close the scopes above it instead
    if (index > 0) this._stack.splice(index, 1)
    const below = this._stack[this._stack.length - 1]
    if (below) Object.assign(below, { saved: this._focused, savedAt: null })
    this._stack.push({ scope, saved: null, savedAt: null })
    const target = options.focus === undefined ? this._scopeEntry(scope) : this._entryOf(options.focus)
    this._setFocus(target)
    // the scope's nodes may register after it opens (a service opens it before React mounts it)
    this._pending = target ? null : options.focus === undefined ? 'entry' : { id: options.focus }
  }

  // portal spec §4 Overlays: previous focus scope saved and restored except on abort.
  closeScope(scope: string, options: { abort?: boolean } = {}): void {
    const index = this._stack.findIndex((entry) => entry.scope === scope)
    if (index <= 0) return
    const wasTop = index === this._stack.length - 1
    this._stack.splice(index, 1)
    if (!wasTop) return
    this._pending = null
    const entry = this._stack[this._stack.length - 1]
    if (!entry) return
    const { saved, savedAt } = entry
    entry.saved = null
    entry.savedAt = null
    if (options.abort === true) {
      // whoever aborted (a route change) decides where focus goes next
      this._setFocus(null)
      return
    }
    const savedNode = saved === null ? undefined : this._tree.nodes.get(saved)
    const lostAt = savedNode ? this._tree.placeOf(savedNode) : savedAt
    const target =
      (saved === null ? null : this._entryOf(saved)) ??
      (lostAt ? this._tree.replacementFor(lostAt) : null) ??
      this._scopeEntry(entry.scope)
    this._setFocus(target)
  }

  activeScope(): string {
    return this._stack[this._stack.length - 1]?.scope ?? 'root'
  }

  disable(): void {
    this._enabled = false
  }

  enable(): void {
    this._enabled = true
  }

  isEnabled(): boolean {
    return this._enabled
  }

  subscribe(listener: FocusListener): () => void {
    this._listeners.add(listener)
    return () => {
      this._listeners.delete(listener)
    }
  }

  /**
   * The accessible name of a node (Focusable's `name`: a button's label, a list's active row), kept
   * here so an announcer can say what has focus without the scene mirror; null forgets it.
   */
  setName(id: string, name: string | null): void {
    if (name === null) {
      this._names.delete(id)
      return
    }
    if (this._names.get(id) === name) return
    this._names.set(id, name)
    // the focused widget's name changed under the same focus (a list moved its active row)
    if (id === this._focused) for (const listener of this._nameListeners) listener(id, name)
  }

  nameOf(id: string | null): string {
    return id === null ? '' : (this._names.get(id) ?? '')
  }

  /** Called when the focused node's name changes while it keeps focus. */
  onFocusedRename(listener: (id: string, name: string) => void): () => void {
    this._nameListeners.add(listener)
    return () => {
      this._nameListeners.delete(listener)
    }
  }

  snapshot(): unknown {
    return {
      enabled: this._enabled,
      focused: this._focused,
      scopes: this._stack.map(({ scope, saved }) => ({ scope, saved })),
      tree: this._tree.snapshot(),
    }
  }

  private _unregister(node: FocusNode): void {
    const place = this._tree.remove(node)
    if (node.id === this._focused && this._lost === null) this._lost = place
    this._queueRepair()
    for (const entry of this._stack) if (entry.saved === node.id) entry.savedAt = place
  }

  private _moveSpatially(current: FocusNode, direction: Direction): boolean {
    const id = findInDirection(
      current.spec.getRect(),
      this._candidates(current),
      direction,
      this._fieldOfViewDeg,
    )
    const leaf = id === null ? undefined : this._tree.nodes.get(id)
    if (!leaf) return false
    // entering a rememberLast container from outside restores its last child (bbc/lrud behaviour)
    const inside = new Set(this._tree.ancestors(current))
    const chain = this._tree.ancestors(leaf)
    for (let i = chain.length - 1; i >= 0; i--) {
      const container = chain[i]
      if (!container || inside.has(container)) continue
      const remembered = this._tree.rememberedLeaf(container)
      if (remembered) return this._focusTarget(remembered)
    }
    return this._focusTarget(leaf)
  }

  private *_candidates(current: FocusNode): Generator<SpatialCandidate> {
    for (const leaf of this._tree.leavesOf(current.scope)) {
      if (leaf !== current && leaf.spec.focusable !== false) yield { id: leaf.id, rect: leaf.spec.getRect() }
    }
  }

  private _repair(): void {
    const lost = this._lost
    if (lost !== null) {
      const current = this._current()
      if (current)
        this._lost = null // the same id registered again within the commit: focus stays
      else this._setFocus(this._tree.replacementFor(lost) ?? this._scopeEntry(this.activeScope()))
    }
    if (this._pending !== null) {
      const pending = this._pending
      const target = pending === 'entry' ? this._scopeEntry(this.activeScope()) : this._entryOf(pending.id)
      if (target) {
        this._pending = null
        this._setFocus(target)
      }
    }
  }

  private _flushRepair(): void {
    if (this._lost !== null || this._pending !== null) this._repair()
  }

  private _queueRepair(): void {
    if (this._repairQueued) return
    this._repairQueued = true
    this._schedule(this._runRepair)
  }

  /** The focused leaf if it is registered, focusable and in the active scope. */
  private _current(): FocusNode | null {
    const node = this._focused === null ? undefined : this._tree.nodes.get(this._focused)
    return node && node.scope === this.activeScope() && this._tree.isFocusableLeaf(node) ? node : null
  }

  private _entryOf(id: string): FocusNode | null {
    const node = this._tree.nodes.get(id)
    return node && node.scope === this.activeScope() ? this._tree.entryLeaf(node) : null
  }

  private _scopeEntry(scope: string): FocusNode | null {
    return this._tree.firstEntry(this._tree.childrenOf(scopeRootKey(scope)))
  }

  private _focusTarget(target: FocusNode | null): boolean {
    if (!target) return false
    this._setFocus(target)
    return true
  }

  /** Focus changes only here: blur the old path, focus the new one (outermost first), then notify. */
  private _setFocus(leaf: FocusNode | null): void {
    const oldPath = this._focusedPath()
    this._lost = null
    const next = leaf?.id ?? null
    if (next === this._focused) return
    const newPath = leaf ? [leaf, ...this._tree.ancestors(leaf)] : []
    for (let i = 1; i < newPath.length; i++) {
      const container = newPath[i]
      const child = newPath[i - 1]
      if (container && child) container.lastChild = child.id
    }
    this._focused = next
    for (const node of oldPath) if (!newPath.includes(node)) node.spec.onBlur?.()
    for (let i = newPath.length - 1; i >= 0; i--) {
      const node = newPath[i]
      if (node && !oldPath.includes(node)) node.spec.onFocus?.()
    }
    for (const listener of this._listeners) listener(next)
  }

  /** Focused leaf and its containers; for a removed leaf, the containers it sat in. */
  private _focusedPath(): FocusNode[] {
    const node = this._focused === null ? undefined : this._tree.nodes.get(this._focused)
    if (node) return [node, ...this._tree.ancestors(node)]
    const container = this._lost ? this._tree.nodes.get(this._lost.parentKey) : undefined
    return container ? [container, ...this._tree.ancestors(container)] : []
  }
}
