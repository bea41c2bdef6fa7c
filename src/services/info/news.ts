// News (portal spec §2 News: cards from a feed; §3 News: name, logo, items of title, description, date,
// image; §9: the news card is 400 px wide).
import type { NewsFeed } from '../../api/types'

/** portal spec §9: "CMS card width 350 px (400 on news)" */
export const NEWS_CARD_WIDTH = 400

/** Feeds worth showing: those with at least one item. */
export const feedsWithItems = (feeds: readonly NewsFeed[]): NewsFeed[] =>
  feeds.filter((feed) => feed.items.length > 0)

export const hasNews = (feeds: readonly NewsFeed[]): boolean => feedsWithItems(feeds).length > 0
