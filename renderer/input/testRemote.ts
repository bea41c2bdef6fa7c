// A test remote (after bbc/lrud and react-tv-space-navigation): press('down', 'down', 'enter') against
// a focus engine, without key events, key codes or a DOM.

import type { Direction } from '../focus'

export type RemotePress = Direction | 'enter'

/** Anything a remote drives; FocusEngine fits. */
export type Remotable = { move: (direction: Direction) => boolean; select: () => boolean }

/** Presses keys in order; returns what each press returned (false = nothing moved or selected). */
export function press(target: Remotable, ...keys: RemotePress[]): boolean[] {
  return keys.map((key) => (key === 'enter' ? target.select() : target.move(key)))
}
