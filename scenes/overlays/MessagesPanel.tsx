import { useCallback, useLayoutEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Box, Label, mirrorX, ScrollText, useDir, useRenderer, WindowList } from '../../renderer'
import type { Message } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { unreadCount } from '../../src/services/messageInbox'
import { LAYER, SIDE_PANEL_WIDTH, type OverlayManager } from '../../src/services/overlays'
import { relativeDate } from '../../src/services/relativeDate'
import { formatDateTime } from '../../src/services/dateTime'
import { Button, DialogFrame, OverlayScope, useFrameDir } from '../shared'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'

// portal spec §9: side panel 500 px; message scroll 200 px; layering messages 101.
const PANEL_WIDTH = SIDE_PANEL_WIDTH
const MESSAGE_SCROLL_PX = 200
const ROW_HEIGHT = 84
/** rows shown at once; the list is windowed (DESIGN.md: every long list is), so every message is reachable */
const MAX_ROWS = 6
/** the row that holds the active message while the window scrolls */
const ACTIVE_SLOT = 2
const LIST_WIDTH = PANEL_WIDTH - 48
export const MESSAGES_CLOSE_ID = 'messages-close'
export const MESSAGES_LIST_ID = 'messages-list'

type MessagesRequest = { id: number | null }

/** portal spec §2 Messages panel (right): header with new count, list, detail; empty shows only Close. */
export function MessagesPanel({
  overlays,
  markRead,
}: {
  overlays: OverlayManager
  markRead: (id: number) => void
}) {
  const entry = useStore(overlays.store, (state) => state.overlays.messages)
  if (!entry || entry.phase !== 'active') return null
  const request = entry.request as MessagesRequest
  return (
    <OverlayScope kind="messages">
      <Panel
        key={entry.id}
        initialId={request.id}
        close={() => overlays.close('messages', 'closed')}
        markRead={markRead}
      />
    </OverlayScope>
  )
}

function Panel({
  initialId,
  close,
  markRead,
}: {
  initialId: number | null
  close: () => void
  markRead: (id: number) => void
}) {
  const t = useT()
  const dir = useDir()
  const frame = useFrameDir(PANEL_WIDTH)
  const { focus } = useRenderer()
  const messages = useStore(useStores().messages, (state) => state.messages)
  const [openId, setOpenId] = useState(initialId)
  const [index, setIndex] = useState(0)
  const open = openId === null ? null : (messages.find((message) => message.id === openId) ?? null)
  const focusId = open ? 'messages-body' : messages.length > 0 ? MESSAGES_LIST_ID : MESSAGES_CLOSE_ID
  useLayoutEffect(() => {
    focus.focus(focusId)
  }, [focus, focusId])
  const renderRow = useCallback(
    (row: number, active: boolean) => {
      const message = messages[row]
      return message ? <MessageRow message={message} focused={active} /> : null
    },
    [messages],
  )
  const rows = Math.min(MAX_ROWS, Math.max(1, messages.length))
  // portal spec §2: the messages panel on the right; on the left in Arabic and Hebrew
  return (
    <DialogFrame
      x={dir.x(1280 - PANEL_WIDTH, PANEL_WIDTH)}
      label="messages-panel"
      zIndex={LAYER.messages}
      width={PANEL_WIDTH}
      height={720}
      fillAlpha={0.97}
      name={t('messages.title')}
      heading={t('messages.title')}
    >
      <Label
        text={t('common.newMessages', { count: unreadCount(messages) })}
        x={frame.x(32)}
        y={76}
        size={theme.fontSize.base}
        color={theme.muted}
      />
      {open ? (
        <MessageDetail message={open} />
      ) : messages.length === 0 ? (
        <Label
          text={t('messages.empty')}
          x={frame.x(32)}
          y={140}
          size={theme.fontSize.medium}
          color={theme.muted}
        />
      ) : (
        <WindowList
          id={MESSAGES_LIST_ID}
          name={t('messages.title')}
          x={frame.x(24, LIST_WIDTH)}
          y={120}
          width={LIST_WIDTH}
          rowHeight={ROW_HEIGHT}
          rows={rows}
          activeSlot={Math.min(ACTIVE_SLOT, rows - 1)}
          wrap={false}
          length={messages.length}
          index={Math.min(index, messages.length - 1)}
          onIndexChange={setIndex}
          onSelect={(row) => {
            const message = messages[row]
            if (!message) return
            markRead(message.id)
            setOpenId(message.id)
          }}
          rowName={(row) => {
            const message = messages[row]
            return message ? `${message.title} — ${message.from}` : ''
          }}
          renderRow={renderRow}
        />
      )}
      <Button
        id={MESSAGES_CLOSE_ID}
        x={frame.x(32, PANEL_WIDTH - 64)}
        y={640}
        width={PANEL_WIDTH - 64}
        height={52}
        text={t('messages.close')}
        onSelect={close}
      />
    </DialogFrame>
  )
}

function MessageRow({ message, focused }: { message: Message; focused: boolean }) {
  const t = useT()
  const { clock } = useRenderer()
  const { rtl } = useDir()
  const mx = (x: number, width = 0) => mirrorX(x, width, LIST_WIDTH, rtl)
  return (
    <>
      <Box
        width={LIST_WIDTH}
        height={ROW_HEIGHT - 8}
        radius={10}
        fill={focused ? theme.primary : theme.surface}
      />
      {/* open or closed envelope: read messages show an outline */}
      <Box
        x={mx(16, 32)}
        y={22}
        width={32}
        height={24}
        radius={3}
        fill={focused ? theme.onPrimary : theme.primary}
        fillAlpha={message.readed ? 0 : 1}
        border={{ width: 2, color: focused ? theme.onPrimary : theme.primary }}
      />
      <Label
        text={message.title || message.from}
        x={mx(64)}
        y={12}
        maxWidth={300}
        weight={message.readed ? 'normal' : 'bold'}
        color={focused ? theme.onPrimary : theme.onSurface}
        mirror={false}
      />
      <Label
        text={relativeDate(message.date, clock.now(), t)}
        x={mx(PANEL_WIDTH - 64)}
        y={12}
        anchorX={1}
        size={theme.fontSize.small}
        color={focused ? theme.onPrimary : theme.muted}
        mirror={false}
      />
      <Label
        text={`${message.from}: ${message.text
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()}`}
        x={mx(64)}
        y={44}
        maxWidth={PANEL_WIDTH - 130}
        size={theme.fontSize.small}
        color={focused ? theme.onPrimary : theme.muted}
        mirror={false}
      />
    </>
  )
}

function MessageDetail({ message }: { message: Message }) {
  // portal spec §4 Language change: the date follows the interface language (and datetime_format)
  const { hotel } = useStores()
  const language = useStore(hotel, (state) => state.language)
  const config = useStore(hotel, (state) => state.config)
  const frame = useFrameDir(PANEL_WIDTH)
  return (
    <pixiContainer y={120}>
      <Label
        text={message.title}
        x={frame.x(32)}
        size={theme.fontSize.medium}
        weight="bold"
        maxWidth={PANEL_WIDTH - 64}
        role="heading"
      />
      <Label
        text={`${message.from} · ${formatDateTime(message.date, config, language)}`}
        x={frame.x(32)}
        y={36}
        size={theme.fontSize.small}
        color={theme.muted}
      />
      <ScrollText
        id="messages-body"
        markup={message.text}
        x={frame.x(32, PANEL_WIDTH - 64)}
        y={76}
        width={PANEL_WIDTH - 64}
        height={420}
        step={MESSAGE_SCROLL_PX}
        name={message.title}
      />
    </pixiContainer>
  )
}
