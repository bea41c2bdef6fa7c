// Keys for the features that are not in yet are held, not lost (issue 19's later chunk). The shell's keys
// that reach the later features (the alarm and refresh keys, the digits of a channel number) have no
// handler until that chunk has joined, a second or so after Home shows, longer on a slow TV. A key that no
// layer took while the chunk is on its way is held and dispatched again once it has joined, if it was
// pressed recently enough that the guest still expects it to act.
import type { KeyEvent } from '../../bridges/contract'
import type { Clock } from '../time/clock'

/** the most keys held; past it the oldest goes (a guest pressing on and on does not queue actions) */
export const HELD_KEYS_MAX = 8
/** a held key older than this when the chunk joins is dropped: acting on it then would surprise */
export const HELD_KEY_MS = 3000

export type HeldKeys = {
  hold(event: KeyEvent): void
  /** dispatches the keys held no longer ago than HELD_KEY_MS, in order, and forgets the rest */
  release(dispatch: (event: KeyEvent) => unknown): void
  /** forgets them: the guest has since pressed a key that acted (a stale Back must not follow them) */
  clear(): void
  held(): number
}

export function createHeldKeys(clock: Pick<Clock, 'now'>): HeldKeys {
  let held: { event: KeyEvent; at: number }[] = []
  return {
    hold: (event) => {
      held.push({ event, at: clock.now() })
      if (held.length > HELD_KEYS_MAX) held.shift()
    },
    release: (dispatch) => {
      const now = clock.now()
      const due = held.filter(({ at }) => now - at <= HELD_KEY_MS)
      held = []
      for (const { event } of due) dispatch(event)
    },
    clear: () => {
      held = []
    },
    held: () => held.length,
  }
}
