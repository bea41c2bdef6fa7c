// Dialog geometry in the 1280×720 design space (DESIGN.md), shared by the dialog and the keyboard it opens.
export const SCREEN = { width: 1280, height: 720 } as const
export const DIALOG_WIDTH = 720
export const DIALOG_PADDING = 32
export const TITLE_HEIGHT = 44
export const DETAIL_HEIGHT = 64
export const FIELD_HEIGHT = 56
export const FIELD_GAP = 12
export const MESSAGE_HEIGHT = 36
export const BUTTON_HEIGHT = 52
export const BUTTON_WIDTH = 200
export const LABEL_WIDTH = 220
export const CONTROL_WIDTH = DIALOG_WIDTH - 2 * DIALOG_PADDING - LABEL_WIDTH

export type DialogLayout = {
  x: number
  y: number
  height: number
  detailY: number
  fieldsY: number
  messageY: number
  buttonsY: number
}

/** a centred dialog sized to its parts */
export function dialogLayout(parts: { title: boolean; detail: boolean; fields: number }): DialogLayout {
  let y = DIALOG_PADDING
  if (parts.title) y += TITLE_HEIGHT
  const detailY = y
  if (parts.detail) y += DETAIL_HEIGHT
  const fieldsY = y
  y += parts.fields * (FIELD_HEIGHT + FIELD_GAP)
  const messageY = y
  y += MESSAGE_HEIGHT
  const buttonsY = y
  const height = y + BUTTON_HEIGHT + DIALOG_PADDING
  return {
    x: (SCREEN.width - DIALOG_WIDTH) / 2,
    y: Math.round((SCREEN.height - height) / 2),
    height,
    detailY,
    fieldsY,
    messageY,
    buttonsY,
  }
}

/** what the guest sees of an input's value: dots for a secret (a PIN) */
export const shownValue = (value: string, secret: boolean | undefined): string =>
  secret ? '•'.repeat(value.length) : value
