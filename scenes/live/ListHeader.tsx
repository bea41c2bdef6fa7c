import { useMemo } from 'react'
import { useStore } from 'zustand'
import { BoundLabel, Label, useDir } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { theme } from '../theme'
import { LIVE_LAYOUT as L, liveSource, useLive } from './context'

/**
 * The list view's heading (the category or the search) and the highlighted row's place in the list. The
 * place changes on every key and follows the store outside React (BoundLabel): a key press in the list
 * renders nothing (perf/README.md "Issue 19, fourth session").
 */
export function ListHeader() {
  const t = useT()
  const live = useLive()
  const category = useStore(live.store, (state) => state.category)
  const search = useStore(live.store, (state) => state.search)
  const dir = useDir()
  const place = useMemo(
    () =>
      liveSource(live, ({ index, channels }) =>
        channels.length > 0 ? `${index + 1} / ${channels.length}` : '',
      ),
    [live],
  )
  const title = search
    ? `${t('live.channelSearch')}: ${search}`
    : category === 'all'
      ? t('live.allChannels')
      : category === 'favorites'
        ? t('live.favorites')
        : category
  return (
    <>
      <Label
        text={title}
        x={dir.x(L.listX)}
        y={40}
        size={theme.fontSize.large}
        weight="bold"
        role="heading"
      />
      {/* The counter changes on every key. As its own render group its new glyphs rebuild only its own
          instructions, not the screen's (perf/README.md "Issue 19: input latency levers"). */}
      <pixiContainer isRenderGroup>
        <BoundLabel
          source={place}
          x={dir.x(L.listX + L.listWidth)}
          y={52}
          anchorX={1}
          size={theme.fontSize.base}
          color={theme.muted}
        />
      </pixiContainer>
    </>
  )
}
