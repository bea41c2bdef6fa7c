// A V8 heap snapshot (`HeapProfiler.takeHeapSnapshot`, the .heapsnapshot JSON) summarised as DevTools'
// Memory panel does: self and retained size per constructor, and the objects that retain the most, each
// with a path from the root. Retained sizes come from the dominator tree (Cooper, Harvey and Kennedy's
// iterative algorithm) over the strong edges (weak edges do not retain). With `onlyHeap` (the default) the
// sizes are the V8 heap's only, what the harness's heap_mb reads (`Runtime.getHeapUsage`): Blink's C++
// objects and the off-heap backing stores of array buffers and external strings (the snapshot's `native`
// nodes) count 0. perf/heap.mjs prints it.

/** The class an object is counted under: its constructor for objects, a kind in brackets otherwise. */
export function className(type, name) {
  switch (type) {
    case 'object':
    case 'native':
    case 'synthetic':
      return name
    case 'closure':
      return '(closure)'
    case 'array':
      return '(array)'
    case 'string':
    case 'concatenated string':
    case 'sliced string':
      return '(string)'
    case 'code':
      return '(compiled code)'
    case 'number':
    case 'heap number':
      return '(number)'
    default:
      return `(${type})`
  }
}

/** The snapshot as arrays: node type/name/self size, and its edges in compressed rows. */
function parse(snapshot) {
  const meta = snapshot.snapshot.meta
  const nf = meta.node_fields
  const ef = meta.edge_fields
  const nodeTypes = meta.node_types[0]
  const edgeTypes = meta.edge_types[0]
  const stride = nf.length
  const estride = ef.length
  const [iType, iName, iSelf, iCount] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f))
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f))
  const { nodes, edges, strings } = snapshot
  const n = nodes.length / stride
  const first = new Uint32Array(n + 1)
  for (let i = 0; i < n; i++) first[i + 1] = first[i] + nodes[i * stride + iCount]
  const to = new Uint32Array(first[n])
  const weak = new Uint8Array(first[n])
  const edgeName = (e) => {
    const type = edgeTypes[edges[e * estride + eType]]
    const value = edges[e * estride + eName]
    return type === 'element' || type === 'hidden' ? `[${value}]` : String(strings[value])
  }
  for (let e = 0; e < first[n]; e++) {
    to[e] = edges[e * estride + eTo] / stride
    weak[e] = edgeTypes[edges[e * estride + eType]] === 'weak' ? 1 : 0
  }
  const type = (i) => nodeTypes[nodes[i * stride + iType]]
  const name = (i) => String(strings[nodes[i * stride + iName]])
  const self = (i) => nodes[i * stride + iSelf]
  return { n, first, to, weak, type, name, self, edgeName }
}

/** Immediate dominators (node 0 is the root) and a postorder of the nodes reachable from it. */
function dominators({ n, first, to, weak }) {
  const order = new Int32Array(n).fill(-1) // postorder number
  const post = []
  const stack = [0]
  const next = new Uint32Array(n) // the next edge to visit per node
  const seen = new Uint8Array(n)
  seen[0] = 1
  for (let i = 0; i < n; i++) next[i] = first[i]
  while (stack.length) {
    const v = stack[stack.length - 1]
    if (next[v] < first[v + 1]) {
      const e = next[v]++
      const w = to[e]
      if (!weak[e] && !seen[w]) {
        seen[w] = 1
        stack.push(w)
      }
    } else {
      stack.pop()
      order[v] = post.length
      post.push(v)
    }
  }
  // predecessors (strong edges, reachable nodes)
  const predCount = new Uint32Array(n + 1)
  for (let v = 0; v < n; v++)
    if (seen[v]) for (let e = first[v]; e < first[v + 1]; e++) if (!weak[e]) predCount[to[e] + 1]++
  for (let i = 0; i < n; i++) predCount[i + 1] += predCount[i]
  const preds = new Uint32Array(predCount[n])
  const fill = predCount.slice(0, n)
  for (let v = 0; v < n; v++)
    if (seen[v]) for (let e = first[v]; e < first[v + 1]; e++) if (!weak[e]) preds[fill[to[e]]++] = v
  const idom = new Int32Array(n).fill(-1)
  idom[0] = 0
  const intersect = (a, b) => {
    while (a !== b) {
      while (order[a] < order[b]) a = idom[a]
      while (order[b] < order[a]) b = idom[b]
    }
    return a
  }
  for (let changed = true; changed;) {
    changed = false
    for (let k = post.length - 2; k >= 0; k--) {
      const v = post[k]
      let dom = -1
      for (let p = predCount[v]; p < predCount[v + 1]; p++) {
        const u = preds[p]
        if (idom[u] === -1) continue
        dom = dom === -1 ? u : intersect(u, dom)
      }
      if (dom !== -1 && idom[v] !== dom) {
        idom[v] = dom
        changed = true
      }
    }
  }
  return { idom, post }
}

