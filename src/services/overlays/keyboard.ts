// portal spec §2 Overlays, Keyboard: numeric (0-9, and when not digits-only . : /) and alphabetical
// (letters, case toggle, space, hyphen, at-sign, dot, 123 switch), backspace, Enter; placed above or below
// the input depending on room. §4: Enter confirms, back/exit cancels. §5: key entry accepts letters,
// digits, @, -, _, period, space.
import type { RemoteKey } from '../../../bridges/contract'
import type { OverlayManager } from './overlayManager'

/** design space height (DESIGN.md: 1280×720) */
export const SCREEN_HEIGHT = 720

export const KEYBOARD_ACTIONS = {
  backspace: 'backspace',
  enter: 'enter',
  shift: 'shift',
  numeric: '123',
} as const

const DIGITS = '1234567890'.split('')
const NUMERIC_EXTRAS = ['.', ':', '/']
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('')
const ALPHA_EXTRAS = [' ', '-', '@', '.']

export type KeyboardLayout = 'numeric' | 'alphabetical'

/** what an input asks the keyboard overlay for: its value, how to type it, and where the input sits */
export type KeyboardRequest = {
  value: string
  label: string
  layout: KeyboardLayout
  digitsOnly: boolean
  secret: boolean
  /** the input's row in design px, for keyboardPlacement */
  anchor: { top: number; height: number }
}

/** the value after typing `char`: characters §5 does not accept (or non-digits when digits-only) are dropped */
export function typeInto(value: string, char: string, digitsOnly = false): string {
  if (!acceptsKeyEntry(char) || (digitsOnly && !/^[0-9]$/.test(char))) return value
  return value + char
}

/** the keys of a layout, in order, actions last */
export function keyboardKeys(
  layout: KeyboardLayout,
  options: { digitsOnly?: boolean; upper?: boolean } = {},
) {
  const { backspace, enter, shift, numeric } = KEYBOARD_ACTIONS
  if (layout === 'numeric')
    return [...DIGITS, ...(options.digitsOnly ? [] : NUMERIC_EXTRAS), backspace, enter]
  const letters = options.upper ? LETTERS.map((letter) => letter.toUpperCase()) : LETTERS
  return [...letters, ...ALPHA_EXTRAS, shift, numeric, backspace, enter]
}

const KEY_ENTRY = /^[A-Za-z0-9@\-_. ]$/

/** portal spec §5: key entry accepts letters, digits, @, -, _, period, space */
export const acceptsKeyEntry = (char: string): boolean => KEY_ENTRY.test(char)

/** below the input when the keyboard fits under it, else above */
export function keyboardPlacement(
  input: { top: number; height: number },
  keyboardHeight: number,
  screenHeight: number = SCREEN_HEIGHT,
): 'above' | 'below' {
  return input.top + input.height + keyboardHeight <= screenHeight ? 'below' : 'above'
}

/** Enter confirms with the typed value; back/exit cancels; other keys are not the keyboard's to close */
export function keyboardCloseKey(manager: OverlayManager, key: RemoteKey, value: string): boolean {
  if (!manager.current('keyboard')) return false
  if (key === 'enter') return manager.close('keyboard', 'confirmed', value)
  if (key === 'back' || key === 'exit') return manager.close('keyboard', 'cancelled')
  return false
}
