import type { StoreApi } from 'zustand/vanilla'
import { createAppStore, type AppState } from './appStore'
import { createHotelStore, type HotelState } from './hotelStore'
import { createMessagesStore, type MessagesState } from './messagesStore'
import { createRouteStore, type RouteState } from './routeStore'

export { createAppStore, dismissNotice, initialAppState, NOTICE_TIMEOUT_MS, pushNotice } from './appStore'
export type { AppPhase, AppState, Notice } from './appStore'
export { createHotelStore, DEFAULT_LANGUAGE, initialHotelState } from './hotelStore'
export type { HotelState } from './hotelStore'
export { createMessagesStore, initialMessagesState } from './messagesStore'
export type { MessagesState } from './messagesStore'
export { createRouteStore, initialRouteState } from './routeStore'
export type { RouteState } from './routeStore'

/**
 * The shared state of one portal instance. Where state lives (README "Layout"): shared state in these
 * stores, made once by the composition root and handed to services as `stores` and to scenes through
 * the portal context; a service's own state in a store its factory makes. Nothing at module level.
 */
export type Stores = {
  app: StoreApi<AppState>
  hotel: StoreApi<HotelState>
  route: StoreApi<RouteState>
  messages: StoreApi<MessagesState>
}

/** Fresh stores at their initial state: one set per portal, and one per test. */
export function createStores(): Stores {
  return {
    app: createAppStore(),
    hotel: createHotelStore(),
    route: createRouteStore(),
    messages: createMessagesStore(),
  }
}
