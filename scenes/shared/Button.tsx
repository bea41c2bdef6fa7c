import { Box, Focusable, Label, type FocusableProps } from '../../renderer'
import { buttonLook, type ButtonVariant } from './buttonLook'

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
  /** caption size; the renderer's base size when absent */
  size?: number
  /** the caption is cut with an ellipsis at width - textMargin */
  textMargin?: number
  /** scene-mirror role and accessible name, when they are not 'button' and the caption */
  role?: string
  name?: string
  variant?: ButtonVariant
  /** a 'chip' that is the current choice */
  chosen?: boolean
  /** dimmed; stays focusable but Enter does nothing (a cart counter at its limit, portal spec §5 Cart) */
  disabled?: boolean
  overrides?: FocusableProps['overrides']
}

const DEFAULT_TEXT_MARGIN = 16
const ignore = () => undefined

/** The portal's focusable button: primary fill when focused, raised surface otherwise (buttonLook). */
export function Button(props: ButtonProps) {
  const { id, text, width, height, radius = height / 2, disabled = false } = props
  return (
    <Focusable
      id={id}
      {...(props.order !== undefined ? { order: props.order } : {})}
      {...(props.overrides !== undefined ? { overrides: props.overrides } : {})}
      x={props.x ?? 0}
      y={props.y ?? 0}
      width={width}
      height={height}
      role={props.role ?? 'button'}
      name={props.name ?? text}
      onSelect={disabled ? ignore : props.onSelect}
    >
      {(focused) => {
        const look = buttonLook(props.variant ?? 'raised', {
          focused,
          chosen: props.chosen === true,
          disabled,
        })
        return (
          <>
            <Box
              width={width}
              height={height}
              radius={radius}
              fill={look.fill}
              alpha={look.alpha}
              {...(look.border ? { border: look.border } : {})}
            />
            <Label
              text={text}
              x={width / 2}
              y={height / 2}
              anchorX={0.5}
              anchorY={0.5}
              maxWidth={width - (props.textMargin ?? DEFAULT_TEXT_MARGIN)}
              weight={props.weight ?? 'bold'}
              {...(props.size !== undefined ? { size: props.size } : {})}
              color={look.textColor}
              mirror={false}
            />
          </>
        )
      }}
    </Focusable>
  )
}
