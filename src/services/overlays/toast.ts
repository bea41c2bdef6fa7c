// portal spec §4 Overlays: 'Toast: no buttons auto-closes after timeout; with buttons takes focus and
// resolves confirmed, denied or cancelled.' §5: toast timeout default 3000 ms.
import type { Clock } from '../../time/clock'
import { SKIP_REQUEST, type OverlayManager, type OverlayResult } from './overlayManager'
import { toastHasButtons, validateToast } from './requestValidation'

/** what the guest did with a toast that has buttons */
export type ToastAnswer = 'confirm' | 'cancel' | 'back'

const TOAST_OUTCOME = { confirm: 'confirmed', cancel: 'denied', back: 'cancelled' } as const

export function openToast(manager: OverlayManager, clock: Clock, raw: unknown): Promise<OverlayResult> {
  if (raw === undefined || raw === null || raw === SKIP_REQUEST) return manager.open('toast', raw)
  const toast = validateToast(raw)
  if (!toast.ok) return Promise.resolve({ outcome: 'invalid', error: toast.error })
  if (toastHasButtons(toast.value)) return manager.open('toast', toast.value, { takesFocus: true })
  let timer: ReturnType<Clock['setTimeout']> | null = null
  const result = manager.open('toast', toast.value, {
    takesFocus: false,
    onClose: () => {
      if (timer !== null) clock.clearTimeout(timer)
    },
  })
  const id = manager.current('toast')?.id
  timer = clock.setTimeout(() => {
    timer = null
    if (manager.current('toast')?.id === id) manager.close('toast', 'timeout')
  }, toast.value.timeout)
  return result
}

/** confirm button → confirmed, cancel button → denied, back key → cancelled */
export function answerToast(manager: OverlayManager, answer: ToastAnswer): boolean {
  const entry = manager.current('toast')
  if (!entry?.takesFocus) return false
  return manager.close('toast', TOAST_OUTCOME[answer])
}
