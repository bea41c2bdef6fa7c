// portal spec §4 Digital signage: the layout shown is chosen from the time elapsed since the
// distribution's start modulo its total duration; if the next change is 5 s or less away the screen
// waits for it. §3 Digital signage: layout {type image/stream/video, url, duration, images comma list,
// per_duration}. Pure functions of (distribution, time): the player (player.ts) runs them on its clock.
import type { DigitalSignage, SignageLayout } from '../../api/types'

/** portal spec §9: signage poll 10 s */
export const SIGNAGE_POLL_MS = 10_000
/** portal spec §9: retry 5 s (an ended or failed stream, §4) */
export const SIGNAGE_RETRY_MS = 5_000
/** portal spec §9: wait threshold 5 s */
export const SIGNAGE_WAIT_THRESHOLD_MS = 5_000
/**
 * Not in the spec: a timer set for a layout or image change may fire a few ms late (or, on some engines,
 * a ms early); positions are read this much ahead so the change it was set for is the one taken.
 */
export const TIMER_SLACK_MS = 20

const MS_PER_SECOND = 1000

/** The images of a layout: the comma list, or the url when the list is empty (§3). */
export function imagesOf(layout: SignageLayout): string[] {
  const listed = layout.images
    .split(',')
    .map((image) => image.trim())
    .filter((image) => image !== '')
  if (listed.length > 0) return listed
  return layout.url.trim() === '' ? [] : [layout.url.trim()]
}

/** A layout that can be shown: a positive duration and something to show. */
export function isPlayable(layout: SignageLayout): boolean {
  if (!(layout.duration > 0)) return false
  return layout.type === 'image' ? imagesOf(layout).length > 0 : layout.url.trim() !== ''
}

/** The layouts the schedule runs over (the others could never show anything). */
export function playableLayouts(signage: DigitalSignage | null): SignageLayout[] {
  return signage?.distribution ? signage.layouts.filter(isPlayable) : []
}

/** portal spec §4: a single stream layout plays directly (no schedule, no restart every duration). */
export function isSingleStream(layouts: readonly SignageLayout[]): boolean {
  return layouts.length === 1 && layouts[0]?.type === 'stream'
}

export type LayoutPosition = {
  index: number
  layout: SignageLayout
  /** ms since this layout began */
  offsetMs: number
  /** ms until the next layout begins */
  remainingMs: number
}

/** portal spec §4: elapsed since start modulo the total duration picks the layout. */
export function layoutAt(
  layouts: readonly SignageLayout[],
  start: number,
  now: number,
): LayoutPosition | null {
  const durations = layouts.map((layout) => layout.duration * MS_PER_SECOND)
  const total = durations.reduce((sum, ms) => sum + ms, 0)
  if (!(total > 0)) return null
  // a start in the future (a clock behind the server's) still lands inside the loop
  const elapsed = (((now - start) % total) + total) % total
  let begin = 0
  for (const [index, layout] of layouts.entries()) {
    const end = begin + (durations[index] ?? 0)
    if (elapsed < end) return { index, layout, offsetMs: elapsed - begin, remainingMs: end - elapsed }
    begin = end
  }
  return null
}

/**
 * portal spec §4 "If wait is 5 s or less, the screen waits": a layout joined part-way through (at start,
 * or when the distribution changed) with 5 s or less left is not started; the screen waits for the next
 * one. A layout reached at its own beginning is always shown in full, however short it is.
 */
export function shouldWait(position: LayoutPosition): boolean {
  return position.offsetMs > TIMER_SLACK_MS && position.remainingMs <= SIGNAGE_WAIT_THRESHOLD_MS
}

export type ImagePosition = {
  index: number
  url: string
  /** ms until the next image, or null */ nextInMs: number | null
}

/** The image of an image layout at `offsetMs`: each stays per_duration seconds, the list repeats. */
export function imageAt(layout: SignageLayout, offsetMs: number, remainingMs: number): ImagePosition | null {
  const images = imagesOf(layout)
  if (images.length === 0) return null
  const per = layout.per_duration * MS_PER_SECOND
  if (images.length === 1 || !(per > 0)) return { index: 0, url: images[0] ?? '', nextInMs: null }
  const step = Math.floor(offsetMs / per)
  const index = step % images.length
  const nextInMs = (step + 1) * per - offsetMs
  return { index, url: images[index] ?? '', nextInMs: nextInMs < remainingMs ? nextInMs : null }
}

/** The image an image layout opens with (what to have loaded before it begins). */
export function firstImage(layout: SignageLayout): string | null {
  return layout.type === 'image' ? (imagesOf(layout)[0] ?? null) : null
}

/** Two distributions that would show the same thing (a poll that changed nothing keeps playing). */
export function sameDistribution(a: DigitalSignage | null, b: DigitalSignage | null): boolean {
  const key = (signage: DigitalSignage | null) =>
    signage?.distribution ? JSON.stringify([signage.start, playableLayouts(signage)]) : ''
  return key(a) === key(b)
}

/** Two layouts with the same content (a changed distribution that keeps the current layout continues it). */
export function sameLayout(a: SignageLayout | null, b: SignageLayout | null): boolean {
  return (
    a !== null &&
    b !== null &&
    a.type === b.type &&
    a.url === b.url &&
    a.images === b.images &&
    a.per_duration === b.per_duration
  )
}
