// Video-on-demand rules' numbers and names (portal spec §2 VOD, §3 VOD item, §4 VOD, §5, §9).

/** portal spec §9: VOD select delay 500 ms (the detail follows the highlighted poster once it rests) */
export const VOD_SELECT_DELAY_MS = 500
/** portal spec §4 VOD / §9: the trailer plays after 1.5 s of focus on the detail */
export const TRAILER_DELAY_MS = 1500
/** portal spec §4 VOD / §9: the position is saved every 10 s */
export const RESUME_SAVE_MS = 10_000
/** portal spec §4 VOD / §9: a film longer than 2400 s … */
export const LONG_FILM_S = 2400
/** … with 300 s or less remaining counts as watched: its position is cleared */
export const LONG_FILM_REMAINING_S = 300
/** portal spec §4 VOD: Continue resumes after 1 s */
export const CONTINUE_DELAY_MS = 1000

/** the category button that shows every film (portal spec §2 VOD: category buttons including All) */
export const VOD_ALL = 'all'

/** local storage key of the saved positions: { [guest]: { [vod id]: seconds } } (portal spec §4 VOD) */
export const RESUME_STORAGE_KEY = 'vod_resume'

/** portal spec §3 Config: currency shown with prices (§5: Vod orders show price and currency) */
export const CURRENCY_KEY = 'view_currency.view_currency'
