import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useRenderer } from '../react/context'
import { useInvalidateOnCommit } from '../react/hooks'
import { DESIGN_WIDTH } from '../stage/mountStage'
import { mirrorX } from './positions'

// DESIGN.md: right-to-left languages mirror the horizontal layout in one place, the renderer, not in
// every scene. Scenes lay out left-to-right in design pixels; a horizontal position goes through
// mirrorX (via useDir, Mirror, Row) and becomes `containerWidth - x - width` when the direction is RTL.
// Glyphs are never mirrored: Label draws RTL text with its own bidi handling (text/bidi.ts).

type Dir = { rtl: boolean; width: number }

const DirContext = createContext<Dir | null>(null)

export type DirHelpers = {
  rtl: boolean
  /** width of the nearest Mirror container (the design width at the root) */
  width: number
  /** a left-to-right x of a box `width` wide, placed for the current direction */
  x: (x: number, width?: number) => number
  /** a horizontal anchor (0 = left) flipped for the current direction */
  anchorX: (anchor: number) => number
}

/** The helpers of a container `width` wide laid out in the given direction. */
export function dirHelpers(rtl: boolean, width: number): DirHelpers {
  return {
    rtl,
    width,
    x: (x: number, w = 0) => mirrorX(x, w, width, rtl),
    anchorX: (anchor: number) => (rtl ? 1 - anchor : anchor),
  }
}

/** Direction of the subtree: the renderer's (interface language), unless a Mirror overrides it. */
export function useDir(): DirHelpers {
  const { rtl: rendererRtl } = useRenderer()
  const dir = useContext(DirContext)
  const rtl = dir?.rtl ?? rendererRtl
  const width = dir?.width ?? DESIGN_WIDTH
  return useMemo(() => dirHelpers(rtl, width), [rtl, width])
}

export type MirrorProps = {
  /** left-to-right position inside the parent container */
  x?: number
  y?: number
  width: number
  /** force a direction for this subtree (a gallery demo, a text field in another language) */
  rtl?: boolean
  /** the content; as a function it gets this Mirror's own helpers (x mirrored within `width`) */
  children?: ReactNode | ((dir: DirHelpers) => ReactNode)
}

/**
 * A container whose children are laid out in its own width: placed mirrored inside its parent when
 * RTL, and the reference width for the useDir().x of everything inside it.
 */
export function Mirror({ x = 0, y = 0, width, rtl, children }: MirrorProps) {
  const parent = useDir()
  useInvalidateOnCommit()
  const value = useMemo(() => ({ rtl: rtl ?? parent.rtl, width }), [rtl, parent.rtl, width])
  const inner = useMemo(() => dirHelpers(value.rtl, width), [value.rtl, width])
  return (
    <pixiContainer x={parent.x(x, width)} y={y}>
      <DirContext.Provider value={value}>
        {typeof children === 'function' ? children(inner) : children}
      </DirContext.Provider>
    </pixiContainer>
  )
}

export type DirScopeProps = { width: number; rtl?: boolean; children?: ReactNode }

/**
 * The reference width for the useDir().x of everything inside, without placing anything: for a
 * container the caller has already placed (a dialog frame centred on the screen, a list row).
 */
export function DirScope({ width, rtl, children }: DirScopeProps) {
  const parent = useDir()
  const value = useMemo(() => ({ rtl: rtl ?? parent.rtl, width }), [rtl, parent.rtl, width])
  return <DirContext.Provider value={value}>{children}</DirContext.Provider>
}
