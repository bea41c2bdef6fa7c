// Screens and overlays whose code loads when first needed (issue 19: boot JS holds what Home needs, not
// every screen). A feature keeps its contract: it still declares `routes` and `overlays` with components;
// only where the component comes from changes:
//
//   const LiveScreen = lazyScene(() => import('../../../scenes/live/LiveScreen').then((m) => m.LiveScreen), log)
//   routes: { live: (route) => <LiveScreen live={live} route={route} /> }
//
// The dynamic import is a chunk of its own: an ES module chunk in development, and in the Chromium-53 build a
// classic script the chunk runtime adds (scripts/legacy-chunks.mjs). While it loads the route shows
// ScreenLoading; once it is in, the screen mounts and takes focus as it always does; later visits mount it
// at once. A failed load is logged and shows ScreenLoadFailed (the keys that leave a screen still work)
// and the next visit tries again.
import { useEffect, useState, type ComponentType } from 'react'
import { useStore } from 'zustand'
import { ScreenLoadFailed, ScreenLoading } from '../../scenes/system/ScreenLoading'
import { describeError, type Logger } from '../services/logger'
import type { OverlayKind, OverlayManager } from '../services/overlays'

/**
 * A part of a feature (a screen, its session, both) whose code is fetched the first time it is needed and
 * built once; a failure is forgotten so that the next call fetches again. A feature's keys and actions
 * read `loaded` (null: the screen was never shown, so there is nothing to act on).
 */
export type LazyPart<T> = {
  /** the part when it has loaded, else null */
  readonly loaded: T | null
  load(): Promise<T>
}

export function lazyPart<T>(fetch: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null
  let pending: Promise<T> | null = null
  return {
    get loaded() {
      return loaded
    },
    load() {
      if (loaded) return Promise.resolve(loaded)
      pending ??= fetch().then(
        (component) => (loaded = component),
        (error: unknown) => {
          pending = null
          throw error
        },
      )
      return pending
    },
  }
}

type Loaded<P> = { component: ComponentType<P> } | { failed: true } | null

/** Loads `loader`'s component when mounted; null until it has settled. */
function useLoaded<P>(loader: LazyPart<ComponentType<P>>, what: string, log: Logger): Loaded<P> {
  const [state, setState] = useState<Loaded<P>>(() => (loader.loaded ? { component: loader.loaded } : null))
  const settled = state !== null
  useEffect(() => {
    if (settled) return
    let mounted = true
    loader.load().then(
      (component) => mounted && setState({ component }),
      (error: unknown) => {
        log.error(`${what} could not be loaded: ${describeError(error)}`)
        if (mounted) setState({ failed: true })
      },
    )
    return () => {
      mounted = false
    }
  }, [loader, what, log, settled])
  return state
}

/** A screen component that fetches its code when first shown (ScreenLoading meanwhile). */
export function lazyScene<P extends object>(
  fetch: () => Promise<ComponentType<P>>,
  log: Logger,
  what = 'A screen',
): ComponentType<P> {
  const loader = lazyPart(fetch)
  return function LazyScene(props: P) {
    const state = useLoaded(loader, what, log)
    if (state === null) return <ScreenLoading />
    if ('failed' in state) return <ScreenLoadFailed />
    const Scene = state.component
    return <Scene {...props} />
  }
}

/**
 * An overlay component that fetches its code the first time the manager holds one of its kinds (the
 * overlay's 200 ms open delay, portal spec §9, usually covers the fetch) and stays mounted after that.
 * Until then it draws nothing, as a closed overlay does. A failed fetch is logged and the overlay closes
 * with the outcome 'error', so whoever opened it goes on; the next opening fetches again.
 */
export function lazyOverlay<P extends object>(
  overlays: OverlayManager,
  kinds: readonly OverlayKind[],
  fetch: () => Promise<ComponentType<P>>,
  log: Logger,
): ComponentType<P> {
  const loader = lazyPart(fetch)
  return function LazyOverlay(props: P) {
    const wanted = useStore(overlays.store, (state) => kinds.some((kind) => state.overlays[kind]))
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loader.loaded)
    useEffect(() => {
      if (component || !wanted) return
      loader.load().then(
        (loaded) => setComponent(() => loaded),
        (error: unknown) => {
          log.error(`The ${kinds.join('/')} overlay could not be loaded: ${describeError(error)}`)
          for (const kind of kinds) overlays.close(kind, 'error')
        },
      )
    }, [component, wanted])
    if (!component) return null
    const Overlay = component
    return <Overlay {...props} />
  }
}
