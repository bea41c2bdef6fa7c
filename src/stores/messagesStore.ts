import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Message } from '../api/types'

/** Guest messages received through the Message remote action (portal spec §3 Message, §4 Remote actions). */
export type MessagesState = { messages: Message[] }

export const initialMessagesState: MessagesState = { messages: [] }

/** One per portal instance (src/stores/index.ts createStores); src/services/messageInbox.ts writes it. */
export function createMessagesStore(): StoreApi<MessagesState> {
  return createStore<MessagesState>()(() => initialMessagesState)
}