/**
 * Self and retained bytes per class (a class's retained size counts each object once: objects held by
 * another object of the same class are inside that one's), and the `largest` objects by retained size
 * with a path of edge names from the root (the first found breadth-first).
 */
/** Each node's children in the dominator tree (the root, 0, dominates itself and is no one's child). */
function dominatedBy(post, idom) {
  const kids = new Map()
  for (const v of post) {
    if (v === 0) continue
    const list = kids.get(idom[v])
    if (list) list.push(v)
    else kids.set(idom[v], [v])
  }
  return kids
}

export function summariseSnapshot(snapshot, { largest: wanted = 40, onlyHeap = true } = {}) {
  const graph = parse(snapshot)
  const { n, type, name, first, to, weak, edgeName } = graph
  const self = (v) => (onlyHeap && type(v) === 'native' ? 0 : graph.self(v))
  const { idom, post } = dominators(graph)
  const retained = new Float64Array(n)
  for (const v of post) retained[v] += self(v)
  for (const v of post) if (v !== 0) retained[idom[v]] += retained[v]
  const cls = (v) => className(type(v), name(v))
  // children in the dominator tree, to count a class once along each branch
  const kids = dominatedBy(post, idom)
  const rows = new Map()
  const row = (key) => {
    let r = rows.get(key)
    if (!r) rows.set(key, (r = { name: key, self: 0, retained: 0, count: 0 }))
    return r
  }
  const active = new Map()
  const walk = [[0, false]]
  while (walk.length) {
    const [v, leaving] = walk.pop()
    const key = cls(v)
    if (leaving) {
      active.set(key, active.get(key) - 1)
      continue
    }
    const r = row(key)
    r.self += self(v)
    r.count++
    if (!active.get(key)) r.retained += retained[v]
    active.set(key, (active.get(key) ?? 0) + 1)
    walk.push([v, true])
    for (const k of kids.get(v) ?? []) walk.push([k, false])
  }
  // paths: breadth-first over strong edges
  const parent = new Int32Array(n).fill(-1)
  const via = new Int32Array(n).fill(-1)
  parent[0] = 0
  const queue = [0]
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q]
    for (let e = first[v]; e < first[v + 1]; e++)
      if (!weak[e] && parent[to[e]] === -1) {
        parent[to[e]] = v
        via[to[e]] = e
        queue.push(to[e])
      }
  }
  const pathOf = (v) => {
    const parts = []
    for (let at = v; at !== 0 && parts.length < 12; at = parent[at]) parts.unshift(edgeName(via[at]))
    return parts.join('.')
  }
  const candidates = post
    .filter((v) => v !== 0 && type(v) !== 'synthetic' && type(v) !== 'hidden' && self(v) + retained[v] > 0)
    .sort((a, b) => retained[b] - retained[a])
    .slice(0, wanted)
  let total = 0
  for (let v = 0; v < n; v++) total += self(v)
  return {
    nodes: n,
    total,
    byConstructor: [...rows.values()].sort((a, b) => b.retained - a.retained),
    largest: candidates.map((v) => ({
      name: `${cls(v)} ${type(v) === 'object' ? '' : name(v).slice(0, 40)}`.trim(),
      retained: retained[v],
      path: pathOf(v),
    })),
  }
}

/**
 * The dominator tree from the root down to `depth`, children retaining at least `min` bytes, each
 * with the edge that reaches it (`retained bytes, class name, edge`), for a reading of where it goes.
 */
export function dominatorTree(snapshot, { min = 50_000, depth = 14, onlyHeap = true } = {}) {
  const graph = parse(snapshot)
  const { n, type, name, self, first, to, weak, edgeName } = graph
  const { idom, post } = dominators(graph)
  const inHeap = (v) => !onlyHeap || type(v) !== 'native'
  const retained = new Float64Array(n)
  for (const v of post) retained[v] += inHeap(v) ? self(v) : 0
  for (const v of post) if (v !== 0) retained[idom[v]] += retained[v]
  const kids = dominatedBy(post, idom)
  // the edge from the dominator (or any strong edge into the node) that names it
  const label = new Map()
  for (const fromDominator of [true, false])
    for (let v = 0; v < n; v++)
      for (let e = first[v]; e < first[v + 1]; e++)
        if (!weak[e] && !label.has(to[e]) && (!fromDominator || idom[to[e]] === v))
          label.set(to[e], edgeName(e))
  const lines = []
  const visit = (v, level) => {
    const nm = (
      type(v) === 'object' || type(v) === 'native' ? name(v) : `${className(type(v), name(v))} ${name(v)}`
    ).trim()
    lines.push(
      `${(retained[v] / 1024).toFixed(0).padStart(7)} KB ${'  '.repeat(level)}${label.get(v) ?? ''}: ${nm.slice(0, 80).replace(/\n/g, ' ')}`,
    )
    if (level >= depth) return
    for (const k of (kids.get(v) ?? [])
      .filter((k) => retained[k] >= min)
      .sort((a, b) => retained[b] - retained[a]))
      visit(k, level + 1)
  }
  visit(0, 0)
  return lines
}
