// Vite/Rolldown plugin: removes a per-update copy of the whole Pixi object from @pixi/react 8.0.5.
//
// @pixi/react's applyProps starts with `const { __pixireact, ...instanceProps } = instance`: an
// object-rest copy of every own property of the display object (a Pixi container has ~60), made on
// every prop update, although `instanceProps` is read only when the props are not already a diff set.
// React's commitUpdate always passes a diff set. In the Live TV list at 4x CPU the copy (Oxc's
// _objectWithoutProperties helper in the legacy bundle) was the largest single JS function of a key
// press (perf/README.md "Live guide levers, round 3"). This moves the copy into the branch that needs
// it, and there (createInstance's first props) copies only what diffProps reads of it: the instance's own
// enumerable value of each prop it is given, not all of its ~60 properties (issue 19, tenth session: the
// copies were 21 ms of the portal's boot at 4x). What applyProps does is unchanged.
//
// The rewrite matches the installed source exactly. If an @pixi/react upgrade changes it, the build
// fails (tests/unit/pixi-react-fast-props.test.ts too), so nobody ships the slow path unknowingly.
//
// The same plugin adds one export to @pixi/react's entry: `flushSync`, its reconciler's
// flushSyncFromReconciler (react-dom's flushSync for this renderer). @pixi/react keeps its reconciler
// private, and schedules a remote key's state change in a later task (DefaultEventPriority for key
// events, no microtask scheduling), so a key press waited for a scheduler task and often a frame before
// it was committed. The renderer commits a key's updates inside the key's own task with it
// (renderer/react/flushSync.ts; perf/README.md "Latency levers").

export const APPLY_PROPS_ID = /[\\/]@pixi[\\/]react[\\/]lib[\\/]helpers[\\/]applyProps\.mjs$/

const SLOW = `  const {
    __pixireact: instanceState = {},
    ...instanceProps
  } = instance;
  let typedData;
  if (isDiffSet(data)) {
    typedData = data;
  } else {
    typedData = diffProps(data, instanceProps);
  }`

const FAST = `  const instanceState = instance.__pixireact === undefined ? {} : instance.__pixireact;
  let typedData;
  if (isDiffSet(data)) {
    typedData = data;
  } else {
    const instanceProps = {};
    for (const key in data) {
      if (key !== "__pixireact" && Object.prototype.propertyIsEnumerable.call(instance, key)) {
        instanceProps[key] = instance[key];
      }
    }
    typedData = diffProps(data, instanceProps);
  }`

/** The rewritten applyProps module source; throws when the source is not the one this was written for. */
export function fastApplyProps(code) {
  const normalised = code.replace(/\r\n/g, '\n')
  if (!normalised.includes(SLOW))
    throw new Error(
      'pixi-react-fast-props: @pixi/react applyProps changed; re-check scripts/pixi-react-fast-props.mjs',
    )
  return normalised.replace(SLOW, FAST)
}

// pixi.js 8.22's Batcher.break, with the batch capped to one texture (mountStage: the SwiftShader and
// Mali-400 lever in PERF-NOTES.md), batches no two elements in a row that share a texture once a texture
// change has started a new batch: it marks the new texture as seen with the batch tick it then
// increments, so the next element of the same texture looks new and breaks the batch again. Every glyph
// of the glyph atlas (one texture) became its own draw call: 96 per list row instead of about 12
// (perf/README.md "Latency levers"). The fix marks the texture after the break, with the tick of the
// batch it joins.
export const BATCHER_ID = /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]batcher[\\/]shared[\\/]Batcher\.mjs$/

const STALE_TICK = `      source._batchTick = BATCH_TICK;
      if (textureBatch.count >= maxTextures || breakRequired) {`
const TICK_AFTER_BREAK = `      if (textureBatch.count >= maxTextures || breakRequired) {`
const BREAK_END = `        batchElements = [];
        ++BATCH_TICK;
      }
      element._textureId = source._textureBindLocation = textureBatch.count;`
const BREAK_END_FIXED = `        batchElements = [];
        ++BATCH_TICK;
      }
      source._batchTick = BATCH_TICK;
      element._textureId = source._textureBindLocation = textureBatch.count;`

/** pixi.js's Batcher with the batch-tick fix; throws when the source is not the one this was written for. */
export function fixBatchTick(code) {
  const normalised = code.replace(/\r\n/g, '\n')
  if (!normalised.includes(STALE_TICK) || !normalised.includes(BREAK_END))
    throw new Error(
      'pixi-react-fast-props: pixi.js Batcher changed; re-check scripts/pixi-react-fast-props.mjs',
    )
  return normalised.replace(STALE_TICK, TICK_AFTER_BREAK).replace(BREAK_END, BREAK_END_FIXED)
}

export const INDEX_ID = /[\\/]@pixi[\\/]react[\\/]lib[\\/]index\.mjs$/

const INDEX_ANCHOR = "export { createRoot } from './core/createRoot.mjs';"
const FLUSH_SYNC = `
import { reconciler as __pixiReactReconciler } from './core/reconciler.mjs';
/** Runs fn, then commits every update it scheduled before returning (react-dom's flushSync). */
function flushSync(fn) {
  return __pixiReactReconciler.flushSyncFromReconciler(fn);
}
export { flushSync };
`

/** @pixi/react's entry with a flushSync export; throws when the entry is not the one this was written for. */
export function exposeFlushSync(code) {
  const normalised = code.replace(/\r\n/g, '\n')
  if (!normalised.includes(INDEX_ANCHOR))
    throw new Error(
      'pixi-react-fast-props: @pixi/react index changed; re-check scripts/pixi-react-fast-props.mjs',
    )
  return `${normalised}${FLUSH_SYNC}`
}

export function pixiReactFastProps() {
  return {
    name: 'pixi-react-fast-props',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id
      if (APPLY_PROPS_ID.test(path)) return { code: fastApplyProps(code), map: null }
      if (INDEX_ID.test(path)) return { code: exposeFlushSync(code), map: null }
      if (BATCHER_ID.test(path)) return { code: fixBatchTick(code), map: null }
      return null
    },
  }
}
