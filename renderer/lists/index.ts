export {
  LIST_ACTIVE_SLOT,
  LIST_PAGE_ROWS,
  LIST_ROWS,
  page,
  poolSizeFor,
  rowsToMount,
  slotKey,
  step,
  windowFor,
  windowStart,
} from './windowMath'
export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_ITEMS,
  CAROUSEL_WINDOWING_ABOVE,
  CMS_ROWS_WINDOW,
  autoplayIndex,
  carouselMount,
  carouselWindow,
  isWindowed,
  nextAutoplayAt,
  rowsWindow,
  visibleCount,
} from './carouselMath'
export type { MountedRow, WindowSpec } from './windowMath'
export type { AutoplaySpec, CarouselSpec } from './carouselMath'
