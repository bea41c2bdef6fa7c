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

/** a key shown as a word (space and the actions: caps, 123, backspace, Enter…), not as its character */
export const isWordKey = (key: string): boolean => key === ' ' || key.length > 1

/**
 * Where a layout's keys sit, as rows of indices into its keys: the characters in order, `columns` to a
 * row; then the word keys in order, in a last row of their own, where each is as wide as its caption
 * in the guest's language (the scene sizes them).
 */
export function keyboardRows(keys: readonly string[], columns: number): number[][] {
  const rows: number[][] = []
  const words: number[] = []
  keys.forEach((key, index) => {
    if (isWordKey(key)) {
      words.push(index)
      return
    }
    const last = rows[rows.length - 1]
    if (last && last.length < columns) last.push(index)
    else rows.push([index])
  })
  if (words.length > 0) rows.push(words)
  return rows
}

export type KeyMoves = { left: number | null; right: number | null; up: number | null; down: number | null }

/**
 * Where the arrows take focus from each key (index → moves): along its row, and up or down to the key
 * of the next row whose centre is nearest its own (`centres[index]`, design px); null where the
 * keyboard ends. Rows of different lengths and key widths need this: a grid's index steps would not
 * land under the key the guest sees.
 */
export function keyboardMoves(rows: readonly (readonly number[])[], centres: readonly number[]): KeyMoves[] {
  const moves: KeyMoves[] = []
  const nearest = (row: readonly number[] | undefined, centre: number): number | null => {
    let best: number | null = null
    for (const index of row ?? []) {
      if (best === null || Math.abs((centres[index] ?? 0) - centre) < Math.abs((centres[best] ?? 0) - centre))
        best = index
    }
    return best
  }
  rows.forEach((row, r) => {
    row.forEach((index, at) => {
      const centre = centres[index] ?? 0
      moves[index] = {
        left: row[at - 1] ?? null,
        right: row[at + 1] ?? null,
        up: nearest(rows[r - 1], centre),
        down: nearest(rows[r + 1], centre),
      }
    })
  })
  return moves
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
