import { useLayoutEffect, type RefObject } from 'react'
import type { Container } from 'pixi.js'
import { setRectClip } from '../stage/scissorClip'
import { useRenderer } from './context'

/**
 * Clips a container to a width × height rectangle (windowed lists, scrolling text, carousels) with the
 * GPU's scissor test (renderer/stage/scissorClip.ts): no stencil passes, nothing per pixel. PERF-NOTES.md
 * measured opaque bands drawn over the content as cheaper still where a scene has them (`clip="none"`).
 */
export function useRectMask(
  target: RefObject<Container | null>,
  width: number,
  height: number,
  enabled = true,
): void {
  const { loop } = useRenderer()
  useLayoutEffect(() => {
    const container = target.current
    if (!container || !enabled) return
    const remove = setRectClip(container, Math.max(1, width), Math.max(1, height))
    loop.invalidate()
    return () => {
      remove()
      loop.invalidate()
    }
  }, [target, width, height, loop, enabled])
}
