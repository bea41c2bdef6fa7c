import type { ReactNode } from 'react'
import { Label, useDir } from '../../renderer'
import { SIDE_PANEL_WIDTH } from '../../src/services/overlays'
import { Button, DialogFrame, DialogHeading, FRAME_PADDING } from '../shared'
import { theme } from '../theme'

export const PANEL_PAD = FRAME_PADDING
export const PANEL_INNER = SIDE_PANEL_WIDTH - 2 * PANEL_PAD
export const CONTENT_Y = 112
export const FOOTER_Y = 640

/** The frame every side panel shares (portal spec §2: 500 px, left or right): title, content, Close. */
export function PanelFrame({
  title,
  closeId,
  closeText,
  onClose,
  children,
}: {
  title: string
  closeId: string
  closeText: string
  onClose: () => void
  children?: ReactNode
}) {
  return (
    <DialogFrame width={SIDE_PANEL_WIDTH} height={720} fillAlpha={0.97} name={title}>
      {/* Close registers before the panel's content, so a panel can focus it from its own layout effect */}
      <Button
        id={closeId}
        x={PANEL_PAD}
        y={FOOTER_Y}
        width={PANEL_INNER}
        height={52}
        text={closeText}
        onSelect={onClose}
      />
      {children}
      {/* after the content: the mirror lists a side panel's title last */}
      <DialogHeading text={title} y={40} maxWidth={PANEL_INNER} />
    </DialogFrame>
  )
}

/** a line of explanation or an error in a panel */
export function PanelText({
  text,
  y = CONTENT_Y,
  tone = 'normal',
}: {
  text: string
  y?: number
  tone?: 'normal' | 'muted' | 'danger' | 'warning'
}) {
  const color =
    tone === 'danger'
      ? theme.danger
      : tone === 'warning'
        ? theme.primary
        : tone === 'muted'
          ? theme.muted
          : theme.onSurface
  // inside the panel's frame: useDir() mirrors within the panel (DialogFrame's scope)
  const dir = useDir()
  return (
    <Label
      text={text}
      x={dir.x(PANEL_PAD)}
      y={y}
      size={theme.fontSize.medium}
      color={color}
      maxWidth={PANEL_INNER}
      maxLines={4}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'text'}
    />
  )
}
