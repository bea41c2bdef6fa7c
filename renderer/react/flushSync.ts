import * as PixiReact from '@pixi/react'

// scripts/pixi-react-fast-props.mjs adds `flushSync` to @pixi/react's entry in every build, the dev
// server and vitest: its reconciler's flushSyncFromReconciler, which @pixi/react keeps private.
declare module '@pixi/react' {
  /** Runs fn, then commits every React update it scheduled before returning. */
  export function flushSync<R>(fn: () => R): R
}

const patched = (PixiReact as { flushSync?: <R>(fn: () => R) => R }).flushSync

/**
 * Runs `fn` (a remote key's handling) and commits the React updates it caused before returning, in the
 * key's own task: @pixi/react alone schedules them in a later task (perf/README.md "Latency levers").
 * Where @pixi/react was loaded without the build patch, `fn` runs and React commits later, as before.
 */
export function commitNow<R>(fn: () => R): R {
  return patched ? patched(fn) : fn()
}
