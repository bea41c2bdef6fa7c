import type { ReactNode } from 'react'
import { Mirror, useDir } from '../layout/direction'
import { MirrorParentContext } from '../react/context'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { Box } from './Box'
import { Label } from './Label'

export type PanelProps = {
  x?: number
  y?: number
  width: number
  height: number
  /** header text; the header band is drawn only with a title */
  title?: string
  headerHeight?: number
  padding?: number
  fill?: number
  fillAlpha?: number
  radius?: number
  border?: { width: number; color: number; alpha?: number }
  titleSize?: number
  titleColor?: number
  /** mirrored as a 'region' named by the title unless given */
  role?: string
  name?: string
  children?: ReactNode
}

const DEFAULT_HEADER = 48
const DEFAULT_PADDING = 16

/**
 * A rounded surface with an optional title header. Children are laid out in the content box (inside
 * the padding, under the header) in local coordinates, mirrored as a whole for RTL languages.
 */
export function Panel(props: PanelProps) {
  const { x = 0, y = 0, width, height, title, padding = DEFAULT_PADDING, radius = 12 } = props
  const headerHeight = title === undefined ? 0 : (props.headerHeight ?? DEFAULT_HEADER)
  const name = props.name ?? title
  useInvalidateOnCommit()
  const role = name === undefined ? props.role : (props.role ?? 'region')
  const mirrorId = useMirrorNode(undefined, role, name)
  return (
    <Mirror x={x} y={y} width={width}>
      <Box
        width={width}
        height={height}
        radius={radius}
        fill={props.fill ?? 0x141d27}
        fillAlpha={props.fillAlpha ?? 1}
        {...(props.border ? { border: props.border } : {})}
      />
      {title !== undefined && (
        <PanelHeader
          title={title}
          width={width}
          height={headerHeight}
          padding={padding}
          size={props.titleSize ?? 22}
          color={props.titleColor ?? 0xf4f1ea}
        />
      )}
      <Mirror x={padding} y={headerHeight + padding} width={width - 2 * padding}>
        {role === undefined ? (
          props.children
        ) : (
          <MirrorParentContext.Provider value={mirrorId}>{props.children}</MirrorParentContext.Provider>
        )}
      </Mirror>
    </Mirror>
  )
}

type HeaderProps = {
  title: string
  width: number
  height: number
  padding: number
  size: number
  color: number
}

function PanelHeader({ title, width, height, padding, size, color }: HeaderProps) {
  const dir = useDir()
  return (
    <>
      <Label
        text={title}
        x={dir.x(padding)}
        y={height / 2}
        anchorY={0.5}
        size={size}
        weight="bold"
        color={color}
        maxWidth={width - 2 * padding}
        mirror={false}
      />
      <Box
        x={padding}
        y={height - 1}
        width={width - 2 * padding}
        height={1}
        fill={0xffffff}
        fillAlpha={0.12}
      />
    </>
  )
}
