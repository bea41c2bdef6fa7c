import { useLayoutEffect, type RefObject } from 'react'
import { Graphics, type Container } from 'pixi.js'
import { useRenderer } from './context'

/**
 * Clips a container to a width × height rectangle (windowed lists, scrolling text). A stencil mask:
 * PERF-NOTES.md measured opaque bands drawn over the content as cheaper where a scene has them.
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
    const mask = new Graphics().rect(0, 0, Math.max(1, width), Math.max(1, height)).fill(0xffffff)
    container.addChild(mask)
    container.mask = mask
    loop.invalidate()
    return () => {
      container.mask = null
      mask.destroy()
    }
  }, [target, width, height, loop, enabled])
}
