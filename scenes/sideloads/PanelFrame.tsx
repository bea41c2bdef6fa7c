import type { ReactNode } from 'react'
import { Box, Label } from '../../renderer'
import { SIDE_PANEL_WIDTH } from '../../src/services/overlays'
import { Button } from '../shared/Button'
import { theme } from '../theme'

export const PANEL_PAD = 32
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
    <>
      <Box
        width={SIDE_PANEL_WIDTH}
        height={720}
        fill={theme.surfaceRaised}
        fillAlpha={0.97}
        role="dialog"
        name={title}
      />
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
      <Label
        text={title}
        x={PANEL_PAD}
        y={40}
        size={theme.fontSize.large}
        weight="bold"
        maxWidth={PANEL_INNER}
        role="heading"
      />
    </>
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
  return (
    <Label
      text={text}
      x={PANEL_PAD}
      y={y}
      size={theme.fontSize.medium}
      color={color}
      maxWidth={PANEL_INNER}
      maxLines={4}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'text'}
    />
  )
}
