// A screen fed by one feeder call (portal spec §7: weather, prayer, flight, news lists). §5: "Prayer,
// flight, news, weather and CMS screens leave automatically without data"; §8: "Many other failures
// silently return to the previous screen". So: fetch on entry, show what the hotel store already holds
// meanwhile, and when neither the reply nor the store has usable data, leave (the caller's `leave`).
import { createStore, type StoreApi } from 'zustand/vanilla'
import { isApiError } from '../../api/errors'
import { describeError, type Logger } from '../logger'

export type FeedStatus = 'loading' | 'ready' | 'left'
export type FeedState<T> = { status: FeedStatus; data: T | null }

export type FeedScreenDeps<T> = {
  /** for the log: 'weather', 'prayer times', … */
  name: string
  /** the feeder call; false is a 404 or an intercepted failure (adapters spec §8) */
  load: (signal: AbortSignal | undefined) => Promise<T | false>
  /** what the hotel store already holds (the boot sync loads weather and prayer times, §4 Sync) */
  cached?: () => T | null
  /** whether data is worth a screen (an empty list is no data) */
  usable: (data: T) => boolean
  /** the feed arrived with data: keep the hotel store in step (the Home weather widget reads it) */
  store?: (data: T) => void
  /** §5: the screen has nothing to show */
  leave: () => void
  /** the signal of the screen's requests: a navigation aborts them (portal spec §2 Route guard) */
  signal?: () => AbortSignal
  log: Logger
}

export type FeedScreen<T> = {
  store: StoreApi<FeedState<T>>
  /** entering the screen: shows the cached data at once, then the feed's; leaves without either */
  enter(): Promise<void>
  /** leaving: a late reply of this visit is dropped */
  exit(): void
}

const initial = <T>(): FeedState<T> => ({ status: 'loading', data: null })

export function createFeedScreen<T>(deps: FeedScreenDeps<T>): FeedScreen<T> {
  const store = createStore<FeedState<T>>()(() => initial<T>())
  const usable = (data: T | null | false | undefined): data is T =>
    data !== null && data !== false && data !== undefined && deps.usable(data)
  let visit = 0

  async function fetchFeed(): Promise<T | false | 'aborted'> {
    try {
      return await deps.load(deps.signal?.())
    } catch (error) {
      // a navigation cancelled the call: the screen is gone, nothing to leave
      if (isApiError(error) && error.kind === 'aborted') return 'aborted'
      deps.log.warn(`The ${deps.name} feed failed: ${describeError(error)}`, error)
      return false
    }
  }

  return {
    store,
    async enter() {
      const current = ++visit
      const cached = deps.cached?.() ?? null
      store.setState(usable(cached) ? { status: 'ready', data: cached } : initial<T>())
      const reply = await fetchFeed()
      if (current !== visit || reply === 'aborted') return
      if (usable(reply)) {
        deps.store?.(reply)
        store.setState({ status: 'ready', data: reply })
        return
      }
      if (usable(cached)) return
      deps.log.info(`No ${deps.name} to show: leaving the screen (portal spec §5)`)
      store.setState({ status: 'left', data: null })
      deps.leave()
    },
    exit() {
      visit++
      store.setState(initial<T>())
    },
  }
}
