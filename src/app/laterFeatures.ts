// The features whose code loads after Home (issue 19: boot JS). The boot file holds the composition
// root, the features Home draws and keys with (features/index.ts BOOT_FEATURES) and nothing else; the
// other features (features/later.ts) are one chunk that the composition root fetches once the start
// route's first frame is drawn, or at once when the start route is one of theirs.
//
// Until they are in, a route of theirs shows ScreenLoading (App), and the shell's keys that reach them
// (digits, the refresh and alarm keys) do nothing; a key no layer took meanwhile is held and dispatched
// again once they join (heldKeys.ts), as are inbound messages (inboundGate.ts). A failed fetch is logged
// and tried again after LATER_FEATURES_RETRY_MS, and at once when the guest opens one of their routes;
// the start phase of boot (remote actions, the guest session, inbound messages) waits for them.
import { createStore } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../time/clock'
import { describeError, type Logger } from '../services/logger'

/** how long after a failed fetch of the later features' code it is fetched again */
export const LATER_FEATURES_RETRY_MS = 5000

export type LaterFeaturesState = 'idle' | 'loading' | 'loaded' | 'failed'

export type LaterFeatures = {
  state(): LaterFeaturesState
  /** fetches the code unless it is in or on its way (a failed fetch is tried again at once) */
  load(): void
  /** resolves once they have loaded and joined (fetching now if nothing has asked yet) */
  loaded(): Promise<void>
  /** called on every change of state */
  subscribe(listener: () => void): () => void
}

export function createLaterFeatures<T>(deps: {
  /** fetches the code (a dynamic import) */
  fetch: () => Promise<T>
  /** the composition root adds them (creates, attaches, re-renders); runs once */
  join: (loaded: T) => void
  clock: Clock
  log: Logger
}): LaterFeatures {
  const store = createStore<{ state: LaterFeaturesState }>()(() => ({ state: 'idle' }))
  const state = () => store.getState().state
  let retry: TimerHandle | null = null
  const load = () => {
    if (state() === 'loading' || state() === 'loaded') return
    if (retry !== null) deps.clock.clearTimeout(retry)
    retry = null
    store.setState({ state: 'loading' })
    deps.fetch().then(
      (loaded) => {
        try {
          deps.join(loaded)
        } catch (error) {
          // a feature that throws while it is made is a bug, not a network failure: the others stay
          deps.log.error(`The features loaded after Home could not start: ${describeError(error)}`)
        }
        store.setState({ state: 'loaded' })
      },
      (error: unknown) => {
        deps.log.error(`The features loaded after Home could not be fetched: ${describeError(error)}`)
        store.setState({ state: 'failed' })
        retry = deps.clock.setTimeout(() => {
          retry = null
          load()
        }, LATER_FEATURES_RETRY_MS)
      },
    )
  }
  return {
    state,
    load,
    loaded() {
      if (state() === 'loaded') return Promise.resolve()
      const done = new Promise<void>((resolve) => {
        const stop = store.subscribe(({ state: now }) => {
          if (now !== 'loaded') return
          stop()
          resolve()
        })
      })
      load()
      return done
    },
    subscribe: (listener) => store.subscribe(() => listener()),
  }
}
