// adapters spec §7 WebSocket (Tizen): connects to the host of the base URL on the configured
// WSOCKET_PORT and reconnects every 15 s; incoming frames are data_received. A FORWARD_MESSAGE_RECIEVED
// frame carries a base64 JSON message (routed as action, weather, chromecast or rc); the message
// newMessage reloads the data (the SyncData remote action).
import type { BridgeClock, BridgeLog } from '../contract'
import { createTimer } from '../shared/clock'
import { base64ToText, decodeInboundMessage } from '../shared/inbound'
import { policyRefusedMessage, watchPolicyRefusal, type PolicyEvents } from '../shared/policyRefusal'

export type { PolicyEvents }

/** adapters spec §9 Socket reconnect */
export const SOCKET_RECONNECT_MS = 15_000
/** the frame type, spelt as the hotel server sends it */
export const FORWARD_MESSAGE = 'FORWARD_MESSAGE_RECIEVED'
export const NEW_MESSAGE = 'newMessage'
/** "reloads the data": the portal's remote action that syncs data (portal spec §4 Remote actions) */
export const RELOAD_DATA_MESSAGE = { action: { action: 'SyncData', params: {} } } as const
/** where the port is configured on the device (localStorage), and its default */
export const WSOCKET_PORT_KEY = 'WSOCKET_PORT'
export const DEFAULT_WSOCKET_PORT = 8088

type SocketLike = {
  onopen: (() => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: (() => void) | null
  onerror: ((event: unknown) => void) | null
  close(): void
}
export type SocketConstructor = new (url: string) => SocketLike

/**
 * The operator's line when the page's policy refuses the socket: without it a Tizen TV never hears the
 * hotel server (front desk, PMS), with nothing but the browser's own console line to say so.
 */
export const socketRefusedMessage = (url: string): string =>
  policyRefusedMessage('tizen socket', url, 'messages from the hotel server do not reach this TV')

/** ws://<host of the base URL>:<port>/ */
export function socketUrl(baseUrl: string, port: number): string {
  return `ws://${new URL(baseUrl).hostname}:${port}/`
}

/** base64 UTF-8 text, or null when it is not */
function base64Text(encoded: string): string | null {
  try {
    return base64ToText(encoded)
  } catch {
    return null
  }
}

/** newMessage as text, or a record whose type or message is newMessage (the frame's own shapes) */
function namesNewMessage(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === NEW_MESSAGE
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return record.type === NEW_MESSAGE || record.message === NEW_MESSAGE
}

/**
 * adapters spec §7: whether a FORWARD_MESSAGE_RECIEVED frame's message is newMessage (the reload-data
 * message) — the message as sent, or its base64 text: newMessage itself, the JSON string "newMessage",
 * or a JSON record whose type or message is newMessage.
 */
export function isNewMessage(message: unknown): boolean {
  if (namesNewMessage(message)) return true
  if (typeof message !== 'string') return false
  const text = base64Text(message)
  if (text === null) return false
  if (namesNewMessage(text)) return true
  try {
    return namesNewMessage(JSON.parse(text))
  } catch {
    return false
  }
}

export function createInboundSocket(deps: {
  url: string
  WebSocket: SocketConstructor
  clock: BridgeClock
  log: BridgeLog
  onMessage: (message: Record<string, unknown>) => void
  /**
   * The page's policy refusals (the document). A refused socket is a deployment setting, not a network
   * fault: it is reported once, as an error naming the setting, and not tried again every
   * SOCKET_RECONNECT_MS (each try would be refused and reported by the browser again).
   */
  policy?: PolicyEvents | null
}) {
  const reconnect = createTimer(deps.clock)
  let socket: SocketLike | null = null
  let stopped = false
  let refused = false

  const unwatch = watchPolicyRefusal(deps.policy, deps.url, () => {
    refused = true
    stop()
    deps.log.error(socketRefusedMessage(deps.url))
  })

  function stop() {
    stopped = true
    reconnect.cancel()
    unwatch()
    const open = socket
    socket = null
    if (open) {
      open.onclose = null
      open.close()
    }
  }

  function onData(raw: unknown) {
    let parsed: unknown
    try {
      parsed = typeof raw === 'string' ? JSON.parse(raw) : {}
    } catch {
      parsed = raw
    }
    // a frame that is not a record (null, a JSON string) is its own type, as text that is not JSON is
    const frame: { type?: unknown; message?: unknown } =
      typeof parsed === 'object' && parsed !== null ? parsed : { type: parsed }
    if (frame.type === NEW_MESSAGE || raw === NEW_MESSAGE) return deps.onMessage({ ...RELOAD_DATA_MESSAGE })
    if (frame.type !== FORWARD_MESSAGE) return deps.log.info('tizen socket: frame ignored', raw)
    // adapters spec §7: the message newMessage reloads the data, forwarded as in a frame of its own
    if (isNewMessage(frame.message)) return deps.onMessage({ ...RELOAD_DATA_MESSAGE })
    const decoded = decodeInboundMessage(frame.message)
    if (decoded.ok) deps.onMessage(decoded.message)
    else deps.log.error(`tizen socket: ${decoded.error}`)
  }

  function connect() {
    if (stopped) return
    try {
      socket = new deps.WebSocket(deps.url)
    } catch (error) {
      deps.log.warn('tizen socket: cannot connect', error)
      return reconnect.start(SOCKET_RECONNECT_MS, connect)
    }
    socket.onmessage = (event) => onData(event.data)
    socket.onerror = (event) => deps.log.info('tizen socket error', event)
    socket.onclose = () => {
      socket = null
      if (!stopped) reconnect.start(SOCKET_RECONNECT_MS, connect)
    }
  }

  connect()
  return {
    connected: () => socket !== null,
    /** the page's policy refused the socket (see `policy`) */
    refused: () => refused,
    close: stop,
  }
}
