// Not in the spec (DEVELOPERS guide: a 5xx, a timeout… loses nothing). Writes that tell the hotel's systems
// what the TV did, and that nothing else would send again: an action's report (POST /api/set/action, the
// front desk's list) and a wake-up's answer (POST /api/fidelio/wakeup/answer, the PMS). Each waits here,
// kept in storage, until the backend takes it or answers and refuses it; one it could not take is sent
// again `retryMs` later (and whenever the owner flushes), across a restart of the page too.
import { repeatingCall } from '../api/repeatingCall'
import type { CallOptions } from '../api/http'
import type { Clock, TimerHandle } from '../time/clock'
import { describeError, type Logger } from './logger'

export type OutboxDeps<T> = {
  /** what the log calls one item: 'Action 7 report' */
  describe: (item: T) => string
  /** one waiting item per key: a newer one replaces it */
  keyOf: (item: T) => string | number
  /** what storage holds is input: an item back, or null to drop it */
  decode: (raw: unknown) => T | null
  /** true: taken; false: answered and refused (not sent again); throws: not taken (sent again) */
  send: (item: T, call: CallOptions) => Promise<boolean>
  clock: Clock
  log: Logger
  retryMs: number
  /** the most items kept; the one tried longest ago is dropped, with a warning, beyond it */
  max: number
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  storageKey: string
}

export type Outbox<T> = ReturnType<typeof createOutbox<T>>

export function createOutbox<T>(deps: OutboxDeps<T>) {
  const { clock, log, describe, keyOf } = deps
  /** in the order they are tried: one that failed goes to the end */
  let items: T[] = []
  /** when each was added, for dropping the oldest beyond `max` */
  const addedAt = new Map<T, number>()
  let added = 0
  /** whether storage was read: before the first use, so that nothing written before overwrites it */
  let loaded = false
  let sending: Promise<void> | null = null
  let retryTimer: TimerHandle | null = null
  let started = false
  /** a backend that stays down shows its error once, not at every retry (api/repeatingCall.ts) */
  const call = repeatingCall()
  let failing = false

  function save(): void {
    const storage = deps.storage
    if (!storage) return
    try {
      if (items.length === 0) storage.removeItem(deps.storageKey)
      else storage.setItem(deps.storageKey, JSON.stringify(items))
    } catch (error) {
      log.warn(`Unsent items (${deps.storageKey}) could not be kept: ${describeError(error)}`)
    }
  }

  /** what a page before this one could not send (garbage in storage is dropped with a warning) */
  function load(): void {
    const storage = deps.storage
    if (loaded || !storage) return
    loaded = true
    try {
      const raw = storage.getItem(deps.storageKey)
      if (raw === null) return
      const parsed: unknown = JSON.parse(raw)
      if (!Array.isArray(parsed)) throw new Error('not a list')
      const kept = parsed.flatMap((entry: unknown) => {
        const item = deps.decode(entry)
        return item === null ? [] : [item]
      })
      for (const item of kept) addedAt.set(item, added++)
      items = kept
      if (kept.length !== parsed.length) save()
    } catch (error) {
      log.warn(`Unsent items (${deps.storageKey}) could not be read: ${describeError(error)}`)
      save()
    }
  }

  function scheduleRetry(): void {
    if (retryTimer !== null || !started) return
    retryTimer = clock.setTimeout(() => {
      retryTimer = null
      void flush()
    }, deps.retryMs)
  }

  async function sendAll(): Promise<void> {
    while (items.length > 0) {
      const next = items[0]!
      try {
        const taken = await call((options) => deps.send(next, options))
        if (!taken) log.warn(`${describe(next)} was not accepted`)
        failing = false
        items = items.filter((item) => item !== next)
        addedAt.delete(next)
        save()
      } catch (error) {
        const text = `${describe(next)} could not be sent: ${describeError(error)}`
        if (failing) log.warn(`${text} (sent again later)`)
        else log.error(text, error)
        failing = true
        // to the end of the list: one item the backend keeps failing does not hold back the others
        if (items.includes(next)) items = [...items.filter((item) => item !== next), next]
        save()
        scheduleRetry()
        return
      }
    }
  }

  /** Sends what waits, oldest first, until one fails; one sender at a time. */
  async function flush(): Promise<void> {
    load()
    while (sending) await sending
    if (items.length === 0) return
    sending = sendAll()
    try {
      await sending
    } finally {
      sending = null
    }
  }

  return {
    /** reads what storage keeps (if no use read it yet) and retries on a timer from now on */
    start(): void {
      started = true
      load()
      if (items.length > 0) scheduleRetry()
    },
    /** no more retries on a timer (what waits stays kept) */
    stop(): void {
      started = false
      if (retryTimer !== null) clock.clearTimeout(retryTimer)
      retryTimer = null
    },
    /** keeps `item` (replacing a waiting one of its key) and sends what waits */
    add(item: T): Promise<void> {
      load()
      for (const kept of items.filter((kept) => keyOf(kept) === keyOf(item))) addedAt.delete(kept)
      items = [...items.filter((kept) => keyOf(kept) !== keyOf(item)), item]
      addedAt.set(item, added++)
      if (items.length > deps.max) {
        const oldest = [...items]
          .sort((a, b) => (addedAt.get(a) ?? 0) - (addedAt.get(b) ?? 0))
          .slice(0, items.length - deps.max)
        items = items.filter((kept) => !oldest.includes(kept))
        for (const dropped of oldest) addedAt.delete(dropped)
        log.warn(`${oldest.map(describe).join(', ')} dropped: more than ${deps.max} unsent`)
      }
      save()
      return flush()
    },
    flush,
    has(key: string | number): boolean {
      load()
      return items.some((item) => keyOf(item) === key)
    },
    count(): number {
      load()
      return items.length
    },
  }
}
