// The demo hotel backend (DESIGN.md "The demo hotel backend is a real server"): fixtures, state,
// msw handlers and the node server that serves them. Wire shapes: docs/BACKEND-API.md.
export { createDemoState, REMOTE_ACTIONS } from './state'
export type {
  ActionReport,
  CastMode,
  DemoState,
  DemoStateOptions,
  DevicePatch,
  Fault,
  FaultInput,
  GuestInput,
  LoggedRequest,
  QueuedAction,
  ReceivedOrder,
  RemoteActionType,
} from './state'
export { createHandlers, BILL_ERR } from './handlers'
export type { HandlerOptions } from './handlers'
export { DEFAULT_MAC, DEMO_GUESTS, DEMO_MACS, HOTEL } from './fixtures'
export type { WireCmsCarousel, WireCmsItem, WireMenuItem, WireVodItem } from './fixtures'
