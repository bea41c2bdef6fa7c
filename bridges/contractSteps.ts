// The steps the contract suites (contract.suite.ts, contractMedia.suite.ts) take on a family's rig: a
// fresh rig per test, disposed after it; a bridge call answered while the test clock runs; a promise
// tracked without awaiting it, so the test can move the clock while it is pending. Test support only.
import type { MediaRequest } from './contract'
import type { ContractHarness, ContractRig } from './contractHarness'
import { SETTLE_MS, seen } from './shared/testKit'

/** a tracked promise that resolved */
export const RESOLVED = { done: true, failed: false }

/** A bridge call answered by the platform: the clock runs while the fake set works on it. */
export async function answer<T>(rig: ContractRig, promise: Promise<T>): Promise<T> {
  const state = track(promise)
  for (let waited = 0; !state.done && waited < 10 * SETTLE_MS; waited += SETTLE_MS / 10)
    await rig.advance(SETTLE_MS / 10)
  return promise
}

/** Settles a promise without awaiting it, so the test can move the clock while it is pending. */
export function track<T>(promise: Promise<T>) {
  const state: { done: boolean; failed: boolean; value?: T; error?: Error } = { done: false, failed: false }
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: Error) => Object.assign(state, { done: true, failed: true, error }),
  )
  return state
}

/** A play with the platform player answering in `mode`, and the media events from its start. */
export function startPlay(rig: ContractRig, request: MediaRequest, mode: 'auto' | 'silent' | 'fail') {
  const media = seen(rig.bridge, 'media')
  rig.fake.player(mode)
  return { media, play: track(rig.bridge.play(request)) }
}

/** A test body on a fresh rig of the family, disposed whatever the outcome. */
export function rigRunner(harness: ContractHarness) {
  return (test: (rig: ContractRig) => Promise<void>) => async (): Promise<void> => {
    const rig = await harness.setup()
    try {
      await test(rig)
    } finally {
      rig.dispose()
    }
  }
}
