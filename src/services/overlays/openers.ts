// Checked openers for the overlays whose requests portal spec §5 validates; a bad request never opens
// and resolves 'invalid' with the reason. Toast and popup have their own modules (timers, countdown).
import type { OverlayKind } from './constants'
import type { OverlayManager, OverlayResult } from './overlayManager'
import { checkPromptValues, validateInteract, type InteractRequest } from './promptValidation'
import { validateMarquee, validateSideload, validateSidepane } from './requestValidation'
import type { Validated } from './validated'

function openChecked<T>(
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

export const openInteract = (manager: OverlayManager, raw: unknown) =>
  openChecked(manager, 'interact', raw, validateInteract)
/** the marquee is a banner over the picture; it leaves focus where it is */
export const openMarquee = (manager: OverlayManager, raw: unknown) =>
  openChecked(manager, 'marquee', raw, validateMarquee, false)
export const openSideload = (manager: OverlayManager, raw: unknown) =>
  openChecked(manager, 'sideload', raw, validateSideload)
export const openSidepane = (manager: OverlayManager, raw: unknown) =>
  openChecked(manager, 'sidepane', raw, validateSidepane)

/** prompt OK: resolves confirmed with the values, or returns the §5 message and stays open */
export function submitPrompt(manager: OverlayManager, values: Record<string, unknown>): string | null {
  const entry = manager.current('interact')
  if (!entry) return null
  const request = entry.request as InteractRequest
  const error = checkPromptValues(request.fields, values)
  if (error !== null) return error
  manager.close('interact', 'confirmed', request.type === 'prompt' ? values : true)
  return null
}

/** what the guest did in an alert or confirm: OK, Cancel, or the back key */
export type InteractAnswer = 'ok' | 'cancel' | 'back'

const INTERACT_OUTCOME = { ok: 'confirmed', cancel: 'denied', back: 'cancelled' } as const

/** alert/confirm buttons and back; a prompt's OK goes through submitPrompt (its fields are checked) */
export function answerInteract(manager: OverlayManager, answer: InteractAnswer): boolean {
  const entry = manager.current('interact')
  if (!entry || (answer === 'ok' && (entry.request as InteractRequest).type === 'prompt')) return false
  return manager.close('interact', INTERACT_OUTCOME[answer])
}
