// The WIXP command channel over the TV's raw WIXP server (adapters spec §7, §9): a WebSocket to the set
// on port 3004 (configurable), commands answered by cookie, one command per cookie in flight, a timeout
// per command (§9 action timeout), TV-initiated Change messages handed to `onChange`, reconnect and a
// heartbeat every 6 s.
import type { BridgeClock, BridgeLog } from '../contract'
import { ACTION_TIMEOUT_MS } from '../shared/appFocus'
import { createTimer, repeatEvery } from '../shared/clock'
import { policyRefusedMessage, watchPolicyRefusal, type PolicyEvents } from '../shared/policyRefusal'
import { ERROR_FUN, HEARTBEAT_MS, parseWixp, wixpErrorOf, type WixpCommand } from './wixpProtocol'

export const WIXP_RECONNECT_MS = 5000
export const WIXP_TIMEOUT = 'WIXP command timed out'
/** no connection to the set's raw WIXP server within the wait (a command's, or the bridge's start) */
export const WIXP_NOT_OPEN = "The TV's raw WIXP server did not answer"

/** The operator's line when the page's policy refuses the raw WIXP socket: the set cannot be driven. */
export const wixpRefusedMessage = (url: string): string =>
  policyRefusedMessage('wixp', url, 'the portal cannot drive this TV (power, sources, volume, tuner)')

