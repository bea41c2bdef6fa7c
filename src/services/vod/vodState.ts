// The VOD session's state and dependencies (portal spec §2 VOD), apart from the session (vodSession.ts)
// so its parts (the player, the trailer) and the scenes share the types without importing each other.
import type { ApiClient } from '../../api/client'
import type { Config, Guest, Order, VodItem } from '../../api/types'
import type { Clock } from '../../time/clock'
import type { Logger } from '../logger'
import type { MediaController } from '../media/types'
import type { OverlayManager } from '../overlays'
import type { StorageLike } from '../session/storage'
import { VOD_ALL } from './constants'

/** portal spec §4 VOD: trailer, watch, none */
export type VodMode = 'none' | 'trailer' | 'watch'

/** what stands between the guest and the picture: a PIN prompt, a purchase, or nothing */
export type VodGate = 'none' | 'pin' | 'purchase'

export type VodState = {
  /** 'all' or a lower-cased category */
  category: string
  search: string
  /** the films the grid shows (category or search applied) */
  items: VodItem[]
  /** the highlighted poster in `items` */
  index: number
  /** the film the detail panel shows: the highlighted one once it has rested 500 ms */
  selected: VodItem | null
  mode: VodMode
  gate: VodGate
  /** the guest's orders (owned films) */
  orders: Order[]
  /** the guest's saved positions, by vod id (seconds): a film here offers Continue */
  resume: Record<number, number>
}

export type VodDeps = {
  clock: Clock
  log: Logger
  media: MediaController
  api: Pick<ApiClient, 'getOrders' | 'addOrder'>
  vods: () => readonly VodItem[]
  config: () => Config
  guest: () => Guest | null
  overlays: OverlayManager
  t: (key: string, options?: Record<string, unknown>) => string
  storage: StorageLike | null
  notify: (text: string, tone: 'info' | 'success' | 'warning' | 'danger') => void
}

export const initialVodState = (): VodState => ({
  category: VOD_ALL,
  search: '',
  items: [],
  index: 0,
  selected: null,
  mode: 'none',
  gate: 'none',
  orders: [],
  resume: {},
})
