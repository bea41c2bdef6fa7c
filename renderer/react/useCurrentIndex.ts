import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * The index a keyed widget (list, carousel) moves from. @pixi/react commits a key press in a later
 * task (PERF-NOTES.md), so a second press that arrives first — a held remote key — would step from the
 * stale prop and be lost. The ref holds the index last asked for; every commit resets it to the prop,
 * so a parent that refuses a change wins at its next render.
 */
export function useCurrentIndex(index: number): RefObject<number> {
  const current = useRef(index)
  useLayoutEffect(() => {
    current.current = index
  })
  return current
}
