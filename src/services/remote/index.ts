export {
  CHANNEL_NUMBER_DIGITS,
  CHANNEL_NUMBER_WAIT_MS,
  createChannelEntry,
  findChannelByNumber,
  padChannelNumber,
} from './channelEntry'
export type { ChannelEntry, ChannelEntryDeps, ChannelEntryState } from './channelEntry'
export { digitOfKey } from './digitKeys'
export {
  SERVICE_MENU_BUFFER_MAX,
  SERVICE_MENU_IDLE_MS,
  createServiceMenuDetector,
  isServiceMenuPin,
  serviceMenuEnabled,
  serviceMenuSequences,
} from './serviceMenuSequence'
export type { ServiceMenuDetector } from './serviceMenuSequence'
export { UNKNOWN_COMMAND, parseRemoteCommand } from './remoteCommands'
export type { ParsedRemoteCommand, RemoteCommandAction } from './remoteCommands'
export {
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
  clampVolume,
  defaultVolumeFromConfig,
  maxVolumeFromConfig,
  parseMute,
  stepVolume,
} from './volume'
