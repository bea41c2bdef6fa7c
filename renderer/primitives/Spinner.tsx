import { useMemo, useRef } from 'react'
import type { Container } from 'pixi.js'
import { useFrame } from '../react/useFrame'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { arcMesh } from '../shapes/meshes'

export type SpinnerProps = {
  x?: number
  y?: number
  /** diameter, design px (default 48) */
  size?: number
  thickness?: number
  color?: number
  trackColor?: number
  /** spins only while true (default): a stopped spinner lets the frame loop go idle */
  active?: boolean
  /** one turn, ms (default 1000) */
  periodMs?: number
  /** mirrored as a 'status' with this name (default "Loading") */
  name?: string
}

const ARC = Math.PI * 1.5
const TURN = Math.PI * 2

/**
 * A rotating arc driven by a per-frame hook, so frames are drawn only while a spinner is mounted and
 * active (DESIGN.md: an idle portal draws no frames).
 */
export function Spinner(props: SpinnerProps) {
  const { x = 0, y = 0, size = 48, thickness = 5, active = true, periodMs = 1000 } = props
  const color = props.color ?? 0xc9a45c
  const trackColor = props.trackColor ?? 0x2a3440
  const ring = useRef<Container>(null)
  useInvalidateOnCommit()
  useMirrorNode(undefined, 'status', props.name ?? 'Loading')

  const shape = useMemo(() => {
    const radius = (size - thickness) / 2
    return [
      { mesh: arcMesh(radius, thickness, 0, TURN), color: trackColor, alpha: 1 },
      { mesh: arcMesh(radius, thickness, 0, ARC, true), color, alpha: 1 },
    ]
  }, [size, thickness, color, trackColor])

  // Continuous rotation from the frame clock: the loop keeps drawing only while this is mounted and active.
  useFrame((now) => {
    const node = ring.current
    if (node) node.rotation = ((now % periodMs) / periodMs) * Math.PI * 2
    return true
  }, active)

  return (
    <pixiContainer ref={ring} x={x + size / 2} y={y + size / 2}>
      <pixiShapeView shape={shape} />
    </pixiContainer>
  )
}
