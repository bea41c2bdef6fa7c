// The scene dialog kit: the frame, heading and button every overlay draws, and its focus scope.
export { joinPhrases, keepLtr, LRM, RLM } from './bidi'
export { Button } from './Button'
export { buttonLook } from './buttonLook'
export { DialogFrame, DialogHeading, FRAME_PADDING, useFrameDir } from './DialogFrame'
export { OverlayScope, overlayScope } from './OverlayScope'
export type { ButtonProps } from './Button'
export type { ButtonLook, ButtonState, ButtonVariant } from './buttonLook'
export type { DialogFrameProps, DialogHeadingProps } from './DialogFrame'
