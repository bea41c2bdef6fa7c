import type { ReactNode } from 'react'
import { Box, DirScope, dirHelpers, Label, useDir, type BoxProps, type DirHelpers } from '../../renderer'
import { theme } from '../theme'

/** the inset of a frame's heading and content from its edges (every overlay uses 32 design px) */
export const FRAME_PADDING = 32

export type DialogHeadingProps = {
  text: string
  x?: number
  y?: number
  /** cut with an ellipsis past this width; a heading without it is drawn whole */
  maxWidth?: number
  /** centred on x instead of starting there */
  centred?: boolean
  size?: number
  color?: number
}

/**
 * Positions inside a frame `width` wide, mirrored for Arabic and Hebrew (renderer direction): an
 * overlay computes its content's x with `frame.x(x, width)` before DialogFrame's own scope exists.
 */
export function useFrameDir(width: number): DirHelpers {
  return dirHelpers(useDir().rtl, width)
}

/** An overlay's title: large bold text mirrored as the 'heading' that browser tests and readers find. */
export function DialogHeading(props: DialogHeadingProps) {
  // x is left to right in the enclosing frame (DialogFrame's scope): mirrored here, as the heading
  // starts at the frame's start edge in every language
  const dir = useDir()
  return (
    <Label
      text={props.text}
      x={dir.x(props.x ?? FRAME_PADDING)}
      y={props.y ?? FRAME_PADDING}
      {...(props.centred ? { anchorX: 0.5 } : {})}
      {...(props.maxWidth !== undefined ? { maxWidth: props.maxWidth } : {})}
      size={props.size ?? theme.fontSize.large}
      weight="bold"
      {...(props.color !== undefined ? { color: props.color } : {})}
      role="heading"
    />
  )
}

export type DialogFrameProps = Pick<BoxProps, 'radius' | 'fillAlpha' | 'border' | 'visible'> & {
  /** the overlay's container: position, Pixi label (devtools, perf traces) and portal spec §9 layer */
  x?: number
  y?: number
  label?: string
  zIndex?: number
  width: number
  height: number
  fill?: number
  /** scene-mirror role of the surface: 'dialog' unless the overlay is a status, alert, region or group */
  role?: string
  /** the accessible name the mirror gives the surface */
  name: string
  /** a heading at (padding, headingY ?? padding); for any other heading render DialogHeading yourself */
  heading?: string
  headingY?: number
  headingMaxWidth?: number
  padding?: number
  children?: ReactNode
}

/**
 * The surface every overlay draws first: one container holding a Box that carries the overlay's
 * mirror role and name, an optional heading, then the overlay's own content in frame coordinates.
 * The frame is placed where x says (mirror it with useDir().x where it is not centred); inside it,
 * useDir().x mirrors within the frame's width (DirScope), so its content follows the language.
 */
export function DialogFrame(props: DialogFrameProps) {
  const { width, height, padding = FRAME_PADDING } = props
  return (
    <pixiContainer
      x={props.x ?? 0}
      y={props.y ?? 0}
      {...(props.label !== undefined ? { label: props.label } : {})}
      {...(props.zIndex !== undefined ? { zIndex: props.zIndex } : {})}
    >
      <Box
        width={width}
        height={height}
        fill={props.fill ?? theme.surfaceRaised}
        {...(props.radius !== undefined ? { radius: props.radius } : {})}
        {...(props.fillAlpha !== undefined ? { fillAlpha: props.fillAlpha } : {})}
        {...(props.border !== undefined ? { border: props.border } : {})}
        {...(props.visible !== undefined ? { visible: props.visible } : {})}
        role={props.role ?? 'dialog'}
        name={props.name}
      />
      <DirScope width={width}>
        {props.heading !== undefined ? (
          <DialogHeading
            text={props.heading}
            x={padding}
            y={props.headingY ?? padding}
            {...(props.headingMaxWidth !== undefined ? { maxWidth: props.headingMaxWidth } : {})}
          />
        ) : null}
        {props.children}
      </DirScope>
    </pixiContainer>
  )
}
