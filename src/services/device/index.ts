// The device layer above the platform bridge (issue 16): input sources, platform focus, standby and
// power, volume defaults and limits, first-start location assignment, theme loading.
export { assignLocation, AssignmentError, roomFromDeviceName } from './firstStart'
export { createInputSource, EXTERNAL_INPUT_KEYS, isExternalInput } from './inputSource'
export { createPlatformFocus, FOCUS_DELAY_MS, returnsToPlatform } from './platformFocus'
export {
  createPowerControl,
  platformRequestHandler,
  POWER_ON_DELAY_MS,
  POWER_STATE_FAILED,
  STANDBY_TO_PLATFORM_MS,
} from './power'
export { createThemeLoader, THEME_FILE } from './theme'
export { createVolumeControl, volumeLimits } from './volume'

export type { AssignmentDeps } from './firstStart'
export type { InputSource, InputSourceDeps } from './inputSource'
export type { FocusEvent, PlatformFocus, PlatformFocusDeps } from './platformFocus'
export type { PlatformRequestDeps, PowerControl, PowerControlDeps } from './power'
export type { ThemeLoaderDeps } from './theme'
export type { VolumeControl, VolumeControlDeps, VolumeLimits } from './volume'
