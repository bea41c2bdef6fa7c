import { Children, type ReactNode } from 'react'
import { useInvalidateOnCommit } from '../react/hooks'
import { useDir } from './direction'
import { mirrorX, stackLength, stackPositions } from './positions'

export type StackProps = {
  x?: number
  y?: number
  /** space between children, design px (default 16) */
  gap?: number
  /** each child's size along the stack: one number for all, or one per child */
  sizes: number | readonly number[]
  /** cross-axis size (a Column's width), used to mirror its x when RTL */
  crossSize?: number
  children?: ReactNode
}

const sizesOf = (sizes: number | readonly number[], count: number): number[] =>
  typeof sizes === 'number' ? Array.from({ length: count }, () => sizes) : sizes.slice(0, count)

/**
 * Children side by side with a gap. Right-to-left, the first child is on the right and the row itself
 * is mirrored inside its container (DESIGN.md: layout mirrored once, here).
 */
export function Row({ x = 0, y = 0, gap = 16, sizes, children }: StackProps) {
  const dir = useDir()
  useInvalidateOnCommit()
  const items = Children.toArray(children)
  const widths = sizesOf(sizes, items.length)
  const positions = stackPositions(widths, gap)
  const total = stackLength(widths, gap)
  return (
    <pixiContainer x={dir.x(x, total)} y={y}>
      {items.map((child, i) => (
        <pixiContainer key={i} x={mirrorX(positions[i] ?? 0, widths[i] ?? 0, total, dir.rtl)}>
          {child}
        </pixiContainer>
      ))}
    </pixiContainer>
  )
}

/** Children stacked top to bottom with a gap. */
export function Column({ x = 0, y = 0, gap = 16, sizes, crossSize, children }: StackProps) {
  const dir = useDir()
  useInvalidateOnCommit()
  const items = Children.toArray(children)
  const positions = stackPositions(sizesOf(sizes, items.length), gap)
  return (
    <pixiContainer x={crossSize === undefined ? x : dir.x(x, crossSize)} y={y}>
      {items.map((child, i) => (
        <pixiContainer key={i} y={positions[i] ?? 0}>
          {child}
        </pixiContainer>
      ))}
    </pixiContainer>
  )
}
