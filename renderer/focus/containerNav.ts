// Moves inside one container, by index among its ordered children. Pure index math: the engine passes
// `enterable(i)` (does child i hold a focusable leaf?) so empty or disabled children are skipped.
// -1 means "not handled here": the engine then bubbles the move to the parent container.

import type { Direction, FocusNodeKind } from './types'

export type ContainerLayout = { kind?: FocusNodeKind; columns?: number; wrap?: boolean }

export function stepInContainer(
  layout: ContainerLayout,
  count: number,
  from: number,
  direction: Direction,
  enterable: (index: number) => boolean,
): number {
  const wrap = layout.wrap === true
  const vertical = direction === 'up' || direction === 'down'
  const forward = direction === 'down' || direction === 'right'
  switch (layout.kind ?? 'leaf') {
    case 'leaf':
      return -1
    case 'row':
      return vertical ? -1 : scan(from, forward ? 1 : -1, 0, count - 1, wrap, enterable)
    case 'column':
      return vertical ? scan(from, forward ? 1 : -1, 0, count - 1, wrap, enterable) : -1
    case 'grid': {
      // a grid without columns is one column
      const columns = Math.max(1, Math.floor(layout.columns ?? 1))
      if (!vertical) {
        const rowStart = from - (from % columns)
        const rowEnd = Math.min(rowStart + columns, count) - 1
        return scan(from, forward ? 1 : -1, rowStart, rowEnd, wrap, enterable)
      }
      return gridVertical(columns, count, from, forward, wrap, enterable)
    }
  }
}

/** Linear scan from `from` (exclusive) within [first, last]; with wrap it continues from the other end. */
function scan(
  from: number,
  delta: 1 | -1,
  first: number,
  last: number,
  wrap: boolean,
  enterable: (index: number) => boolean,
): number {
  for (let i = from + delta; i >= first && i <= last; i += delta) if (enterable(i)) return i
  if (!wrap) return -1
  for (let i = delta > 0 ? first : last; i !== from && i >= first && i <= last; i += delta) {
    if (enterable(i)) return i
  }
  return -1
}

function gridVertical(
  columns: number,
  count: number,
  from: number,
  down: boolean,
  wrap: boolean,
  enterable: (index: number) => boolean,
): number {
  const delta = down ? columns : -columns
  const lastRowStart = count - 1 - ((count - 1) % columns)
  let i = from + delta
  // down from a column the last (partial) row lacks: land on the last item of that row
  if (down && i >= count && from < lastRowStart) i = count - 1
  for (; i >= 0 && i < count; i += delta) if (enterable(i)) return i
  if (!wrap) return -1
  const column = from % columns
  i = down ? column : lastRowStart + column >= count ? lastRowStart + column - columns : lastRowStart + column
  for (; i >= 0 && i < count && i !== from; i += delta) if (enterable(i)) return i
  return -1
}
