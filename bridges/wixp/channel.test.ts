import { describe, expect, it, vi } from 'vitest'
import { ACTION_TIMEOUT_MS } from '../shared/appFocus'
import { flushPromises, manualClock } from '../shared/testClock'
import {
  WIXP_NOT_OPEN,
  WIXP_RECONNECT_MS,
  createWixpChannel,
  wixpRefusedMessage,
  type SocketConstructor,
} from './channel'
import { HEARTBEAT_MS, RAW_WIXP_PORT } from './wixpProtocol'

const URL_ = `ws://127.0.0.1:${RAW_WIXP_PORT}/`

type Fake = {
  readyState: number
  onopen: (() => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: (() => void) | null
  onerror: ((event: unknown) => void) | null
  sent: string[]
  send(text: string): void
  close(): void
}

/** Sockets the test opens, fails and answers by hand, as the set's raw WIXP server would. */
function sockets() {
  const made: Fake[] = []
  class FakeSocket implements Fake {
    readyState = 0
    onopen: (() => void) | null = null
    onmessage: ((event: { data: unknown }) => void) | null = null
    onclose: (() => void) | null = null
    onerror: ((event: unknown) => void) | null = null
    sent: string[] = []
    constructor() {
      made.push(this)
    }
    send(text: string) {
      this.sent.push(text)
    }
    close() {
      this.readyState = 3
    }
  }
  const open = (socket: Fake | undefined) => {
    if (!socket) throw new Error('no socket')
    socket.readyState = 1
    socket.onopen?.()
  }
  const refuse = (socket: Fake | undefined) => {
    if (!socket) throw new Error('no socket')
    socket.readyState = 3
    socket.onclose?.()
  }
  const answer = (socket: Fake | undefined) => {
    const request = JSON.parse(socket?.sent.at(-1) ?? '{}') as Record<string, unknown>
    socket?.onmessage?.({
      data: JSON.stringify({ ...request, CmdType: 'Response', CommandDetails: { CurrentPowerState: 'On' } }),
    })
  }
  return { made, open, refuse, answer, Ctor: FakeSocket as unknown as SocketConstructor }
}

function setup() {
  const { clock, advance } = manualClock()
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const socket = sockets()
  const page = new EventTarget()
  const heartbeat = vi.fn()
  const channel = createWixpChannel({
    url: URL_,
    WebSocket: socket.Ctor,
    svcVer: '4.0',
    clock,
    log,
    onChange: vi.fn(),
    heartbeat,
    policy: {
      addEventListener: (type, listener) => page.addEventListener(type, listener as unknown as EventListener),
      removeEventListener: (type, listener) =>
        page.removeEventListener(type, listener as unknown as EventListener),
    },
  })
  const policyRefuses = (blockedURI: string) =>
    page.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI }))
  return { channel, log, advance, policyRefuses, heartbeat, ...socket }
}

/** a promise's outcome so far, without waiting for it */
function outcome<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: Error } = {}
  promise.then(
    (value) => (seen.value = value),
    (error: Error) => (seen.error = error),
  )
  return seen
}

describe('the WIXP channel to the set (adapters spec §7 Raw command channel)', () => {
  it('a command asked for before the set’s WIXP server is up is sent once a later connection opens', async () => {
    const { channel, made, open, refuse, answer, advance } = setup()
    const started = outcome(channel.opened())
    const power = outcome(channel.request('PowerState', 1))
    refuse(made[0]) // the set's server is not up yet at power on
    advance(WIXP_RECONNECT_MS)
    expect(made).toHaveLength(2)
    open(made[1])
    await flushPromises()
    expect(started.error).toBeUndefined()
    answer(made[1])
    await flushPromises()
    expect(power.value).toEqual({ CurrentPowerState: 'On' })
  })

  it('sends no heartbeat while the set is away, so none queue up behind the connection', () => {
    const { made, open, refuse, advance, heartbeat } = setup()
    refuse(made[0])
    advance(10 * HEARTBEAT_MS)
    expect(heartbeat).not.toHaveBeenCalled()
    open(made.at(-1))
    advance(HEARTBEAT_MS)
    expect(heartbeat).toHaveBeenCalledTimes(1)
  })

  it('with no connection within the action timeout, the wait fails with a clear error', async () => {
    const { channel, made, refuse, advance } = setup()
    const started = outcome(channel.opened())
    for (let waited = 0; waited < ACTION_TIMEOUT_MS; waited += WIXP_RECONNECT_MS) {
      refuse(made.at(-1))
      advance(WIXP_RECONNECT_MS)
    }
    await flushPromises()
    expect(started.error?.message).toBe(WIXP_NOT_OPEN)
  })

  it('a socket the page’s policy refuses is said once, with the setting it needs, fails every wait and is not tried again', async () => {
    const { channel, made, log, refuse, advance, policyRefuses } = setup()
    const started = outcome(channel.opened())
    policyRefuses('https://cdn.example.com/a.jpg') // another address: not the channel's
    await flushPromises()
    expect(started.error).toBeUndefined()
    policyRefuses(URL_)
    refuse(made[0])
    advance(10 * WIXP_RECONNECT_MS)
    await flushPromises()
    expect(made).toHaveLength(1)
    expect(started.error?.message).toBe(wixpRefusedMessage(URL_))
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error).toHaveBeenCalledWith(wixpRefusedMessage(URL_))
    expect(wixpRefusedMessage(URL_)).toContain(`PORTAL_CSP_HOSTS="ws://127.0.0.1:${RAW_WIXP_PORT}"`)
    await expect(channel.request('PowerState', 1)).rejects.toThrow(/Content-Security-Policy/)
  })
})
