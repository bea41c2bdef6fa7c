import { describe, expect, it, vi } from 'vitest'
import { manualClock } from '../shared/testClock'
import {
  SOCKET_RECONNECT_MS,
  createInboundSocket,
  socketRefusedMessage,
  type PolicyEvents,
  type SocketConstructor,
} from './inboundSocket'

const URL_ = 'ws://10.0.0.5:8088/'

/** A WebSocket that never opens: every construction is counted, its close ends it (as a refused one). */
function sockets() {
  const made: Array<{ url: string; onclose: (() => void) | null; closed: boolean }> = []
  class FakeSocket {
    onopen = null
    onmessage = null
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
  const socket = createInboundSocket({
    url: URL_,
    WebSocket: Ctor,
    clock,
    log,
    onMessage: vi.fn(),
    policy: page.events,
  })
  return { socket, made, log, advance, refuse: page.refuse }
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
