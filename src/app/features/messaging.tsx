// Messaging: the guest's messages (panel, Message action), the marquee banner and the popup actions
// (portal spec §2 Overlays: Messages panel, Marquee, Popup; §4 Remote actions Message, Message.Image,
// Message.Video, Message.Marquee).
import { addMessage, decodeMessage, markMessageRead } from '../../services/messageInbox'
import {
  createMessagesOverlay,
  openMarquee,
  validateMarquee,
  type MessagesOverlay,
} from '../../services/overlays'
import { popupActionHandler } from '../../services/popupActions'
import { lazyOverlay } from '../lazyScene'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    messagesOverlay: MessagesOverlay
  }
}

export const messagingFeature: FeatureFactory = (ctx) => {
  const { overlays, services, stores, log } = ctx
  const messagesOverlay = createMessagesOverlay({
    manager: overlays,
    markRead: (id, read) => markMessageRead(stores.messages, id, read),
  })
  services.provide('messagesOverlay', messagesOverlay)
  const popup = {
    popup: services.need('popup'),
    popupOpen: () => overlays.current('popup') !== undefined,
  }
  const markRead = (id: number) => markMessageRead(stores.messages, id, true)
  const MessagesPanel = lazyOverlay(
    overlays,
    ['messages'],
    () => import('../../../scenes/overlays/MessagesPanel').then((m) => m.MessagesPanel),
    log,
  )
  const Marquee = lazyOverlay(
    overlays,
    ['marquee'],
    () => import('../../../scenes/overlays/Marquee').then((m) => m.Marquee),
    log,
  )
  return {
    name: 'messaging',
    overlays: () => (
      <>
        <MessagesPanel overlays={overlays} markRead={markRead} />
        <Marquee overlays={overlays} />
      </>
    ),
    actions: {
      // portal spec §3 Message, §4 Overlays Messages: stored; autoOpen shows it (queued behind an open one).
      Message: async (params) => {
        const message = decodeMessage(params)
        addMessage(stores.messages, message)
        if (message.autoOpen) void messagesOverlay.open(message.id)
      },
      // portal spec §4 Remote actions: Message.Marquee (data, repeat, speed); a bad request fails the action.
      'Message.Marquee': async (params) => {
        const checked = validateMarquee(params)
        if (!checked.ok) throw new Error(checked.error)
        void openMarquee(overlays, params)
      },
      // portal spec §4 Remote actions Message.Image / Message.Video: the popup (§3 Popup request)
      'Message.Image': popupActionHandler('image', popup),
      'Message.Video': popupActionHandler('video', popup),
    },
  }
}
