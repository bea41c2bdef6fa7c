import { describe, expect, it, vi } from 'vitest'
import { encodeInboundMessage } from '../shared/inbound'
import { manualClock } from '../shared/testClock'
import {
  FORWARD_MESSAGE,
  NEW_MESSAGE,
  RELOAD_DATA_MESSAGE,
  SOCKET_RECONNECT_MS,
  createInboundSocket,
  socketRefusedMessage,
  type PolicyEvents,
  type SocketConstructor,
} from './inboundSocket'

const URL_ = 'ws://10.0.0.5:8088/'

/** A WebSocket that never opens: every construction is counted, its close ends it (as a refused one). */
function sockets() {
  const made: Array<{
    url: string
    onclose: (() => void) | null
    onmessage: ((event: { data: unknown }) => void) | null
    closed: boolean
  }> = []
  class FakeSocket {
    onopen = null
    onmessage: ((event: { data: unknown }) => void) | null = null
    onerror = null
    onclose: (() => void) | null = null
    closed = false
    constructor(readonly url: string) {
      made.push(this)
    }
    close() {
      this.closed = true
    }
  }
  return { made, Ctor: FakeSocket as unknown as SocketConstructor }
}

/** The document's securitypolicyviolation events, fired by the test as the browser would. */
function policy() {
  const target = new EventTarget()
  const events: PolicyEvents = {
    addEventListener: (type, listener) => target.addEventListener(type, listener as unknown as EventListener),
    removeEventListener: (type, listener) =>
      target.removeEventListener(type, listener as unknown as EventListener),
  }
  const refuse = (blockedURI: string) =>
    target.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI }))
  return { events, refuse }
}

function setup() {
  const { clock, advance } = manualClock()
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const { made, Ctor } = sockets()
  const page = policy()
  const onMessage = vi.fn()
  const socket = createInboundSocket({
    url: URL_,
    WebSocket: Ctor,
    clock,
    log,
    onMessage,
    policy: page.events,
  })
  /** the hotel server sends a frame over the open socket */
  const receive = (data: unknown) => made.at(-1)?.onmessage?.({ data })
  return { socket, made, log, advance, refuse: page.refuse, onMessage, receive }
}

describe('the Tizen inbound socket under the page policy', () => {
  it('a socket the network drops is tried again every SOCKET_RECONNECT_MS', () => {
    const { made, advance, log } = setup()
    made[0]?.onclose?.()
    advance(SOCKET_RECONNECT_MS)
    expect(made).toHaveLength(2)
    expect(log.error).not.toHaveBeenCalled()
  })

  it('a socket the policy refuses is reported once, as an error naming the setting, and not tried again', () => {
    const { socket, made, log, advance, refuse } = setup()
    refuse(URL_)
    made[0]?.onclose?.() // the browser then fails the connection as well
    refuse(URL_)
    advance(10 * SOCKET_RECONNECT_MS)
    expect(made).toHaveLength(1)
    expect(socket.refused()).toBe(true)
    expect(socket.connected()).toBe(false)
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error).toHaveBeenCalledWith(socketRefusedMessage(URL_))
    expect(socketRefusedMessage(URL_)).toContain('PORTAL_CSP_HOSTS="ws://10.0.0.5:8088"')
  })

  it("another address's refusal (an image, another host or port) is not the socket's", () => {
    const { socket, made, log, advance, refuse } = setup()
    refuse('https://cdn.example.com/poster.jpg')
    refuse('ws://10.0.0.5:9099/')
    refuse('inline')
    expect(socket.refused()).toBe(false)
    made[0]?.onclose?.()
    advance(SOCKET_RECONNECT_MS)
    expect(made).toHaveLength(2)
    expect(log.error).not.toHaveBeenCalled()
  })
})

/** base64 of UTF-8 text, as the hotel server encodes a forwarded message */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
const forward = (message: string) => JSON.stringify({ type: FORWARD_MESSAGE, message })

describe('the Tizen inbound socket frames (adapters spec §7 WebSocket)', () => {
  it.each([
    ['the frame type', JSON.stringify({ type: NEW_MESSAGE })],
    ['the raw frame', NEW_MESSAGE],
    ['a forwarded JSON string', forward(base64(JSON.stringify(NEW_MESSAGE)))],
    ['a forwarded text', forward(base64(NEW_MESSAGE))],
    ['a forwarded record type', forward(encodeInboundMessage({ type: NEW_MESSAGE }))],
    ['a forwarded record message', forward(encodeInboundMessage({ message: NEW_MESSAGE }))],
    ['a forwarded message as sent', forward(NEW_MESSAGE)],
  ])('reloads the data on newMessage as %s, with no error logged', (_form, frame) => {
    const { receive, onMessage, log } = setup()
    receive(frame)
    expect(onMessage).toHaveBeenCalledTimes(1)
    expect(onMessage).toHaveBeenCalledWith(RELOAD_DATA_MESSAGE)
    expect(log.error).not.toHaveBeenCalled()
  })

  it('routes a forwarded action message as it is, and logs a forwarded message of no known kind', () => {
    const { receive, onMessage, log } = setup()
    const action = { action: { action: 'SyncData', params: { room: '402' } } }
    receive(forward(encodeInboundMessage(action)))
    expect(onMessage).toHaveBeenCalledWith(action)
    receive(forward(encodeInboundMessage({ type: 'otherMessage' })))
    expect(onMessage).toHaveBeenCalledTimes(1)
    expect(log.error).toHaveBeenCalledTimes(1)
  })

  it.each(['null', '"x"', '[null]', '42'])('ignores a frame of JSON %s without throwing', (frame) => {
    const { receive, onMessage, log } = setup()
    expect(() => receive(frame)).not.toThrow()
    expect(onMessage).not.toHaveBeenCalled()
    expect(log.info).toHaveBeenCalledWith('tizen socket: frame ignored', frame)
  })
})
