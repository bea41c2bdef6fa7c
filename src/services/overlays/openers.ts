// Checked openers for the overlays whose requests portal spec §5 validates; a bad request never opens
// and resolves 'invalid' with the reason. Toast and popup have their own modules (timers, countdown);
// the interact dialogs theirs (interactOpeners.ts: nothing before Home opens one, so they and the prompt
// validation load with the features that do).
import type { OverlayKind } from './constants'
import type { OverlayManager, OverlayResult } from './overlayManager'
import { validateMarquee, validateSideload, validateSidepane } from './requestValidation'
import type { Validated } from './validated'

export function openChecked<T>(
  manager: OverlayManager,
  kind: OverlayKind,
  raw: unknown,
  validate: (raw: unknown) => Validated<T>,
  takesFocus = true,
): Promise<OverlayResult> {
  if (raw === undefined || raw === null || raw === 'skip') return manager.open(kind, raw)
  const checked = validate(raw)
  if (!checked.ok) return Promise.resolve({ outcome: 'invalid', error: checked.error })
  return manager.open(kind, checked.value, { takesFocus })
}

/** the marquee is a banner over the picture; it leaves focus where it is */
export const openMarquee = (manager: OverlayManager, raw: unknown) =>
  openChecked(manager, 'marquee', raw, validateMarquee, false)
export const openSideload = (manager: OverlayManager, raw: unknown) =>
  openChecked(manager, 'sideload', raw, validateSideload)
export const openSidepane = (manager: OverlayManager, raw: unknown) =>
  openChecked(manager, 'sidepane', raw, validateSidepane)
