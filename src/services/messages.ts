import { createStore } from 'zustand/vanilla'
import { decode } from '../api/decode'
import { message as messageDecoder } from '../api/serviceDecoders'
import type { Message } from '../api/types'

/** Guest messages received through the Message remote action (portal spec §3 Message, §4 Remote actions). */
export type MessagesState = { messages: Message[] }

export const messagesStore = createStore<MessagesState>()(() => ({ messages: [] }))

/** Validates a Message action's params at the boundary; throws a clear error naming the bad field. */
export function decodeMessage(params: unknown): Message {
  const result = decode(messageDecoder, params, 'Message', () => undefined)
  if (!result.ok) throw new Error(result.error.message)
  return result.value
}

/** Newest first; a message id already held is replaced (a resend updates it). */
export function addMessage(message: Message): void {
  messagesStore.setState((state) => ({
    messages: [message, ...state.messages.filter((held) => held.id !== message.id)],
  }))
}

export function markMessageRead(id: number, read: boolean): void {
  messagesStore.setState((state) => ({
    messages: state.messages.map((held) => (held.id === id ? { ...held, readed: read } : held)),
  }))
}

export function unreadCount(messages: readonly Message[]): number {
  return messages.filter((held) => !held.readed).length
}

/** Check-out clears the guest's messages with the rest of their data. */
export function clearMessages(): void {
  messagesStore.setState({ messages: [] })
}
