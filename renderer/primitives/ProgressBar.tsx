import { useDir } from '../layout/direction'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { Box } from './Box'

export type ProgressBarProps = {
  x?: number
  y?: number
  width: number
  /** default 8 */
  height?: number
  /** 0..1; values outside are clamped, NaN counts as 0 */
  value: number
  trackColor?: number
  fillColor?: number
  /** default: fully rounded ends */
  radius?: number
  /** mirrored as a 'progressbar' named "<name>: <percent>%" */
  name?: string
}

export const clampProgress = (value: number): number =>
  Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0

/** The fill's width for `value` (clamped): a fill narrower than its rounded ends would draw a blob wider than the value. */
export function progressFillWidth(value: number, width: number, radius: number): number {
  const clamped = clampProgress(value)
  return clamped <= 0 ? 0 : Math.max(Math.min(width, 2 * radius), clamped * width)
}

/** A track and a fill (playback position, download, a countdown). Fills from the right in RTL layouts. */
export function ProgressBar(props: ProgressBarProps) {
  const { x = 0, y = 0, width, height = 8 } = props
  const radius = props.radius ?? height / 2
  const percent = Math.round(clampProgress(props.value) * 100)
  const dir = useDir()
  useInvalidateOnCommit()
  useMirrorNode(
    undefined,
    'progressbar',
    props.name === undefined ? `${percent}%` : `${props.name}: ${percent}%`,
  )
  const fillWidth = progressFillWidth(props.value, width, radius)
  return (
    <pixiContainer x={x} y={y}>
      <Box width={width} height={height} radius={radius} fill={props.trackColor ?? 0x2a3440} />
      <Box
        x={dir.rtl ? width - fillWidth : 0}
        width={fillWidth}
        height={height}
        radius={radius}
        fill={props.fillColor ?? 0xc9a45c}
        visible={fillWidth > 0}
      />
    </pixiContainer>
  )
}
