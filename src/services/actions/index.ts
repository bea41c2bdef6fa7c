export { createActionExecutor, pollPhaseMs, storeActionsRequest } from './executor'
export { createDeviceHandlers, configuredMaxVolume } from './deviceHandlers'
export { decodeBatch } from './batch'
export { ActionParamsError, muteState, volumeLevel, clampVolume } from './params'
export {
  ACTION_POLL_INTERVAL_MS,
  REBOOT_DELAY_MS,
  RELOAD_DELAY_MS,
  VOLUME_MIN,
  VOLUME_MAX,
  MAX_VOLUME_CONFIG_KEY,
  INSTANT_ACTIONS,
  ACTION_MESSAGES,
  isInstantAction,
} from './constants'

export type { ActionExecutor, ActionExecutorDeps, ActionsApi } from './executor'
export type { DeviceHandlerDeps } from './deviceHandlers'
export type { DecodedBatch, MalformedAction } from './batch'
export type { ActionParams } from './params'
export type { ActionContext, ActionHandler, ActionHandlers } from './types'
