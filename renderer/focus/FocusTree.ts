// The node store of one focus engine: nodes by id, ordered children per container, leaves per scope.
// React registers children before their parent (child layout effects run first), so a child may name a
// parent that is not registered yet; children are kept by parent id and found when the parent arrives.

import type { FocusNodeKind, FocusNodeSpec } from './types'

export type FocusNode = {
  readonly id: string
  spec: FocusNodeSpec
  scope: string
  kind: FocusNodeKind
  /** key of the children list this node sits in: its parent id, or its scope root */
  parentKey: string
  readonly seq: number
  gen: number
  /** child of this container on the path to the last focused leaf */
  lastChild: string | null
}

/** Where a node sits: enough to find the node that takes its place once it is gone. */
export type NodePlace = { id: string; scope: string; parentKey: string; index: number }

export type SnapshotNode = {
  id: string
  kind: FocusNodeKind
  focusable?: false
  lastChild?: string
  detached?: true
  children?: SnapshotNode[]
}

type ChildList = { nodes: FocusNode[]; sorted: boolean }

/** Containers nest far less deep than this; the limit only stops a misconfigured parent cycle. */
const MAX_DEPTH = 64

export const scopeRootKey = (scope: string): string => `\u0000${scope}`

export class FocusTree {
  readonly nodes = new Map<string, FocusNode>()
  private readonly _children = new Map<string, ChildList>()
  private readonly _byScope = new Map<string, Set<FocusNode>>()
  private _seq = 0
  /**
   * Place and memory of nodes removed in the current commit: a React effect re-run unregisters and
   * registers the same id again, which must not send it to the end of its siblings or forget its last
   * child. Cleared by forgetRemoved() once the commit is over.
   */
  private readonly _removed = new Map<string, { seq: number; lastChild: string | null }>()

  /** Adds a node or updates the one with the same id in place (its registration order is kept). */
  upsert(spec: FocusNodeSpec): FocusNode {
    const scope = spec.scope ?? 'root'
    const parentKey = spec.parentId ?? scopeRootKey(scope)
    let node = this.nodes.get(spec.id)
    if (node) {
      this._detach(node)
      node.spec = spec
      node.scope = scope
      node.kind = spec.kind ?? 'leaf'
      node.parentKey = parentKey
      node.gen += 1
    } else {
      const removed = this._removed.get(spec.id)
      const seq = removed?.seq ?? this._seq++
      const lastChild = removed?.lastChild ?? null
      node = { id: spec.id, spec, scope, kind: spec.kind ?? 'leaf', parentKey, seq, gen: 1, lastChild }
      this.nodes.set(spec.id, node)
    }
    this._attach(node)
    return node
  }

  /** Removes a node; returns where it sat. */
  remove(node: FocusNode): NodePlace {
    const place = this.placeOf(node)
    this._detach(node)
    this.nodes.delete(node.id)
    this._removed.set(node.id, { seq: node.seq, lastChild: node.lastChild })
    return place
  }

  placeOf(node: FocusNode): NodePlace {
    const index = this.childrenOf(node.parentKey).indexOf(node)
    return { id: node.id, scope: node.scope, parentKey: node.parentKey, index }
  }

