export {
  ALL_CATEGORY,
  CHANNEL_SWITCH_DELAY_MS,
  FAVOURITES_CATEGORY,
  GUIDE_ACTIVE_ROW,
  GUIDE_ROWS,
  LAST_TUNED_SAVE_MS,
  LIVE_MESSAGES,
  LIVE_SECTIONS,
  RECORD_DURATIONS_MIN,
  START_OVER_MIN_MS,
} from './constants'
export type { LiveSection } from './constants'
export { parseLiveRoute } from './route'
export type { LiveRoute } from './route'
export {
  categoryList,
  filterChannels,
  isPrivateChannel,
  isRadioChannel,
  showsPersonalButtons,
} from './channels'
export type { CategoryEntry } from './channels'
export { currentIndex, dummyGuide, nowAndNext, programProgress } from './guide'
export { OSD_BROWSE_RESET_MS } from './osdBrowse'
export type { OsdBrowse, OsdBrowseState, OsdProgramme, OsdRelation } from './osdBrowse'
export type { Guide, GuideEntry } from './guide'
export { isChannelLocked, isChannelOwned, formatPrice } from './purchase'
export { recordPlaybackPath } from './records'
export { createLiveTv } from './liveTv'
export type { LiveDeps, LiveDevice, LiveState, LiveStatus, LiveTv, LiveView } from './liveTv'
export { createPortalLiveTv } from './wiring'
export { resolveMediaUrl } from './mediaUrl'
