// portal spec §2 Remote-control keys: red refreshes all data after confirmation; §9: refresh spinner 3 s.
// The spinner shows for at least those 3 s and until the sync is done; a failed sync is logged by the caller.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock } from '../../time/clock'

/** portal spec §9: refresh spinner 3 s */
export const REFRESH_SPINNER_MS = 3000

export type RefreshState = { refreshing: boolean }

export type RefreshIndicator = {
  readonly store: StoreApi<RefreshState>
  /** runs the sync with the spinner up; a second call while one runs waits for that one */
  run(sync: () => Promise<void>): Promise<void>
}

export function createRefreshIndicator(clock: Clock): RefreshIndicator {
  const store = createStore<RefreshState>()(() => ({ refreshing: false }))
  let running: Promise<void> | null = null

  async function once(sync: () => Promise<void>): Promise<void> {
    store.setState({ refreshing: true })
    const minimum = new Promise<void>((resolve) => clock.setTimeout(resolve, REFRESH_SPINNER_MS))
    try {
      await Promise.all([sync(), minimum])
    } finally {
      await minimum
      store.setState({ refreshing: false })
    }
  }

  return {
    store,
    run(sync) {
      if (running) return running
      running = once(sync).finally(() => {
        running = null
      })
      return running
    },
  }
}
