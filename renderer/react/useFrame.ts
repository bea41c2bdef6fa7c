import { useEffect, useRef } from 'react'
import type { FrameCallback } from '../loop/FrameLoop'
import { useRenderer } from './context'

/**
 * A per-frame hook (like @pixi/react's useTick, which needs the Pixi ticker we do not run): the loop
 * draws frames only while a mounted, active caller asks for more by returning true. The callback
 * mutates display objects; it must not set React state (DESIGN.md: tweens for motion).
 */
export function useFrame(callback: FrameCallback, active = true): void {
  const { loop } = useRenderer()
  const latest = useRef(callback)
  latest.current = callback
  useEffect(() => {
    if (!active) return
    return loop.add((now) => latest.current(now))
  }, [loop, active])
}