type SocketLike = {
  readyState: number
  onopen: (() => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: (() => void) | null
  onerror: ((event: unknown) => void) | null
  send(text: string): void
  close(): void
}
export type SocketConstructor = new (url: string) => SocketLike
const OPEN = 1

type Pending = { fun: string; resolve(reply: WixpCommand): void; reject(error: Error): void; timer: unknown }

export function createWixpChannel(deps: {
  url: string
  WebSocket: SocketConstructor
  svcVer: string
  clock: BridgeClock
  log: BridgeLog
  onChange: (message: WixpCommand) => void
  heartbeat: () => void
  /**
   * The page's policy refusals (the document): a refused socket is reported once, as an error naming
   * the setting, every wait for the connection fails with it, and it is not tried again.
   */
  policy?: PolicyEvents | null
}) {
  const { clock, log } = deps
  const inFlight = new Map<number, Pending>()
  const queues = new Map<number, Promise<unknown>>()
  const reconnect = createTimer(clock)
  let socket: SocketLike | null = null
  let stopped = false
  /** why the channel can never open (the page's policy refused it, or it was closed) */
  let ended: Error | null = null
  /**
   * Those waiting for an open connection. They outlive a connection that fails before it opens (a set
   * whose WIXP server is not up yet at power on): the next one that opens lets them on.
   */
  const waiters = new Set<{ resolve(): void; reject(error: Error): void }>()

  /** Resolves once the socket is open (at once if it is), rejects after `ms` or when the channel ends. */
  function untilOpen(ms: number): Promise<void> {
    if (ended) return Promise.reject(ended)
    if (socket?.readyState === OPEN) return Promise.resolve()
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        resolve: () => {
          clock.clearTimeout(timer)
          resolve()
        },
        reject: (error: Error) => {
          clock.clearTimeout(timer)
          reject(error)
        },
      }
      const timer = clock.setTimeout(() => {
        waiters.delete(waiter)
        reject(new Error(WIXP_NOT_OPEN))
      }, ms)
      waiters.add(waiter)
    })
  }

  function end(error: Error) {
    ended = error
    stopped = true
    reconnect.cancel()
    for (const waiter of waiters) waiter.reject(error)
    waiters.clear()
  }

  const unwatch = watchPolicyRefusal(deps.policy, deps.url, () => {
    const message = wixpRefusedMessage(deps.url)
    log.error(message)
    end(new Error(message))
  })

  function connect() {
    if (stopped) return
    const current = new deps.WebSocket(deps.url)
    socket = current
    current.onopen = () => {
      for (const waiter of waiters) waiter.resolve()
      waiters.clear()
    }
    current.onmessage = (event) => onMessage(event.data)
    current.onerror = (event) => log.info('wixp: socket error', event)
    current.onclose = () => {
      if (socket === current) socket = null
      for (const [cookie, pending] of inFlight) fail(cookie, pending, new Error('The WIXP connection closed'))
      if (!stopped) reconnect.start(WIXP_RECONNECT_MS, connect)
    }
  }

  function fail(cookie: number, pending: Pending, error: Error) {
    clock.clearTimeout(pending.timer)
    inFlight.delete(cookie)
    pending.reject(error)
  }

  function onMessage(data: unknown) {
    const message = parseWixp(data)
    if (!message) return log.warn('wixp: a message that is not WIXP JSON', data)
    // the set's own news (power, source, apps, playback) come as Change; answers as Response
    if (message.CmdType === 'Change') return deps.onChange(message)
    const pending = inFlight.get(message.Cookie)
    if (!pending) return log.info('wixp: a reply nobody waits for', message)
    clock.clearTimeout(pending.timer)
    inFlight.delete(message.Cookie)
    if (message.Fun === ERROR_FUN) pending.reject(wixpErrorOf(message, pending.fun))
    else pending.resolve(message)
  }

  async function sendNow(command: Omit<WixpCommand, 'Svc' | 'SvcVer'> & { Svc?: WixpCommand['Svc'] }) {
    await untilOpen(ACTION_TIMEOUT_MS)
    const current = socket
    if (!current || current.readyState !== OPEN) throw new Error('The WIXP channel is not open')
    const message: WixpCommand = { Svc: 'WIXP', SvcVer: deps.svcVer, ...command }
    return new Promise<WixpCommand>((resolve, reject) => {
      const pending: Pending = { fun: message.Fun, resolve, reject, timer: null }
      pending.timer = clock.setTimeout(
        () => fail(message.Cookie, pending, new Error(WIXP_TIMEOUT)),
        ACTION_TIMEOUT_MS,
      )
      inFlight.set(message.Cookie, pending)
      current.send(JSON.stringify(message))
    })
  }

  /** one command of a cookie at a time: a second waits for the first's reply */
  function send(command: Parameters<typeof sendNow>[0]): Promise<WixpCommand> {
    const before = queues.get(command.Cookie) ?? Promise.resolve()
    const next = before.catch(() => undefined).then(() => sendNow(command))
    queues.set(
      command.Cookie,
      next.catch(() => undefined),
    )
    return next
  }

  connect()
  // only over an open connection: a command waits for one (untilOpen), so heartbeats sent while the set
  // is away would queue behind each other for as long as it is away
  const stopHeartbeat = repeatEvery(clock, HEARTBEAT_MS, () => {
    if (socket?.readyState === OPEN) deps.heartbeat()
  })
  return {
    send,
    /** the details of a reply to a Request */
    async request(fun: string, cookie: number, details: Record<string, unknown> = {}) {
      return (
        (await send({ Cookie: cookie, CmdType: 'Request', Fun: fun, CommandDetails: details }))
          .CommandDetails ?? {}
      )
    },
    async change(
      fun: string,
      cookie: number,
      details: Record<string, unknown>,
      svc: WixpCommand['Svc'] = 'WIXP',
    ) {
      return (
        (await send({ Svc: svc, Cookie: cookie, CmdType: 'Change', Fun: fun, CommandDetails: details }))
          .CommandDetails ?? {}
      )
    },
    /** an open connection, waited for up to `ms` (the spec's action timeout by default) */
    opened: (ms = ACTION_TIMEOUT_MS) => untilOpen(ms),
    close() {
      end(new Error('The WIXP channel is closed'))
      unwatch()
      stopHeartbeat()
      socket?.close()
    },
  }
}

export type WixpChannel = ReturnType<typeof createWixpChannel>