  /** The sibling that took the place, else the one before it; climbs out of emptied containers. */
  replacementFor(place: NodePlace): FocusNode | null {
    let key = place.parentKey
    let index = place.index
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const siblings = this.childrenOf(key)
      for (let i = Math.max(index, 0); i < siblings.length; i++) {
        const leaf = this.entryAt(siblings, i)
        if (leaf) return leaf
      }
      for (let i = Math.min(index, siblings.length) - 1; i >= 0; i--) {
        const leaf = this.entryAt(siblings, i)
        if (leaf) return leaf
      }
      const container = this.nodes.get(key)
      if (!container || container.scope !== place.scope) return null
      key = container.parentKey
      index = this.childrenOf(key).indexOf(container)
    }
    return null
  }

  forgetRemoved(): void {
    this._removed.clear()
  }

  childrenOf(key: string): readonly FocusNode[] {
    const list = this._children.get(key)
    if (!list) return []
    if (!list.sorted) {
      // explicit order first, then registration order
      list.nodes.sort((a, b) => {
        const ao = a.spec.order ?? Number.MAX_SAFE_INTEGER
        const bo = b.spec.order ?? Number.MAX_SAFE_INTEGER
        return ao !== bo ? ao - bo : a.seq - b.seq
      })
      list.sorted = true
    }
    return list.nodes
  }

  /** The registered container this node sits in, or null at the scope root (or while it is missing). */
  parentOf(node: FocusNode): FocusNode | null {
    const parentId = node.spec.parentId
    if (parentId === undefined || parentId === null) return null
    const parent = this.nodes.get(parentId)
    return parent && parent.scope === node.scope && parent.kind !== 'leaf' ? parent : null
  }

  /** Containers from the node's parent outwards. */
  ancestors(node: FocusNode): FocusNode[] {
    const chain: FocusNode[] = []
    for (let p = this.parentOf(node); p && chain.length < MAX_DEPTH; p = this.parentOf(p)) chain.push(p)
    return chain
  }

  leavesOf(scope: string): Iterable<FocusNode> {
    return this._byScope.get(scope) ?? []
  }

  isFocusableLeaf(node: FocusNode): boolean {
    return node.kind === 'leaf' && node.spec.focusable !== false
  }

  /** The leaf that receives focus when `node` is entered: itself, or a remembered/first descendant. */
  entryLeaf(node: FocusNode, depth = 0): FocusNode | null {
    if (node.kind === 'leaf') return this.isFocusableLeaf(node) ? node : null
    if (depth > MAX_DEPTH) return null
    return this.rememberedLeaf(node, depth) ?? this.firstEntry(this.childrenOf(node.id), depth + 1)
  }

  /** For a rememberLast container: the leaf under its last focused child, if that is still enterable. */
  rememberedLeaf(node: FocusNode, depth = 0): FocusNode | null {
    if (node.spec.rememberLast !== true || node.lastChild === null) return null
    const remembered = this.nodes.get(node.lastChild)
    return remembered && remembered.parentKey === node.id ? this.entryLeaf(remembered, depth + 1) : null
  }

  entryAt(nodes: readonly FocusNode[], index: number): FocusNode | null {
    const node = nodes[index]
    return node ? this.entryLeaf(node) : null
  }

  firstEntry(children: readonly FocusNode[], depth = 0): FocusNode | null {
    for (const child of children) {
      const leaf = this.entryLeaf(child, depth)
      if (leaf) return leaf
    }
    return null
  }

  /** JSON of every scope's tree (ids, kinds, non-default flags) for tests and debugging. */
  snapshot(): Record<string, SnapshotNode[]> {
    const scopes: Record<string, SnapshotNode[]> = {}
    for (const node of this.nodes.values()) {
      const detached = this.parentOf(node) === null && node.parentKey !== scopeRootKey(node.scope)
      if (node.parentKey !== scopeRootKey(node.scope) && !detached) continue
      const entry = this._snapshotOf(node, 0)
      if (detached) entry.detached = true
      ;(scopes[node.scope] ??= []).push(entry)
    }
    for (const roots of Object.values(scopes)) roots.sort((a, b) => this._rank(a.id) - this._rank(b.id))
    return scopes
  }

  private _rank(id: string): number {
    const node = this.nodes.get(id)
    return node ? this.childrenOf(node.parentKey).indexOf(node) : -1
  }

  private _snapshotOf(node: FocusNode, depth: number): SnapshotNode {
    const entry: SnapshotNode = { id: node.id, kind: node.kind }
    if (node.spec.focusable === false) entry.focusable = false
    if (node.kind === 'leaf' || depth > MAX_DEPTH) return entry
    if (node.lastChild !== null) entry.lastChild = node.lastChild
    entry.children = this.childrenOf(node.id).map((child) => this._snapshotOf(child, depth + 1))
    return entry
  }

  private _list(key: string): ChildList {
    let list = this._children.get(key)
    if (!list) this._children.set(key, (list = { nodes: [], sorted: true }))
    return list
  }

  private _attach(node: FocusNode): void {
    const list = this._list(node.parentKey)
    list.nodes.push(node)
    list.sorted = false
    let scoped = this._byScope.get(node.scope)
    if (!scoped) this._byScope.set(node.scope, (scoped = new Set()))
    if (node.kind === 'leaf') scoped.add(node)
  }

  private _detach(node: FocusNode): void {
    const list = this._children.get(node.parentKey)
    if (list) {
      const index = list.nodes.indexOf(node)
      if (index >= 0) list.nodes.splice(index, 1)
      if (list.nodes.length === 0) this._children.delete(node.parentKey)
    }
    this._byScope.get(node.scope)?.delete(node)
  }
}
