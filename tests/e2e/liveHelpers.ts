// Live TV on the demo hotel, shared by the live browser tests (live, live-keys, live-osd): the channel
// line-up as the backend serves it, and the screen's state on the mirror root (data-live-view,
// data-live-status, data-live-channel) and the media controller's source.
import type { APIRequestContext, Page } from './test'
import { mirror } from './portal'

/** a channel as GET /api/get/channels serves it (the fields the tests read) */
export type LiveChannel = {
  id: number
  title: string
  sort: string
  dvr: { name: string } | null
  epg_id: string | null
  price?: unknown
}
type MediaHook = { store: { getState(): { state: string; source: string | null } } }

/** the demo hotel's room 101 (Emma Schneider: owns the Movie Pack, not the Sports Pack) */
export const ROOM_101 = '02:00:00:00:01:01'

export async function channels(request: APIRequestContext): Promise<LiveChannel[]> {
  return (await (await request.get('/api/get/channels')).json()) as LiveChannel[]
}

export const byTitle = (list: LiveChannel[], title: string): LiveChannel => {
  const channel = list.find((c) => c.title === title)
  if (!channel) throw new Error(`no channel ${title}`)
  return channel
}

export const live = (page: Page, key: 'view' | 'status' | 'channel') =>
  mirror(page).getAttribute(`data-live-${key}`)

export const mediaSource = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __portal: { media: MediaHook } }).__portal.media.store.getState().source,
  )
