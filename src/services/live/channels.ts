// Which channels the list shows (portal spec §2 Live TV, §4 Categories, §5 private categories).
import type { Channel } from '../../api/types'
import { ALL_CATEGORY, FAVOURITES_CATEGORY, PRIVATE_CATEGORIES, RADIO_CATEGORY } from './constants'

const lower = (value: string): string => value.trim().toLowerCase()

/** The category names a channel belongs to: its category and its groups, lower-cased. */
export function channelCategories(channel: Channel): string[] {
  const names = new Set<string>()
  if (channel.category) names.add(lower(channel.category))
  for (const group of channel.groups) if (group.trim()) names.add(lower(group))
  return [...names]
}

/** portal spec §5: Radio and Adult are private (excluded from the default and category lists). */
export const isPrivateChannel = (channel: Channel): boolean =>
  channelCategories(channel).some((name) => PRIVATE_CATEGORIES.includes(name))

/** portal spec §2: Radio shown when the category is Radio or the channel's groups include Radio. */
export const isRadioChannel = (channel: Channel, routeCategory = ''): boolean =>
  lower(routeCategory) === RADIO_CATEGORY || channelCategories(channel).includes(RADIO_CATEGORY)

/** portal spec §9: sort padded to 3 digits; the list runs in channel-number order. */
export function sortChannels(channels: readonly Channel[]): Channel[] {
  return [...channels].sort((a, b) => {
    const x = Number(a.sort)
    const y = Number(b.sort)
    // numbers compare as numbers (1000 after 999), anything else as padded text
    if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y
    return a.sort.padStart(3, '0').localeCompare(b.sort.padStart(3, '0'))
  })
}

export type CategoryEntry = { id: string; title: string }

/**
 * The categories sidebar: every category or group of a non-private channel, in first-seen order
 * (portal spec §5: private categories are excluded from the categories list).
 */
export function categoryList(channels: readonly Channel[]): CategoryEntry[] {
  const seen = new Map<string, string>()
  for (const channel of channels) {
    if (isPrivateChannel(channel)) continue
    for (const name of [channel.category, ...channel.groups]) {
      const id = lower(name)
      if (id && !seen.has(id)) seen.set(id, name.trim())
    }
  }
  return [...seen].map(([id, title]) => ({ id, title }))
}

/** A route category that names an existing category (any case) is single mode (portal spec §2). */
export function isKnownCategory(channels: readonly Channel[], category: string): boolean {
  const wanted = lower(category)
  return channels.some((channel) => channelCategories(channel).includes(wanted))
}

export type ListQuery = { category: string; search: string; favourites: readonly number[] }

/** Search on the title (case-insensitive) or the channel number. */
export function matchesSearch(channel: Channel, search: string): boolean {
  const wanted = lower(search)
  if (!wanted) return true
  return lower(channel.title).includes(wanted) || channel.sort.padStart(3, '0').includes(wanted)
}

/**
 * The channel list for a category and a search. 'all' is every non-private channel; favourites the
 * guest's (non-private) favourites; a named category its channels: a private category (Radio, Adult,
 * e.g. /live/radio) lists its private channels, any other category excludes private ones (portal spec §5:
 * Radio and Adult are excluded from the default and categories lists; an Adult channel grouped under
 * Movies does not show under Movies). portal spec §4: search and category exclude each other, so a
 * search runs over 'all'.
 */
export function filterChannels(channels: readonly Channel[], query: ListQuery): Channel[] {
  const category = lower(query.category) || ALL_CATEGORY
  const search = query.search.trim()
  const sorted = sortChannels(channels)
  if (search) return sorted.filter((c) => !isPrivateChannel(c) && matchesSearch(c, search))
  if (category === ALL_CATEGORY) return sorted.filter((c) => !isPrivateChannel(c))
  if (category === FAVOURITES_CATEGORY) {
    const favourites = new Set(query.favourites)
    return sorted.filter((c) => !isPrivateChannel(c) && favourites.has(c.id))
  }
  const privateCategory = PRIVATE_CATEGORIES.includes(category)
  return sorted.filter(
    (c) => channelCategories(c).includes(category) && (privateCategory || !isPrivateChannel(c)),
  )
}

/** portal spec §5: favourite and record buttons are hidden on private channels. */
export const showsPersonalButtons = (channel: Channel): boolean => !isPrivateChannel(channel)
