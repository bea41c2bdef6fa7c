// Types of heapSnapshot.mjs for the unit tests (tests/unit/perf-heap.test.ts).
export type HeapSnapshot = {
  snapshot: {
    meta: {
      node_fields: string[]
      node_types: [string[], ...unknown[]]
      edge_fields: string[]
      edge_types: [string[], ...unknown[]]
    }
  }
  nodes: number[]
  edges: number[]
  strings: string[]
}
export type ClassRow = { name: string; self: number; retained: number; count: number }
export function className(type: string, name: string): string
export function summariseSnapshot(
  snapshot: HeapSnapshot,
  options?: { largest?: number; onlyHeap?: boolean },
): {
  nodes: number
  total: number
  byConstructor: ClassRow[]
  largest: Array<{ name: string; retained: number; path: string }>
}
export function dominatorTree(
  snapshot: HeapSnapshot,
  options?: { min?: number; depth?: number; onlyHeap?: boolean },
): string[]
