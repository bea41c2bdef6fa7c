// CMS carousels and rows (portal spec §4 CMS carousel, §9): a carousel shows 4 items at a time when it
// has more than 3 and no windowing at 3 or fewer; the CMS list shows rows 2 at a time; autoplay every
// 2 s. Built on the list window math so carousels recycle display objects the same way.

import { rowsToMount, step, windowFor } from './windowMath'
import type { MountedRow } from './windowMath'

/** portal spec §9: CMS item window 4, none at 3 or fewer */
export const CAROUSEL_ITEMS = 4
export const CAROUSEL_WINDOWING_ABOVE = 3
export const CMS_ROWS_WINDOW = 2
export const CAROUSEL_AUTOPLAY_MS = 2000

export type CarouselSpec = {
  length: number
  /** first item shown (the focused or autoplayed one) */
  index: number
  /** default true: carousels go round */
  wrap?: boolean
}

export function isWindowed(length: number): boolean {
  return length > CAROUSEL_WINDOWING_ABOVE
}

export function visibleCount(length: number): number {
  return isWindowed(length) ? CAROUSEL_ITEMS : Math.max(0, length)
}

const windowSpec = ({ length, index, wrap = true }: CarouselSpec) => ({
  length,
  index,
  wrap,
  rows: CAROUSEL_ITEMS,
  activeSlot: 0,
})

/** Item indices shown, left to right. */
export function carouselWindow(spec: CarouselSpec): number[] {
  if (!isWindowed(spec.length)) return Array.from({ length: visibleCount(spec.length) }, (_, i) => i)
  return windowFor(windowSpec(spec)).filter((index): index is number => index !== null)
}

/** Items to mount: the visible ones plus `margin` each side for the slide (default 1). */
export function carouselMount(spec: CarouselSpec, margin = 1): MountedRow[] {
  if (!isWindowed(spec.length))
    return carouselWindow(spec).map((index) => ({ index, position: index, key: index }))
  return rowsToMount({ ...windowSpec(spec), margin })
}

/** CMS rows shown: the focused row and the next, or the last two. */
export function rowsWindow(length: number, index: number): number[] {
  const rows = windowFor({ length, index, rows: CMS_ROWS_WINDOW, activeSlot: 0, wrap: false })
  return rows.filter((row): row is number => row !== null)
}

export type AutoplaySpec = {
  length: number
  startIndex: number
  startedAtMs: number
  nowMs: number
  intervalMs?: number
}

/**
 * Item index after autoplay has run from `startedAtMs` to `nowMs`. Derived from elapsed time rather
 * than counted ticks, so a late timer on a busy TV skips ahead instead of drifting. A carousel that
 * shows every item (3 or fewer) does not move.
 */
export function autoplayIndex({
  length,
  startIndex,
  startedAtMs,
  nowMs,
  intervalMs = CAROUSEL_AUTOPLAY_MS,
}: AutoplaySpec): number {
  if (!isWindowed(length)) return startIndex
  const steps = Math.max(0, Math.floor((nowMs - startedAtMs) / intervalMs))
  return step(startIndex, steps, length, true)
}

/** When the next autoplay step is due: schedule one timer for this instead of a running interval. */
export function nextAutoplayAt({
  startedAtMs,
  nowMs,
  intervalMs = CAROUSEL_AUTOPLAY_MS,
}: Omit<AutoplaySpec, 'length' | 'startIndex'>): number {
  const steps = Math.max(0, Math.floor((nowMs - startedAtMs) / intervalMs))
  return startedAtMs + (steps + 1) * intervalMs
}
