import { useLayoutEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { Label, Mirror, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { digitOfKey } from '../../src/services/remote'
import {
  LAYER,
  PROMPT_MESSAGES,
  answerInteract,
  fieldKey,
  initialValues,
  submitPrompt,
  typeInto,
  type InteractRequest,
  type KeyboardRequest,
  type OverlayManager,
  type PromptField,
  type ScopeKeys,
} from '../../src/services/overlays'
import { Button, DialogFrame, OverlayScope, overlayScope, useFrameDir } from '../shared'
import { theme } from '../theme'
import { FieldRow, REQUIRED_MARKER, fieldId, fieldRows } from './interact/Fields'
import { useScopeKeys } from './interact/hooks'
import {
  BUTTON_HEIGHT,
  BUTTON_WIDTH,
  DIALOG_PADDING,
  DIALOG_WIDTH,
  FIELD_GAP,
  FIELD_HEIGHT,
  dialogLayout,
} from './interact/layout'

const SCOPE = overlayScope('interact')
export const INTERACT_OK_ID = 'interact-ok'
export const INTERACT_CANCEL_ID = 'interact-cancel'
const BUTTON_GAP = 24

/** portal spec §2 Overlays, Interact (layer 102): alert, confirm and prompt with its fields; back cancels. */
export function Interact({ overlays, scopeKeys }: { overlays: OverlayManager; scopeKeys: ScopeKeys }) {
  const entry = useStore(overlays.store, (state) => state.overlays.interact)
  if (!entry || entry.phase !== 'active') return null
  return (
    <OverlayScope kind="interact">
      <Dialog
        key={entry.id}
        request={entry.request as InteractRequest}
        overlays={overlays}
        scopeKeys={scopeKeys}
      />
    </OverlayScope>
  )
}

const firstFocus = (field: PromptField | undefined): string => {
  if (!field) return INTERACT_OK_ID
  if (field.type === 'time-selector') return fieldId(0, 'hours')
  if (field.type === 'choose') return fieldId(0, '0')
  return fieldId(0)
}

function Dialog({
  request,
  overlays,
  scopeKeys,
}: {
  request: InteractRequest
  overlays: OverlayManager
  scopeKeys: ScopeKeys
}) {
  const t = useT()
  const { focus } = useRenderer()
  const [values, setValues] = useState(() => initialValues(request.fields))
  // the latest values, ahead of the next commit: keys may arrive faster than React commits
  const latest = useRef(values)
  const [message, setMessage] = useState<string | null>(null)
  const rows = request.fields.reduce((sum, field) => sum + fieldRows(field), 0)
  const layout = dialogLayout({
    title: request.title !== undefined,
    detail: request.detail !== undefined,
    fields: rows,
  })
  useLayoutEffect(() => {
    focus.focus(firstFocus(request.fields[0]))
  }, [focus, request])

  const setValue = (key: string, value: unknown) => {
    latest.current = { ...latest.current, [key]: value }
    setValues(latest.current)
  }
  const ok = () => {
    if (request.type === 'prompt') setMessage(submitPrompt(overlays, latest.current))
    else answerInteract(overlays, 'ok')
  }
  const openKeyboard = (field: PromptField, rowY: number) => {
    const key = fieldKey(field)
    const keyboard: KeyboardRequest = {
      value: String(latest.current[key] ?? ''),
      label: field.label ?? key,
      layout: field.digitsOnly ? 'numeric' : 'alphabetical',
      digitsOnly: field.digitsOnly === true,
      secret: field.secret === true,
      anchor: { top: layout.y + layout.fieldsY + rowY, height: FIELD_HEIGHT },
    }
    void overlays.open('keyboard', keyboard).then((result) => {
      if (result.outcome === 'confirmed' && typeof result.value === 'string') setValue(key, result.value)
    })
  }

  useScopeKeys(scopeKeys, SCOPE, (key) => {
    // portal spec §4 Overlays: back (or exit) cancels the dialog
    if (key === 'back' || key === 'exit') return answerInteract(overlays, 'back')
    const digit = digitOfKey(key)
    if (digit === null) return false
    // a digit types into the focused input; elsewhere in a dialog it is swallowed (no channel entry below it)
    const index = request.fields.findIndex((_, i) => fieldId(i) === focus.focusedId())
    const field = request.fields[index]
    if (field?.type === 'input') {
      const fk = fieldKey(field)
      setValue(fk, typeInto(String(latest.current[fk] ?? ''), digit, field.digitsOnly))
    }
    return true
  })

  let rowY = 0
  const fieldRowsUi = request.fields.map((field, index) => {
    const y = rowY
    rowY += fieldRows(field) * (FIELD_HEIGHT + FIELD_GAP)
    const key = fieldKey(field)
    return (
      <FieldRow
        key={`${index}-${key}`}
        field={field}
        index={index}
        name={field.label ?? key}
        value={values[key]}
        read={() => latest.current[key]}
        {...(index === request.fields.length - 1 ? { down: INTERACT_OK_ID } : {})}
        onChange={(value) => setValue(key, value)}
        onEdit={(y) => openKeyboard(field, y)}
        y={y}
      />
    )
  })
  // laid out left to right in the frame, mirrored in Arabic and Hebrew (OK then on the right)
  const frame = useFrameDir(DIALOG_WIDTH)
  const buttons = request.type === 'alert' ? 1 : 2
  const buttonsX = (DIALOG_WIDTH - buttons * BUTTON_WIDTH - (buttons - 1) * BUTTON_GAP) / 2
  const shownMessage =
    message === PROMPT_MESSAGES.required ? `${t('interact.fillAllFields')} ${REQUIRED_MARKER}` : message

  return (
    <DialogFrame
      x={layout.x}
      y={layout.y}
      label="interact"
      zIndex={LAYER.interact}
      width={DIALOG_WIDTH}
      height={layout.height}
      radius={16}
      border={{ width: 2, color: theme.border }}
      name={request.title ?? request.detail ?? ''}
      {...(request.title !== undefined ? { heading: request.title } : {})}
      padding={DIALOG_PADDING}
      headingMaxWidth={DIALOG_WIDTH - 2 * DIALOG_PADDING}
    >
      {request.detail !== undefined ? (
        <Label
          text={request.detail}
          x={frame.x(DIALOG_PADDING)}
          y={layout.detailY + 4}
          maxWidth={DIALOG_WIDTH - 2 * DIALOG_PADDING}
          maxLines={2}
          color={theme.muted}
        />
      ) : null}
      <Mirror x={DIALOG_PADDING} y={layout.fieldsY} width={DIALOG_WIDTH - 2 * DIALOG_PADDING}>
        {fieldRowsUi}
      </Mirror>
      {shownMessage !== null ? (
        <Label
          text={shownMessage}
          x={frame.x(DIALOG_PADDING)}
          y={layout.messageY + 4}
          maxWidth={DIALOG_WIDTH - 2 * DIALOG_PADDING}
          size={theme.fontSize.base}
          color={theme.danger}
          role="alert"
        />
      ) : null}
      <Button
        id={INTERACT_OK_ID}
        x={frame.x(buttonsX, BUTTON_WIDTH)}
        y={layout.buttonsY}
        width={BUTTON_WIDTH}
        height={BUTTON_HEIGHT}
        text={t('common.ok')}
        onSelect={ok}
      />
      {buttons === 2 ? (
        <Button
          id={INTERACT_CANCEL_ID}
          x={frame.x(buttonsX + BUTTON_WIDTH + BUTTON_GAP, BUTTON_WIDTH)}
          y={layout.buttonsY}
          width={BUTTON_WIDTH}
          height={BUTTON_HEIGHT}
          text={t('common.cancel')}
          onSelect={() => answerInteract(overlays, 'cancel')}
        />
      ) : null}
    </DialogFrame>
  )
}
