export { createMediaController, POWER_ON_REPLAY_MS, FOCUS_REPLAY_MS } from './controller'
export { createCdnConverter, needsCdn, CDN_RENEWAL_MS, LARGE_FILE_EXTENSIONS } from './cdn'
export { createPendingSeek, SEEK_STEP_S, SEEK_COMMIT_MS } from './pendingSeek'
export { detectSourceType, streamTypeOf, parseDvbString, platformFrequency } from './sourceType'
export { MEDIA_TEXTS, mediaErrorText, mediaErrorKey, mediaErrorShown } from './mediaErrors'
export { PROGRESS_TICK_MS, DURATION_RETRY_MS } from './progressPoll'

export type { PendingSeek, PendingSeekState } from './pendingSeek'
export type { CdnDeps } from './cdn'
export type {
  MediaController,
  MediaControllerDeps,
  MediaService,
  MediaSnapshot,
  MediaState,
  PlayOptions,
} from './types'
