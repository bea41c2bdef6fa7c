// The Live TV session's state and dependencies (portal spec §2 Live TV), apart from the session
// (liveTv.ts) so its parts (liveRecordings.ts, livePurchase.ts) share them without importing each other.
import type { ApiClient } from '../../api/client'
import type { Channel, Config, Guest, Order, Program, Record_ } from '../../api/types'
import type { Clock } from '../../time/clock'
import type { Logger } from '../logger'
import type { MediaController } from '../media/types'
import type { OverlayManager } from '../overlays'
import { ALL_CATEGORY, type LiveSection } from './constants'
import type { DvrRange, FetchJson } from './dvr'
import type { StorageLike } from './favourites'

export type LiveView = LiveSection | 'records'
export type LiveStatus = 'idle' | 'switching' | 'pin' | 'locked' | 'playing' | 'cancelled' | 'error'

export type LiveState = {
  view: LiveView
  /** 'all', 'favorites' or a lower-cased category */
  category: string
  /** portal spec §2: a single category from the route means single mode (no categories sidebar) */
  single: boolean
  search: string
  channels: Channel[]
  /**
   * the screen's route has been entered and `channels` is its list: false before the first enter and
   * after leave, so an empty `channels` is not taken for an empty line-up ("No available channel")
   */
  entered: boolean
  /** highlighted row of `channels` */
  index: number
  /** the tuned channel (playing, asking its PIN, or locked) */
  current: Channel | null
  status: LiveStatus
  error: string | null
  favourites: number[]
  orders: Order[]
  records: Record_[]
  /** DVR playback of a programme instead of the live stream */
  dvr: { channelId: number; program: Program; url: string } | null
  /** a My Records recording playing instead of the live stream */
  record: Record_ | null
  /** recording-server ranges per channel id (fetched when the guide opens) */
  dvrRanges: Record<number, DvrRange[]>
}

export type LiveDevice = { mac: string; ip: string; type: string; lastTuned: number | null }

export type LiveDeps = {
  clock: Clock
  log: Logger
  media: MediaController
  api: Pick<
    ApiClient,
    'getEpg' | 'getOrders' | 'addOrder' | 'setFavorite' | 'updateDeviceProperty' | 'getRecords' | 'setRecords'
  >
  /** the screen's request signal (aborted on navigation) */
  signal: () => AbortSignal | undefined
  channels: () => readonly Channel[]
  config: () => Config
  guest: () => Guest | null
  device: () => LiveDevice
  overlays: OverlayManager
  t: (key: string, options?: Record<string, unknown>) => string
  storage: StorageLike
  fetchJson: FetchJson
  /** origin-relative media paths resolved against the backend */
  resolveUrl: (path: string) => Promise<string>
  notify: (text: string, tone: 'info' | 'success' | 'warning' | 'danger') => void
}

export const initialLiveState = (): LiveState => ({
  view: 'home',
  category: ALL_CATEGORY,
  single: false,
  search: '',
  channels: [],
  entered: false,
  index: 0,
  current: null,
  status: 'idle',
  error: null,
  favourites: [],
  orders: [],
  records: [],
  dvr: null,
  record: null,
  dvrRanges: {},
})
