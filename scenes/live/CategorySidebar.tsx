import { useMemo } from 'react'
import { useStore } from 'zustand'
import { Box, Focusable, Label, Mirror, mirrorX } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { ALL_CATEGORY, categoryList, FAVOURITES_CATEGORY } from '../../src/services/live'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { LIVE_LAYOUT, useLive } from './context'

const ITEM_HEIGHT = 44
export const SEARCH_ID = 'live-search'
export const RECORDS_ID = 'live-category-records'

type Item = { id: string; title: string; onSelect: () => void }

/**
 * portal spec §2 categories section: a sidebar with search. §4 Categories: choosing a category clears the
 * search, typing a search clears the category, choosing the same category again moves to the list.
 * The search takes the remote's digits (and the keyboard overlay's text where there is one).
 */
export function CategorySidebar() {
  const live = useLive()
  const t = useT()
  const channels = useStore(useStores().hotel, (state) => state.channels)
  const category = useStore(live.store, (state) => state.category)
  const search = useStore(live.store, (state) => state.search)
  const categories = useMemo(() => categoryList(channels), [channels])
  const items: Item[] = [
    { id: ALL_CATEGORY, title: t('live.allChannels'), onSelect: () => live.chooseCategory(ALL_CATEGORY) },
    {
      id: FAVOURITES_CATEGORY,
      title: t('live.favorites'),
      onSelect: () => live.chooseCategory(FAVOURITES_CATEGORY),
    },
    ...categories.map((entry) => ({
      id: entry.id,
      title: entry.title,
      onSelect: () => live.chooseCategory(entry.id),
    })),
    { id: 'records', title: t('live.myRecords'), onSelect: () => void live.openRecords() },
  ]
  const width = LIVE_LAYOUT.sidebarWidth
  // the sidebar opens from the start side: the left, or the right in Arabic and Hebrew
  return (
    <Mirror width={width}>
      {(dir) => {
        const inItem = (x: number) => mirrorX(x, 0, width - 32, dir.rtl)
        return (
          <>
            <Box width={width} height={720} fill={theme.surface} fillAlpha={0.94} />
            <Label
              text={t('live.categories')}
              x={dir.x(24)}
              y={28}
              size={theme.fontSize.large}
              weight="bold"
              role="heading"
            />
            <Focusable
              id="live-sidebar"
              kind="column"
              x={dir.x(16, width - 32)}
              y={84}
              width={width - 32}
              height={600}
              role="menu"
              name={t('live.categories')}
            >
              <Focusable
                id={SEARCH_ID}
                order={0}
                width={width - 32}
                height={ITEM_HEIGHT}
                role="searchbox"
                name={`${t('live.channelSearch')}: ${search}`}
              >
                {(focused) => (
                  <>
                    <Box
                      width={width - 32}
                      height={ITEM_HEIGHT - 6}
                      radius={6}
                      fill={theme.surfaceRaised}
                      border={{ width: 2, color: focused ? theme.primary : theme.border }}
                    />
                    <Label
                      text={search || t('live.channelSearch')}
                      x={inItem(12)}
                      y={9}
                      size={theme.fontSize.base}
                      color={search ? theme.onSurface : theme.muted}
                      mirror={false}
                    />
                  </>
                )}
              </Focusable>
              {items.map((item, order) => (
                <Focusable
                  key={item.id}
                  id={`live-category-${item.id}`}
                  order={order + 1}
                  y={(order + 1) * ITEM_HEIGHT + 8}
                  width={width - 32}
                  height={ITEM_HEIGHT - 6}
                  role="menuitemradio"
                  name={
                    item.id === category && !search ? t('a11y.selected', { name: item.title }) : item.title
                  }
                  onSelect={item.onSelect}
                >
                  {(focused) => (
                    <>
                      <Box
                        width={width - 32}
                        height={ITEM_HEIGHT - 6}
                        radius={6}
                        fill={
                          focused
                            ? theme.primary
                            : item.id === category && !search
                              ? theme.surfaceRaised
                              : theme.surface
                        }
                      />
                      <Label
                        text={item.title}
                        x={inItem(12)}
                        y={9}
                        size={theme.fontSize.base}
                        color={focused ? theme.onPrimary : theme.onSurface}
                        mirror={false}
                      />
                    </>
                  )}
                </Focusable>
              ))}
            </Focusable>
          </>
        )
      }}
    </Mirror>
  )
}
