import { useLayoutEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Box, Focusable, Label, mirrorX, ScrollText, useDir, useRenderer } from '../../renderer'
import type { Message } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { unreadCount } from '../../src/services/messageInbox'
import type { OverlayManager } from '../../src/services/overlays'
import { relativeDate } from '../../src/services/relativeDate'
import { formatDateTime } from '../../src/services/dateTime'
import { Button, DialogFrame, OverlayScope, useFrameDir } from '../shared'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'

// portal spec §9: side panel 500 px; message scroll 200 px; layering messages 101.
const PANEL_WIDTH = 500
const MESSAGE_SCROLL_PX = 200
const ROW_HEIGHT = 84
const MAX_ROWS = 6
export const MESSAGES_CLOSE_ID = 'messages-close'

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
  const open = openId === null ? null : (messages.find((message) => message.id === openId) ?? null)
  const first = messages[0]
  const focusId = open ? 'messages-body' : first ? `message-${first.id}` : MESSAGES_CLOSE_ID
  useLayoutEffect(() => {
    focus.focus(focusId)
  }, [focus, focusId])
  // portal spec §2: the messages panel on the right; on the left in Arabic and Hebrew
  return (
    <DialogFrame
      x={dir.x(1280 - PANEL_WIDTH, PANEL_WIDTH)}
      label="messages-panel"
      zIndex={101}
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
        <Focusable
          id="messages-list"
          kind="column"
          x={frame.x(24, PANEL_WIDTH - 48)}
          y={120}
          width={PANEL_WIDTH - 48}
          height={MAX_ROWS * ROW_HEIGHT}
          role="list"
          name={t('messages.title')}
        >
          {messages.slice(0, MAX_ROWS).map((message, index) => (
            <MessageRow
              key={message.id}
              message={message}
              order={index}
              y={index * ROW_HEIGHT}
              onSelect={() => {
                markRead(message.id)
                setOpenId(message.id)
              }}
            />
          ))}
        </Focusable>
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

function MessageRow({
  message,
  order,
  y,
  onSelect,
}: {
  message: Message
  order: number
  y: number
  onSelect: () => void
}) {
  const t = useT()
  const { rtl } = useDir()
  const mx = (x: number, width = 0) => mirrorX(x, width, PANEL_WIDTH - 48, rtl)
  return (
    <Focusable
      id={`message-${message.id}`}
      order={order}
      y={y}
      width={PANEL_WIDTH - 48}
      height={ROW_HEIGHT - 8}
      role="listitem"
      name={`${message.title} — ${message.from}`}
      onSelect={onSelect}
    >
      {(focused) => (
        <>
          <Box
            width={PANEL_WIDTH - 48}
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
            text={relativeDate(message.date, Date.now(), t)}
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
      )}
    </Focusable>
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
