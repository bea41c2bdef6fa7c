// The scene mirror (DESIGN.md): a visually hidden DOM/ARIA tree that mirrors labelled scene nodes and
// focus, so screen readers and browser tests can read a WebGL canvas. Disabled = every call is a no-op.

export type MirrorNode = { id: string; parentId: string | null; role: string; name: string }

const HIDDEN_STYLE =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0'

export type SceneMirrorOptions = {
  /**
   * false: the root only. Its data attributes (route, navigation, direction, what screens set with
   * setRootData) and the focused node's id (`data-focus`) are kept; no element per node. What a perf
   * run needs to know where the portal is, without the per-node DOM writes a TV never makes
   * (perf/README.md "Metrics"). Default true.
   */
  nodes?: boolean
}

export class SceneMirror {
  private readonly _root: HTMLElement | null
  private readonly _nodes: boolean
  private readonly _elements = new Map<string, HTMLElement>()
  private readonly _parents = new Map<string, string | null>()
  private _focused: string | null = null
  /** node id → what its labels draw where they cut their text, by label (`data-cut`) */
  private readonly _cuts = new Map<string, Map<string, string>>()

  constructor(root: HTMLElement | null, options: SceneMirrorOptions = {}) {
    this._root = root
    this._nodes = options.nodes ?? true
    // CSSOM, not a style attribute: a strict Content-Security-Policy (no 'unsafe-inline' styles) refuses
    // setAttribute('style') but allows the element's style object
    if (root) root.style.cssText = HIDDEN_STYLE
  }

  get enabled(): boolean {
    return this._root !== null
  }

  register(node: MirrorNode): () => void {
    const root = this._root
    if (!root || !this._nodes) return () => {}
    const doc = root.ownerDocument
    const element = this._elements.get(node.id) ?? doc.createElement('div')
    element.dataset.nodeId = node.id
    this._elements.set(node.id, element)
    this._parents.set(node.id, node.parentId)
    this.update(node.id, node)
    // React runs child effects before parent effects: a child may arrive before its parent, so it
    // waits under the root and is adopted when the parent registers.
    const parent = (node.parentId && this._elements.get(node.parentId)) || root
    parent.appendChild(element)
    for (const [childId, parentId] of this._parents) {
      const child = this._elements.get(childId)
      if (parentId === node.id && child && child.parentElement !== element) element.appendChild(child)
    }
    if (this._focused === node.id) element.dataset.focused = 'true'
    this._showCut(node.id)
    return () => {
      element.remove()
      this._elements.delete(node.id)
      this._parents.delete(node.id)
    }
  }

  update(id: string, patch: Partial<Pick<MirrorNode, 'role' | 'name'>>): void {
    const element = this._elements.get(id)
    if (!element) return
    if (patch.role !== undefined) element.setAttribute('role', patch.role)
    if (patch.name !== undefined) {
      element.setAttribute('aria-label', patch.name)
      element.dataset.name = patch.name
    }
  }

  /**
   * A label of node `id` draws only part of its text: `shown` is what it draws (an ellipsis, lines
   * left out), null when it draws its whole text again. The node's `data-cut` holds what its labels
   * draw where they cut, so a test finds a caption a guest sees cut (the name is always the whole
   * text). `label` tells a node's labels apart; a label inside a button reports to the button.
   */
  setCut(id: string, label: string, shown: string | null): void {
    if (!this._root || !this._nodes) return
    let cuts = this._cuts.get(id)
    if (shown === null) {
      if (!cuts?.delete(label)) return
      if (cuts.size === 0) this._cuts.delete(id)
    } else {
      if (!cuts) this._cuts.set(id, (cuts = new Map()))
      if (cuts.get(label) === shown) return
      cuts.set(label, shown)
    }
    this._showCut(id)
  }

  private _showCut(id: string): void {
    const element = this._elements.get(id)
    if (!element) return
    const cuts = this._cuts.get(id)
    if (cuts) element.dataset.cut = [...cuts.values()].join(' | ')
    else element.removeAttribute('data-cut')
  }

  setFocused(id: string | null): void {
    if (this._focused) this._elements.get(this._focused)?.removeAttribute('data-focused')
    this._focused = id
    if (!this._nodes) this._root?.setAttribute('data-focus', id ?? '')
    if (id) {
      const element = this._elements.get(id)
      if (element) element.dataset.focused = 'true'
    }
  }

  /** The layout direction (and language) of the scene, on the root: `dir`, `data-dir` and `lang`. */
  setDirection(dir: 'ltr' | 'rtl', lang?: string): void {
    const root = this._root
    if (!root) return
    root.setAttribute('dir', dir)
    root.dataset.dir = dir
    if (lang !== undefined) root.setAttribute('lang', lang)
  }

  setRootData(key: string, value: string): void {
    this._root?.setAttribute(`data-${key}`, value)
  }
}
