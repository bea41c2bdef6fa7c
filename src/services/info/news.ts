// News (portal spec §2 News: cards from a feed; §3 News: name, logo, items of title, description, date,
// image; §9: the news card is 400 px wide).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { NewsFeed } from '../../api/types'

/** portal spec §9: "CMS card width 350 px (400 on news)" */
export const NEWS_CARD_WIDTH = 400

/** Feeds worth showing: those with at least one item. */
export const feedsWithItems = (feeds: readonly NewsFeed[]): NewsFeed[] =>
  feeds.filter((feed) => feed.items.length > 0)

export const hasNews = (feeds: readonly NewsFeed[]): boolean => feedsWithItems(feeds).length > 0

/** What the news screen shows: the chosen feed (by index among those with items) and its first card. */
export type NewsView = { feed: number; item: number }

export const createNewsView = (): StoreApi<NewsView> => createStore<NewsView>()(() => ({ feed: 0, item: 0 }))
