// Test doubles for the VOD services: films and a session wired to fakes. Not exported from index.ts.
import { vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { Config, Guest, Order, VodItem } from '../../api/types'
import { createFakeMedia, flush, memoryStorage } from '../live/fakes'
import { createOverlayManager } from '../overlays'
import { createFakeFocus } from '../overlays/fakes'
import { createVodSession } from './vodSession'
import type { VodDeps } from './vodState'

export const film = (patch: Partial<VodItem> = {}): VodItem => ({
  id: 1001,
  title: 'The Silent Harbour',
  content: 'Three generations of a family meet again.',
  imdb: 7.4,
  category: 'Drama',
  slug: 'the-silent-harbour',
  cover: '/media/img/cover/the-silent-harbour.svg',
  poster: '/media/img/poster/the-silent-harbour.svg',
  trailer: '/media/streams/trailer-drama/index.m3u8',
  url: '/media/streams/film-drama/index.m3u8',
  price: null,
  owned: false,
  pin: null,
  ...patch,
})

/** Five films: a free drama, a priced comedy, a PIN thriller (priced), an owned action film, a free one. */
export const catalogue = (): VodItem[] => [
  film(),
  film({ id: 1002, title: 'Kitchen Wars', category: 'Comedy', price: 3.99, url: '/media/kitchen.m3u8' }),
  film({ id: 1003, title: 'Room 412', category: 'Thriller', price: 5.99, pin: '1111' }),
  film({ id: 1004, title: 'Rooftop Run', category: 'Action', price: 4.99, owned: true }),
  film({ id: 1005, title: 'Little  Ferry', category: 'Animation', trailer: null }),
]

export const guest: Guest = {
  id: 5101,
  pms_id: 'PMS-240101',
  name: 'Emma',
  surname: 'Schneider',
  additional: null,
  language: 'en_US',
  welcome: true,
}

export type VodSetup = {
  orders?: Order[]
  guest?: Guest | null
  config?: Config
  refuseOrder?: boolean
  /** the hotel's film list as the store holds it now (default: the catalogue) */
  vods?: () => VodItem[]
}

export function vodFixture(patch: VodSetup = {}) {
  const clock = createFakeClock(1_736_500_000_000)
  const media = createFakeMedia()
  const overlays = createOverlayManager({ clock, focus: createFakeFocus() })
  const storage = memoryStorage()
  let orders = patch.orders ?? []
  const api = {
    getOrders: vi.fn(async () => orders),
    addOrder: vi.fn(async (order: Order) => {
      if (patch.refuseOrder) throw new Error('500 Internal Server Error')
      orders = [...orders, { action: order.action, description: order.description }]
      return true
    }),
  }
  const notify = vi.fn()
  let current: Guest | null = patch.guest === undefined ? guest : patch.guest
  const deps: VodDeps = {
    clock,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    media,
    api,
    vods: patch.vods ?? catalogue,
    config: () => patch.config ?? { 'view_currency.view_currency': '€' },
    guest: () => current,
    overlays,
    t: (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key),
    storage,
    notify,
  }
  const vod = createVodSession(deps)
  /** runs the overlay open delay and answers the open dialog */
  const answer = async (
    kind: 'interact' | 'keyboard',
    outcome: 'confirmed' | 'cancelled',
    value?: unknown,
  ) => {
    clock.advance(200)
    await flush()
    const open = overlays.current(kind)
    if (!open) throw new Error(`no ${kind} is open`)
    overlays.close(kind, outcome, value)
    await flush()
    return open.request
  }
  return {
    clock,
    media,
    overlays,
    storage,
    api,
    notify,
    vod,
    answer,
    setGuest: (g: Guest | null) => (current = g),
  }
}

export { flush }
