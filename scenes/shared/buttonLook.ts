import { theme } from '../theme'

/**
 * 'raised': the portal's button, a raised surface that turns primary under focus.
 * 'chip': one choice of a set (an Interact 'choose' field): a flat surface with a border that marks
 * the chosen one.
 */
export type ButtonVariant = 'raised' | 'chip'

export type ButtonState = { focused: boolean; chosen?: boolean; disabled?: boolean }

export type ButtonLook = {
  fill: number
  textColor: number
  /** a disabled button is dimmed, focused or not (it stays reachable, its select does nothing) */
  alpha: number
  border?: { width: number; color: number }
}

const DISABLED_ALPHA = 0.5

/** The colours of a kit button in a given state: focus always wins the fill. */
export function buttonLook(variant: ButtonVariant, state: ButtonState): ButtonLook {
  const { focused, chosen = false, disabled = false } = state
  const alpha = disabled ? DISABLED_ALPHA : 1
  const textColor = focused ? theme.onPrimary : theme.onSurface
  if (variant === 'chip')
    return {
      fill: focused ? theme.primary : chosen ? theme.surfaceRaised : theme.surface,
      textColor,
      alpha,
      border: { width: 2, color: chosen ? theme.primary : theme.border },
    }
  return { fill: focused ? theme.primary : theme.surfaceRaised, textColor, alpha }
}
