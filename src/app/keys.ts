import type { KeyEvent, RemoteKey } from '../../bridges/contract'
import type { FocusEngine } from '../../renderer/focus'
import type { KeyHandlers, WidgetKey } from '../../renderer/react/keyHandlers'
import { createKeyRepeatThrottle } from '../../renderer/input/keyRepeat'
import type { Stores } from '../stores'

/** A held arrow key scrolls at this rate at most (renderer throttle), never queueing a backlog. */
export const KEY_REPEAT_INTERVAL_MS = 120

const DIRECTIONS: Partial<Record<RemoteKey, 'up' | 'down' | 'left' | 'right'>> = {
  up: 'up',
  down: 'down',
  left: 'left',
  right: 'right',
}

const WIDGET_KEYS = new Set<RemoteKey>(['up', 'down', 'left', 'right', 'enter', 'ch_up', 'ch_down', 'back'])

export type KeyDispatchDeps = {
  /** the app store's phase and navigation flags gate every key */
  stores: Pick<Stores, 'app'>
  focus: FocusEngine
  /** widgets with their own key behaviour (lists): asked before the focus engine */
  widgets: KeyHandlers
  /** global keys (home, tv, back, …) handled by the shell; returns true when consumed */
  global: (key: RemoteKey) => boolean
  /** sees every accepted key first (the Hotel Service Menu sequence, portal spec §6); true consumes it */
  observe?: (key: RemoteKey) => boolean
  /** the active overlay scope's own keys (back closes it, digits type): asked before widgets and focus */
  scoped?: (key: RemoteKey) => boolean
  /** an accepted key that no layer took (not an arrow or Enter): the shell may hold it (heldKeys.ts) */
  unhandled?: (event: KeyEvent) => void
  now?: () => number
}

/**
 * Remote key dispatch, in this precedence (each layer a registration; src/app/keyLayers.ts builds the
 * feature layers):
 * 1. the platform key table: the bridge has already normalised the vendor's key code to a RemoteKey;
 * 2. gates: nothing during splash or before the router is ready (portal spec §2), nothing while remote
 *    navigation is off, held keys throttled;
 * 3. observers: see every accepted key first (the Hotel Service Menu sequence, portal spec §6);
 * 4. the active focus scope's keys (an overlay's back/digits, the live screen's own keys);
 * 5. the focused node: its widget's keys (lists), then the focus engine (arrows move, enter selects);
 * 6. global keys: the shell's keys on every screen (home, tv, back to home, info, …).
 * Global keys come last, not second: an open overlay must take back and digits before the shell does.
 */
export function createKeyDispatch(deps: KeyDispatchDeps) {
  const throttle = createKeyRepeatThrottle({
    intervalMs: KEY_REPEAT_INTERVAL_MS,
    now: deps.now ?? (() => performance.now()),
  })
  return (event: KeyEvent): boolean => {
    const { phase, routerReady, navigationEnabled } = deps.stores.app.getState()
    // portal spec §4 Sync assign, §5: the installer answers the location dialog during the boot
    const assigning = phase === 'assign'
    if (!assigning && (phase !== 'ready' || !routerReady)) return false
    // portal spec §2: each navigation disables remote navigation until it is re-enabled 1 s later.
    if (!assigning && !navigationEnabled) return false
    if (!throttle.accept(event)) return false
    if (deps.observe?.(event.key)) return true
    if (deps.scoped?.(event.key)) return true
    if (WIDGET_KEYS.has(event.key)) {
      if (deps.widgets.dispatch(deps.focus.focusedId(), event.key as WidgetKey)) return true
    }
    const direction = DIRECTIONS[event.key]
    if (direction) return deps.focus.move(direction)
    if (event.key === 'enter') return deps.focus.select()
    if (deps.global(event.key)) return true
    deps.unhandled?.(event)
    return false
  }
}
