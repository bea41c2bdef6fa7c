/**
 * A value kept outside React (a store's selector): read with `get`; `subscribe` calls back when it may
 * have changed and returns the unsubscribe. What the renderer follows without a render: a list's index
 * (WindowList `indexSource`), a label's text (BoundLabel), and what a scene builds on them.
 */
export type Source<T> = { get(): T; subscribe(listener: () => void): () => void }
