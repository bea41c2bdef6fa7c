// The guide fixture every peer draws (perf issue: "the same fixture implemented by each peer, so the
// comparison is exact"): data and layout live here once, each peer only translates them to its renderer.

export const ROW_HEIGHT = 80
export const LIST_X = 16
export const LIST_Y = 96
export const CHANNEL_WIDTH = 460
export const GRID_X = CHANNEL_WIDTH + 8
export const GRID_WIDTH = 1280 - 2 * LIST_X - GRID_X
export const CELL_GAP = 4
export const PROGRESS_X = 330
export const PROGRESS_WIDTH = 110
export const VISIBLE_ROWS = 7
export const SCROLL_MS = 200

export const COLORS = {
  background: 0x0b1118,
  row: 0x1b2733,
  active: 0xc9a45c,
  cell: 0x223242,
  cellNow: 0x2e4a63,
  text: 0xf4f1ea,
  dim: 0x9aa7b4,
  activeText: 0x14110a,
  track: 0x2a3440,
  fill: 0xc9a45c,
} as const

export const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`

export type Cell = { title: string; x: number; width: number; now: boolean }
export type Channel = {
  number: string
  title: string
  now: string
  next: string
  progress: number
  cells: Cell[]
}

const SHOWS = ['News', 'Film', 'Sport', 'Kids', 'Docs', 'Music', 'Talk', 'Cooking', 'Travel', 'Series']
// cell widths in eighths of the grid: six programmes per row, three layouts so rows differ
const LAYOUTS: readonly (readonly number[])[] = [
  [1, 2, 1, 1, 2, 1],
  [2, 1, 1, 2, 1, 1],
  [1, 1, 2, 1, 1, 2],
]
const UNITS = 8

/** Deterministic: run N of any peer sees exactly the strings run N of another peer sees. */
export function channel(index: number): Channel {
  const show = (k: number) => SHOWS[(index * 7 + k * 3) % SHOWS.length] ?? 'Show'
  const layout = LAYOUTS[index % LAYOUTS.length] ?? [1, 1, 1, 1, 1, 1]
  const unit = (GRID_WIDTH + CELL_GAP) / UNITS
  let at = 0
  const cells = layout.map((units, k) => {
    const cell = {
      title: `${show(k)} ${(index + k) % 100}`,
      x: at * unit,
      width: units * unit - CELL_GAP,
      now: k === 0,
    }
    at += units
    return cell
  })
  return {
    number: String((index % 999) + 1).padStart(3, '0'),
    title: `Channel ${index + 1}`,
    now: `Now: ${show(0)} ${index % 100}`,
    next: `Next: ${show(1)} ${(index + 1) % 100}`,
    progress: ((index * 37) % 100) / 100,
    cells,
  }
}

/** N from the URL (?n=1000), as the issue asks; defaults to 1,000 channels. */
export function channelCount(): number {
  const n = Number(new URLSearchParams(location.search).get('n') ?? 1000)
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1000
}

/** What every peer exposes to perf/run.mjs. */
export type PerfHooks = {
  /** ms from navigation start to the first frame that shows the guide */
  firstFrameMs: number
  /** frames the peer's own render loop drew (Pixi: render-on-demand counter); null where none */
  frames: () => number | null
}

declare global {
  interface Window {
    __perf?: PerfHooks
  }
}
