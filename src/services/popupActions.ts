// portal spec §4 Remote actions: Message.Image and Message.Video open the popup (§3 Popup request:
// type, image, video, skip, skipAfter, loop, playerControl). The action's name sets the type; a bad
// request fails the action with the validation's reason; a popup already up ignores the new one (§4
// Overlays), which the front desk sees as a failure with its reason.
import type { ActionExecutor, ActionHandler } from './actions'
import { validatePopup, type PopupController } from './overlays'

export const POPUP_ACTIONS = { 'Message.Image': 'image', 'Message.Video': 'video' } as const
export const POPUP_ACTION_MESSAGES = { busy: 'A popup is already shown' } as const

export type PopupActionDeps = {
  popup: Pick<PopupController, 'open'>
  popupOpen: () => boolean
}

export function popupActionHandler(type: 'image' | 'video', deps: PopupActionDeps): ActionHandler {
  return async (params) => {
    const request = { ...params, type }
    const checked = validatePopup(request)
    if (!checked.ok) throw new Error(checked.error)
    if (deps.popupOpen()) throw new Error(POPUP_ACTION_MESSAGES.busy)
    // reported once shown: the guest may keep a looping popup up for as long as they like
    void deps.popup.open(request)
  }
}

/** Registers both actions; returns the undo. */
export function registerPopupActions(
  executor: Pick<ActionExecutor, 'register'>,
  deps: PopupActionDeps,
): () => void {
  const undo = Object.entries(POPUP_ACTIONS).map(([action, type]) =>
    executor.register(action, popupActionHandler(type, deps)),
  )
  return () => undo.forEach((release) => release())
}
