import { useCallback, useEffect } from 'react'
import { useStore } from 'zustand'
import { Backdrop, Label, Spinner, useDir } from '../../renderer'
import type { RouteMatch } from '../../src/services/router/routes'
import type { CmsPorts } from '../../src/services/cms'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { CmsRows } from './CmsRows'
import { CmsSidePane } from './CmsSidePane'
import { useCmsFormat, useCmsTitle } from './ItemParts'

const MARGIN_X = 60
const ROWS_Y = 100

/**
 * portal spec §2 CMS list (/cms/:target/:category?): the target's rows of cards under the menu item's
 * title; Enter opens the card's layout (or the side pane over the list, §2 Overlays). §5: without data
 * the screen leaves for the home page.
 */
export function CmsListScreen({ ports, route }: { ports: CmsPorts; route: RouteMatch }) {
  const { list } = ports
  const dir = useDir()
  const format = useCmsFormat()
  const language = useStore(useStores().hotel, (state) => state.language)
  const status = useStore(list.store, (state) => state.status)
  const pane = useStore(list.store, (state) => state.pane)
  const target = route.params['target'] ?? ''
  const category = route.params['category']
  const title = useCmsTitle(
    target,
    useStore(list.store, (state) => state.title),
  )

  useEffect(() => {
    let live = true
    void list.open(target, category).then((ok) => {
      if (live && !ok) ports.goHome()
    })
    return () => {
      live = false
    }
    // a language change refetches (the feature forgets the loaded target): `language` re-runs it
  }, [list, ports, target, category, language])

  const onSelect = useCallback(
    (row: number, index: number) => {
      const carousel = list.store.getState().carousels[row]
      const item = carousel?.items[index]
      if (carousel && item) ports.select(target, { carousel, item, row, index })
    },
    [list, ports, target],
  )

  return (
    <pixiContainer label="cms-list">
      <Backdrop fill={theme.surface} />
      {status === 'loading' ? <Spinner x={640 - 24} y={340} size={48} /> : null}
      {status === 'ready' ? (
        <CmsRows
          list={list}
          caption={format.caption}
          onSelect={onSelect}
          bindKeys={ports.setKeys}
          x={MARGIN_X}
          y={ROWS_Y}
          width={1280 - MARGIN_X}
        />
      ) : null}
      <Label
        text={title}
        x={dir.x(MARGIN_X)}
        y={32}
        maxWidth={1280 - 2 * MARGIN_X}
        size={theme.fontSize.large}
        weight="bold"
        role="heading"
      />
      {status === 'ready' && pane ? <CmsSidePane ports={ports} target={target} pane={pane} /> : null}
    </pixiContainer>
  )
}
