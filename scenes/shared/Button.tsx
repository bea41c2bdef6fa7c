import { Box, Focusable, Label } from '../../renderer'
import { theme } from '../theme'

export type ButtonProps = {
  id: string
  text: string
  onSelect: () => void
  width: number
  height: number
  x?: number
  y?: number
  order?: number
  radius?: number
  weight?: 'normal' | 'bold'
}

/** The portal's focusable button: primary fill when focused, raised surface otherwise. */
export function Button(props: ButtonProps) {
  const { id, text, width, height, radius = height / 2 } = props
  return (
    <Focusable
      id={id}
      {...(props.order !== undefined ? { order: props.order } : {})}
      x={props.x ?? 0}
      y={props.y ?? 0}
      width={width}
      height={height}
      role="button"
      name={text}
      onSelect={props.onSelect}
    >
      {(focused) => (
        <>
          <Box
            width={width}
            height={height}
            radius={radius}
            fill={focused ? theme.primary : theme.surfaceRaised}
          />
          <Label
            text={text}
            x={width / 2}
            y={height / 2}
            anchorX={0.5}
            anchorY={0.5}
            maxWidth={width - 16}
            weight={props.weight ?? 'bold'}
            color={focused ? theme.onPrimary : theme.onSurface}
            mirror={false}
          />
        </>
      )}
    </Focusable>
  )
}
