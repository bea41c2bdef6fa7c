import { memo, useCallback, useEffect, useMemo, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { Label, QuietGate, useDir, useRenderer, WindowList, type RowViewContext } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { GUIDE_ACTIVE_ROW, GUIDE_ROWS } from '../../src/services/live'
import { theme } from '../theme'
import { ChannelRowView } from './channelRowView'
import { LIVE_LAYOUT, liveSource, useLive } from './context'
import { channelRowsRefresh } from './liveTime'

const { rowHeight, listWidth } = LIVE_LAYOUT
/** rows around the highlight whose guide is fetched once scrolling settles */
const PREFETCH_SETTLE_MS = 250
/** rows above and below the highlight whose guide is fetched (the 7-row window: 3 each side) */
const PREFETCH_AROUND = 3

export type ChannelListProps = {
  x: number
  y: number
  /**
   * The rows as React elements (ChannelRow.tsx's renderChannelRow) instead of imperative views: only the
   * perf guide page's `?reactRows` variant, to measure the lever (perf/README.md "Issue 19").
   */
  renderRow?: (row: number, active: boolean) => ReactNode
}

/**
 * portal spec §2 Live TV channel list: 7 rows, active 4th, ch_up/ch_down by 7 wrapping (renderer
 * WindowList). The rows are imperative views (channelRowView.ts): a key press moves and binds them in
 * the list's key handler, and React renders no row; they are bound again when the channels, the
 * favourites or a channel's guide change.
 */
// memo: a parent that re-renders on every key (the screen follows the index too) renders no list
export const ChannelList = memo(function ChannelList({ x, y, renderRow }: ChannelListProps) {
  const live = useLive()
  const { clock } = useRenderer()
  const dir = useDir()
  const t = useT()
  const length = useStore(live.store, (state) => state.channels.length)
  const entered = useStore(live.store, (state) => state.entered)
  // The React rows follow the index by re-rendering the list; the imperative rows follow the store
  // themselves (WindowList indexSource): a key press renders nothing here.
  const reactIndex = useStore(live.store, (state) => (renderRow ? state.index : -1))
  const indexSource = useMemo(() => liveSource(live, (state) => state.index), [live])
  const noProgram = t('live.noProgram')
  // the rows read the programme's progress at the renderer's clock, bound again each minute (§9)
  const createRow = useCallback(
    (context: RowViewContext) => new ChannelRowView(context, live, noProgram, () => clock.now()),
    [live, noProgram, clock],
  )
  const subscribe = useMemo(() => channelRowsRefresh(live, clock), [live, clock])
  const rowName = useCallback(
    (row: number) => {
      const channel = live.store.getState().channels[row]
      return channel ? `${channel.sort.padStart(3, '0')} ${channel.title}` : ''
    },
    [live],
  )

  // Fetch the guide of the visible rows once the highlight stops moving (no request per key press):
  // a quiet gate on the stage's clock, one timer however many keys (renderer/textures/loadGate.ts).
  useEffect(() => {
    const settled = new QuietGate(clock, PREFETCH_SETTLE_MS)
    const offSettled = settled.subscribe(() => {
      if (!settled.open) return
      const { channels, index: at } = live.store.getState()
      for (let offset = -PREFETCH_AROUND; offset <= PREFETCH_AROUND; offset++) {
        const channel = channels[(at + offset + channels.length) % Math.max(1, channels.length)]
        if (channel) live.guide.ensure(channel)
      }
    })
    settled.busy()
    const offLive = live.store.subscribe((state, before) => {
      if (state.index !== before.index || state.channels !== before.channels) settled.busy()
    })
    return () => {
      offLive()
      offSettled()
      settled.dispose()
    }
  }, [live, clock])

  if (length === 0)
    return entered ? (
      <Label
        text={t('live.noChannel')}
        x={dir.x(x + 20)}
        y={y + 20}
        size={theme.fontSize.medium}
        role="status"
      />
    ) : null // the route not entered yet: its channels are not read, so no empty state either
  return (
    <WindowList
      id="live-channels"
      name={t('live.allChannels')}
      x={dir.x(x, listWidth)}
      y={y}
      width={listWidth}
      rowHeight={rowHeight}
      rows={GUIDE_ROWS}
      activeSlot={GUIDE_ACTIVE_ROW}
      pageRows={GUIDE_ROWS}
      length={length}
      index={renderRow ? reactIndex : indexSource.get()}
      onIndexChange={live.highlight}
      onSelect={live.select}
      rowName={rowName}
      {...(renderRow ? { renderRow } : { createRow, subscribe, indexSource })}
      cacheRows
    />
  )
})
