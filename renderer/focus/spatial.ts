// Direction search: the spatial fallback of the focus engine when no container handles a move.
//
// 1. Field of view (portal spec §9: direction search field of view 180 degrees): a candidate counts when
//    the angle between the move direction and the line from the source's centre to the candidate's
//    centre is under half the field of view. At 180° that is the open half-plane in front of the source
//    centre; a narrower field of view is a cone.
// 2. Beam (after Android's FocusFinder): a candidate whose cross-axis projection overlaps the source's
//    ("in the beam") beats one outside it. Left/right: always. Up/down: when it starts before the other
//    one ends along the move, so a near diagonal tile can still win over an aligned one far below.
// 3. Otherwise the weighted distance decides, primary axis weighted over cross axis:
//      score = 13 · primary² + cross²
//    primary = gap from the source's leading edge to the candidate's near edge (0 when they overlap),
//    cross   = distance between the two centres across the move.
//    Ties keep the candidate met first (registration order).

import type { Direction, Rect } from './types'

export type SpatialCandidate = { id: string; rect: Rect }

const PRIMARY_WEIGHT = 13

const horizontal = (direction: Direction): boolean => direction === 'left' || direction === 'right'

/** Signed displacement of `to`'s centre from `from`'s centre along the move, and its size across it. */
function centreOffsets(from: Rect, to: Rect, direction: Direction): { along: number; across: number } {
  const dx = to.x + to.width / 2 - (from.x + from.width / 2)
  const dy = to.y + to.height / 2 - (from.y + from.height / 2)
  switch (direction) {
    case 'right':
      return { along: dx, across: Math.abs(dy) }
    case 'left':
      return { along: -dx, across: Math.abs(dy) }
    case 'down':
      return { along: dy, across: Math.abs(dx) }
    case 'up':
      return { along: -dy, across: Math.abs(dx) }
  }
}

export function isInFieldOfView(from: Rect, to: Rect, direction: Direction, fieldOfViewDeg: number): boolean {
  const { along, across } = centreOffsets(from, to, direction)
  if (along === 0 && across === 0) return false
  const halfRad = (Math.min(Math.max(fieldOfViewDeg, 0), 360) * Math.PI) / 360
  return Math.atan2(across, along) < halfRad
}

/** Gap from the source's leading edge to the candidate's near edge (0 when they overlap along the move). */
function primaryGap(from: Rect, to: Rect, direction: Direction): number {
  return Math.max(0, nearEdge(from, to, direction))
}

function nearEdge(from: Rect, to: Rect, direction: Direction): number {
  switch (direction) {
    case 'right':
      return to.x - (from.x + from.width)
    case 'left':
      return from.x - (to.x + to.width)
    case 'down':
      return to.y - (from.y + from.height)
    case 'up':
      return from.y - (to.y + to.height)
  }
}

function farEdge(from: Rect, to: Rect, direction: Direction): number {
  switch (direction) {
    case 'right':
      return to.x + to.width - (from.x + from.width)
    case 'left':
      return from.x - to.x
    case 'down':
      return to.y + to.height - (from.y + from.height)
    case 'up':
      return from.y - to.y
  }
}

function inBeam(from: Rect, to: Rect, direction: Direction): boolean {
  return horizontal(direction)
    ? to.y < from.y + from.height && from.y < to.y + to.height
    : to.x < from.x + from.width && from.x < to.x + to.width
}

export function spatialScore(from: Rect, to: Rect, direction: Direction): number {
  const primary = primaryGap(from, to, direction)
  const cross = centreOffsets(from, to, direction).across
  return PRIMARY_WEIGHT * primary * primary + cross * cross
}

/** True when `a` is a better target than `b` for a move from `from`. */
export function isBetterCandidate(from: Rect, a: Rect, b: Rect, direction: Direction): boolean {
  const aBeam = inBeam(from, a, direction)
  const bBeam = inBeam(from, b, direction)
  if (aBeam !== bBeam) {
    const [beam, other] = aBeam ? [a, b] : [b, a]
    const beamWins =
      horizontal(direction) ||
      nearEdge(from, other, direction) < 0 ||
      primaryGap(from, beam, direction) < Math.max(1, farEdge(from, other, direction))
    if (beamWins) return aBeam
  }
  return spatialScore(from, a, direction) < spatialScore(from, b, direction)
}

export function findInDirection(
  from: Rect,
  candidates: Iterable<SpatialCandidate>,
  direction: Direction,
  fieldOfViewDeg: number,
): string | null {
  let best: SpatialCandidate | null = null
  for (const candidate of candidates) {
    if (!isInFieldOfView(from, candidate.rect, direction, fieldOfViewDeg)) continue
    if (best === null || isBetterCandidate(from, candidate.rect, best.rect, direction)) best = candidate
  }
  return best?.id ?? null
}
