// Index math for windowed lists (DESIGN.md: windowed everything). A list of any length shows `rows`
// slots; display objects exist only for the window plus a margin and are recycled from a fixed pool
// keyed by position mod pool size (PERF-NOTES.md: a fixed pool of row slots).

// portal spec §9: channel list and guide show 7 rows, active in the 4th; ch_up/ch_down move by 7, wrapping.
export const LIST_ROWS = 7
export const LIST_ACTIVE_SLOT = 3
export const LIST_PAGE_ROWS = 7

export type WindowSpec = {
  length: number
  /** slots shown */
  rows: number
  /** slot that holds the active item while the window can scroll (3 = the 4th row) */
  activeSlot: number
  /** active item */
  index: number
  wrap: boolean
}

/**
 * A row to mount. `position` is the row's place on the unrolled strip around the active item (equal
 * to `index` unless the window wraps across the end); `key` is its pool slot.
 */
export type MountedRow = { index: number; position: number; key: number }

const mod = (n: number, m: number): number => ((n % m) + m) % m
const clamp = (n: number, low: number, high: number): number => Math.min(Math.max(n, low), high)

/**
 * A wrapping list keeps the active item in its slot across the ends. A list shorter than the window
 * never rotates: that would show an item twice.
 */
const rotates = ({ wrap, length, rows }: WindowSpec): boolean => wrap && length >= rows && length > 0

/** Next index `delta` items away: wraps round the ends or stops at them; -1 for an empty list. */
export function step(index: number, delta: number, length: number, wrap: boolean): number {
  if (length <= 0) return -1
  return wrap ? mod(index + delta, length) : clamp(index + delta, 0, length - 1)
}

/** ch_up/ch_down (portal spec §9): `rows` items away (negative = up), always wrapping. */
export function page(index: number, rows: number, length: number): number {
  return step(index, rows, length, true)
}

/** Pool slot of a row: distinct for any run of up to poolSize consecutive positions. */
export function slotKey(position: number, poolSize: number): number {
  return mod(position, poolSize)
}

export function poolSizeFor(rows: number, margin: number): number {
  return rows + 2 * margin
}

/** Position of the window's first slot on the unrolled strip. */
export function windowStart(spec: WindowSpec): number {
  const { length, rows, activeSlot } = spec
  if (length <= 0) return 0
  const index = clamp(spec.index, 0, length - 1)
  return rotates(spec) ? index - activeSlot : clamp(index - activeSlot, 0, Math.max(0, length - rows))
}

function indexAt(spec: WindowSpec, position: number): number | null {
  if (rotates(spec)) return mod(position, spec.length)
  return position >= 0 && position < spec.length ? position : null
}

/** Item index shown in each slot; null for an empty slot of a short list. */
export function windowFor(spec: WindowSpec): Array<number | null> {
  const start = windowStart(spec)
  const slots: Array<number | null> = []
  for (let slot = 0; slot < spec.rows; slot++) slots.push(indexAt(spec, start + slot))
  return slots
}

/** Rows to mount: the window plus `margin` rows each side, each item once, in position order. */
export function rowsToMount(spec: WindowSpec & { margin: number }): MountedRow[] {
  const start = windowStart(spec)
  const end = start + spec.rows - 1
  const poolSize = poolSizeFor(spec.rows, spec.margin)
  const seen = new Set<number>()
  const rows: MountedRow[] = []
  const add = (position: number): void => {
    const index = indexAt(spec, position)
    if (index === null || seen.has(index)) return
    seen.add(index)
    rows.push({ index, position, key: slotKey(position, poolSize) })
  }
  // visible slots first, so a short wrapping list never gives a visible item's place to a margin copy
  for (let position = start; position <= end; position++) add(position)
  for (let m = 1; m <= spec.margin; m++) {
    add(start - m)
    add(end + m)
  }
  return rows.sort((a, b) => a.position - b.position)
}
