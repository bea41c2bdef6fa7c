// The film catalogue's pure rules (portal spec §2 VOD, §3 VOD item and Order, §5): category buttons,
// the search filter, ownership and the Buy rule. No state, no timers: the session (vodSession.ts) calls
// these with the hotel's list and the guest's orders.
import type { Order, VodItem } from '../../api/types'
import { VOD_ALL } from './constants'

export type VodCategory = { id: string; title: string }

const categoryId = (category: string): string => category.trim().toLowerCase()

/** portal spec §2 VOD: the category buttons, All first, then each category once in catalogue order. */
export function vodCategories(items: readonly VodItem[]): VodCategory[] {
  const seen = new Map<string, string>()
  for (const item of items) {
    const id = categoryId(item.category)
    if (id && !seen.has(id)) seen.set(id, item.category.trim())
  }
  return [...seen].map(([id, title]) => ({ id, title }))
}

/** portal spec §5: VOD search is case-insensitive and ignores whitespace. */
export const searchKey = (text: string): string => text.replace(/\s+/g, '').toLowerCase()

/** portal spec §5: search on the title; §4 Categories: a search looks through every category. */
export function filterVods(
  items: readonly VodItem[],
  { category, search }: { category: string; search: string },
): VodItem[] {
  const wanted = searchKey(search)
  if (wanted) return items.filter((item) => searchKey(item.title).includes(wanted))
  if (category === VOD_ALL) return [...items]
  return items.filter((item) => categoryId(item.category) === category)
}

/** The category a route's target names (case-insensitive), or null when it names none. */
export function categoryOfTarget(items: readonly VodItem[], target: string | undefined): string | null {
  if (!target) return null
  const wanted = categoryId(decodeURIComponent(target))
  return vodCategories(items).some((c) => c.id === wanted) ? wanted : null
}

/** portal spec §3 Order: action Vod, description the vod id */
export const vodOrder = (item: VodItem): Order => ({ action: 'Vod', description: String(item.id) })

/** portal spec §6: VODs are locked until bought (owned from the item or from the guest's orders). */
export const isVodOwned = (item: VodItem, orders: readonly Order[]): boolean =>
  item.owned || orders.some((order) => order.action === 'Vod' && order.description === String(item.id))

/** portal spec §5: Buy shown if a price is set ('0' or missing is none) and the item is not owned. */
export const needsPurchase = (item: VodItem, orders: readonly Order[]): boolean =>
  item.price !== null && item.price > 0 && !isVodOwned(item, orders)

/** The price as shown with its currency (portal spec §5), e.g. 4.99 or 5. */
export const formatVodPrice = (value: number): string =>
  Number.isInteger(value) ? String(value) : value.toFixed(2)
