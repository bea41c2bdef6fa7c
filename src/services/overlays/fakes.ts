// Test doubles for the overlay services: a focus engine that records scope calls. Not exported from index.ts.
import { createFakeClock, type FakeClock } from '../../api/fakes'
import { createOverlayManager, type FocusScopes, type OverlayManager } from './overlayManager'

export type FakeFocus = FocusScopes & { calls: string[] }

export function createFakeFocus(): FakeFocus {
  const calls: string[] = []
  return {
    calls,
    openScope: (scope, options) =>
      void calls.push(`open ${scope}${options?.focus ? ` ${options.focus}` : ''}`),
    closeScope: (scope, options) => void calls.push(`close ${scope}${options?.abort ? ' abort' : ''}`),
  }
}

export function overlayFixture(): { clock: FakeClock; focus: FakeFocus; manager: OverlayManager } {
  const clock = createFakeClock(1_000_000)
  const focus = createFakeFocus()
  return { clock, focus, manager: createOverlayManager({ clock, focus }) }
}
