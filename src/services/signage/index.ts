export { createSignagePlayer, INITIAL_SIGNAGE_STATE, NO_LAYOUTS } from './player'
export {
  imageAt,
  imagesOf,
  isSingleStream,
  layoutAt,
  playableLayouts,
  shouldWait,
  SIGNAGE_POLL_MS,
  SIGNAGE_RETRY_MS,
  SIGNAGE_WAIT_THRESHOLD_MS,
} from './schedule'

export type { SignagePlayer, SignagePlayerDeps, SignageState, SignageStatus } from './player'
export type { ImagePosition, LayoutPosition } from './schedule'
