import { useCallback, useEffect, useLayoutEffect } from 'react'
import { useStore } from 'zustand'
import { Carousel, Img, Row, useDir, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { NEWS_CARD_WIDTH, feedsWithItems, type InfoScreens } from '../../src/services/info'
import { Button, ScreenFrame } from '../shared'
import { CARD_HEIGHT, NewsCard } from './NewsCard'

export const NEWS_CARDS_ID = 'news-cards'
const GAP = 20
// three 400 px cards and their gaps fill the 1280 px screen
const PAD = (1280 - 3 * NEWS_CARD_WIDTH - 2 * GAP) / 2
const TAB = { width: 260, height: 48, y: 92 }
const LOGO = { width: 160, height: 80 }

/** portal spec §2 News: the feeds' cards (name, logo, items of title, description, date, image). */
export function NewsScreen({ news }: { news: InfoScreens['news'] }) {
  const t = useT()
  const dir = useDir()
  const { focus, mirror } = useRenderer()
  const status = useStore(news.feed.store, (state) => state.status)
  const data = useStore(news.feed.store, (state) => state.data)
  const view = useStore(news.view)
  useEffect(() => {
    void news.feed.enter()
    return () => {
      news.feed.exit()
      news.view.setState({ feed: 0, item: 0 })
    }
  }, [news])
  const feeds = feedsWithItems(data ?? [])
  const feed = feeds[Math.min(view.feed, feeds.length - 1)]
  const ready = status === 'ready' && feed !== undefined
  useLayoutEffect(() => {
    if (ready) focus.focus(NEWS_CARDS_ID)
  }, [focus, ready])
  useEffect(() => {
    mirror.setRootData('news-feed', feed?.name ?? '')
    return () => mirror.setRootData('news-feed', '')
  }, [mirror, feed])
  const items = feed?.items
  const renderItem = useCallback(
    (index: number, focused: boolean) => <NewsCard item={items?.[index]} focused={focused} />,
    [items],
  )
  const itemName = useCallback((index: number) => items?.[index]?.title ?? '', [items])

  if (!ready) return <ScreenFrame label="news" loading />
  return (
    <ScreenFrame label="news" heading={{ text: t('news.title'), x: PAD, y: 28, size: 'large' }}>
      <Img
        url={feed.logo || null}
        x={dir.x(1280 - PAD - LOGO.width, LOGO.width)}
        y={20}
        {...LOGO}
        name={feed.name}
      />
      <Row x={PAD} y={TAB.y} gap={GAP} sizes={TAB.width}>
        {feeds.map((entry, index) => (
          <Button
            key={entry.name}
            id={`news-feed-${index}`}
            text={entry.name}
            width={TAB.width}
            height={TAB.height}
            variant="chip"
            chosen={entry === feed}
            onSelect={() => news.view.setState({ feed: index, item: 0 })}
          />
        ))}
      </Row>
      <Carousel
        key={feed.name}
        id={NEWS_CARDS_ID}
        name={feed.name}
        x={PAD}
        y={170}
        length={feed.items.length}
        index={Math.min(view.item, feed.items.length - 1)}
        onIndexChange={(item) => news.view.setState({ item })}
        itemWidth={NEWS_CARD_WIDTH}
        itemHeight={CARD_HEIGHT}
        gap={GAP}
        itemName={itemName}
        renderItem={renderItem}
      />
    </ScreenFrame>
  )
}
