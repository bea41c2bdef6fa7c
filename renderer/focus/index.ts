export { FocusEngine } from './FocusEngine'
export { findInDirection, isInFieldOfView, spatialScore } from './spatial'
export type {
  Direction,
  FocusEngineOptions,
  FocusListener,
  FocusNodeKind,
  FocusNodeSpec,
  Rect,
} from './types'
export type { SpatialCandidate } from './spatial'
