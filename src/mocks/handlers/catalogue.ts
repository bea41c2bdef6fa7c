import { http } from 'msw'
import type { Channel } from '../../api/types'
import { channelsFor } from '../fixtures/channels'
import { epgFor } from '../fixtures/epg'
import type { DemoState } from '../state'
import { json, num, on } from './http'

/** 'all', or channel ids / epg ids, comma-separated (docs/BACKEND-API.md). */
function channelsNamed(channels: readonly Channel[], selector: string): Channel[] {
  if (selector === '' || selector.toLowerCase() === 'all') return [...channels]
  const wanted = new Set(selector.split(',').map((part) => part.trim()))
  return channels.filter(
    (channel) => wanted.has(String(channel.id)) || (channel.epg_id !== null && wanted.has(channel.epg_id)),
  )
}

/** Timestamps are unix ms; a 10-digit value is taken as seconds, as some clients send them. */
function instant(value: string | undefined, now: number): number {
  const parsed = num(value)
  if (parsed === null || parsed <= 0) return now
  return parsed < 1e12 ? parsed * 1000 : parsed
}

/** The hotel's catalogue: config, menus, languages, channels, guide, VOD and CMS (portal spec §7). */
export function createCatalogueHandlers(state: DemoState) {
  const { data } = state
  return [
    http.get(on('/api/get/config'), () => json(data.config)),
    // Menu titles follow the guest's language (portal spec §4 Sync: a language change refetches menus).
    // The portal sends it as Channel-Language, which follows the session's language (Welcome's Continue,
    // a language change; adapters spec §7); Platform-Language is the TV's own, 'en_US' on every bridge.
    http.get(on('/api/get/navigation'), ({ request }) =>
      json(
        data.navigation(
          request.headers.get('Channel-Language') || request.headers.get('Platform-Language') || 'en_US',
        ),
      ),
    ),
    http.get(on('/api/get/languages'), () => json(data.languages)),
    // `favorite` reflects the guest's favourites when the optional guest_id query is given.
    http.get(on('/api/get/channels'), ({ request }) => {
      const guestId = num(new URL(request.url).searchParams.get('guest_id'))
      const favourites = guestId === null ? [] : state.guests.favourites(guestId)
      return json(channelsFor(data.channels, favourites, state.now()))
    }),
    http.get(on('/api/get/epgs/:channel/:timestamp?'), ({ params }) => {
      const selector = decodeURIComponent(String(params['channel'] ?? 'all'))
      const timestamp = params['timestamp'] === undefined ? undefined : String(params['timestamp'])
      return json(epgFor(channelsNamed(data.channels, selector), instant(timestamp, state.now())))
    }),
    http.get(on('/api/get/vods'), () => json(data.vods)),
    http.get(on('/api/get/cms/:id'), ({ params }) => {
      const id = decodeURIComponent(String(params['id'])).toLowerCase()
      // by target (restaurant, spa, …) or by carousel id
      const byTarget = data.cms[id]
      if (byTarget) return json(byTarget)
      const carousel = Object.values(data.cms)
        .flat()
        .filter((c) => String(c.id) === id)
      return json(carousel)
    }),
  ]
}
