import { useMemo } from 'react'
import { textStyle, type TextStyleSpec } from '../text/styles'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'

export type LabelProps = TextStyleSpec & {
  text: string
  x?: number
  y?: number
  /** 0 = left/top, 0.5 = centre, 1 = right/bottom */
  anchorX?: number
  anchorY?: number
  alpha?: number
  visible?: boolean
  /** single-line labels are cut with an ellipsis past this width (design px) */
  maxWidth?: number
  /** mirror role; labels are mirrored as 'text' by default so tests and screen readers read them */
  role?: string
  mirror?: boolean
}

const ELLIPSIS = '…'
// Average glyph advance relative to font size; used only to cut very long single-line strings
// before measuring, so an overlong title never creates a huge texture.
const AVERAGE_ADVANCE = 0.55

export function fitSingleLine(text: string, maxWidth: number | undefined, size: number): string {
  if (maxWidth === undefined) return text
  const maxChars = Math.max(1, Math.floor(maxWidth / (size * AVERAGE_ADVANCE)))
  return text.length > maxChars ? text.slice(0, Math.max(1, maxChars - 1)).trimEnd() + ELLIPSIS : text
}

/** Text on the canvas: shared cached styles, ellipsis, wrapping, RTL-aware anchoring. */
export function Label(props: LabelProps) {
  const { text, x = 0, y = 0, anchorX = 0, anchorY = 0, alpha = 1, visible = true, maxWidth } = props
  useInvalidateOnCommit()
  useMirrorNode(undefined, props.mirror === false ? undefined : (props.role ?? 'text'), text)
  const style = textStyle(props)
  const shown = useMemo(
    () => (props.wrapWidth === undefined ? fitSingleLine(text, maxWidth, props.size ?? 18) : text),
    [text, maxWidth, props.size, props.wrapWidth],
  )
  return (
    <pixiText
      text={shown}
      style={style}
      x={x}
      y={y}
      anchor={{ x: anchorX, y: anchorY }}
      alpha={alpha}
      visible={visible}
      resolution={1}
    />
  )
}
