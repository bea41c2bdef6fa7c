export {
  CONTINUE_DELAY_MS,
  LONG_FILM_REMAINING_S,
  LONG_FILM_S,
  RESUME_SAVE_MS,
  RESUME_STORAGE_KEY,
  TRAILER_DELAY_MS,
  VOD_ALL,
  VOD_SELECT_DELAY_MS,
} from './constants'
export {
  filterVods,
  formatVodPrice,
  isVodOwned,
  needsPurchase,
  searchKey,
  vodCategories,
  vodOrder,
} from './catalogue'
export { createResumeBook, guestKey, resumeDecision } from './resume'
export { captionsLabel, createVodCaptions } from './captions'
export { createVodSession } from './vodSession'
export type { VodCategory } from './catalogue'
export type { CaptionsControl, VodCaptionsDeps } from './captions'
export type { PlayerState, PlayerStatus, VodPlayer } from './player'
export type { ResumeBook } from './resume'
export type { VodSession } from './vodSession'
export type { VodDeps, VodGate, VodMode, VodState } from './vodState'
