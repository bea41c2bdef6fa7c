import { useLayoutEffect } from 'react'
import { createStore } from 'zustand/vanilla'
import { Backdrop, Box, selectSource } from '../../../renderer/index'
import { PosterGrid } from '../../../scenes/vod/PosterGrid'
import { GRID, VOD_IDS } from '../../../scenes/vod/layout'
import { theme } from '../../../scenes/theme'
import { flag } from '../shared/fixture'
import { vodCount, vodItems } from '../shared/vodgrid'

const items = vodItems(vodCount())
/** the highlighted film, kept as the VOD session keeps it: in a store the grid follows */
const store = createStore<{ index: number }>()(() => ({ index: 0 }))
const index = selectSource(store, (state) => state.index)
const setIndex = (next: number) => store.setState({ index: next })

/**
 * The product's poster grid (scenes/vod/PosterGrid) as the VOD screen mounts it, over N films.
 * Lever variants: `?uncached` draws rows uncached, `?bands` draws an opaque band over the margin row
 * above the window instead of the grid's scissor clip (what the screen did before the fifteenth session).
 */
export function VodGridScene({ onCommit }: { onCommit: (focusId: string) => void }) {
  useLayoutEffect(() => onCommit(VOD_IDS.grid), [onCommit])
  // The harness's input latency: the key's change is in place once the store has changed, since the
  // grid's rows and ring follow it outside React, in the store's listeners (perf/lib/recorder.js).
  useLayoutEffect(() => index.subscribe(() => window.__rec?.commit()), [])
  const bands = flag('bands')
  return (
    <>
      {/* the screen's surface as the VOD screen draws it: the frame's clear colour (VodScreen's VodBackdrop) */}
      <Backdrop fill={theme.surface} />
      <PosterGrid
        id={VOD_IDS.grid}
        name="Movies"
        items={items}
        index={index}
        onIndexChange={setIndex}
        cacheRows={!flag('uncached')}
        clip={bands ? 'none' : 'mask'}
      />
      {bands ? <Box width={1280} height={GRID.y} fill={theme.surface} /> : null}
    </>
  )
}
