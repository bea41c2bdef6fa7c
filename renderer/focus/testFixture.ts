// Test-only fixture for the focus engine tests: an engine with a manual repair queue and a terse
// node builder. Not exported from index.ts.

import { FocusEngine } from './FocusEngine'
import type { FocusEngineOptions, FocusNodeSpec, Rect } from './types'

export type NodeOptions = Omit<FocusNodeSpec, 'id' | 'getRect'> & { rect?: Rect }

export const rect = (x: number, y: number, width = 100, height = 50): Rect => ({ x, y, width, height })

export function createFixture(options: Omit<FocusEngineOptions, 'schedule'> = {}) {
  const queue: Array<() => void> = []
  const engine = new FocusEngine({ ...options, schedule: (task) => queue.push(task) })
  const log: string[] = []
  /** registers a node that logs its callbacks as `focus:id`, `blur:id`, `select:id` */
  const add = (id: string, { rect: r = rect(0, 0), ...spec }: NodeOptions = {}): (() => void) =>
    engine.register({
      onFocus: () => log.push(`focus:${id}`),
      onBlur: () => log.push(`blur:${id}`),
      onSelect: () => log.push(`select:${id}`),
      ...spec,
      id,
      getRect: () => r,
    })
  /** runs the deferred repair, as the microtask after a React commit would */
  const flush = (): void => {
    while (queue.length > 0) queue.shift()?.()
  }
  return { engine, add, flush, log, queue }
}

/** A row container `id` holding leaves `${id}0`… laid out left to right at height y. */
export function addRow(
  fixture: ReturnType<typeof createFixture>,
  id: string,
  count: number,
  y: number,
  spec: NodeOptions = {},
): void {
  fixture.add(id, { kind: 'row', rect: rect(0, y, count * 120, 50), ...spec })
  const scope = spec.scope === undefined ? {} : { scope: spec.scope }
  for (let i = 0; i < count; i++) fixture.add(`${id}${i}`, { parentId: id, rect: rect(i * 120, y), ...scope })
}
