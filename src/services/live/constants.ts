// Live TV rules' numbers and names (portal spec §2 Live TV, §4 Categories, §5, §9).

/** portal spec §2 Live TV: the screen's sections */
export const LIVE_SECTIONS = ['home', 'list', 'categories', 'osd', 'none'] as const
export type LiveSection = (typeof LIVE_SECTIONS)[number]

export { ALL_CATEGORY, FAVOURITES_CATEGORY } from './categoryNames'
/** portal spec §5: private categories Radio and Adult are excluded from the default and category lists */
export const PRIVATE_CATEGORIES: readonly string[] = ['radio', 'adult']
/** portal spec §2 Live TV: Radio shown when the category is Radio or the channel's groups include Radio */
export const RADIO_CATEGORY = 'radio'

/** portal spec §9: channel switch delay 1000 ms */
export const CHANNEL_SWITCH_DELAY_MS = 1000
/**
 * Not in the spec: a live channel that failed (it did not start, or its stream broke while playing) is
 * played again by itself while it is still the tuned channel and the screen shows: first after this long,
 * then after twice as long each time, up to LIVE_RETRY_MAX_MS. A lobby or Public TV on Live TV has no
 * guest to zap away and back, and a headend hiccup should not leave a room on an error until someone
 * does. A successful play starts the count again.
 */
export const LIVE_RETRY_FIRST_MS = 10_000
export const LIVE_RETRY_MAX_MS = 60_000
/** portal spec §9: last-tuned save 5 s */
export const LAST_TUNED_SAVE_MS = 5000
/** portal spec §7: the single-channel guide resync waits 1 s */
export const GUIDE_RESYNC_WAIT_MS = 1000
/**
 * Not in the spec: the longest single wait for a guide resync (a day). A programme ending further away
 * (a 30-day placeholder) is waited for in steps of this, with no request before its end; timers of more
 * than 2^31-1 ms fire at once in browsers and Node, which made the guide refetch in a tight loop.
 */
export const GUIDE_RESYNC_MAX_WAIT_MS = 24 * 3_600_000
/** portal spec §9: Start Over 300000 ms */
export const START_OVER_MIN_MS = 300_000

/** portal spec §9 Dummy guide: 48 hourly slots starting 36 hours back, title N/A */
export const DUMMY_GUIDE_SLOTS = 48
export const DUMMY_GUIDE_BACK_HOURS = 36
export const HOUR_MS = 3_600_000
/** portal spec §3 Program: title default N/A */
export const PROGRAM_TITLE_DEFAULT = 'N/A'

/** portal spec §9: channel list and guide show 7 rows, active in the 4th; ch_up/ch_down move by 7 */
export const GUIDE_ROWS = 7
export const GUIDE_ACTIVE_ROW = 3

/** portal spec §9: recording durations 15, 20, 30, 45, 60, 90, 120 minutes (sent in seconds) */
export const RECORD_DURATIONS_MIN: readonly number[] = [15, 20, 30, 45, 60, 90, 120]

/** portal spec §3 Config: the PIN behaviour key (§5: 0/empty every time, 1 once per session per channel) */
export const PIN_BEHAVIOUR_KEY = 'channel_pin_code_behaviour'
/** portal spec §3 Config: currency shown with prices (§5 purchases show price and currency) */
export const CURRENCY_KEY = 'view_currency.view_currency'

/** portal spec §7: record playback /media/records/videos/{pms_id or General}/ plus file */
export const RECORDS_VIDEO_PATH = '/media/records/videos/'
/** portal spec §3 Record request: pms_id or General */
export const GENERAL_OWNER = 'General'

/** portal spec §7 Recording server: GET {base}/flussonic/streamer/api/v3/streams with fixed basic credentials */
export const DVR_STREAMS_PATH = '/flussonic/streamer/api/v3/streams'
/** the fixed credentials the spec names but does not show; the demo server accepts any */
export const DVR_CREDENTIALS = 'flussonic:flussonic'

/** portal spec §8 */
export const LIVE_MESSAGES = {
  dvrFailure: 'An error occured while getting DVR info from the recording driver.',
  noChannel: 'No available channel',
  noProgram: 'No available program data',
  restricted: 'Restricted Content',
  enterPin: 'Please Enter PIN Code',
} as const
