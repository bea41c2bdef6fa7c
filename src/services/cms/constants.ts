// The CMS constants of portal spec §9 and §4 (every number here is a spec constant), the detail layouts
// of §2 and the config values of cms_back_button_behaviour (§3 Config; values fixed in
// docs/BACKEND-API.md "Config keys the portal reads").

/** portal spec §9: CMS card width 350 px (the news screen's 400 px is its own constant) */
export const CMS_CARD_WIDTH = 350
/** portal spec §9: row window 2 (§4: rows show 2) */
export const CMS_ROW_WINDOW = 2
// portal spec §9 "item window 4 (none at 3 or fewer)": applied where the carousel windows its items,
// renderer/lists/carouselMath.ts CAROUSEL_ITEMS and CAROUSEL_WINDOWING_ABOVE (one definition)
/** portal spec §4 CMS carousel: autoplay 2 s */
export const CMS_AUTOPLAY_MS = 2000
/** portal spec §9: description scroll 100 px in 200 ms */
export const CMS_DESCRIPTION_SCROLL_PX = 100
export const CMS_DESCRIPTION_SCROLL_MS = 200
/** portal spec §9: a title shrinks if taller than 90 px */
export const CMS_TITLE_MAX_HEIGHT = 90

/** portal spec §2 routes: /cms/{layout}/:target/:category/:id */
export const CMS_ROUTE_LAYOUTS = ['default', 'boxed', 'video', 'slideshow'] as const
export type CmsRouteLayout = (typeof CMS_ROUTE_LAYOUTS)[number]
/** portal spec §2 CMS: the detail layouts; the side pane opens over the list (it has no route) */
export type CmsLayout = CmsRouteLayout | 'sidepane'

/**
 * cms_back_button_behaviour (portal spec §3 Config): what back does on a CMS screen. 'back' (the
 * default, and any other value) steps up one level: a detail layout returns to its list, the list to
 * the home page; 'home' returns to the home page from any CMS screen. Back closes the side pane first.
 */
export const CMS_BACK_BEHAVIOURS = ['back', 'home'] as const
export type CmsBackBehaviour = (typeof CMS_BACK_BEHAVIOURS)[number]

/** the focus scope of the side pane layout over the list (portal spec §2 Overlays: its own focus scope) */
export const CMS_PANE_SCOPE = 'cms:sidepane'

/** i18n keys of the CMS screens (namespace cms of locales/*.json) */
export const CMS_TEXT = {
  addToCart: 'cms.addToCart',
  appointment: 'cms.appointment',
  reservation: 'cms.reservation',
  request: 'cms.request',
  quantity: 'cms.quantityHint',
  checkout: 'cms.checkout',
  continueShopping: 'cms.continueShopping',
  day: 'cms.day',
  time: 'cms.time',
  persons: 'cms.persons',
  note: 'cms.note',
  /** portal spec §5: "Purchases show confirmation (nonProductConfirm, …)", asked before a booking is sent */
  confirmSend: 'cms.nonProductConfirm',
} as const
