export {
  LAYER,
  OVERLAY_KINDS,
  OVERLAY_LAYER,
  OVERLAY_OPEN_DELAY_MS,
  POPUP_BACKGROUND_RESUME_MS,
  POPUP_SKIP_COUNTDOWN_MIN_MS,
  SIDE_PANEL_WIDTH,
  TOAST_TIMEOUT_MS,
  overlayScope,
} from './constants'
export type { OverlayKind } from './constants'
export { createOverlayManager, SKIP_REQUEST } from './overlayManager'
export type {
  FocusScopes,
  OpenOptions,
  OverlayEntry,
  OverlayManager,
  OverlayOutcome,
  OverlayPhase,
  OverlayResult,
  OverlayState,
} from './overlayManager'
export { answerToast, openToast } from './toast'
export type { ToastAnswer } from './toast'
export { createPopupController, POPUP_PASSING_KEYS, popupScopeKey } from './popup'
export type { PopupController, PopupDeps, PopupMediaEvent, PopupState } from './popup'
export { openMarquee, openSideload, openSidepane } from './openers'
export { answerInteract, openInteract, submitPrompt } from './interactOpeners'
export type { InteractAnswer } from './interactOpeners'
export { ROOM_STATUS_CODES, SERVICE_MENU_ACTIONS, isRoomStatusCode, openServiceMenu } from './serviceMenu'
export type { ServiceMenuAction } from './serviceMenu'
export {
  INTERACT_TYPES,
  PROMPT_FIELD_TYPES,
  PROMPT_MESSAGES,
  checkPromptValues,
  fieldKey,
  validateInteract,
} from './promptValidation'
export type { InteractRequest, InteractType, PromptField, PromptFieldType } from './promptValidation'
export {
  MARQUEE_REPEAT,
  MARQUEE_SPEED,
  REQUEST_MESSAGES,
  SIDELOAD_COMPONENTS,
  SIDELOAD_POSITIONS,
  TOAST_DEFAULT_ELEMENT,
  TOAST_DEFAULT_THEME,
  toastHasButtons,
  validateMarquee,
  validatePopup,
  validateSideload,
  validateSidepane,
  validateToast,
} from './requestValidation'
export type {
  MarqueeRequest,
  PopupRequest,
  SideloadComponent,
  SideloadRequest,
  SidepaneRequest,
  SidePosition,
  ToastRequest,
} from './requestValidation'
export type { Validated } from './validated'
export {
  KEYBOARD_ACTIONS,
  SCREEN_HEIGHT,
  acceptsKeyEntry,
  keyboardCloseKey,
  keyboardKeys,
  keyboardMoves,
  keyboardRows,
  isWordKey,
  keyboardPlacement,
  typeInto,
} from './keyboard'
export type { KeyboardLayout, KeyboardRequest, KeyMoves } from './keyboard'
export { createMessagesOverlay } from './messages'
export type { MessagesDeps, MessagesOverlay, MessagesRequest } from './messages'
export { createScopeKeys } from './scopeKeys'
export type { ScopeKeyHandler, ScopeKeys } from './scopeKeys'
export { TIME_SELECTOR_PARTS, fieldOptions, initialValues, stepIndex, timeValueOf } from './fieldOptions'
export type { FieldOption, TimeValue } from './fieldOptions'
export { REFRESH_SPINNER_MS, createRefreshIndicator } from './refresh'
export type { RefreshIndicator, RefreshState } from './refresh'
export { LOCATION_NOT_FOUND, runLocationDialog } from './locationDialog'
export type { LocationAnswer, LocationDialogDeps, LocationOutcome } from './locationDialog'
