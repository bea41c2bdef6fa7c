// portal spec §2 Live TV: /live/:category?/:scope?/:channel? — category matched case-insensitively,
// scope one of the sections; anything else falls back to the channel view.
import { ALL_CATEGORY, LIVE_SECTIONS, type LiveSection } from './constants'

export type LiveRoute = { category: string; section: LiveSection; channelId: number | null }

const isSection = (value: string): value is LiveSection =>
  (LIVE_SECTIONS as readonly string[]).includes(value)

export function parseLiveRoute(params: Record<string, string>): LiveRoute {
  const category = (params['category'] ?? '').trim().toLowerCase() || ALL_CATEGORY
  const scope = (params['scope'] ?? '').trim().toLowerCase()
  const raw = (params['channel'] ?? '').trim()
  const id = /^\d+$/.test(raw) ? Number(raw) : null
  return { category, section: isSection(scope) ? scope : 'home', channelId: id }
}
