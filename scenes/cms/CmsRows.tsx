import { memo, useCallback, useEffect, useLayoutEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import {
  Box,
  Carousel,
  Label,
  LoadGateContext,
  Mirror,
  QuietGate,
  WindowList,
  useDir,
  useRenderer,
  type LoadGate,
  type TimerClock,
} from '../../renderer'
import { rowsWindow } from '../../renderer/lists'
import type { CmsItem } from '../../src/api/types'
import {
  CMS_AUTOPLAY_MS,
  CMS_CARD_WIDTH,
  CMS_ROW_WINDOW,
  type CmsKeyHandler,
  type CmsList,
} from '../../src/services/cms'
import { theme } from '../theme'
import { CARD_HEIGHT, CmsCard } from './CmsCard'

export const CMS_ROWS_ID = 'cms-rows'
export const ROW_HEIGHT = 300
const ROW_TITLE_HEIGHT = 38
const CARD_GAP = 20
const ROW_PREFIX = 'cms-row-'
export const cmsRowId = (row: number) => `${ROW_PREFIX}${row}`

export type CmsRowsProps = {
  list: CmsList
  /** the line under a card's title (price, subtitle or date) */
  caption: (item: CmsItem) => string
  /** Enter on the focused card of a row */
  onSelect: (row: number, index: number) => void
  /** receives the rows' up/down handler (the feature's root-scope keys, or a test page's own) */
  bindKeys: (handler: CmsKeyHandler | null) => void
  x?: number
  y?: number
  width?: number
  /** the autoplay's and the image gate's timers (default: the stage's clock) */
  clock?: TimerClock
  /**
   * The screen's opaque colour: the rows' window is then hidden by bands of it drawn over the rows above
   * and below (the screen draws its title after the rows) instead of a clip. Chosen when the clip was a
   * stencil mask (perf/README.md "CMS list"); against today's scissor clip, the default, it measures the
   * same, and the texts it covers fail the browser tests' overlap check, so the portal no longer uses it
   * (the perf page's `?bands` variant does: perf/README.md "Issue 19, fifteenth session").
   */
  bands?: number
}

type RowProps = {
  list: CmsList
  row: number
  gate: LoadGate
  caption: CmsRowsProps['caption']
  onSelect: CmsRowsProps['onSelect']
  onMoved: () => void
  width: number
  clock: TimerClock | undefined
}

/** One row: its name and a carousel of cards (portal spec §4: 4 at a time above 3, autoplay 2 s). */
const CmsRow = memo(function CmsRow({ list, row, gate, caption, onSelect, onMoved, width, clock }: RowProps) {
  const dir = useDir()
  const carousel = useStore(list.store, (state) => state.carousels[row])
  const index = useStore(list.store, (state) => state.items[row] ?? 0)
  const length = useStore(list.store, (state) => state.carousels.length)
  const focusedRow = useStore(list.store, (state) => state.row)
  // the rows in view autoplay, except the one the guest is moving in (it would move under them)
  const autoplay = row !== focusedRow && rowsWindow(length, focusedRow).includes(row)
  const items = carousel?.items
  const renderItem = useCallback(
    (i: number, focused: boolean) => {
      const item = items?.[i]
      return item ? <CmsCard item={item} caption={caption(item)} focused={focused} /> : null
    },
    [items, caption],
  )
  const itemName = useCallback((i: number) => items?.[i]?.title ?? '', [items])
  const onIndexChange = useCallback(
    (next: number) => {
      onMoved()
      list.setItem(row, next)
    },
    [list, row, onMoved],
  )
  // the store's index, not the carousel's: a key press moves the store at once, the props a commit later
  const select = useCallback(
    (i: number) => onSelect(row, list.store.getState().items[row] ?? i),
    [list, onSelect, row],
  )
  if (!carousel || !items) return null
  return (
    <LoadGateContext.Provider value={gate}>
      <Label
        text={carousel.name}
        x={dir.x(0)}
        y={0}
        maxWidth={width}
        size={theme.fontSize.medium}
        weight="bold"
        color={theme.onSurface}
      />
      <Carousel
        id={cmsRowId(row)}
        name={carousel.name}
        y={ROW_TITLE_HEIGHT}
        length={items.length}
        index={Math.min(index, items.length - 1)}
        onIndexChange={onIndexChange}
        onSelect={select}
        renderItem={renderItem}
        itemName={itemName}
        itemWidth={CMS_CARD_WIDTH}
        itemHeight={CARD_HEIGHT}
        gap={CARD_GAP}
        autoplay={autoplay}
        intervalMs={CMS_AUTOPLAY_MS}
        {...(clock ? { clock } : {})}
      />
    </LoadGateContext.Provider>
  )
})

/**
 * The rows of a CMS list (portal spec §4 CMS carousel, §9: row window 2): the renderer's WindowList
 * recycles the rows (2 shown, one margin row each side), each a Carousel that recycles its cards. Focus
 * sits on the focused row's carousel (left/right and Enter are the carousel's own); up/down move between
 * rows through `bindKeys`. Covers load through one quiet gate: not while rows or cards move.
 */
export function CmsRows({
  list,
  caption,
  onSelect,
  bindKeys,
  x = 0,
  y = 0,
  width = 1280,
  clock,
  bands,
}: CmsRowsProps) {
  const { focus, clock: stageClock } = useRenderer()
  const length = useStore(list.store, (state) => state.carousels.length)
  const row = useStore(list.store, (state) => state.row)
  const title = useStore(list.store, (state) => state.title)
  const gate = useMemo(() => new QuietGate(clock ?? stageClock), [clock, stageClock])
  useEffect(() => () => gate.dispose(), [gate])
  const onMoved = useCallback(() => gate.busy(), [gate])

  useEffect(() => {
    bindKeys((key) => {
      if (key !== 'up' && key !== 'down') return false
      if (!focus.focusedId()?.startsWith(ROW_PREFIX)) return false
      const state = list.store.getState()
      const next = state.row + (key === 'down' ? 1 : -1)
      // the first and last rows keep the key: there is nothing above or below to go to
      if (next < 0 || next >= state.carousels.length) return true
      gate.busy()
      list.setRow(next)
      focus.focus(cmsRowId(next))
      return true
    })
    return () => bindKeys(null)
  }, [bindKeys, focus, list, gate])

  // entering the list (or coming back from a layout) focuses the focused row
  useLayoutEffect(() => {
    if (length > 0) focus.focus(cmsRowId(list.store.getState().row))
  }, [focus, list, length])
  // the window's own node is never the one to hold focus: a repair that lands there goes to the row
  useEffect(
    () =>
      focus.subscribe((id) => {
        if (id === CMS_ROWS_ID) focus.focus(cmsRowId(list.store.getState().row))
      }),
    [focus, list],
  )

  const renderRow = useCallback(
    (index: number) => (
      <CmsRow
        list={list}
        row={index}
        gate={gate}
        caption={caption}
        onSelect={onSelect}
        onMoved={onMoved}
        width={width}
        clock={clock}
      />
    ),
    [list, gate, caption, onSelect, onMoved, width, clock],
  )
  const rowName = useCallback((index: number) => list.store.getState().carousels[index]?.name ?? '', [list])
  if (length === 0) return null
  const windowHeight = CMS_ROW_WINDOW * ROW_HEIGHT
  return (
    <>
      <Mirror x={x} y={y} width={width}>
        <WindowList
          clip={bands === undefined ? 'mask' : 'none'}
          id={CMS_ROWS_ID}
          name={title}
          width={width}
          rowHeight={ROW_HEIGHT}
          rows={CMS_ROW_WINDOW}
          activeSlot={0}
          wrap={false}
          length={length}
          index={row}
          onIndexChange={list.setRow}
          rowName={rowName}
          renderRow={renderRow}
          {...(clock ? { clock } : {})}
        />
      </Mirror>
      {bands === undefined ? null : (
        <>
          {/* the screen above and below the window (design height 720): where the margin rows wait */}
          <Box width={1280} height={y} fill={bands} />
          <Box y={y + windowHeight} width={1280} height={Math.max(0, 720 - y - windowHeight)} fill={bands} />
        </>
      )}
    </>
  )
}
