// "The start route is shown" (portal spec §4 Boot), made exact for issue 19: the features start, and
// the code they load after boot is fetched, once the start route's screen has been committed and a frame
// has drawn it — not while that first frame is still being built. App reports the commit; the stage's
// frame loop the frame. Waiting never blocks boot for long: after ROUTE_SHOWN_TIMEOUT_MS it goes on.
import type { Clock } from '../time/clock'

/** how long boot waits for the start route's first frame before starting the features anyway */
export const ROUTE_SHOWN_TIMEOUT_MS = 2000

/** the part of renderer/loop/FrameLoop this needs */
export type DrawnFrames = { observe(observer: () => void): () => void }

export type RouteShown = {
  /** App: the screen of `path` has been committed */
  committed(path: string): void
  /** resolves once `path` has been committed and then drawn (or after the timeout) */
  wait(path: string): Promise<void>
}

export function createRouteShown(deps: { loop: DrawnFrames; clock: Clock }): RouteShown {
  let lastCommitted: string | null = null
  let waiting: { path: string; done: () => void } | null = null

  const afterNextFrame = (done: () => void) => {
    const stop = deps.loop.observe(() => {
      stop()
      done()
    })
  }

  return {
    committed(path) {
      lastCommitted = path
      if (waiting?.path === path) afterNextFrame(waiting.done)
    },
    wait(path) {
      return new Promise<void>((resolve) => {
        let settled = false
        const timer = deps.clock.setTimeout(() => finish(), ROUTE_SHOWN_TIMEOUT_MS)
        function finish() {
          if (settled) return
          settled = true
          deps.clock.clearTimeout(timer)
          if (waiting?.path === path) waiting = null
          resolve()
        }
        waiting = { path, done: finish }
        if (lastCommitted === path) afterNextFrame(finish)
      })
    },
  }
}
