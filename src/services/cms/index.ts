export {
  CMS_AUTOPLAY_MS,
  CMS_BACK_BEHAVIOURS,
  CMS_CARD_WIDTH,
  CMS_DESCRIPTION_SCROLL_MS,
  CMS_DESCRIPTION_SCROLL_PX,
  CMS_PANE_SCOPE,
  CMS_ROUTE_LAYOUTS,
  CMS_ROW_WINDOW,
  CMS_TEXT,
  CMS_TITLE_MAX_HEIGHT,
} from './constants'
export type { CmsBackBehaviour, CmsLayout, CmsRouteLayout } from './constants'
export {
  backBehaviour,
  backTarget,
  detailLayout,
  detailPath,
  galleryOf,
  isRouteLayout,
  listPath,
  selectionOf,
} from './layout'
export type { CmsSelection } from './layout'
export { createCmsList, findItem, rowOf } from './list'
export { cmsMenuItem } from './menuItem'
export type { CmsFound, CmsList, CmsListDeps, CmsListState, CmsListStatus, CmsPane } from './list'
export {
  BOOKING_FIELDS,
  CMS_BOOKING_DAYS,
  CMS_MAX_PERSONS,
  PMS_ENDPOINT,
  bookingDays,
  bookingDetails,
  cartItemOf,
  cmsAction,
  nextSlot,
} from './actions'
export type { BookingAction, BookingDetails } from './actions'
export { createCmsActions, formatMoney } from './actionFlow'
export type { BookingPayload, CmsActionDeps, CmsActionOutcome, CmsActions, CmsPlace } from './actionFlow'
export { CMS_SLIDE_MS, createCmsSlideshow } from './slideshow'
export type { CmsSlideshow, SlideshowState } from './slideshow'
export { formatCmsDate, parseCssColour } from './format'
export type { CssColour } from './format'
export type { CmsKeyHandler, CmsPorts } from './ports'
