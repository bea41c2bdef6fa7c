// adapters spec §7 WebSocket (Tizen): connects to the host of the base URL on the configured
// WSOCKET_PORT and reconnects every 15 s; incoming frames are data_received. A FORWARD_MESSAGE_RECIEVED
// frame carries a base64 JSON message (routed as action, weather, chromecast or rc); the message
// newMessage reloads the data (the SyncData remote action).
import type { BridgeClock, BridgeLog } from '../contract'
import { createTimer } from '../shared/clock'
import { decodeInboundMessage } from '../shared/inbound'

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

/** what a page's Content-Security-Policy refusal looks like: the document's securitypolicyviolation */
type PolicyViolation = { blockedURI: string }
export type PolicyEvents = {
  addEventListener(type: 'securitypolicyviolation', listener: (event: PolicyViolation) => void): void
  removeEventListener(type: 'securitypolicyviolation', listener: (event: PolicyViolation) => void): void
}

/** the build setting that lets the page open the socket (scripts/csp.mjs CSP_HOSTS_ENV) */
const CSP_HOSTS_SETTING = 'PORTAL_CSP_HOSTS'

/**
 * The operator's line when the page's policy refuses the socket: without it a Tizen TV never hears the
 * hotel server (front desk, PMS), with nothing but the browser's own console line to say so.
 */
export function socketRefusedMessage(url: string): string {
  const { protocol, host } = new URL(url)
  return (
    `tizen socket: ${url} is refused by the page's Content-Security-Policy (connect-src), so messages ` +
    `from the hotel server do not reach this TV. Build the portal with ` +
    `${CSP_HOSTS_SETTING}="${protocol}//${host}" (docs/RELIABILITY.md, Content-Security-Policy).`
  )
}

const sameSocket = (blocked: string, url: string): boolean => {
  try {
    const a = new URL(blocked)
    const b = new URL(url)
    return a.protocol === b.protocol && a.host === b.host
  } catch {
    return false
  }
}

/** ws://<host of the base URL>:<port>/ */
export function socketUrl(baseUrl: string, port: number): string {
  return `ws://${new URL(baseUrl).hostname}:${port}/`
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

  const onViolation = (event: PolicyViolation) => {
    if (refused || !sameSocket(event.blockedURI, deps.url)) return
    refused = true
    stop()
    deps.log.error(socketRefusedMessage(deps.url))
  }
  deps.policy?.addEventListener('securitypolicyviolation', onViolation)

  function stop() {
    stopped = true
    reconnect.cancel()
    deps.policy?.removeEventListener('securitypolicyviolation', onViolation)
    const open = socket
    socket = null
    if (open) {
      open.onclose = null
      open.close()
    }
  }

  function onData(raw: unknown) {
    let frame: { type?: unknown; message?: unknown }
    try {
      frame = typeof raw === 'string' ? (JSON.parse(raw) as typeof frame) : {}
    } catch {
      frame = { type: raw }
    }
    if (frame.type === NEW_MESSAGE || raw === NEW_MESSAGE) return deps.onMessage({ ...RELOAD_DATA_MESSAGE })
    if (frame.type !== FORWARD_MESSAGE) return deps.log.info('tizen socket: frame ignored', raw)
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
