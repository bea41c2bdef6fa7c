import { describe, expect, it } from 'vitest'
import {
  className,
  dominatorTree,
  summariseSnapshot,
  type HeapSnapshot,
} from '../../perf/lib/heapSnapshot.mjs'

// A heap snapshot in V8's format: nodes [type, name, id, self_size, edge_count], edges [type, name, to].
type Node = { type: string; name: string; size: number; edges: Array<[string, string, number]> }
function snapshot(nodes: Node[]): HeapSnapshot {
  const nodeTypes = ['hidden', 'object', 'closure', 'array', 'string', 'native', 'synthetic', 'code']
  const edgeTypes = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak']
  const strings: string[] = []
  const str = (text: string) => {
    const at = strings.indexOf(text)
    return at >= 0 ? at : strings.push(text) - 1
  }
  const flat: number[] = []
  const edges: number[] = []
  nodes.forEach((node, id) => {
    flat.push(nodeTypes.indexOf(node.type), str(node.name), id + 1, node.size, node.edges.length)
    for (const [type, name, to] of node.edges) edges.push(edgeTypes.indexOf(type), str(name), to * 5)
  })
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [nodeTypes],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [edgeTypes],
      },
    },
    nodes: flat,
    edges,
    strings,
  }
}

// root → list (Foo) → a (Foo) → leaf (Bar); root → b (Foo) → shared (Bar) ← a; a ⇢ weakOnly (weak);
// root → blink (native, off the V8 heap)
const GRAPH = snapshot([
  {
    type: 'synthetic',
    name: '',
    size: 0,
    edges: [
      ['property', 'list', 1],
      ['property', 'b', 4],
      ['property', 'blink', 7],
    ],
  },
  { type: 'object', name: 'Foo', size: 10, edges: [['property', 'a', 2]] },
  {
    type: 'object',
    name: 'Foo',
    size: 7,
    edges: [
      ['property', 'leaf', 3],
      ['property', 'shared', 5],
      ['weak', 'w', 6],
    ],
  },
  { type: 'object', name: 'Bar', size: 20, edges: [] },
  { type: 'object', name: 'Foo', size: 5, edges: [['property', 'shared', 5]] },
  { type: 'object', name: 'Bar', size: 30, edges: [] },
  { type: 'object', name: 'Weak', size: 100, edges: [] },
  { type: 'native', name: 'blink::Node', size: 1000, edges: [] },
])
const row = (name: string) => summariseSnapshot(GRAPH).byConstructor.find((r) => r.name === name)

describe('perf heap snapshot summary', () => {
  it("retains what an object dominates: another path to a child keeps it out of the object's size", () => {
    // list dominates a and leaf, not shared (b reaches it too)
    expect(row('Foo')).toMatchObject({ self: 22, count: 3, retained: 10 + 7 + 20 + 5 })
    expect(row('Bar')).toMatchObject({ self: 50, retained: 50, count: 2 })
  })

  it('counts nothing reachable only through weak edges', () => {
    expect(row('Weak')).toBeUndefined()
  })

  it('counts only the V8 heap by default: Blink objects weigh nothing, as in Runtime.getHeapUsage', () => {
    // the weakly held object is in the heap until a GC clears it
    expect(summariseSnapshot(GRAPH).total).toBe(172)
    expect(summariseSnapshot(GRAPH, { onlyHeap: false }).total).toBe(1172)
  })

  it('lists the largest retainers with a path of edge names from the root', () => {
    const [first] = summariseSnapshot(GRAPH).largest
    expect(first).toEqual({ name: 'Foo', retained: 37, path: 'list' })
  })

  it('prints the dominator tree from the root, children over the threshold', () => {
    expect(dominatorTree(GRAPH, { min: 20 })).toEqual([
      '      0 KB : ',
      '      0 KB   list: Foo',
      '      0 KB     a: Foo',
      '      0 KB       leaf: Bar',
      '      0 KB   shared: Bar',
    ])
  })

  it('names classes as the DevTools summary does', () => {
    expect(className('object', 'Matrix')).toBe('Matrix')
    expect(className('closure', 'render')).toBe('(closure)')
    expect(className('concatenated string', 'ab')).toBe('(string)')
    expect(className('code', 'system / BytecodeArray')).toBe('(compiled code)')
  })
})
