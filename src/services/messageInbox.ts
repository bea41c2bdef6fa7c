import type { StoreApi } from 'zustand/vanilla'
import { decode } from '../api/decode'
import { message as messageDecoder } from '../api/serviceDecoders'
import type { Message } from '../api/types'
import type { MessagesState } from '../stores'

/** The guest's message inbox (portal spec §3 Message, §4 Remote actions): the rules over stores.messages. */
type Inbox = StoreApi<MessagesState>

/** Validates a Message action's params at the boundary; throws a clear error naming the bad field. */
export function decodeMessage(params: unknown): Message {
  const result = decode(messageDecoder, params, 'Message', () => undefined)
  if (!result.ok) throw new Error(result.error.message)
  return result.value
}

/** Newest first; a message id already held is replaced (a resend updates it). */
export function addMessage(inbox: Inbox, message: Message): void {
  inbox.setState((state) => ({
    messages: [message, ...state.messages.filter((held) => held.id !== message.id)],
  }))
}

export function markMessageRead(inbox: Inbox, id: number, read: boolean): void {
  inbox.setState((state) => ({
    messages: state.messages.map((held) => (held.id === id ? { ...held, readed: read } : held)),
  }))
}

export function unreadCount(messages: readonly Message[]): number {
  return messages.filter((held) => !held.readed).length
}

/** Check-out clears the guest's messages with the rest of their data. */
export function clearMessages(inbox: Inbox): void {
  inbox.setState({ messages: [] })
}
