// The interact dialogs' opener and answers (portal spec §2 Interact, §5 Prompt): apart from openers.ts so
// that they and the prompt validation load with the features that open dialogs, not in the boot file.
import type { OverlayManager } from './overlayManager'
import { openChecked } from './openers'
import { checkPromptValues, validateInteract, type InteractRequest } from './promptValidation'

export const openInteract = (manager: OverlayManager, raw: unknown) =>
  openChecked(manager, 'interact', raw, validateInteract)
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
