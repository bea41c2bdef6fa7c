import { useLayoutEffect, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { Label, useRenderer } from '../../renderer'
import {
  LAYER,
  answerToast,
  toastHasButtons,
  type OverlayManager,
  type ScopeKeys,
  type ToastRequest,
} from '../../src/services/overlays'
import { Button, DialogFrame, OverlayScope, overlayScope, useFrameDir } from '../shared'
import { theme } from '../theme'
import { useScopeKeys } from './interact/hooks'
import { SCREEN } from './interact/layout'

const SCOPE = overlayScope('toast')
const WIDTH = 460
const TEXT_HEIGHT = 72
const BUTTONS_HEIGHT = 60
const BUTTON_HEIGHT = 44
const MARGIN = 32
export const TOAST_CONFIRM_ID = 'toast-confirm'
export const TOAST_CANCEL_ID = 'toast-cancel'

/** portal spec §3 Toast theme colours */
export const TOAST_THEME_COLOURS: Readonly<Record<string, number>> = {
  success: 0x2e7d4f,
  danger: theme.danger,
  warning: 0x9a6b16,
  info: theme.surfaceRaised,
}

/** portal spec §3 Toast element: a corner or an edge centre of the screen; default top-end */
export function toastPosition(element: string, height: number, rtl: boolean): { x: number; y: number } {
  const [vertical = 'top', horizontal = 'end'] = element.split('-')
  const end = SCREEN.width - WIDTH - MARGIN
  const centre = (SCREEN.width - WIDTH) / 2
  const side = { start: rtl ? end : MARGIN, end: rtl ? MARGIN : end, center: centre } as Record<
    string,
    number
  >
  const y =
    vertical === 'bottom'
      ? SCREEN.height - height - MARGIN
      : vertical === 'center'
        ? (SCREEN.height - height) / 2
        : MARGIN
  return { x: side[horizontal] ?? centre, y }
}

/**
 * portal spec §2/§4 Toast (layer 108): in a corner; without buttons it leaves focus alone and closes after
 * its timeout (src/services/overlays/toast.ts); with confirm/cancel it takes focus and back cancels.
 */
export function Toast({ overlays, scopeKeys }: { overlays: OverlayManager; scopeKeys: ScopeKeys }) {
  const entry = useStore(overlays.store, (state) => state.overlays.toast)
  if (!entry || entry.phase !== 'active') return null
  const request = entry.request as ToastRequest
  return (
    <OverlayScope kind="toast">
      {toastHasButtons(request) ? (
        <ToastWithButtons key={entry.id} request={request} overlays={overlays} scopeKeys={scopeKeys} />
      ) : (
        <ToastCard key={entry.id} request={request} height={TEXT_HEIGHT} />
      )}
    </OverlayScope>
  )
}

function ToastCard({
  request,
  height,
  children,
}: {
  request: ToastRequest
  height: number
  children?: ReactNode
}) {
  const { rtl } = useRenderer()
  const { x, y } = toastPosition(request.element, height, rtl)
  const frame = useFrameDir(WIDTH)
  return (
    <DialogFrame
      x={x}
      y={y}
      label="toast"
      zIndex={LAYER.toast}
      width={WIDTH}
      height={height}
      radius={12}
      fill={TOAST_THEME_COLOURS[request.theme] ?? theme.surfaceRaised}
      fillAlpha={0.97}
      role="status"
      name={`${request.theme}: ${request.content}`}
    >
      <Label
        text={request.content}
        x={frame.x(20)}
        y={TEXT_HEIGHT / 2}
        anchorY={0.5}
        maxWidth={WIDTH - 40}
        maxLines={2}
        size={theme.fontSize.base}
        mirror={false}
      />
      {children}
    </DialogFrame>
  )
}

function ToastWithButtons({
  request,
  overlays,
  scopeKeys,
}: {
  request: ToastRequest
  overlays: OverlayManager
  scopeKeys: ScopeKeys
}) {
  const { focus } = useRenderer()
  const buttons = [
    ...(request.confirmButton
      ? [{ id: TOAST_CONFIRM_ID, text: request.confirmButton, answer: 'confirm' as const }]
      : []),
    ...(request.cancelButton
      ? [{ id: TOAST_CANCEL_ID, text: request.cancelButton, answer: 'cancel' as const }]
      : []),
  ]
  const first = buttons[0]?.id
  useLayoutEffect(() => {
    if (first) focus.focus(first)
  }, [focus, first])
  useScopeKeys(scopeKeys, SCOPE, (key) =>
    key === 'back' || key === 'exit' ? answerToast(overlays, 'back') : false,
  )
  const width = (WIDTH - 40 - (buttons.length - 1) * 12) / buttons.length
  const frame = useFrameDir(WIDTH)
  return (
    <ToastCard request={request} height={TEXT_HEIGHT + BUTTONS_HEIGHT}>
      {buttons.map((button, index) => (
        <Button
          key={button.id}
          id={button.id}
          order={index}
          x={frame.x(20 + index * (width + 12), width)}
          y={TEXT_HEIGHT}
          width={width}
          height={BUTTON_HEIGHT}
          text={button.text}
          onSelect={() => answerToast(overlays, button.answer)}
        />
      ))}
    </ToastCard>
  )
}
