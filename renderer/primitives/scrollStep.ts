// Fixed-step scrolling of a text window (portal spec §9: message scroll 200 px, description scroll
// 100 px, in 200 ms). Pure, so the limits are tested without rendering.

/** Furthest a window of `viewport` px can scroll over `content` px. */
export const maxScroll = (content: number, viewport: number): number => Math.max(0, content - viewport)

/**
 * The next scroll offset one step up (-1) or down (+1), clamped to the content; null when already at
 * that end, so the key falls through to focus navigation.
 */
export function nextScroll(offset: number, direction: -1 | 1, step: number, max: number): number | null {
  const next = Math.min(max, Math.max(0, offset + direction * step))
  return next === offset ? null : next
}
