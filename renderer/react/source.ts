/**
 * A value kept outside React (a store's selector): read with `get`; `subscribe` calls back when it may
 * have changed and returns the unsubscribe. What the renderer follows without a render: a list's index
 * (WindowList `indexSource`), a label's text (BoundLabel), and what a scene builds on them.
 */
export type Source<T> = { get(): T; subscribe(listener: () => void): () => void }

/** A store whose listeners get the state and the state before (zustand's StoreApi has this shape). */
export type SelectableStore<S> = {
  getState(): S
  subscribe(listener: (state: S, before: S) => void): () => void
}

/** One value selected from a store, as a Source: its listeners hear only of changes of that value. */
export function selectSource<S, T>(store: SelectableStore<S>, select: (state: S) => T): Source<T> {
  return {
    get: () => select(store.getState()),
    subscribe: (listener) =>
      store.subscribe((state, before) => {
        if (!Object.is(select(state), select(before))) listener()
      }),
  }
}
