export {
  CAST_NOT_AVAILABLE,
  CAST_OK_STATUS,
  CAST_TEXT,
  CAST_VARIANTS,
  castPath,
  castVariantOf,
  decideCastState,
} from './castState'
export type { CastState, CastVariant } from './castState'
export { CAST_SSID_KEY, castDetails } from './castDetails'
export type { CastDetails, SoftApInfo } from './castDetails'
export { BUILTIN_SOURCE_DELAY_MS, CAST_HEARTBEAT_MS, createCastSession } from './castSession'
export type { CastApi, CastSession, CastSessionDeps, CastSessionState } from './castSession'
export { parseCastInbound } from './castInbound'
export type { CastInbound } from './castInbound'
export {
  SOFT_AP_ENABLE_STATE,
  SOFT_AP_KEEP_STATE,
  disableSoftApFor,
  enableSoftApFor,
  softApToDisable,
  softApToEnable,
} from './softAp'
export { castRequestOf } from './castDevice'
